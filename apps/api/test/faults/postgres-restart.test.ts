/**
 * PostgreSQL stopped and started again under load, with the server process left running: while the
 * database is down every request answers 503 with a JSON error within a few seconds (never 500,
 * never a hang), /health says 503, and once it is back the same server serves again, with the
 * sessions and the writes acknowledged before the outage intact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  cannotRunHere,
  expectStatus,
  findPostgresBin,
  signUpAdmin,
  sleep,
  startPrivatePostgres,
  startServerProcess,
  waitFor,
  type PrivatePostgres,
  type Reply,
  type ServerProcess,
} from './support/processes';

const bin = findPostgresBin();
const noBin = 'no PostgreSQL server binaries under /usr/lib/postgresql/*/bin for the restart test';

interface Sample extends Reply {
  kind: 'me' | 'write' | 'trpc';
  at: number;
}

describe('PostgreSQL stopped and restarted under load', () => {
  let cluster: PrivatePostgres;
  let server: ServerProcess;

  beforeAll(async () => {
    if (!bin) return;
    cluster = await startPrivatePostgres(bin);
    server = await startServerProcess({ databaseUrl: cluster.url });
  });
  afterAll(async () => {
    await server?.stop();
    await cluster?.destroy();
  });

  it('answers 503 while the database is down and serves again once it is back, without a restart', async (context) => {
    if (!bin) return cannotRunHere(context, noBin);
    const admin = await signUpAdmin(server.url, 'pg-restart');
    // A second session, made by logging in: it must survive the outage too.
    const login = expectStatus(
      await call(server.url, 'POST', '/api/auth/login', { body: { email: admin.email, password: admin.password } }),
      200,
      'login',
    );
    const token = login.token as string;

    // Steady load: 4 clients, each reading the session (REST and tRPC) and writing.
    const samples: Sample[] = [];
    let writes = 0;
    const acknowledged: string[] = [];
    let running = true;
    const client = async (n: number) => {
      while (running) {
        const me = await call(server.url, 'GET', '/api/auth/me', { token, timeoutMs: 20_000 });
        samples.push({ ...me, kind: 'me', at: Date.now() });
        // As the web app asks: batched (httpBatchLink).
        const rpc = await call(server.url, 'GET', `/trpc/auth.me?batch=1&input=${encodeURIComponent('{}')}`, { token, timeoutMs: 20_000 });
        samples.push({ ...rpc, kind: 'trpc', at: Date.now() });
        const title = `Outage ${n}-${(writes += 1)}`;
        const write = await call(server.url, 'POST', '/api/activities', {
          token,
          timeoutMs: 20_000,
          body: { organization_id: admin.organizationId, title, start_date: '2026-06-01', end_date: '2026-06-01' },
        });
        samples.push({ ...write, kind: 'write', at: Date.now() });
        if (write.status === 201) acknowledged.push(title);
        await sleep(50);
      }
    };
    const clients = [0, 1, 2, 3].map(client);

    await sleep(1_500);
    const stoppedAt = Date.now();
    await cluster.stop();
    const downFrom = Date.now();
    // Down for a while: every answer is a clean 503.
    await sleep(3_000);
    const health = await call(server.url, 'GET', '/health');
    expect(health.status, server.output()).toBe(503);
    expect(health.body).toEqual({ status: 'unavailable', database: 'down' });
    const downUntil = Date.now();
    await cluster.start();
    const startedAt = Date.now();
    // Back: the same process answers 200 again without being restarted.
    await waitFor('/health to answer 200 again', async () => ((await call(server.url, 'GET', '/health')).status === 200 ? true : undefined), 20_000);
    const backAfterMs = Date.now() - startedAt;
    await sleep(1_500);
    running = false;
    await Promise.all(clients);
    // The very process started before the outage served throughout.
    expect(server.child.exitCode, server.output()).toBeNull();

    const before = samples.filter((s) => s.at < stoppedAt);
    const down = samples.filter((s) => s.at > downFrom + 200 && s.at < downUntil);
    const after = samples.filter((s) => s.at > Date.now() - 1_000);
    const describe = (list: Sample[]) => list.map((s) => `${s.kind} ${s.status}${s.networkError ? ` ${s.networkError}` : ''} ${Math.round(s.ms)}ms ${s.status >= 300 ? JSON.stringify(s.body) : ''}`).join('\n');

    expect(before.length, 'requests before the outage').toBeGreaterThan(8);
    expect(before.every((s) => s.status === 200 || s.status === 201), describe(before)).toBe(true);

    // While down: nothing but 503 with a JSON error message ({ error } on REST, tRPC's error shape
    // on /trpc), each within a few seconds.
    const message = (s: Sample): unknown => (s.kind === 'trpc' ? s.body?.[0]?.error?.message : s.body?.error);
    expect(down.length, 'requests during the outage').toBeGreaterThan(8);
    expect(down.every((s) => s.status === 503 && typeof message(s) === 'string' && String(message(s)).length > 0), describe(down)).toBe(true);
    expect(down.filter((s) => s.kind === 'trpc').every((s) => s.body[0].error.data?.httpStatus === 503), describe(down)).toBe(true);
    // No answer anywhere took long, and none was a 500 or a dropped connection.
    const slow = samples.filter((s) => s.ms > 5_000);
    expect(slow, describe(slow)).toEqual([]);
    const broken = samples.filter((s) => ![200, 201, 503].includes(s.status));
    expect(broken, describe(broken)).toEqual([]);

    // After: everything succeeds again, the sessions made before the outage included.
    expect(after.length, 'requests after the outage').toBeGreaterThan(8);
    expect(after.every((s) => s.status === 200 || s.status === 201), describe(after)).toBe(true);
    expect((await call(server.url, 'GET', '/api/auth/me', { token: admin.token })).status).toBe(200);

    // Every acknowledged write is there.
    const listed = expectStatus(
      await call(server.url, 'GET', `/api/activities?organization_id=${admin.organizationId}`, { token }),
      200,
      'list activities',
    ) as Array<{ title: string }>;
    const titles = new Set(listed.map((a) => a.title));
    expect(acknowledged.filter((t) => !titles.has(t))).toEqual([]);
    console.info(
      `faults: PostgreSQL restart: ${samples.length} requests, ${down.length} answered 503 while down; ` +
        `/health back ${backAfterMs} ms after PostgreSQL accepted connections; same server process throughout`,
    );
  });
});
