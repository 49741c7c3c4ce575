import { createTestDatabase, type TestDatabase } from '@lug/db/testing';
import { createResendTransport, type EmailMessage, type EmailTransport } from '@lug/email';
import { startResendStandIn, type ResendStandIn } from '@lug/email/testing/resend-stand-in';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { itRaces } from '../support/races';
import { enqueueEmail } from '../../src/services/outbox';
import {
  createOutboxWorker,
  outboxIdempotencyKey,
  type OutboxLogger,
  type OutboxWorkerOptions,
} from '../../src/jobs/outbox';

const apiKey = 're_test_outbox';
const defaultFrom = 'LUG Platform <noreply@lug.example.org>';
const second = 1000;
const minute = 60 * second;

let database: TestDatabase;
let standIn: ResendStandIn;
let clock: Date;
let logged: Array<{
  level: 'info' | 'warn' | 'error';
  obj: object;
  msg: string | undefined;
}>;

const logger: OutboxLogger = {
  info: (obj, msg) => logged.push({ level: 'info', obj, msg }),
  warn: (obj, msg) => logged.push({ level: 'warn', obj, msg }),
  error: (obj, msg) => logged.push({ level: 'error', obj, msg }),
};

beforeAll(async () => {
  [database, standIn] = await Promise.all([createTestDatabase(), startResendStandIn({ apiKey })]);
});
afterAll(async () => {
  await Promise.all([database?.close(), standIn?.close()]);
});
beforeEach(async () => {
  standIn.reset();
  logged = [];
  await database.db.deleteFrom('email_outbox').execute();
});

/** Rows get `next_attempt_at = now()` from the database: start the worker's clock just after it. */
function startClock(): void {
  clock = new Date(Date.now() + second);
}
function advanceClock(ms: number): void {
  clock = new Date(clock.getTime() + ms);
}

function resendTransport(): EmailTransport {
  return createResendTransport({ apiKey, baseUrl: standIn.url });
}

function worker(overrides: Partial<OutboxWorkerOptions> = {}) {
  return createOutboxWorker({
    db: database.db,
    transport: resendTransport(),
    from: defaultFrom,
    logger,
    now: () => clock,
    ...overrides,
  });
}

function passwordReset(toName: string, toEmail: string): EmailMessage {
  return {
    template: 'password-reset',
    data: {
      toEmail,
      toName,
      resetLink: `https://lug.example.org/reset-password?token=${toName}`,
    },
  };
}

async function enqueuePasswordReset(toName: string, toEmail = `${toName.toLowerCase()}@example.org`): Promise<number> {
  return enqueueEmail(database.db, {
    message: passwordReset(toName, toEmail),
    to: toEmail,
    toUserId: null,
    toName,
  });
}

async function outboxRow(id: number) {
  return database.db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('enqueueEmail', () => {
  it('stores the rendered email as pending inside the caller transaction', async () => {
    const id = await database.db.transaction().execute((trx) =>
      enqueueEmail(trx, {
        message: {
          template: 'beta-application',
          data: {
            lugName: 'Brick Builders',
            contactName: 'Grace',
            email: 'grace@example.org',
            website: 'https://bricks.example.org',
            about: null,
          },
        },
        to: 'beta@lug.example.org',
        toUserId: null,
        replyTo: 'grace@example.org',
      }),
    );

    const row = await outboxRow(id);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 0,
      template: 'beta-application',
      to_email: 'beta@lug.example.org',
      to_name: null,
      from_email: null,
      reply_to: 'grace@example.org',
      subject: 'Beta application: Brick Builders',
      organization_id: null,
    });
    expect(row.text_body).toContain('grace@example.org');
    expect(row.html_body).toContain('<!doctype html>');
  });

  it('leaves nothing behind when the transaction rolls back', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await enqueueEmail(trx, {
          message: passwordReset('Ada', 'ada@example.org'),
          to: 'ada@example.org',
          toUserId: null,
        });
        throw new Error('the change that wanted the email failed');
      }),
    ).rejects.toThrow('failed');
    expect(await database.db.selectFrom('email_outbox').selectAll().execute()).toEqual([]);
  });
});

describe('outbox worker', () => {
  it('delivers pending emails once and marks them sent', async () => {
    const welcomeId = await enqueueEmail(database.db, {
      message: {
        template: 'welcome',
        data: {
          recipientEmail: 'ada@example.org',
          recipientName: 'Ada Lovelace',
          passwordResetLink: 'https://lug.example.org/reset-password?token=w',
          groupName: 'Bricks & Friends',
          groupContactEmail: 'board@bricks.example.org',
        },
      },
      to: 'ada@example.org',
      toUserId: null,
      toName: 'Ada Lovelace',
      from: 'Bricks & Friends <bricks@lug.example.org>',
      replyTo: 'board@bricks.example.org',
    });
    const resetId = await enqueuePasswordReset('Grace');
    startClock();
    const outbox = worker();

    await expect(outbox.runOnce()).resolves.toEqual({
      sent: 2,
      failed: 0,
      retried: 0,
    });

    expect(standIn.received).toHaveLength(2);
    const [welcome, reset] = standIn.received;
    expect(welcome).toMatchObject({
      from: 'Bricks & Friends <bricks@lug.example.org>',
      to: ['Ada Lovelace <ada@example.org>'],
      replyTo: ['board@bricks.example.org'],
      subject: 'Welcome to Bricks & Friends',
      idempotencyKey: outboxIdempotencyKey(welcomeId),
    });
    expect(reset).toMatchObject({
      from: defaultFrom,
      to: ['Grace <grace@example.org>'],
      subject: 'Reset your LUG Platform password',
      idempotencyKey: outboxIdempotencyKey(resetId),
    });
    expect(reset?.text).toContain('https://lug.example.org/reset-password?token=Grace');

    for (const [id, received] of [
      [welcomeId, welcome],
      [resetId, reset],
    ] as const) {
      const row = await outboxRow(id);
      expect(row).toMatchObject({
        status: 'sent',
        attempts: 1,
        provider_message_id: received?.id,
        last_error: null,
        locked_until: null,
      });
      expect(row.sent_at?.getTime()).toBe(clock.getTime());
    }

    await expect(outbox.runOnce()).resolves.toEqual({
      sent: 0,
      failed: 0,
      retried: 0,
    });
    expect(standIn.requestCount).toBe(2);
  });

  it('keeps an email pending with backoff while the provider is down, then delivers it once', async () => {
    const id = await enqueuePasswordReset('Ada');
    startClock();
    const outbox = worker();
    standIn.setDown(true);

    await expect(outbox.runOnce()).resolves.toEqual({
      sent: 0,
      failed: 0,
      retried: 1,
    });
    const waiting = await outboxRow(id);
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: 1,
      locked_until: null,
      sent_at: null,
    });
    expect(waiting.last_error).toContain('Service unavailable');
    expect(waiting.next_attempt_at.getTime()).toBe(clock.getTime() + 30 * second);

    // Not due yet: nothing is tried, even once the provider is back.
    standIn.setDown(false);
    advanceClock(10 * second);
    await expect(outbox.runOnce()).resolves.toEqual({
      sent: 0,
      failed: 0,
      retried: 0,
    });
    expect(standIn.requestCount).toBe(1);

    advanceClock(21 * second);
    await expect(outbox.runOnce()).resolves.toEqual({
      sent: 1,
      failed: 0,
      retried: 0,
    });
    expect(standIn.received).toHaveLength(1);
    expect(await outboxRow(id)).toMatchObject({
      status: 'sent',
      attempts: 2,
      last_error: null,
    });

    await outbox.runOnce();
    expect(standIn.received).toHaveLength(1);
  });

  it('backs off exponentially and gives up after maxAttempts', async () => {
    const id = await enqueuePasswordReset('Ada');
    startClock();
    const outbox = worker({ maxAttempts: 3 });
    standIn.setDown(true);

    await expect(outbox.runOnce()).resolves.toMatchObject({ retried: 1 });
    advanceClock(30 * second);
    await expect(outbox.runOnce()).resolves.toMatchObject({ retried: 1 });
    expect((await outboxRow(id)).next_attempt_at.getTime()).toBe(clock.getTime() + 60 * second);
    advanceClock(60 * second);
    await expect(outbox.runOnce()).resolves.toEqual({
      sent: 0,
      failed: 1,
      retried: 0,
    });

    const row = await outboxRow(id);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 3,
      locked_until: null,
    });
    expect(row.last_error).toContain('Service unavailable');
    advanceClock(60 * minute);
    await outbox.runOnce();
    expect(standIn.requestCount).toBe(3);
  });

  it('marks an email failed at once when the provider rejects it (422)', async () => {
    const id = await enqueuePasswordReset('Ada');
    startClock();
    standIn.failNext(1, 422, { message: 'Invalid `to` field.' });

    await expect(worker().runOnce()).resolves.toEqual({
      sent: 0,
      failed: 1,
      retried: 0,
    });
    const row = await outboxRow(id);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'Invalid `to` field.',
      sent_at: null,
    });
    expect(logged.some((entry) => entry.level === 'error')).toBe(true);
  });

  it('does not send twice when a worker dies after sending but before recording it', async () => {
    const id = await enqueuePasswordReset('Ada');
    startClock();
    // The dead worker claimed the row and got it accepted, then vanished.
    const row = await outboxRow(id);
    await database.db
      .updateTable('email_outbox')
      .set({
        status: 'sending',
        locked_until: new Date(clock.getTime() + 2 * minute),
      })
      .where('id', '=', id)
      .execute();
    const { id: providerId } = await resendTransport().send({
      from: defaultFrom,
      to: row.to_email,
      toName: row.to_name,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      idempotencyKey: outboxIdempotencyKey(id),
    });

    const outbox = worker();
    await expect(outbox.runOnce()).resolves.toEqual({
      sent: 0,
      failed: 0,
      retried: 0,
    });

    advanceClock(2 * minute);
    await expect(outbox.runOnce()).resolves.toEqual({
      sent: 1,
      failed: 0,
      retried: 0,
    });
    expect(standIn.requestCount).toBe(2);
    expect(standIn.received).toHaveLength(1);
    expect(await outboxRow(id)).toMatchObject({
      status: 'sent',
      provider_message_id: providerId,
    });
  });

  it('lets a worker whose claim expired mid-send record nothing', async () => {
    const id = await enqueuePasswordReset('Ada');
    startClock();
    let enterSlowSend!: () => void;
    const slowSendEntered = new Promise<void>((resolve) => (enterSlowSend = resolve));
    let releaseSlowSend!: () => void;
    const slowSendReleased = new Promise<void>((resolve) => (releaseSlowSend = resolve));
    const realTransport = resendTransport();
    const slowTransport: EmailTransport = {
      name: 'slow',
      async send(email) {
        enterSlowSend();
        await slowSendReleased;
        return realTransport.send(email);
      },
    };

    const slowRun = worker({ transport: slowTransport }).runOnce();
    await slowSendEntered;
    advanceClock(3 * minute);
    await expect(worker().runOnce()).resolves.toEqual({
      sent: 1,
      failed: 0,
      retried: 0,
    });
    releaseSlowSend();

    await expect(slowRun).resolves.toEqual({ sent: 0, failed: 0, retried: 0 });
    expect(standIn.received).toHaveLength(1);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(logged.some((entry) => entry.level === 'warn' && /claim expired/.test(entry.msg ?? ''))).toBe(true);
  });

  itRaces('delivers each email exactly once with two workers running at the same time', async () => {
    const names = Array.from({ length: 12 }, (_, index) => `Member${index + 1}`);
    for (const name of names) await enqueuePasswordReset(name);
    startClock();
    standIn.setLatency(15);
    const workers = [worker({ batchSize: 3 }), worker({ batchSize: 3 })];

    const totals = await Promise.all(
      workers.map(async (outbox) => {
        let sent = 0;
        for (;;) {
          const result = await outbox.runOnce();
          if (result.sent + result.failed + result.retried === 0) return sent;
          sent += result.sent;
        }
      }),
    );

    expect(totals[0]! + totals[1]!).toBe(12);
    expect(totals.every((count) => count > 0)).toBe(true);
    expect(standIn.requestCount).toBe(12);
    expect(standIn.received.map((email) => email.to[0]).sort()).toEqual(
      names.map((name) => `${name} <${name.toLowerCase()}@example.org>`).sort(),
    );
    const statuses = await database.db.selectFrom('email_outbox').select(['status', 'attempts']).execute();
    expect(statuses).toHaveLength(12);
    expect(statuses.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('without a transport, keeps mail in the outbox and logs how much is waiting', async () => {
    await enqueuePasswordReset('Ada');
    await enqueuePasswordReset('Grace');
    startClock();
    const outbox = worker({ transport: null });

    await expect(outbox.runOnce()).resolves.toEqual({
      sent: 0,
      failed: 0,
      retried: 0,
    });
    await outbox.runOnce();
    expect(logged).toEqual([
      {
        level: 'info',
        obj: { waiting: 2 },
        msg: expect.stringContaining('outbox'),
      },
    ]);

    await enqueuePasswordReset('Linus');
    await outbox.runOnce();
    expect(logged.map((entry) => entry.obj)).toEqual([{ waiting: 2 }, { waiting: 3 }]);

    const rows = await database.db.selectFrom('email_outbox').select(['status', 'attempts']).execute();
    expect(rows.every((row) => row.status === 'pending' && row.attempts === 0)).toBe(true);
    expect(standIn.requestCount).toBe(0);
  });

  it('start() delivers in the background and stop() waits for the run in progress', async () => {
    await enqueuePasswordReset('Ada');
    const outbox = worker({ now: () => new Date() });

    outbox.start(20);
    await vi.waitFor(() => expect(standIn.received).toHaveLength(1), {
      timeout: 5_000,
    });
    await outbox.stop();

    await enqueuePasswordReset('Grace');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(standIn.received).toHaveLength(1);
  });
});
