import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../src/trpc/router';
import { hashToken } from '../../src/auth/tokens';
import { createHarness, signUp, signUpWithOrganization, type Harness } from '../support/harness';
import { createActivity } from '../support/factories-catalogue';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});

/** Each test's own administrator (with an organisation), who has no tokens yet. */
async function tokenOwner() {
  const admin = await signUpWithOrganization(h, 'Token LUG');
  return { admin, org: admin.organization.id };
}
afterAll(async () => {
  await h?.close();
});

async function createToken(session: string, body: Record<string, unknown>) {
  const response = await h.api('POST', '/api/tokens', { token: session, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { token: string; apiToken: { id: number; name: string; scope: string; expires_at: string | null } };
}

/** A tRPC client as a script would hold it: bearer token, no cookie. */
function rpc(token: string) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: 'http://localhost:3000/trpc',
        headers: { authorization: `Bearer ${token}` },
        fetch: async (input, init) => h.app.fetch(new Request(input, init)),
      }),
    ],
  });
}

describe('personal API tokens', () => {
  it('are created once-shown, stored hashed, listed without the secret and usable as a bearer token', async () => {
    const { admin, org } = await tokenOwner();
    const created = await createToken(admin.token, { name: 'Backup script', scope: 'read_write' });
    expect(created.token).toMatch(/^lug_pat_[a-z2-7]{32}$/);
    expect(created.apiToken).toMatchObject({ name: 'Backup script', scope: 'read_write', expires_at: null });

    const row = await h.deps.db.selectFrom('api_tokens').selectAll().where('id', '=', created.apiToken.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);

    const list = await h.api('GET', '/api/tokens', { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ id: created.apiToken.id, name: 'Backup script', last_used_at: null, current: false })]);
    expect(JSON.stringify(list.body)).not.toContain(created.token);

    const me = await h.api('GET', '/api/auth/me', { token: created.token });
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(admin.user.id);
    // It works over tRPC too, and knows which token it is.
    const tokens = await rpc(created.token).apiTokens.list.query();
    expect(tokens.find((t) => t.id === created.apiToken.id)?.current).toBe(true);
    // A read-write token writes.
    const activity = await h.api('POST', '/api/activities', {
      token: created.token,
      body: { organization_id: org, title: 'By script', start_date: '2026-05-01', end_date: '2026-05-01' },
    });
    expect(activity.status).toBe(201);
  });

  it('a read-only token reads but gets 403 on every write, REST and tRPC alike', async () => {
    const { admin, org } = await tokenOwner();
    const { token } = await createToken(admin.token, { name: 'Dashboard', scope: 'read' });
    expect((await h.api('GET', `/api/activities?organization_id=${org}`, { token })).status).toBe(200);

    const post = await h.api('POST', '/api/activities', {
      token,
      body: { organization_id: org, title: 'Nope', start_date: '2026-05-01', end_date: '2026-05-01' },
    });
    expect(post).toMatchObject({ status: 403, body: { error: 'This API token is read-only' } });
    const activity = await createActivity(h, admin.token, org);
    const del = await h.api('DELETE', `/api/activities/${activity.id}?organization_id=${org}`, { token });
    expect(del.status).toBe(403);
    expect((await h.api('GET', `/api/activities/${activity.id}?organization_id=${org}`, { token })).status).toBe(200);

    const client = rpc(token);
    await expect(client.auth.me.query()).resolves.toMatchObject({ user: { id: admin.user.id } });
    const failure = await client.activities.create
      .mutate({ organization_id: org, title: 'Nope', start_date: '2026-05-01', end_date: '2026-05-01' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TRPCClientError);
    expect((failure as TRPCClientError<AppRouter>).data?.httpStatus).toBe(403);
    expect((failure as Error).message).toBe('This API token is read-only');
  });

  it('a revoked token stops working at once', async () => {
    const { admin } = await tokenOwner();
    const { token, apiToken } = await createToken(admin.token, { name: 'Short lived', scope: 'read' });
    expect((await h.api('GET', '/api/auth/me', { token })).status).toBe(200);
    expect((await h.api('DELETE', `/api/tokens/${apiToken.id}`, { token: admin.token })).status).toBe(204);
    expect((await h.api('GET', '/api/auth/me', { token })).status).toBe(401);
    expect((await h.api('DELETE', `/api/tokens/${apiToken.id}`, { token: admin.token })).status).toBe(404);
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'api_token')
      .where('entity_id', '=', String(apiToken.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['api_token.create', 'api_token.revoke']);
  });

  it('an expired token answers 401; the expiry is the end of the chosen day', async () => {
    const { admin } = await tokenOwner();
    const today = h.clock.now.toISOString().slice(0, 10);
    const { token, apiToken } = await createToken(admin.token, { name: 'Today only', scope: 'read', expires_on: today });
    expect(apiToken.expires_at).toBe(`${today}T23:59:59.999Z`);
    expect((await h.api('GET', '/api/auth/me', { token })).status).toBe(200);
    const saved = h.clock.now;
    h.clock.now = new Date(`${today}T23:59:59.999Z`);
    try {
      expect((await h.api('GET', '/api/auth/me', { token })).status).toBe(401);
      const list = await h.api('GET', '/api/tokens', { token: admin.token });
      expect(list.body.find((t: { id: number }) => t.id === apiToken.id).expired).toBe(true);
    } finally {
      h.clock.now = saved;
    }
    const yesterday = new Date(h.clock.now.getTime() - 86_400_000).toISOString().slice(0, 10);
    const past = await h.api('POST', '/api/tokens', { token: admin.token, body: { name: 'Past', expires_on: yesterday } });
    expect(past).toMatchObject({ status: 400, body: { error: 'expires_on: The expiry date must be today or later' } });
  });

  it('records the last use at most once a minute', async () => {
    const { admin } = await tokenOwner();
    const { token, apiToken } = await createToken(admin.token, { name: 'Counter', scope: 'read' });
    const lastUsed = async () =>
      (await h.deps.db.selectFrom('api_tokens').select('last_used_at').where('id', '=', apiToken.id).executeTakeFirstOrThrow())
        .last_used_at;
    const saved = h.clock.now;
    try {
      await h.api('GET', '/api/auth/me', { token });
      const first = await lastUsed();
      expect(first?.getTime()).toBe(h.clock.now.getTime());
      h.clock.advance(30_000);
      await h.api('GET', '/api/auth/me', { token });
      expect((await lastUsed())?.getTime()).toBe(first?.getTime());
      h.clock.advance(31_000);
      await h.api('GET', '/api/auth/me', { token });
      expect((await lastUsed())?.getTime()).toBe(h.clock.now.getTime());
    } finally {
      h.clock.now = saved;
    }
  });

  it('belong to their user: another user cannot see or revoke them, and a token cannot mint tokens', async () => {
    const { admin } = await tokenOwner();
    const { token, apiToken } = await createToken(admin.token, { name: 'Mine', scope: 'read_write' });
    const stranger = await signUp(h);
    expect((await h.api('GET', '/api/tokens', { token: stranger.token })).body).toEqual([]);
    expect((await h.api('DELETE', `/api/tokens/${apiToken.id}`, { token: stranger.token })).status).toBe(404);

    const minted = await h.api('POST', '/api/tokens', { token, body: { name: 'Child' } });
    expect(minted.status).toBe(403);
    // A token may revoke itself (`lug logout`), but not its siblings.
    const sibling = await createToken(admin.token, { name: 'Sibling', scope: 'read' });
    expect((await h.api('DELETE', `/api/tokens/${sibling.apiToken.id}`, { token })).status).toBe(403);
    expect((await h.api('DELETE', `/api/tokens/${apiToken.id}`, { token })).status).toBe(204);
    expect((await h.api('GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('validates the input and needs a sign-in', async () => {
    const { admin } = await tokenOwner();
    expect((await h.api('GET', '/api/tokens')).status).toBe(401);
    const noName = await h.api('POST', '/api/tokens', { token: admin.token, body: { name: '  ', scope: 'read' } });
    expect(noName).toMatchObject({ status: 400, body: { error: 'name: Name is required' } });
    const badScope = await h.api('POST', '/api/tokens', { token: admin.token, body: { name: 'x', scope: 'admin' } });
    expect(badScope.status).toBe(400);
    // A made-up token of the right shape is simply unknown.
    expect((await h.api('GET', '/api/auth/me', { token: `lug_pat_${'a'.repeat(32)}` })).status).toBe(401);
  });
});
