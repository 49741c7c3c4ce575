import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, signUp, type Harness } from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const password = 'correct horse battery';

describe('POST /api/auth/signup', () => {
  it('creates the account and answers 201 with the user and a session token', async () => {
    const response = await h.api('POST', '/api/auth/signup', {
      body: { email: 'Grace@Example.org', password, first_name: 'Grace', last_name: 'Hopper' },
    });
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({ email: 'Grace@Example.org', first_name: 'Grace', last_name: 'Hopper' });
    expect(response.body.token).toMatch(/^[a-z2-7]{32}$/);
    // The link to confirm the address waits: no email provider is configured in the tests.
    expect(response.body.emailDelivery).toBe('not_configured');
    const me = await h.api('GET', '/api/auth/me', { token: response.body.token });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe('Grace@Example.org');
  });

  it('refuses an email already used, whatever its case, with 409', async () => {
    await signUp(h, { email: 'Hedy@Example.org', password });
    const response = await h.api('POST', '/api/auth/signup', {
      body: { email: 'hedy@example.ORG', password, first_name: 'H', last_name: 'L' },
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: 'An account with this email already exists', code: 'CONFLICT' });
  });

  it('refuses a password shorter than 8 characters with 400 and a message', async () => {
    const response = await h.api('POST', '/api/auth/signup', {
      body: { email: 'short@example.org', password: 'seven77', first_name: 'S', last_name: 'P' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('password: Password must be at least 8 characters');
  });

  it('refuses missing fields and invalid JSON with 400', async () => {
    const missing = await h.api('POST', '/api/auth/signup', { body: { email: 'x@example.org' } });
    expect(missing.status).toBe(400);
    expect(typeof missing.body.error).toBe('string');
    const invalid = await h.api('POST', '/api/auth/signup', { rawBody: '{"email": ' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ error: 'The request body is not valid JSON', code: 'BAD_REQUEST' });
    const array = await h.api('POST', '/api/auth/signup', { rawBody: '[]' });
    expect(array.status).toBe(400);
  });
});

describe('POST /api/auth/login', () => {
  it('answers the user and a token, sets an HttpOnly SameSite=Lax cookie, and records last login', async () => {
    const { user } = await signUp(h, { email: 'ada@example.org', password });
    const response = await h.api('POST', '/api/auth/login', { body: { email: 'ADA@example.org', password } });
    expect(response.status).toBe(200);
    expect(response.body.user.id).toBe(user.id);
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^lug_session=[a-z2-7]+;/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    expect(cookie).toContain(response.body.token);
  });

  it('makes a new session at every sign-in', async () => {
    await signUp(h, { email: 'two-sessions@example.org', password });
    const first = await h.api('POST', '/api/auth/login', { body: { email: 'two-sessions@example.org', password } });
    const second = await h.api('POST', '/api/auth/login', { body: { email: 'two-sessions@example.org', password } });
    expect(first.body.token).not.toBe(second.body.token);
    expect((await h.api('GET', '/api/auth/me', { token: first.body.token })).status).toBe(200);
    expect((await h.api('GET', '/api/auth/me', { token: second.body.token })).status).toBe(200);
  });

  it('answers 401 with one message for a wrong password and for an unknown email', async () => {
    await signUp(h, { email: 'wrong@example.org', password });
    const wrongPassword = await h.api('POST', '/api/auth/login', {
      body: { email: 'wrong@example.org', password: 'nope-nope' },
    });
    const unknownEmail = await h.api('POST', '/api/auth/login', { body: { email: 'nobody@example.org', password } });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({ error: 'Invalid email or password', code: 'UNAUTHORIZED' });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('slows failed attempts down instead of locking the account (sign-in-throttle.test.ts has the rules)', async () => {
    await signUp(h, { email: 'limited@example.org', password });
    const ip = '198.51.100.20';
    for (let i = 0; i < 5; i++) {
      const r = await h.api('POST', '/api/auth/login', {
        ip,
        body: { email: 'limited@example.org', password: 'wrong-wrong' },
      });
      expect(r.status).toBe(401);
    }
    const blocked = await h.api('POST', '/api/auth/login', { ip, body: { email: 'limited@example.org', password } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/Too many failed sign-in attempts/);
    expect(blocked.headers.get('retry-after')).toBe('1');
    // The owner, from anywhere else, signs in at once.
    expect((await h.api('POST', '/api/auth/login', { body: { email: 'limited@example.org', password } })).status).toBe(
      200,
    );
    h.clock.advance(1000);
    expect(
      (await h.api('POST', '/api/auth/login', { ip, body: { email: 'limited@example.org', password } })).status,
    ).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 204 and the token stops working at once', async () => {
    const { token } = await signUp(h);
    const response = await h.api('POST', '/api/auth/logout', { token });
    expect(response.status).toBe(204);
    expect((await h.api('GET', '/api/auth/me', { token })).status).toBe(401);
  });

  it('clears the cookie for the browser', async () => {
    await signUp(h, { email: 'cookie-out@example.org', password });
    const login = await h.api('POST', '/api/auth/login', { body: { email: 'cookie-out@example.org', password } });
    const cookie = `lug_session=${login.body.token}`;
    const response = await h.api('POST', '/api/auth/logout', { cookie });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(/lug_session=;.*Max-Age=0/);
    expect((await h.api('GET', '/api/auth/me', { cookie })).status).toBe(401);
  });
});

describe('GET /api/auth/me', () => {
  it('answers 401 without a session, with a bad token and with a malformed header', async () => {
    expect((await h.api('GET', '/api/auth/me')).status).toBe(401);
    expect((await h.api('GET', '/api/auth/me', { token: 'a'.repeat(32) })).status).toBe(401);
    const malformed = await h.api('GET', '/api/auth/me', { headers: { authorization: 'Basic abc' } });
    expect(malformed.status).toBe(401);
    expect(malformed.body).toEqual({ error: 'Please sign in to continue', code: 'UNAUTHORIZED' });
  });

  it('lists the organisations with the caller’s permission keys', async () => {
    const { token } = await signUp(h);
    await h.api('POST', '/api/organizations', { token, body: { name: 'Zeta LUG', contact_email: 'z@example.org' } });
    const me = await h.api('GET', '/api/auth/me', { token });
    expect(me.body.organizations).toEqual([
      {
        id: expect.any(Number),
        name: 'Zeta LUG',
        contact_email: 'z@example.org',
        permissions: [
          'members.manage',
          'roles.manage',
          'activities.manage',
          'participation.manage',
          'registration.manage',
          'reports.view',
          'settings.manage',
        ],
        two_factor_setup_required: false,
      },
    ]);
  });
});

describe('sessions', () => {
  it('end after the configured idle time and absolute lifetime (here 30 idle days, 90 in all)', async () => {
    const { token } = await signUp(h);
    const day = 24 * 60 * 60 * 1000;
    for (let i = 0; i < 4; i++) {
      h.clock.advance(20 * day);
      expect((await h.api('GET', '/api/auth/me', { token })).status).toBe(200);
    }
    h.clock.advance(10 * day + 1000); // 90 days and a second after sign-in
    expect((await h.api('GET', '/api/auth/me', { token })).status).toBe(401);

    const idle = await signUp(h);
    h.clock.advance(30 * day + 1000);
    expect((await h.api('GET', '/api/auth/me', { token: idle.token })).status).toBe(401);
  });
});

describe('password reset', () => {
  async function latestResetToken(email: string): Promise<string> {
    const row = await h.deps.db
      .selectFrom('email_outbox')
      .select(['text_body', 'template'])
      .where('to_email', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.template).toBe('password-reset');
    const match = /reset-password\?token=([a-z2-7]+)/.exec(row.text_body);
    expect(match).not.toBeNull();
    return match![1]!;
  }

  it('answers 202 whether or not the email exists, and only mails an existing account', async () => {
    const before = await h.deps.db
      .selectFrom('email_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const unknown = await h.api('POST', '/api/auth/password-reset/request', { body: { email: 'ghost@example.org' } });
    expect(unknown.status).toBe(202);
    const after = await h.deps.db
      .selectFrom('email_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));

    await signUp(h, { email: 'reset@example.org', password });
    const known = await h.api('POST', '/api/auth/password-reset/request', { body: { email: 'reset@example.org' } });
    expect(known.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
  });

  it('sets the new password with the mailed token, ends every session, and the token is single use', async () => {
    const { token: session } = await signUp(h, { email: 'confirm@example.org', password });
    await h.api('POST', '/api/auth/password-reset/request', { body: { email: 'confirm@example.org' } });
    const resetToken = await latestResetToken('confirm@example.org');
    const stored = await h.deps.db.selectFrom('password_reset_tokens').select('id').execute();
    expect(stored.map((r) => r.id)).not.toContain(resetToken);

    const confirm = await h.api('POST', '/api/auth/password-reset/confirm', {
      body: { token: resetToken, password: 'a brand new password' },
    });
    expect(confirm.status).toBe(204);
    expect((await h.api('GET', '/api/auth/me', { token: session })).status).toBe(401);
    expect((await h.api('POST', '/api/auth/login', { body: { email: 'confirm@example.org', password } })).status).toBe(
      401,
    );
    expect(
      (
        await h.api('POST', '/api/auth/login', {
          body: { email: 'confirm@example.org', password: 'a brand new password' },
        })
      ).status,
    ).toBe(200);

    const again = await h.api('POST', '/api/auth/password-reset/confirm', {
      body: { token: resetToken, password: 'another one here' },
    });
    expect(again.status).toBe(400);
  });

  it('refuses an unknown or expired token with 400', async () => {
    const unknown = await h.api('POST', '/api/auth/password-reset/confirm', {
      body: { token: 'abc', password: 'long enough pw' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/invalid or has expired/);

    await signUp(h, { email: 'expire@example.org', password });
    await h.api('POST', '/api/auth/password-reset/request', { body: { email: 'expire@example.org' } });
    const token = await latestResetToken('expire@example.org');
    h.clock.advance(60 * 60 * 1000 + 1);
    const expired = await h.api('POST', '/api/auth/password-reset/confirm', {
      body: { token, password: 'long enough pw' },
    });
    expect(expired.status).toBe(400);
  });

  it('a password change ends the user’s other sessions but keeps the current one', async () => {
    const { token: current } = await signUp(h, { email: 'change@example.org', password });
    const other = await h.api('POST', '/api/auth/login', { body: { email: 'change@example.org', password } });
    const response = await h.api('POST', '/api/auth/password', {
      token: current,
      body: { current_password: password, new_password: 'changed password 1' },
    });
    expect(response.status).toBe(204);
    expect((await h.api('GET', '/api/auth/me', { token: current })).status).toBe(200);
    expect((await h.api('GET', '/api/auth/me', { token: other.body.token })).status).toBe(401);
  });
});

describe('cross-site protection', () => {
  it('refuses a cookie-authenticated mutation from another origin or without one, with 403', async () => {
    await signUp(h, { email: 'csrf@example.org', password });
    const login = await h.api('POST', '/api/auth/login', { body: { email: 'csrf@example.org', password } });
    const cookie = `lug_session=${login.body.token}`;
    const body = { name: 'Evil LUG', contact_email: 'e@example.org' };
    const evil = await h.api('POST', '/api/organizations', { cookie, body, origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.body).toEqual({ error: 'Cross-site request refused', code: 'FORBIDDEN' });
    expect((await h.api('POST', '/api/organizations', { cookie, body, origin: null })).status).toBe(403);
    expect((await h.api('POST', '/api/organizations', { cookie, body })).status).toBe(201);
    // A bearer token is not sent by browsers on their own: no Origin needed.
    expect((await h.api('POST', '/api/organizations', { token: login.body.token, body, origin: null })).status).toBe(
      201,
    );
  });
});

describe('the API surface', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await h.api('GET', '/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.body.error).toMatch(/No such API path/);
  });

  it('reports database health', async () => {
    const response = await h.api('GET', '/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up' });
  });
});
