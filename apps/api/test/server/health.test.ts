import { describe, expect, it } from 'vitest';
import { createDatabase } from '@lug/db';
import { loadConfig } from '../../src/env';
import { createLogger } from '../../src/logger';
import { createApp } from '../../src/server';
import { createHarness } from '../support/harness';

describe('/health', () => {
  it('answers 200 while the database answers, and 503 once it is gone', async () => {
    const h = await createHarness();
    const up = await h.api('GET', '/health');
    expect(up).toMatchObject({ status: 200, body: { status: 'ok', database: 'up' } });
    // PGlite: the handle closes. PostgreSQL: the pool ends and the test database is dropped.
    await h.close();
    const down = await h.api('GET', '/health');
    expect(down).toMatchObject({ status: 503, body: { status: 'unavailable', database: 'down' } });
  });

  it('answers 503 when PostgreSQL cannot be reached, and the API says so instead of failing', async () => {
    // Nothing listens on port 1: every connection is refused, as with a stopped server.
    const handle = await createDatabase({ kind: 'postgres', url: 'postgres://lug:lug@127.0.0.1:1/lug', max: 1 });
    try {
      const config = { ...loadConfig({ PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' }) };
      const app = createApp({ db: handle.db, config, logger: createLogger('silent'), now: () => new Date() });
      const health = await app.request('http://localhost:3000/health');
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: 'unavailable', database: 'down' });
      const api = await app.request('http://localhost:3000/api/auth/me', { headers: { authorization: `Bearer ${'a'.repeat(32)}` } });
      expect(api.status).toBe(503);
      expect(await api.json()).toEqual({ error: 'The database is not reachable right now. Please try again in a moment.', code: 'SERVICE_UNAVAILABLE' });
      // The web app's batched tRPC call gets tRPC's own error shape, so its client can read it.
      const rpc = await app.request(`http://localhost:3000/trpc/auth.me?batch=1&input=${encodeURIComponent('{}')}`, {
        headers: { authorization: `Bearer ${'a'.repeat(32)}` },
      });
      expect(rpc.status).toBe(503);
      expect(await rpc.json()).toMatchObject([
        { error: { message: 'The database is not reachable right now. Please try again in a moment.', data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 } } },
      ]);
    } finally {
      await handle.close();
    }
  });
});
