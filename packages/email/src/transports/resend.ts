import { Resend, type ErrorResponse } from 'resend';
import { formatMailbox } from './address';
import { EmailDeliveryError, type EmailTransport, type OutgoingEmail } from './transport';

export interface ResendTransportOptions {
  apiKey: string;
  /** API base URL; default `RESEND_BASE_URL` or https://api.resend.com (a local stand-in in tests). */
  baseUrl?: string;
  /** Gives up on a request that has not answered after this long (a retryable failure). */
  timeoutMs?: number;
}

/**
 * Errors that come from the account's configuration (key missing, wrong or restricted) rather than
 * from the email: the mail must wait until an operator fixes the key, not be dropped.
 */
const configurationErrors = new Set<string>(['missing_api_key', 'invalid_api_key', 'restricted_api_key']);

/** Names of answers about the request itself: sending the same request again cannot succeed. */
const requestErrors = new Set<string>([
  'validation_error',
  'missing_required_field',
  'invalid_parameter',
  'invalid_from_address',
  'invalid_attachment',
  'invalid_idempotency_key',
  'invalid_idempotent_request',
  'invalid_access',
  'invalid_region',
  'security_error',
  'not_found',
  'method_not_allowed',
]);

/**
 * Whether trying the same request again can succeed. No answer (network, timeout), 5xx, 429 (rate
 * limit or quota), 409 `concurrent_idempotent_requests` (the same key is still in flight) and key
 * problems are retryable; other 4xx answers (validation, invalid sender, the same idempotency key
 * with another payload) are not.
 */
export function isRetryableResendError(error: Pick<ErrorResponse, 'name' | 'statusCode'>): boolean {
  if (configurationErrors.has(error.name) || error.name === 'concurrent_idempotent_requests') return true;
  const status = typeof error.statusCode === 'number' ? error.statusCode : null;
  if (status !== null) return status === 408 || status === 429 || status >= 500;
  // No status: no answer arrived, or its body was not Resend's. Only a known request error is final.
  return !requestErrors.has(error.name);
}

/** Sends through the Resend HTTP API with the official SDK. */
export function createResendTransport({ apiKey, baseUrl, timeoutMs = 30_000 }: ResendTransportOptions): EmailTransport {
  const resend = new Resend(apiKey, baseUrl === undefined ? undefined : { baseUrl });

  return {
    name: 'resend',
    async send(email: OutgoingEmail): Promise<{ id: string }> {
      let response: Awaited<ReturnType<typeof resend.emails.send>>;
      try {
        response = await resend.emails.send(
          {
            from: email.from,
            to: formatMailbox(email.to, email.toName),
            ...(email.replyTo ? { replyTo: email.replyTo } : {}),
            subject: email.subject,
            text: email.text,
            html: email.html,
            ...(email.attachments && email.attachments.length > 0
              ? {
                  attachments: email.attachments.map((a) => ({
                    filename: a.filename,
                    content: a.content,
                    contentType: a.contentType,
                    ...(a.contentId ? { contentId: a.contentId } : {}),
                  })),
                }
              : {}),
          },
          {
            ...(email.idempotencyKey ? { idempotencyKey: email.idempotencyKey } : {}),
            signal: AbortSignal.timeout(timeoutMs),
          },
        );
      } catch (cause) {
        // The SDK reports failures as `{ error }`; anything thrown is unexpected, so let a retry decide.
        throw new EmailDeliveryError(
          `Resend request failed: ${cause instanceof Error ? cause.message : String(cause)}`,
          {
            retryable: true,
            cause,
          },
        );
      }

      if (response.error) {
        const { error } = response;
        const statusCode = typeof error.statusCode === 'number' ? error.statusCode : null;
        throw new EmailDeliveryError(error.message || `Resend answered ${statusCode ?? 'without a status'}`, {
          retryable: isRetryableResendError(error),
          statusCode,
          code: error.name ?? null,
        });
      }
      return { id: response.data.id };
    },
  };
}
