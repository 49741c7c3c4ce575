/**
 * Durable email delivery. Code that sends mail calls `enqueueEmail` (services/outbox.ts) inside its
 * own transaction, so the email exists exactly when the change that caused it commits. The worker
 * delivers the outbox:
 * it claims due rows with `FOR UPDATE SKIP LOCKED` (safe with several server processes on one
 * PostgreSQL), sends each with the idempotency key `lug-outbox-<id>` (a crash between sending and
 * marking cannot send twice), and retries provider failures with exponential backoff. An email's
 * attachments (`email_outbox.attachments`) travel with it to the transport.
 */
import type { EmailOutboxRow, EmailStatus, DB } from '@lug/db';
import { isEmailDeliveryError, type EmailTransport } from '@lug/email';

/** The pino methods the worker uses. */
export interface OutboxLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** The idempotency key the provider sees for an outbox row. */
export function outboxIdempotencyKey(id: number): string {
  return `lug-outbox-${id}`;
}

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;

/** Delay before the next try after `attempt` failed tries: 30 s, 1 min, 2 min, ... at most 1 h. */
export function defaultOutboxBackoff(attempt: number, baseMs = 30 * second): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), hour);
}

export interface OutboxWorkerOptions {
  db: DB;
  /** `null` when no provider is configured (no RESEND_API_KEY): mail stays in the outbox. */
  transport: EmailTransport | null;
  /** Default sender (EMAIL_FROM) for rows without their own. */
  from: string;
  logger: OutboxLogger;
  now?: () => Date;
  /** Rows claimed per run; default 20. */
  batchSize?: number;
  /** Tries before an email is given up as failed; default 8. */
  maxAttempts?: number;
  /** Milliseconds to wait after the given number of failed tries. */
  backoff?: (attempt: number) => number;
  /** How long a claim lasts before another worker may take the row over; default 2 minutes. */
  claimTimeoutMs?: number;
}

export interface OutboxRunResult {
  sent: number;
  /** Given up for good (a permanent error, or the last try). */
  failed: number;
  /** Failed this time, scheduled for another try. */
  retried: number;
}

/** What a delivery attempt writes back to its row. */
interface OutboxSettlement {
  status: Exclude<EmailStatus, 'sending'>;
  attempts: number;
  last_error: string | null;
  /** When this try finished: the administrators' "last error … at" (services/email-delivery.ts). */
  last_attempt_at: Date;
  locked_until: null;
  next_attempt_at?: Date;
  sent_at?: Date;
  provider_message_id?: string;
}

type DeliveryOutcome = keyof OutboxRunResult | 'lost';

export interface OutboxWorker {
  /** Claims one batch of due emails and tries to deliver each. */
  runOnce(): Promise<OutboxRunResult>;
  /** Runs now and then every `intervalMs` (at once again while full batches keep coming). */
  start(intervalMs: number): void;
  /** Stops the timer and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    db,
    transport,
    from,
    logger,
    now = () => new Date(),
    batchSize = 20,
    maxAttempts = 8,
    backoff = defaultOutboxBackoff,
    claimTimeoutMs = 2 * minute,
  } = options;
  const idle: OutboxRunResult = { sent: 0, failed: 0, retried: 0 };
  let lastReportedBacklog: number | null = null;

  /** Without a transport: say how much mail is waiting, once per change of that number. */
  async function reportBacklog(): Promise<void> {
    const { waiting } = await db
      .selectFrom('email_outbox')
      .select((eb) => eb.fn.countAll<number>().as('waiting'))
      .where('status', 'in', ['pending', 'sending'])
      .executeTakeFirstOrThrow();
    const count = Number(waiting);
    if (count === lastReportedBacklog) return;
    lastReportedBacklog = count;
    logger.info({ waiting: count }, 'Email delivery is not configured (RESEND_API_KEY): emails wait in the outbox');
  }

  async function claimDueEmails(claimedAt: Date): Promise<EmailOutboxRow[]> {
    const lockedUntil = new Date(claimedAt.getTime() + claimTimeoutMs);
    const claimed = await db
      .updateTable('email_outbox')
      .set({ status: 'sending', locked_until: lockedUntil })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('email_outbox')
          .select('id')
          .where('next_attempt_at', '<=', claimedAt)
          .where((w) =>
            w.or([
              w('status', '=', 'pending'),
              w.and([w('status', '=', 'sending'), w('locked_until', '<=', claimedAt)]),
            ]),
          )
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(batchSize)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .execute();
    // UPDATE ... RETURNING does not keep the subquery's order: oldest first.
    return claimed.sort((a, b) => a.next_attempt_at.getTime() - b.next_attempt_at.getTime() || a.id - b.id);
  }

  /** Updates a claimed row, unless another worker took it over after our claim expired. */
  async function settle(email: EmailOutboxRow, values: OutboxSettlement): Promise<boolean> {
    const result = await db
      .updateTable('email_outbox')
      .set(values)
      .where('id', '=', email.id)
      .where('status', '=', 'sending')
      .where('locked_until', '=', email.locked_until)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async function deliver(activeTransport: EmailTransport, email: EmailOutboxRow): Promise<DeliveryOutcome> {
    const attempts = email.attempts + 1;
    const log = { outboxId: email.id, template: email.template, attempts };
    let providerMessageId: string;
    try {
      ({ id: providerMessageId } = await activeTransport.send({
        from: email.from_email ?? from,
        to: email.to_email,
        toName: email.to_name,
        replyTo: email.reply_to,
        subject: email.subject,
        text: email.text_body,
        html: email.html_body,
        idempotencyKey: outboxIdempotencyKey(email.id),
        attachments: (email.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.content_type,
          content: a.content,
          ...(a.content_id ? { contentId: a.content_id } : {}),
        })),
      }));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // Anything but a transport's verdict (a bug, an unexpected throw) gets another try.
      const retryable = isEmailDeliveryError(error) ? error.retryable : true;
      const finishedAt = now();
      if (retryable && attempts < maxAttempts) {
        const nextAttemptAt = new Date(finishedAt.getTime() + backoff(attempts));
        const settled = await settle(email, {
          status: 'pending',
          attempts,
          last_error: message,
          last_attempt_at: finishedAt,
          next_attempt_at: nextAttemptAt,
          locked_until: null,
        });
        if (!settled) return 'lost';
        logger.warn({ ...log, err: message, nextAttemptAt }, 'Email delivery failed; will retry');
        return 'retried';
      }
      const settled = await settle(email, {
        status: 'failed',
        attempts,
        last_error: message,
        last_attempt_at: finishedAt,
        locked_until: null,
      });
      if (!settled) return 'lost';
      logger.error({ ...log, err: message, retryable }, 'Email delivery failed for good');
      return 'failed';
    }

    const sentAt = now();
    const settled = await settle(email, {
      status: 'sent',
      attempts,
      sent_at: sentAt,
      last_attempt_at: sentAt,
      provider_message_id: providerMessageId,
      last_error: null,
      locked_until: null,
    });
    if (!settled) return 'lost';
    logger.info({ ...log, providerMessageId }, 'Email sent');
    return 'sent';
  }

  /** One batch; also says how many rows it claimed, so `start` knows whether more may be due. */
  async function runBatch(): Promise<{ result: OutboxRunResult; claimedCount: number }> {
    const result: OutboxRunResult = { ...idle };
    if (!transport) {
      await reportBacklog();
      return { result, claimedCount: 0 };
    }
    const claimed = await claimDueEmails(now());
    for (const email of claimed) {
      // A slow provider can outlast the claim: leave the rest to whichever worker claims them next.
      if (email.locked_until && now() >= email.locked_until) break;
      let outcome: DeliveryOutcome;
      try {
        outcome = await deliver(transport, email);
      } catch (error) {
        // Marking failed (database trouble): the claim expires and the row is tried again, under
        // the same idempotency key, so the provider does not send it twice.
        logger.error(
          {
            outboxId: email.id,
            err: error instanceof Error ? error.message : String(error),
          },
          'Could not record an email delivery',
        );
        continue;
      }
      if (outcome === 'lost') {
        logger.warn(
          { outboxId: email.id },
          'Email claim expired before its delivery was recorded; another worker owns it',
        );
        continue;
      }
      result[outcome] += 1;
    }
    return { result, claimedCount: claimed.length };
  }

  async function runOnce(): Promise<OutboxRunResult> {
    return (await runBatch()).result;
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;

  function schedule(delayMs: number, intervalMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      running = runBatch()
        .then(
          // A full batch suggests more mail is due: go again at once.
          ({ claimedCount }) => (claimedCount >= batchSize ? 0 : intervalMs),
          (error: unknown) => {
            logger.error({ err: error instanceof Error ? error.message : String(error) }, 'Outbox run failed');
            return intervalMs;
          },
        )
        .then((nextDelayMs) => {
          running = null;
          schedule(nextDelayMs, intervalMs);
        });
    }, delayMs);
    timer.unref();
  }

  return {
    runOnce,
    start(intervalMs) {
      if (!stopped) return;
      stopped = false;
      schedule(0, intervalMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
