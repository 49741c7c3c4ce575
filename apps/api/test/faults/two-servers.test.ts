/**
 * Two server processes on one PostgreSQL (a fresh database, dropped afterwards), both sending
 * through the same Resend stand-in: a session made on one works on the other, the outbox delivers
 * every email exactly once although both workers poll it, and the sign-in throttle (decision 19)
 * counts the failures made on either server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startResendStandIn, type ResendStandIn } from '@lug/email/testing/resend-stand-in';
import { signInThrottle } from '@lug/domain/throttle';
import {
  call,
  cannotRunHere,
  createScratchDatabase,
  expectStatus,
  postgresForProcessTests,
  signUpAdmin,
  sleep,
  startServerProcess,
  waitFor,
  type ScratchDatabase,
  type ServerProcess,
} from './support/processes';

const noPostgres = 'no PostgreSQL (TEST_DATABASE_URL or server binaries) for the two-server tests';

describe('two server processes on one PostgreSQL', () => {
  let postgres: Awaited<ReturnType<typeof postgresForProcessTests>>;
  let database: ScratchDatabase | undefined;
  let mail: ResendStandIn;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    mail = await startResendStandIn();
    postgres = await postgresForProcessTests();
    if (!postgres) {
      return;
    }
    database = await createScratchDatabase(postgres.adminUrl);
    // Started together: both run the migrations on the empty database at the same moment.
    const started = await Promise.all([0, 1].map(() => startServerProcess({ databaseUrl: database!.url, resendUrl: mail.url, env: { LOG_LEVEL: 'info' } })));
    a = started[0]!;
    b = started[1]!;
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    await postgres?.close();
    await mail.close();
  });

  it('a session made on one server works on the other', async (context) => {
    if (!postgres) return cannotRunHere(context, noPostgres);
    const admin = await signUpAdmin(a.url, 'two-servers');
    expect((await call(b.url, 'GET', '/api/auth/me', { token: admin.token })).body).toMatchObject({ user: { email: admin.email } });
    // The other way round: logged in on B, used on A, logged out on A, refused on B.
    const login = expectStatus(await call(b.url, 'POST', '/api/auth/login', { body: { email: admin.email, password: admin.password } }), 200, 'login on B');
    expectStatus(await call(a.url, 'GET', '/api/auth/me', { token: login.token }), 200, 'session from B on A');
    expectStatus(await call(a.url, 'POST', '/api/auth/logout', { token: login.token }), 204, 'logout on A');
    expect((await call(b.url, 'GET', '/api/auth/me', { token: login.token })).status).toBe(401);
    // A write on one is read on the other.
    const created = expectStatus(
      await call(b.url, 'POST', '/api/activities', {
        token: admin.token,
        body: { organization_id: admin.organizationId, title: 'Made on B', start_date: '2026-06-01', end_date: '2026-06-01' },
      }),
      201,
      'write on B',
    );
    expect((await call(a.url, 'GET', `/api/activities/${created.id}?organization_id=${admin.organizationId}`, { token: admin.token })).body).toMatchObject({
      title: 'Made on B',
    });
  });

  it('the outbox delivers each email exactly once although both workers poll it', async (context) => {
    if (!postgres) return cannotRunHere(context, noPostgres);
    mail.reset();
    // A slow provider keeps both workers busy at the same time.
    mail.setLatency(150);
    // Eight addresses, five emails each: within the per-address limit on reset emails (decision 19).
    const users = await Promise.all(
      [0, 1, 2, 3, 4, 5, 6, 7].map(async (i) => {
        const email = `outbox-${i}-${Date.now()}@example.org`;
        expectStatus(
          await call(a.url, 'POST', '/api/auth/signup', { body: { email, password: 'correct horse battery', first_name: 'Out', last_name: `Box${i}` } }),
          201,
          'signup',
        );
        return email;
      }),
    );
    // Each sign-up mailed a confirmation link: let those go out first, so only the resets are counted.
    await waitFor(
      'the sign-ups\' confirmations delivered',
      async () => {
        const { rows } = await database!.client.query<{ n: number }>(`select count(*)::int as n from email_outbox where status <> 'sent'`);
        return rows[0]!.n === 0 ? true : undefined;
      },
      60_000,
      200,
    );
    mail.reset();
    mail.setLatency(150);
    // What each server logged until now: the confirmations, not counted below.
    const logged = [a, b].map((server) => server.output().length);
    // 40 emails, asked for on both servers alternately, in bursts.
    const total = 40;
    await Promise.all(
      Array.from({ length: total }, (_, i) =>
        call(i % 2 === 0 ? a.url : b.url, 'POST', '/api/auth/password-reset/request', { body: { email: users[i % users.length] } }).then((r) =>
          expectStatus(r, 202, 'password reset request'),
        ),
      ),
    );
    await waitFor(`${total} deliveries`, async () => (mail.received.length >= total ? true : undefined), 90_000, 200);
    await sleep(2_500);
    expect(mail.received).toHaveLength(total);
    // Not one email was handed to the provider twice (the stand-in would dedupe it by key, but it
    // counts every request).
    expect(mail.requestCount).toBe(total);
    const keys = mail.received.map((m) => m.idempotencyKey);
    expect(new Set(keys).size).toBe(total);
    const { rows } = await database!.client.query<{ status: string; attempts: number; n: number }>(
      `select status, attempts, count(*)::int as n from email_outbox where template = 'password-reset' group by status, attempts`,
    );
    expect(rows).toEqual([{ status: 'sent', attempts: 1, n: total }]);
    // Both workers took part (each logs what it sent).
    const sentBy = [a, b].map(
      (server, i) => server.output().slice(logged[i]).split('\n').filter((line) => line.includes('"msg":"Email sent"')).length,
    );
    expect(sentBy[0]! + sentBy[1]!).toBe(total);
    expect(Math.min(...sentBy), `emails sent by A and B: ${sentBy.join(', ')}`).toBeGreaterThan(0);
    console.info(`faults: two servers: ${total} emails delivered once each, ${sentBy[0]} by A and ${sentBy[1]} by B`);
    mail.setLatency(0);
  });

  it('the sign-in throttle holds across both servers (decision 19)', async (context) => {
    if (!postgres) return cannotRunHere(context, noPostgres);
    const target = await signUpAdmin(a.url, 'rate-limit');
    const wrong = { email: target.email, password: 'not the password at all' };
    // The free failures, alternating between the servers: each is an ordinary 401.
    for (let i = 0; i < signInThrottle.pair.freeFailures; i += 1) {
      const reply = await call(i % 2 === 0 ? a.url : b.url, 'POST', '/api/auth/login', { body: wrong });
      expect(reply.status, `failure ${i + 1}`).toBe(401);
    }
    // Then this client waits, on either server, even with the right password.
    for (const server of [a, b]) {
      const reply = await call(server.url, 'POST', '/api/auth/login', { body: wrong });
      expect(reply.status).toBe(429);
      expect(reply.body.error).toMatch(/too many/i);
      const right = await call(server.url, 'POST', '/api/auth/login', { body: { email: target.email, password: target.password } });
      expect(right.status).toBe(429);
    }
    // At once: 30 guesses for a fresh account, spread over both servers (checking the count before
    // recording the failure let all 30 through).
    const burst = await signUpAdmin(a.url, 'rate-limit-burst');
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) => call(i % 2 === 0 ? a.url : b.url, 'POST', '/api/auth/login', { body: { email: burst.email, password: `wrong ${i}` } })),
    );
    // At most the free failures were checked (401); every other guess was refused unchecked (429).
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s !== 401 && s !== 429), JSON.stringify(statuses)).toEqual([]);
    expect(statuses.filter((s) => s === 401).length, JSON.stringify(statuses)).toBeLessThanOrEqual(signInThrottle.pair.freeFailures);
    console.info(`faults: 30 parallel wrong logins on two servers: ${statuses.filter((s) => s === 401).length} checked (401), the rest 429`);
    // Another account is not affected.
    const other = await signUpAdmin(b.url, 'rate-limit-other');
    expectStatus(await call(a.url, 'POST', '/api/auth/login', { body: { email: other.email, password: other.password } }), 200, 'other account');
  });
});
