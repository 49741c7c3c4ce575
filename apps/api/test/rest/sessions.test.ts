/**
 * Sessions you can see (docs/decisions/0020-sessions-and-two-factors.md): the list and ending one,
 * the idle timeout and the absolute lifetime, the `__Host-` cookie under https,
 * `Cache-Control: no-store` on authenticated answers and `WWW-Authenticate: Bearer` on 401.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, signUp, signUpWithOrganization, type Harness } from '../support/harness';

const password = 'correct horse battery';
const minute = 60_000;
const hour = 60 * minute;

let h: Harness;
beforeAll(async () => {
  // The defaults: one idle hour, 24 hours in all.
  h = await createHarness({ session: { idleMs: hour, absoluteMs: 24 * hour } });
});
afterAll(async () => {
  await h?.close();
});

const login = (email: string, headers: Record<string, string> = {}, ip?: string) =>
  h.api('POST', '/api/auth/login', { body: { email, password }, headers, ip });

describe('GET /api/auth/sessions', () => {
  it('lists where the account is signed in, newest use first, and marks the current one', async () => {
    const { user } = await signUp(h, { password });
    const phone = await login(user.email, { 'user-agent': 'Phone Browser/1.0' }, '198.51.100.7');
    h.clock.advance(2 * minute);
    const laptop = await login(user.email, { 'user-agent': 'Laptop Browser/2.0' }, '2001:db8::7');
    const list = await h.api('GET', '/api/auth/sessions', { token: laptop.body.token, headers: { 'user-agent': 'Laptop Browser/2.0' } });
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    const mine = list.body.filter((s: { user_agent: string | null }) => s.user_agent !== null && /Browser/.test(s.user_agent));
    expect(mine).toEqual([
      {
        id: expect.any(Number),
        created_at: h.clock.now.toISOString(),
        last_used_at: h.clock.now.toISOString(),
        user_agent: 'Laptop Browser/2.0',
        ip: expect.any(String),
        current: true,
      },
      {
        id: expect.any(Number),
        created_at: new Date(h.clock.now.getTime() - 2 * minute).toISOString(),
        last_used_at: new Date(h.clock.now.getTime() - 2 * minute).toISOString(),
        user_agent: 'Phone Browser/1.0',
        ip: '198.51.100.7',
        current: false,
      },
    ]);
    expect(phone.status).toBe(200);
  });

  it('records the last use at most once a minute, with the address it came from', async () => {
    const { token } = await signUp(h, { password });
    const read = async () => (await h.api('GET', '/api/auth/sessions', { token, ip: '192.0.2.44' })).body.find((s: { current: boolean }) => s.current);
    const first = await read();
    h.clock.advance(30_000);
    expect((await read()).last_used_at).toBe(first.last_used_at);
    h.clock.advance(31_000);
    const later = await read();
    expect(later.last_used_at).toBe(h.clock.now.toISOString());
    expect(later.ip).toBe('192.0.2.44');
  });
});

describe('DELETE /api/auth/sessions/{id}', () => {
  it('ends one of the caller’s sessions at once (204); another person’s is 404', async () => {
    const { user, token } = await signUp(h, { password });
    const other = await login(user.email);
    const sessions = (await h.api('GET', '/api/auth/sessions', { token })).body as Array<{ id: number; current: boolean }>;
    const otherId = sessions.find((s) => !s.current)!.id;
    const stranger = await signUp(h, { password });
    const refused = await h.api('DELETE', `/api/auth/sessions/${otherId}`, { token: stranger.token });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ error: 'Session not found', code: 'NOT_FOUND' });
    expect((await h.api('GET', '/api/auth/me', { token: other.body.token })).status).toBe(200);

    const ended = await h.api('DELETE', `/api/auth/sessions/${otherId}`, { token });
    expect(ended.status).toBe(204);
    expect((await h.api('GET', '/api/auth/me', { token: other.body.token })).status).toBe(401);
    expect((await h.api('GET', '/api/auth/me', { token })).status).toBe(200);
    const audit = await h.deps.db.selectFrom('audit_log').select('action').where('actor_user_id', '=', user.id).execute();
    expect(audit.map((a) => a.action)).toContain('session.revoke');
  });

  it('ending the current session signs the browser out (the cookie is cleared)', async () => {
    const { user } = await signUp(h, { password });
    const browser = await login(user.email);
    const cookie = `lug_session=${browser.body.token}`;
    const current = ((await h.api('GET', '/api/auth/sessions', { cookie })).body as Array<{ id: number; current: boolean }>).find((s) => s.current)!;
    const ended = await h.api('DELETE', `/api/auth/sessions/${current.id}`, { cookie });
    expect(ended.status).toBe(204);
    expect(ended.headers.get('set-cookie')).toMatch(/^lug_session=;.*Max-Age=0/);
    expect((await h.api('GET', '/api/auth/me', { cookie })).status).toBe(401);
  });

  it('an API token lists the sessions but cannot end them', async () => {
    const { token } = await signUp(h, { password });
    const created = await h.api('POST', '/api/tokens', { token, body: { name: 'script', scope: 'read_write' } });
    const list = await h.api('GET', '/api/auth/sessions', { token: created.body.token });
    expect(list.status).toBe(200);
    const refused = await h.api('DELETE', `/api/auth/sessions/${list.body[0].id}`, { token: created.body.token });
    expect(refused.status).toBe(403);
  });

  it('refuses an id that is not canonical with 400, naming the field', async () => {
    const { token } = await signUp(h, { password });
    const response = await h.api('DELETE', '/api/auth/sessions/01', { token });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/^id: /);
  });
});

describe('signing in', () => {
  it('starts a fresh session and ends the one the browser came with', async () => {
    const { user } = await signUp(h, { password });
    const first = await login(user.email);
    const cookie = `lug_session=${first.body.token}`;
    const again = await h.api('POST', '/api/auth/login', { cookie, body: { email: user.email, password } });
    expect(again.status).toBe(200);
    expect(again.body.token).not.toBe(first.body.token);
    expect((await h.api('GET', '/api/auth/me', { cookie })).status).toBe(401);
    expect((await h.api('GET', '/api/auth/me', { token: again.body.token })).status).toBe(200);
  });
});

describe('lifetimes', () => {
  it('a session ends after an idle hour, counted from its last use', async () => {
    const { token } = await signUp(h, { password });
    h.clock.advance(59 * minute);
    expect((await h.api('GET', '/api/auth/me', { token })).status).toBe(200);
    h.clock.advance(59 * minute);
    expect((await h.api('GET', '/api/auth/me', { token })).status).toBe(200);
    h.clock.advance(hour + 1000);
    const expired = await h.api('GET', '/api/auth/me', { token });
    expect(expired.status).toBe(401);
    expect(await h.deps.db.selectFrom('sessions').select('id').where('id', '=', 'x').execute()).toEqual([]);
  });

  it('and 24 hours after sign-in however much it is used', async () => {
    const { token } = await signUp(h, { password });
    for (let i = 0; i < 24; i++) {
      h.clock.advance(hour - minute);
      expect((await h.api('GET', '/api/auth/me', { token })).status).toBe(200);
    }
    h.clock.advance(24 * minute + 1000); // 24 hours and a second after sign-in, 24 minutes after its last use
    expect((await h.api('GET', '/api/auth/me', { token })).status).toBe(401);
  });
});

describe('answers', () => {
  it('an authenticated answer is never stored: Cache-Control no-store on REST and tRPC, and on a sign-in', async () => {
    const admin = await signUpWithOrganization(h, 'Cache Club');
    const rest = await h.api('GET', `/api/activities?organization_id=${admin.organization.id}&year=2026`, { token: admin.token });
    expect(rest.headers.get('cache-control')).toBe('no-store');
    const rpc = await h.api('GET', '/trpc/auth.me', { token: admin.token });
    expect(rpc.status).toBe(200);
    expect(rpc.headers.get('cache-control')).toBe('no-store');
    const signIn = await login(admin.user.email);
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    // A public answer that chose its own caching keeps it.
    const feed = await h.api('GET', `/api/organizations/${admin.organization.id}/calendar.ics`);
    expect(feed.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('a 401 names the scheme: WWW-Authenticate: Bearer', async () => {
    const rest = await h.api('GET', '/api/auth/me');
    expect(rest.status).toBe(401);
    expect(rest.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const rpc = await h.api('GET', '/trpc/auth.me');
    expect(rpc.status).toBe(401);
    expect(rpc.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });
});

describe('under https', () => {
  it('the session cookie carries the __Host- prefix, Secure and Path=/, and only that name is read', async () => {
    const secure = await createHarness({ publicUrl: 'https://lug.example', secureCookies: true });
    try {
      const { user } = await signUp(secure, { password });
      const signIn = await secure.api('POST', '/api/auth/login', { body: { email: user.email, password }, origin: 'https://lug.example' });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers.get('set-cookie')!;
      expect(cookie).toMatch(/^__Host-lug_session=[a-z2-7]+;/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).toMatch(/Secure/);
      expect(cookie).not.toMatch(/Domain=/);
      const token = signIn.body.token as string;
      expect((await secure.api('GET', '/api/auth/me', { cookie: `__Host-lug_session=${token}` })).status).toBe(200);
      expect((await secure.api('GET', '/api/auth/me', { cookie: `lug_session=${token}` })).status).toBe(401);
    } finally {
      await secure.close();
    }
  });
});
