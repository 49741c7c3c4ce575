/**
 * Cross-site requests (docs/product/tenancy-and-security.md#cross-site-requests): REST bodies are
 * JSON or 415; a wrong method on a known path is 405 with `Allow`; sign-in and sign-up check a sent
 * Origin like every cookie request; Host and X-Forwarded-Host count only behind a trusted proxy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, signUp, type Harness } from '../support/harness';

const password = 'correct horse battery';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('REST bodies', () => {
  it('must be JSON: a form or text/plain body is 415 and signs nobody in (login CSRF)', async () => {
    const { user } = await signUp(h, { password });
    const body = JSON.stringify({ email: user.email, password });
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await h.api('POST', '/api/auth/login', { rawBody: body, headers: { 'content-type': contentType } });
      expect(response.status, contentType).toBe(415);
      expect(response.body).toEqual({ error: 'Send the request body as JSON, with Content-Type: application/json', code: 'UNSUPPORTED_MEDIA_TYPE' });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    const json = await h.api('POST', '/api/auth/login', { rawBody: body, headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(json.status).toBe(200);
  });

  it('a body without a Content-Type is 415; a bodiless POST needs none', async () => {
    const { token } = await signUp(h, { password });
    const response = await h.app.request('http://localhost:3000/api/auth/login', { method: 'POST', body: '{}' });
    // A fetch body string defaults to text/plain.
    expect(response.status).toBe(415);
    const logout = await h.api('POST', '/api/auth/logout', { token });
    expect(logout.status).toBe(204);
  });
});

describe('a wrong method on a known path', () => {
  it('is 405 with the methods the path serves in Allow', async () => {
    const put = await h.api('PUT', '/api/auth/login', { body: {} });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('POST');
    expect(put.body.error).toMatch(/PUT is not allowed here; use POST/);
    const member = await h.api('PATCH', '/api/members/1', { body: {} });
    expect(member.status).toBe(405);
    expect(member.headers.get('allow')!.split(', ').sort()).toEqual(['DELETE', 'GET', 'HEAD', 'PUT']);
    const feed = await h.api('POST', '/api/organizations/1/calendar.ics', { body: {} });
    expect(feed.status).toBe(405);
    expect(feed.headers.get('allow')).toBe('GET, HEAD');
    // An unknown path stays 404.
    expect((await h.api('PUT', '/api/no-such-thing', { body: {} })).status).toBe(404);
  });
});

describe('Origin', () => {
  it('sign-in and sign-up from another site are refused when the browser names it', async () => {
    const { user } = await signUp(h, { password });
    const login = await h.api('POST', '/api/auth/login', { body: { email: user.email, password }, origin: 'https://evil.example' });
    expect(login.status).toBe(403);
    expect(login.body).toEqual({ error: 'Cross-site request refused', code: 'FORBIDDEN' });
    expect(login.headers.get('set-cookie')).toBeNull();
    const trpc = await h.api('POST', '/trpc/auth.login', { body: { email: user.email, password }, origin: 'https://evil.example' });
    expect(trpc.status).toBe(403);
    const signup = await h.api('POST', '/api/auth/signup', {
      body: { email: 'csrf-signup@example.org', password, first_name: 'C', last_name: 'S' },
      origin: 'null',
    });
    expect(signup.status).toBe(403);
    // Scripts send no Origin at all.
    expect((await h.api('POST', '/api/auth/login', { body: { email: user.email, password }, origin: null })).status).toBe(200);
  });

  it('Host counts only behind a trusted proxy', async () => {
    const direct = await createHarness({ trustProxy: 0 });
    try {
      const { user } = await signUp(direct, { password });
      const cookie = `lug_session=${user ? (await direct.api('POST', '/api/auth/login', { body: { email: user.email, password } })).body.token : ''}`;
      const body = { name: 'Host LUG', contact_email: 'h@example.org' };
      // Without a trusted proxy the Host header is whatever the client wrote: it proves nothing.
      const spoofed = await direct.api('POST', '/api/organizations', {
        cookie,
        body,
        origin: 'http://evil.example',
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      expect(spoofed.status).toBe(403);
      // Behind one trusted proxy, the host it was asked for is ours.
      const proxied = await h.api('POST', '/api/auth/login', {
        body: { email: user.email, password },
        origin: 'https://lug.internal.example',
        headers: { 'x-forwarded-host': 'lug.internal.example', 'x-forwarded-proto': 'https' },
      });
      expect(proxied.status).toBe(401); // not a cross-site refusal: this account lives in the other database
      const foreign = await h.api('POST', '/api/auth/login', {
        body: { email: user.email, password },
        origin: 'https://evil.example',
        headers: { 'x-forwarded-host': 'lug.internal.example', 'x-forwarded-proto': 'https' },
      });
      expect(foreign.status).toBe(403);
    } finally {
      await direct.close();
    }
  });
});
