/**
 * Delivers the outbox through the real Resend SDK to the tests' Resend stand-in
 * (`@lug/email/testing/resend-stand-in`), until nothing is due; the worker's clock is the real one
 * a second ahead, so everything queued is due.
 */
import type { DB } from '@lug/db';
import { createResendTransport } from '@lug/email';
import type { ResendStandIn } from '@lug/email/testing/resend-stand-in';
import { createOutboxWorker } from '../../src/jobs/outbox';

export async function deliverOutbox(db: DB, standIn: ResendStandIn, apiKey: string) {
  const worker = createOutboxWorker({
    db,
    transport: createResendTransport({ apiKey, baseUrl: standIn.url }),
    from: 'LUG Platform <noreply@lug.example.org>',
    logger: { info() {}, warn() {}, error() {} },
    now: () => new Date(Date.now() + 1000),
  });
  for (let i = 0; i < 100; i += 1) {
    const result = await worker.runOnce();
    if (result.sent + result.failed + result.retried === 0) return;
  }
  throw new Error('the outbox did not drain');
}
