/**
 * Two factors (docs/decisions/0020-sessions-and-two-factors.md): setting up an authenticator app,
 * signing in in two steps, recovery codes that work once, turning it off, and an organisation that
 * requires it of the members who manage roles or settings. Codes come from the harness clock, as an
 * app would make them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateHOTP } from '@oslojs/otp';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { twoFactorMessages } from '@lug/domain/auth-helpers';
import { createHarness, signUp, type Harness } from '../support/harness';
import { createClub, createRole, joinClub } from '../support/factories-members';

const password = 'correct horse battery';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The code an authenticator app shows for `secret`, `stepOffset` periods from the harness clock. */
function codeFor(secret: string, stepOffset = 0): string {
  const step = Math.floor(h.clock.now.getTime() / 30_000) + stepOffset;
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(step), 6);
}

/** Signs up and turns two factors on; answers the secret and the recovery codes. */
async function withTwoFactor() {
  const account = await signUp(h, { password });
  const setup = await h.api('POST', '/api/auth/two-factor/setup', { token: account.token });
  const enabled = await h.api('POST', '/api/auth/two-factor/enable', { token: account.token, body: { code: codeFor(setup.body.secret) } });
  expect(enabled.status).toBe(200);
  // The next code is of a later period: the one used to enable it works once.
  h.clock.advance(30_000);
  return { ...account, secret: setup.body.secret as string, recoveryCodes: enabled.body.recovery_codes as string[] };
}

async function challengeFor(email: string): Promise<string> {
  const answer = await h.api('POST', '/api/auth/login', { body: { email, password } });
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ two_factor_required: true, challenge: expect.any(String) });
  return answer.body.challenge;
}

describe('setting up', () => {
  it('answers a secret and its otpauth URI; a code from the app turns it on and answers 10 recovery codes, stored hashed', async () => {
    const { token, user } = await signUp(h, { password });
    const other = await h.api('POST', '/api/auth/login', { body: { email: user.email, password } });
    const setup = await h.api('POST', '/api/auth/two-factor/setup', { token });
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(setup.body.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/LUG Platform:${user.email}`);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({ secret: setup.body.secret, issuer: 'LUG Platform', digits: '6', period: '30' });
    expect((await h.api('GET', '/api/auth/two-factor', { token })).body).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0 });

    const wrong = await h.api('POST', '/api/auth/two-factor/enable', { token, body: { code: codeFor(setup.body.secret, 5) } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(`code: ${twoFactorMessages.invalidCode}`);
    const malformed = await h.api('POST', '/api/auth/two-factor/enable', { token, body: { code: '12ab56' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatch(/^code: /);

    const enabled = await h.api('POST', '/api/auth/two-factor/enable', { token, body: { code: codeFor(setup.body.secret) } });
    expect(enabled.status).toBe(200);
    expect(enabled.headers.get('cache-control')).toBe('no-store');
    const codes = enabled.body.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(new Set(codes).size).toBe(10);
    const stored = await h.deps.db.selectFrom('two_factor_recovery_codes').select('code_hash').where('user_id', '=', user.id).execute();
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.code_hash).toMatch(/^\$argon2id\$/);
      expect(codes.some((code) => row.code_hash.includes(code.replace('-', '')))).toBe(false);
    }
    expect((await h.api('GET', '/api/auth/two-factor', { token })).body).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    // A changed factor ends the other sessions; this one stays.
    expect((await h.api('GET', '/api/auth/me', { token: other.body.token })).status).toBe(401);
    expect((await h.api('GET', '/api/auth/me', { token })).status).toBe(200);
    // Once on, setting up again is refused until it is turned off.
    expect((await h.api('POST', '/api/auth/two-factor/setup', { token })).status).toBe(409);
  });

  it("turning it on ends the account's other sessions and revokes its API tokens, in one audited change; the session that turned it on stays", async () => {
    const { token, user } = await signUp(h, { password });
    const cookieSession = await h.api('POST', '/api/auth/login', { body: { email: user.email, password } });
    const script = await h.api('POST', '/api/tokens', { token, body: { name: 'script', scope: 'read_write' } });
    const reader = await h.api('POST', '/api/tokens', { token, body: { name: 'reader', scope: 'read' } });
    expect((await h.api('GET', '/api/auth/me', { token: script.body.token })).status).toBe(200);
    const setup = await h.api('POST', '/api/auth/two-factor/setup', { token });
    expect((await h.api('POST', '/api/auth/two-factor/enable', { token, body: { code: codeFor(setup.body.secret) } })).status).toBe(200);

    for (const ended of [cookieSession.body.token, script.body.token, reader.body.token]) {
      expect((await h.api('GET', '/api/auth/me', { token: ended })).status).toBe(401);
    }
    expect(await h.deps.db.selectFrom('api_tokens').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect((await h.api('GET', '/api/auth/me', { token })).status).toBe(200);
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select('details')
      .where('actor_user_id', '=', user.id)
      .where('action', '=', 'two_factor.enable')
      .executeTakeFirstOrThrow();
    expect(audit.details).toEqual({ sessions_ended: 'others', api_tokens_revoked: 2 });
    // A token made afterwards, by the session that has both factors, works.
    const fresh = await h.api('POST', '/api/tokens', { token, body: { name: 'new script', scope: 'read' } });
    expect((await h.api('GET', '/api/auth/me', { token: fresh.body.token })).status).toBe(200);
  });

  it('enable without a setup is 400; a setup older than 15 minutes has to start again', async () => {
    const { token } = await signUp(h, { password });
    const none = await h.api('POST', '/api/auth/two-factor/enable', { token, body: { code: '123456' } });
    expect(none.status).toBe(400);
    expect(none.body.error).toBe(twoFactorMessages.noSetup);
    const setup = await h.api('POST', '/api/auth/two-factor/setup', { token });
    h.clock.advance(16 * 60_000);
    expect((await h.api('POST', '/api/auth/two-factor/enable', { token, body: { code: codeFor(setup.body.secret) } })).status).toBe(400);
  });

  it('is changed from a signed-in session only: an API token is refused', async () => {
    const { token } = await signUp(h, { password });
    const created = await h.api('POST', '/api/tokens', { token, body: { name: 'script', scope: 'read_write' } });
    const refused = await h.api('POST', '/api/auth/two-factor/setup', { token: created.body.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(twoFactorMessages.needsSession);
  });
});

describe('signing in', () => {
  it('a correct password answers a challenge and no session; the code completes the sign-in', async () => {
    const account = await withTwoFactor();
    const answer = await h.api('POST', '/api/auth/login', { body: { email: account.user.email, password } });
    expect(answer.status).toBe(200);
    expect(answer.body.token).toBeUndefined();
    expect(answer.headers.get('set-cookie')).toBeNull();
    const signedIn = await h.api('POST', '/api/auth/login/two-factor', { body: { challenge: answer.body.challenge, code: codeFor(account.secret) } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.id).toBe(account.user.id);
    expect(signedIn.headers.get('set-cookie')).toMatch(/^lug_session=[a-z2-7]+;/);
    expect((await h.api('GET', '/api/auth/me', { token: signedIn.body.token })).status).toBe(200);
    // The challenge is spent.
    expect((await h.api('POST', '/api/auth/login/two-factor', { body: { challenge: answer.body.challenge, code: codeFor(account.secret) } })).status).toBe(401);
  });

  it('a wrong code is 401; a code works once (no replay); codes of the neighbouring periods are accepted', async () => {
    const account = await withTwoFactor();
    const challenge = await challengeFor(account.user.email);
    const wrong = await h.api('POST', '/api/auth/login/two-factor', { body: { challenge, code: codeFor(account.secret, 3) } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe(twoFactorMessages.invalidCode);
    // The field at fault tells the form to stay; a challenge that is over has none (sign in again).
    expect(wrong.body.fields).toEqual({ code: twoFactorMessages.invalidCode });
    // The next period's code (a fast clock) is accepted, once.
    const next = codeFor(account.secret, 1);
    expect((await h.api('POST', '/api/auth/login/two-factor', { body: { challenge, code: next } })).status).toBe(200);
    const again = await challengeFor(account.user.email);
    const replay = await h.api('POST', '/api/auth/login/two-factor', { body: { challenge: again, code: next } });
    expect(replay.status).toBe(401);
    // Nor a code older than the one used: this period's.
    expect((await h.api('POST', '/api/auth/login/two-factor', { body: { challenge: again, code: codeFor(account.secret) } })).status).toBe(401);
    // Later, the previous period's code (a slow clock) is accepted.
    h.clock.advance(90_000);
    expect((await h.api('POST', '/api/auth/login/two-factor', { body: { challenge: again, code: codeFor(account.secret, -1) } })).status).toBe(200);
  });

  it('a recovery code signs in once', async () => {
    const account = await withTwoFactor();
    const [recovery] = account.recoveryCodes;
    const first = await h.api('POST', '/api/auth/login/two-factor', {
      body: { challenge: await challengeFor(account.user.email), recovery_code: recovery!.toUpperCase().replace('-', ' ') },
    });
    expect(first.status).toBe(200);
    const second = await h.api('POST', '/api/auth/login/two-factor', { body: { challenge: await challengeFor(account.user.email), recovery_code: recovery } });
    expect(second.status).toBe(401);
    expect(second.body.error).toBe(twoFactorMessages.invalidRecoveryCode);
    expect((await h.api('GET', '/api/auth/two-factor', { token: first.body.token })).body.recovery_codes_left).toBe(9);
  });

  it('a challenge allows five wrong codes and five minutes', async () => {
    const account = await withTwoFactor();
    const challenge = await challengeFor(account.user.email);
    for (let i = 0; i < 5; i++) {
      const r = await h.api('POST', '/api/auth/login/two-factor', { ip: `192.0.2.${i + 1}`, body: { challenge, code: codeFor(account.secret, 4) } });
      expect(r.status).toBe(401);
    }
    const used = await h.api('POST', '/api/auth/login/two-factor', { body: { challenge, code: codeFor(account.secret) } });
    expect(used.status).toBe(401);
    expect(used.body.error).toBe(twoFactorMessages.challengeExpired);

    const late = await challengeFor(account.user.email);
    h.clock.advance(5 * 60_000 + 1);
    const expired = await h.api('POST', '/api/auth/login/two-factor', { body: { challenge: late, code: codeFor(account.secret) } });
    expect(expired.status).toBe(401);
    expect(expired.body.error).toBe(twoFactorMessages.challengeExpired);
    expect(expired.body.fields).toBeUndefined();
  });

  it('wrong codes slow down like wrong passwords', async () => {
    const account = await withTwoFactor();
    const ip = '198.51.100.90';
    let refused: { status: number; headers: Headers } | undefined;
    for (let i = 0; i < 10 && !refused; i++) {
      const challenge = (await h.api('POST', '/api/auth/login', { ip, body: { email: account.user.email, password } })).body.challenge;
      if (!challenge) {
        refused = await h.api('POST', '/api/auth/login', { ip, body: { email: account.user.email, password } });
        break;
      }
      const answer = await h.api('POST', '/api/auth/login/two-factor', { ip, body: { challenge, code: codeFor(account.secret, 5) } });
      if (answer.status === 429) refused = answer;
    }
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('takes a code or a recovery code, not both and not neither (400 naming the field)', async () => {
    const both = await h.api('POST', '/api/auth/login/two-factor', { body: { challenge: 'x', code: '123456', recovery_code: 'abcde-fghij' } });
    expect(both.status).toBe(400);
    expect(both.body.error).toBe(`recovery_code: ${twoFactorMessages.oneOf}`);
    const neither = await h.api('POST', '/api/auth/login/two-factor', { body: { challenge: 'x' } });
    expect(neither.status).toBe(400);
    expect(neither.body.error).toBe(`code: ${twoFactorMessages.oneOf}`);
    const unknown = await h.api('POST', '/api/auth/login/two-factor', { body: { challenge: 'not-a-challenge', code: '123456' } });
    expect(unknown.status).toBe(401);
  });

  it('a password reset does not turn it off: the next sign-in still asks for the code', async () => {
    const account = await withTwoFactor();
    await h.api('POST', '/api/auth/password-reset/request', { body: { email: account.user.email } });
    const row = await h.deps.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('to_user_id', '=', account.user.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token = /reset-password\?token=([a-z2-7]+)/.exec(row.text_body)![1]!;
    expect((await h.api('POST', '/api/auth/password-reset/confirm', { body: { token, password: 'a new long passphrase' } })).status).toBe(204);
    const answer = await h.api('POST', '/api/auth/login', { body: { email: account.user.email, password: 'a new long passphrase' } });
    expect(answer.body.two_factor_required).toBe(true);
  });
});

describe('turning it off', () => {
  it('takes a current code (or a recovery code); then a password signs in alone', async () => {
    const account = await withTwoFactor();
    const signedIn = await h.api('POST', '/api/auth/login/two-factor', {
      body: { challenge: await challengeFor(account.user.email), code: codeFor(account.secret) },
    });
    h.clock.advance(30_000);
    const wrong = await h.api('POST', '/api/auth/two-factor/disable', { token: signedIn.body.token, body: { code: codeFor(account.secret, 4) } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(`code: ${twoFactorMessages.invalidCode}`);
    const off = await h.api('POST', '/api/auth/two-factor/disable', { token: signedIn.body.token, body: { recovery_code: account.recoveryCodes[3] } });
    expect(off.status).toBe(204);
    const answer = await h.api('POST', '/api/auth/login', { body: { email: account.user.email, password } });
    expect(answer.body.token).toEqual(expect.any(String));
    expect(await h.deps.db.selectFrom('two_factor_recovery_codes').select('id').where('user_id', '=', account.user.id).execute()).toEqual([]);
    expect((await h.api('POST', '/api/auth/two-factor/disable', { token: signedIn.body.token, body: { code: '123456' } })).status).toBe(409);
  });
});

describe('an organisation that requires two factors', () => {
  it('pauses the role of a member who manages roles or settings until they turn it on; says so in the API', async () => {
    const club = await createClub(h, '2FA Club');
    const deputyRole = await createRole(h, club, 'Deputy', ['settings.manage', 'members.manage']);
    const helperRole = await createRole(h, club, 'Helper', ['activities.manage']);
    const deputy = await joinClub(h, club, { roleId: deputyRole });
    const helper = await joinClub(h, club, { roleId: helperRole });
    const org = club.organization.id;
    const requireIt = { security: { require_two_factor: true } };

    // The administrator turns it on for themselves first.
    const refused = await h.api('PUT', `/api/organizations/${org}/settings`, { token: club.token, body: requireIt });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(twoFactorMessages.enableFirst);
    const setup = await h.api('POST', '/api/auth/two-factor/setup', { token: club.token });
    await h.api('POST', '/api/auth/two-factor/enable', { token: club.token, body: { code: codeFor(setup.body.secret) } });
    const saved = await h.api('PUT', `/api/organizations/${org}/settings`, { token: club.token, body: requireIt });
    expect(saved.status).toBe(200);
    expect(saved.body.security).toEqual({ require_two_factor: true });

    // The deputy has none: their role's permissions are paused here, and the API says why.
    const settings = await h.api('GET', `/api/organizations/${org}/settings`, { token: deputy.token });
    expect(settings.status).toBe(200);
    expect(Object.keys(settings.body)).toEqual(['general']);
    const change = await h.api('PUT', `/api/organizations/${org}/settings`, { token: deputy.token, body: { general: { name: 'Mine' } } });
    expect(change.status).toBe(403);
    expect(change.body.error).toBe(twoFactorMessages.requiredByOrganization);
    const members = await h.api('POST', '/api/members', {
      token: deputy.token,
      body: { organization_id: org, email: 'paused@example.org', first_name: 'P', last_name: 'A' },
    });
    expect(members.status).toBe(403);
    const me = await h.api('GET', '/api/auth/me', { token: deputy.token });
    expect(me.body.organizations).toEqual([expect.objectContaining({ id: org, permissions: [], two_factor_setup_required: true })]);
    // A role without roles.manage or settings.manage is not concerned.
    const helperMe = await h.api('GET', '/api/auth/me', { token: helper.token });
    expect(helperMe.body.organizations[0]).toMatchObject({ permissions: ['activities.manage'], two_factor_setup_required: false });

    // Once the deputy turns it on, the role applies again.
    const deputySetup = await h.api('POST', '/api/auth/two-factor/setup', { token: deputy.token });
    await h.api('POST', '/api/auth/two-factor/enable', { token: deputy.token, body: { code: codeFor(deputySetup.body.secret) } });
    const after = await h.api('PUT', `/api/organizations/${org}/settings`, { token: deputy.token, body: { general: { description: 'Ours' } } });
    expect(after.status).toBe(200);
    expect((await h.api('GET', '/api/auth/me', { token: deputy.token })).body.organizations[0]).toMatchObject({
      permissions: ['members.manage', 'settings.manage'],
      two_factor_setup_required: false,
    });
  });
});
