/** A file an email carries. */
export interface EmailAttachment {
  filename: string;
  /** e.g. `text/calendar; charset=utf-8; method=PUBLISH`. */
  contentType: string;
  /** The file's bytes in base64. */
  content: string;
  /**
   * Set for an image the HTML shows inline (`<img src="cid:<contentId>">`, the renewal reminder's
   * payment QR code; Resend's `content_id`); absent for a file to open.
   */
  contentId?: string;
}

/** One email ready to hand to a provider: already rendered, one recipient. */
export interface OutgoingEmail {
  /** Sender, `address` or `Name <address>`. */
  from: string;
  /** Recipient address. */
  to: string;
  /** Recipient display name, combined with `to` as `Name <address>`. */
  toName?: string | null;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  /** The provider accepts a key once: a retry with the same key does not send a second email. */
  idempotencyKey?: string;
  /** Files attached to the email (an activity's `.ics`); none when absent or empty. */
  attachments?: readonly EmailAttachment[];
}

export interface EmailTransport {
  readonly name: string;
  /** Resolves with the provider's message id; rejects with `EmailDeliveryError`. */
  send(email: OutgoingEmail): Promise<{ id: string }>;
}

export interface EmailDeliveryErrorOptions {
  /** Whether trying again later can succeed (outage, rate limit) or not (invalid address). */
  retryable: boolean;
  /** HTTP status the provider answered, `null` when no answer arrived. */
  statusCode?: number | null;
  /** The provider's error name, e.g. `validation_error`. */
  code?: string | null;
  cause?: unknown;
}

export class EmailDeliveryError extends Error {
  override readonly name = 'EmailDeliveryError';
  readonly retryable: boolean;
  readonly statusCode: number | null;
  readonly code: string | null;

  constructor(message: string, { retryable, statusCode = null, code = null, cause }: EmailDeliveryErrorOptions) {
    super(message, cause === undefined ? undefined : { cause });
    this.retryable = retryable;
    this.statusCode = statusCode;
    this.code = code;
  }
}

export function isEmailDeliveryError(error: unknown): error is EmailDeliveryError {
  return error instanceof EmailDeliveryError;
}
