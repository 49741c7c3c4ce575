/**
 * The embedded database (PGlite in DATA_DIR) when the server process is killed with SIGKILL in the
 * middle of writes: no shutdown code runs, the data-directory lock stays behind. Started again on
 * the same DATA_DIR the server must come up by itself (the dead owner's lock goes stale), with every
 * write it acknowledged present and the database intact.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@lug/db';
import { loadConfig } from '../../src/env';
import { createLogger } from '../../src/logger';
import { openDatabase } from '../../src/database';
import { call, expectStatus, signUpAdmin, startServerProcess, waitFor, type ServerProcess } from './support/processes';

describe('the embedded database killed with SIGKILL mid-write', () => {
  let dataDir: string;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lug-faults-embedded-'));
  });
  afterAll(async () => {
    for (const server of servers) await server.kill();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('restarts on the same DATA_DIR with every acknowledged write present', async () => {
    // Behind one trusted proxy, so the beta applicants below come from addresses of their own (one
    // address may send only a few an hour).
    const first = await startServerProcess({ dataDir, env: { TRUST_PROXY: '1' } });
    servers.push(first);
    const admin = await signUpAdmin(first.url, 'embedded');

    // Writers: activities created one after another by 4 clients, plus a member-facing write
    // (a beta application) now and then. Each 2xx is a promise that the row is stored.
    const acknowledgedActivities: string[] = [];
    const acknowledgedBeta: string[] = [];
    const attempted: string[] = [];
    let stop = false;
    let counter = 0;
    const writer = async (n: number) => {
      while (!stop) {
        counter += 1;
        if (counter % 5 === 0) {
          const email = `beta-${counter}@example.org`;
          attempted.push(email);
          const reply = await call(first.url, 'POST', '/api/beta-applications', {
            timeoutMs: 5_000,
            headers: { 'x-forwarded-for': `198.51.${Math.floor(counter / 250) % 250}.${counter % 250}` },
            body: { lugName: `Group ${counter}`, contactName: `Applicant ${counter}`, email, website: 'https://example.org', about: 'crash test' },
          });
          if (reply.status === 201) acknowledgedBeta.push(email);
          else if (reply.status !== 0) throw new Error(`beta application answered ${reply.status}: ${JSON.stringify(reply.body)}`);
          continue;
        }
        const title = `Crash ${n}-${counter}`;
        attempted.push(title);
        const reply = await call(first.url, 'POST', '/api/activities', {
          token: admin.token,
          timeoutMs: 5_000,
          body: { organization_id: admin.organizationId, title, start_date: '2026-06-01', end_date: '2026-06-01' },
        });
        if (reply.status === 201) acknowledgedActivities.push(title);
        else if (reply.status !== 0) throw new Error(`write answered ${reply.status}: ${JSON.stringify(reply.body)}`);
      }
    };
    const writers = Promise.all([0, 1, 2, 3].map(writer));
    // Kill once enough writes are acknowledged, while the writers are still going (a writer that
    // fails ends the wait with its error).
    await Promise.race([
      waitFor('60 acknowledged writes', async () => (acknowledgedActivities.length >= 60 ? true : undefined), 60_000, 20),
      writers.then(() => {
        throw new Error('the writers stopped before the kill');
      }),
    ]);
    await first.kill();
    const killedAt = Date.now();
    stop = true;
    await writers;
    expect(first.child.signalCode).toBe('SIGKILL');
    // Killed mid-stream: some requests were still waiting for their answer.
    expect(attempted.length).toBeGreaterThan(acknowledgedActivities.length + acknowledgedBeta.length);

    // The lock the killed process held is still there.
    expect((await stat(join(dataDir, 'pglite.lock'))).isDirectory()).toBe(true);

    // Started again at once: it must wait out the dead owner's lock, not refuse to start.
    const second = await startServerProcess({ dataDir, startTimeoutMs: 60_000 });
    servers.push(second);
    const restartMs = Date.now() - killedAt;

    // The session made before the crash still works; every acknowledged write is there.
    const listed = expectStatus(
      await call(second.url, 'GET', `/api/activities?organization_id=${admin.organizationId}`, { token: admin.token }),
      200,
      'list activities after the crash',
    ) as Array<{ title: string }>;
    const titles = new Set(listed.map((a) => a.title));
    const lost = acknowledgedActivities.filter((t) => !titles.has(t));
    expect(lost, `acknowledged activities missing after SIGKILL (of ${acknowledgedActivities.length})`).toEqual([]);
    // Nothing appears that was never attempted.
    expect([...titles].filter((t) => !attempted.includes(t))).toEqual([]);

    // The lock still protects a live owner: a third process on the same DATA_DIR is refused, soon.
    const refusedAt = Date.now();
    const third = await startServerProcess({ dataDir }).then(
      (server) => {
        servers.push(server);
        return null;
      },
      (error: unknown) => String(error),
    );
    expect(third).toMatch(/exited early \(1\)[\s\S]*in use by another LUG Platform process/);
    expect(Date.now() - refusedAt).toBeLessThan(10_000);

    // The database is intact: it takes new writes, and its own consistency checks pass.
    expectStatus(
      await call(second.url, 'POST', '/api/activities', {
        token: admin.token,
        body: { organization_id: admin.organizationId, title: 'After the crash', start_date: '2026-06-02', end_date: '2026-06-02' },
      }),
      201,
      'a write after the restart',
    );
    await second.stop();

    // Looked at directly (the server is stopped, so its lock is released): the beta applications,
    // the audit trail of each acknowledged activity, and the indexes agree with the tables.
    const handle = await openDatabase(loadConfig({ DATA_DIR: dataDir }), createLogger('silent'));
    try {
      const beta = await handle.db.selectFrom('beta_applications').select('email').execute();
      const emails = new Set(beta.map((b) => b.email));
      expect(acknowledgedBeta.filter((e) => !emails.has(e)), 'acknowledged beta applications missing').toEqual([]);
      const audited = await handle.db
        .selectFrom('audit_log')
        .select('entity_id')
        .where('organization_id', '=', admin.organizationId)
        .where('entity', '=', 'activity')
        .where('action', '=', 'activity.create')
        .execute();
      expect(audited.length).toBe(titles.size + 1);
      // Sequential and index scans must see the same rows.
      await sql`set enable_indexscan = off`.execute(handle.db);
      await sql`set enable_bitmapscan = off`.execute(handle.db);
      const seq = await sql<{ n: number }>`select count(*)::int as n from activities where organization_id = ${admin.organizationId}`.execute(handle.db);
      await sql`reset enable_indexscan`.execute(handle.db);
      await sql`reset enable_bitmapscan`.execute(handle.db);
      await sql`set enable_seqscan = off`.execute(handle.db);
      const indexed = await sql<{ n: number }>`select count(*)::int as n from activities where organization_id = ${admin.organizationId}`.execute(handle.db);
      await sql`reset enable_seqscan`.execute(handle.db);
      expect(indexed.rows[0]!.n).toBe(seq.rows[0]!.n);
      expect(seq.rows[0]!.n).toBe(titles.size + 1);
    } finally {
      await handle.close();
    }
    console.info(
      `faults: SIGKILL: ${acknowledgedActivities.length} activities and ${acknowledgedBeta.length} beta applications acknowledged, ` +
        `${attempted.length} attempted, none lost; restarted and healthy ${restartMs} ms after the kill`,
    );
  });
});
