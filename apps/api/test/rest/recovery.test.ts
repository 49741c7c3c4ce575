/**
 * Recovery ends everything (docs/product/accounts.md#passwords-two-factors-sessions-and-tokens): a
 * completed password reset ends every session, revokes every API token and voids every other reset
 * link; a new link voids the older ones. Reset emails are limited per address, whether or not an
 * account has it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '@lug/domain/auth';
import { createHarness, signUp, signUpWithOrganization, type Harness } from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const password = 'correct horse battery';

async function resetTokens(email: string): Promise<string[]> {
  const rows = await h.deps.db
    .selectFrom('email_outbox')
    .select('text_body')
    .where('to_email', '=', email)
    .where('template', '=', 'password-reset')
    .orderBy('id')
    .execute();
  return rows.map((row) => /reset-password\?token=([a-z2-7]+)/.exec(row.text_body)![1]!);
}

const confirm = (token: string, newPassword = 'a brand new passphrase') =>
  h.api('POST', '/api/auth/password-reset/confirm', { body: { token, password: newPassword } });

describe('a completed password reset', () => {
  it('ends every session, revokes every API token and voids the other links', async () => {
    const owner = await signUp(h, { password });
    const other = await h.api('POST', '/api/auth/login', { body: { email: owner.user.email, password } });
    const created = await h.api('POST', '/api/tokens', { token: owner.token, body: { name: 'script', scope: 'read_write' } });
    expect(created.status).toBe(201);
    const apiToken = created.body.token as string;
    expect((await h.api('GET', '/api/auth/me', { token: apiToken })).status).toBe(200);

    // The owner uses the mailed link: nothing made with the old password survives.
    await h.api('POST', '/api/auth/password-reset/request', { body: { email: owner.user.email } });
    const [link] = await resetTokens(owner.user.email);
    expect((await confirm(link!)).status).toBe(204);

    for (const token of [owner.token, other.body.token as string, apiToken]) {
      const me = await h.api('GET', '/api/auth/me', { token });
      expect(me.status).toBe(401);
    }
    const tokens = await h.deps.db.selectFrom('api_tokens').select('id').where('user_id', '=', owner.user.id).execute();
    expect(tokens).toEqual([]);
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('actor_user_id', '=', owner.user.id)
      .where('action', '=', 'password.reset')
      .executeTakeFirstOrThrow();
    expect(audit.details).toEqual({ sessions_ended: 'all', api_tokens_revoked: 1 });
    // The link worked once.
    expect((await confirm(link!, 'yet another passphrase')).status).toBe(400);
  });

  it('voids every other outstanding link of the account', async () => {
    const admin = await signUpWithOrganization(h, 'Reset Club');
    const member = await h.api('POST', '/api/members', {
      token: admin.token,
      body: { organization_id: admin.organization.id, email: 'reset-member@example.org', first_name: 'Re', last_name: 'Set' },
    });
    expect(member.status).toBe(201);
    // The welcome link (an account without a password), then a reset the member asks for, and a
    // link issued at the same moment by another request (as two servers racing could).
    await h.api('POST', '/api/auth/password-reset/request', { body: { email: 'reset-member@example.org' } });
    await h.deps.db
      .insertInto('password_reset_tokens')
      .values({ id: 'f'.repeat(64), user_id: member.body.member.id, expires_at: new Date(h.clock.now.getTime() + 3_600_000) })
      .execute();
    const [newest] = (await resetTokens('reset-member@example.org')).slice(-1);
    expect((await confirm(newest!)).status).toBe(204);
    const outstanding = await h.deps.db
      .selectFrom('password_reset_tokens')
      .select('id')
      .where('user_id', '=', member.body.member.id)
      .where('used_at', 'is', null)
      .execute();
    expect(outstanding).toEqual([]);
  });
});

describe('a new reset link', () => {
  it('voids the older ones: only the newest works', async () => {
    const owner = await signUp(h, { password });
    await h.api('POST', '/api/auth/password-reset/request', { body: { email: owner.user.email } });
    await h.api('POST', '/api/auth/password-reset/request', { body: { email: owner.user.email } });
    const [older, newer] = await resetTokens(owner.user.email);
    const refused = await confirm(older!);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/invalid or has expired/);
    expect((await confirm(newer!)).status).toBe(204);
  });
});

describe('reset emails per address', () => {
  it('are limited, with the same answer whether or not an account has the address', async () => {
    const owner = await signUp(h, { password });
    const limit = rateLimits.passwordResetPerEmail.limit;
    for (const email of [owner.user.email, 'nobody-here@example.org']) {
      for (let i = 0; i < limit; i++) {
        expect((await h.api('POST', '/api/auth/password-reset/request', { body: { email } })).status).toBe(202);
      }
      const refused = await h.api('POST', '/api/auth/password-reset/request', { body: { email: email.toUpperCase() } });
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe('Too many password reset emails for this address. Please wait before asking again.');
      expect(refused.headers.get('retry-after')).toBe('3600');
    }
    expect(await resetTokens(owner.user.email)).toHaveLength(limit);
  });

  it('count the resets an administrator sends as well', async () => {
    const admin = await signUpWithOrganization(h, 'Admin Reset Club');
    const member = await h.api('POST', '/api/members', {
      token: admin.token,
      body: { organization_id: admin.organization.id, email: 'admin-reset@example.org', first_name: 'Ad', last_name: 'Min' },
    });
    const path = `/api/members/${member.body.member.id}/password-reset`;
    for (let i = 0; i < rateLimits.passwordResetPerEmail.limit; i++) {
      expect((await h.api('POST', path, { token: admin.token, body: { organization_id: admin.organization.id } })).status).toBe(200);
    }
    const refused = await h.api('POST', path, { token: admin.token, body: { organization_id: admin.organization.id } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
  });
});
