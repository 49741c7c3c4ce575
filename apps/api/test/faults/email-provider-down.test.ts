/**
 * The email provider failing: a password-reset email waits in the outbox (pending, with the
 * provider's error) while the Resend stand-in answers 503, is retried with a growing delay
 * (OUTBOX_BACKOFF_BASE_MS shortens the 30 s base for the test), and is delivered exactly once when
 * the provider is back. On PostgreSQL the row is watched through a second connection; on PGlite
 * (one process only) through what the provider sees, and the row is read after the server stops.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startResendStandIn, type ResendStandIn } from '@lug/email/testing/resend-stand-in';
import { loadConfig } from '../../src/env';
import { createLogger } from '../../src/logger';
import { openDatabase } from '../../src/database';
import {
  call,
  cannotRunHere,
  createScratchDatabase,
  expectStatus,
  postgresForProcessTests,
  sleep,
  startServerProcess,
  waitFor,
  type ScratchDatabase,
  type ServerProcess,
} from './support/processes';

const backoffBaseMs = 500;

interface OutboxRow {
  id: number;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  sent_at: Date | null;
  to_email: string;
  template: string;
}

/**
 * Signs up a user while the provider works (its confirmation email goes out), then takes the
 * provider down and asks for a password reset: one email waiting in the outbox.
 */
async function requestReset(url: string, mail: ResendStandIn) {
  const email = `reset-${Date.now()}@example.org`;
  expectStatus(
    await call(url, 'POST', '/api/auth/signup', { body: { email, password: 'correct horse battery', first_name: 'Reset', last_name: 'Me' } }),
    201,
    'signup',
  );
  await waitFor('the sign-up confirmation delivered', async () => (mail.received.length === 1 ? true : undefined), 30_000);
  mail.reset();
  mail.setDown(true);
  expectStatus(await call(url, 'POST', '/api/auth/password-reset/request', { body: { email } }), 202, 'password reset request');
  return email;
}

/** Waits for `count` failed tries to reach the provider while it is down. */
async function waitForFailedTries(mail: ResendStandIn, count: number) {
  await waitFor(`${count} delivery tries while the provider is down`, async () => (mail.requestCount >= count ? true : undefined), 30_000);
}

/** Brings the provider back and checks the email arrives once and is not sent again. */
async function expectDeliveredOnce(mail: ResendStandIn, to: string) {
  mail.setDown(false);
  const delivered = await waitFor('the delivery once the provider is back', async () => (mail.received.length > 0 ? mail.received : undefined), 30_000);
  const requestsAtDelivery = mail.requestCount;
  // Several worker runs later: still one email, and no further request for it.
  await sleep(3 * 2_000 + 500);
  expect(delivered).toHaveLength(1);
  expect(mail.received).toHaveLength(1);
  expect(mail.requestCount).toBe(requestsAtDelivery);
  expect(mail.received[0]!.to).toEqual([expect.stringContaining(to)]);
  expect(mail.received[0]!.text).toMatch(/reset-password\?token=/);
  return mail.received[0]!;
}

describe('the email provider failing', () => {
  let mail: ResendStandIn;
  beforeAll(async () => {
    mail = await startResendStandIn();
  });
  afterAll(async () => {
    await mail.close();
  });

  describe('on PostgreSQL (the outbox row watched through a second connection)', () => {
    let postgres: Awaited<ReturnType<typeof postgresForProcessTests>>;
    let database: ScratchDatabase | undefined;
    let server: ServerProcess | undefined;
    beforeAll(async () => {
      postgres = await postgresForProcessTests();
    });
    afterAll(async () => {
      await server?.stop();
      await database?.drop();
      await postgres?.close();
    });

    it('keeps the email pending with its error, retries with backoff, delivers it once', async (context) => {
      if (!postgres) return cannotRunHere(context, 'no PostgreSQL (TEST_DATABASE_URL or server binaries) for the PostgreSQL outbox test');
      mail.reset();
      database = await createScratchDatabase(postgres.adminUrl);
      server = await startServerProcess({ databaseUrl: database.url, resendUrl: mail.url, env: { OUTBOX_BACKOFF_BASE_MS: String(backoffBaseMs) } });
      const to = await requestReset(server.url, mail);

      // Watch the row: each failed try leaves it pending, with the error and a later next try.
      const seen = new Map<number, OutboxRow>();
      const watch = async () => {
        const { rows } = await database!.client.query<OutboxRow>(`select * from email_outbox where template = 'password-reset' order by id`);
        expect(rows).toHaveLength(1);
        const row = rows[0]!;
        if (row.status === 'pending' && row.attempts > 0 && !seen.has(row.attempts)) seen.set(row.attempts, row);
        return row;
      };
      await waitFor('three failed tries recorded in the outbox', async () => ((await watch()).attempts >= 3 ? true : undefined), 30_000, 25);
      await waitForFailedTries(mail, 3);
      expect(mail.received).toHaveLength(0);
      const pending = await watch();
      expect(pending).toMatchObject({ status: 'pending', to_email: to, template: 'password-reset' });
      expect(pending.last_error).toMatch(/unavailable|503/i);
      // The delay grows: each next try is scheduled at least base × 2^(n-1) after the one before.
      const tries = [...seen.values()].sort((a, b) => a.attempts - b.attempts);
      for (let i = 1; i < tries.length; i += 1) {
        const gap = tries[i]!.next_attempt_at.getTime() - tries[i - 1]!.next_attempt_at.getTime();
        expect(gap, `gap before try ${tries[i]!.attempts + 1}`).toBeGreaterThanOrEqual(backoffBaseMs * 2 ** (tries[i]!.attempts - 1) - 50);
      }

      const received = await expectDeliveredOnce(mail, to);
      const sent = await watch();
      expect(sent).toMatchObject({ status: 'sent', last_error: null });
      // Every request the provider saw was a try of this row: the failed ones and the one that worked.
      expect(sent.attempts).toBe(mail.requestCount);
      expect(sent.sent_at).not.toBeNull();
      expect(received.idempotencyKey).toBe(`lug-outbox-${sent.id}`);
      console.info(`faults: outbox on PostgreSQL (${postgres.source}): ${pending.attempts} failed tries, then delivered once`);
    });
  });

  describe('on the embedded database (observed through the provider; the row read after the server stops)', () => {
    let dataDir: string;
    let server: ServerProcess | undefined;
    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'lug-faults-outbox-'));
    });
    afterAll(async () => {
      await server?.stop();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('keeps the email until the provider is back, then delivers it once', async () => {
      mail.reset();
      server = await startServerProcess({ dataDir, resendUrl: mail.url, env: { OUTBOX_BACKOFF_BASE_MS: String(backoffBaseMs) } });
      const to = await requestReset(server.url, mail);
      // Retried: several requests reach the failing provider, further and further apart.
      const triedAt: number[] = [];
      await waitFor(
        'three failed tries',
        async () => {
          if (mail.requestCount > triedAt.length) triedAt.push(Date.now());
          return mail.requestCount >= 3 ? true : undefined;
        },
        30_000,
        25,
      );
      expect(mail.received).toHaveLength(0);
      expect(triedAt[2]! - triedAt[1]!).toBeGreaterThanOrEqual(backoffBaseMs * 2 - 100);
      const failedTries = mail.requestCount;

      await expectDeliveredOnce(mail, to);
      await server.stop();
      const handle = await openDatabase(loadConfig({ DATA_DIR: dataDir }), createLogger('silent'));
      try {
        const rows = await handle.db.selectFrom('email_outbox').selectAll().where('template', '=', 'password-reset').execute();
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ status: 'sent', last_error: null, to_email: to });
        expect(rows[0]!.attempts).toBe(mail.requestCount);
        expect(rows[0]!.attempts).toBeGreaterThan(failedTries);
        expect(mail.received[0]!.idempotencyKey).toBe(`lug-outbox-${rows[0]!.id}`);
      } finally {
        await handle.close();
      }
      console.info(`faults: outbox on PGlite: ${failedTries} failed tries, then delivered once`);
    });
  });
});
