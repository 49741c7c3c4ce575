/**
 * Passwords (docs/SECURITY.md#v6-authentication; NIST SP 800-63B, ASVS 5.0 V6.2): no composition
 * rules, long passphrases welcome; common and breached passwords and ones made of the account's own
 * details are refused with a message on the field, wherever a password is chosen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordMessages } from '@lug/domain/auth-helpers';
import { createHarness, signUp, type Harness } from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const signup = (email: string, password: string, first_name = 'Ada', last_name = 'Lovelace') =>
  h.api('POST', '/api/auth/signup', { body: { email, password, first_name, last_name } });

describe('choosing a password', () => {
  it('refuses a common or breached password, whatever its case, naming the field', async () => {
    for (const password of ['password1234', 'Password1234', 'qwertyuiop', '1q2w3e4r5t']) {
      const response = await signup(`common-${password.toLowerCase()}@example.org`, password);
      expect(response.status, password).toBe(400);
      expect(response.body.error).toBe(`password: ${passwordMessages.common}`);
    }
  });

  it('refuses the account’s own email, name or this site’s words with decoration around them', async () => {
    const cases: Array<[string, string]> = [
      ['ada.lovelace@example.org', 'ada.lovelace@example.org'],
      ['ada.lovelace2@example.org', 'AdaLovelace!!'],
      ['ada.lovelace3@example.org', 'lovelace2026'],
      ['ada.lovelace4@example.org', 'LUG Platform 2026'],
      ['ada.lovelace5@example.org', 'Lego2024!'],
    ];
    for (const [email, password] of cases) {
      const response = await signup(email, password);
      expect(response.status, password).toBe(400);
      expect(response.body.error).toBe(`password: ${passwordMessages.personal}`);
    }
  });

  it('accepts long passphrases and any characters, with no composition rules', async () => {
    for (const password of ['correct horse battery staple', 'tiny lowercase words here', '🧱 builds 🧱 on bricks', 'x'.repeat(256)]) {
      const response = await signup(`ok-${Math.abs(hashCode(password))}@example.org`, password);
      expect(response.status, password).toBe(201);
    }
  });

  it('is checked on reset and on change too', async () => {
    const account = await signUp(h, { password: 'correct horse battery' });
    const change = await h.api('POST', '/api/auth/password', {
      token: account.token,
      body: { current_password: 'correct horse battery', new_password: 'iloveyou' },
    });
    expect(change.status).toBe(400);
    expect(change.body.error).toBe(`new_password: ${passwordMessages.common}`);
    await h.api('POST', '/api/auth/password-reset/request', { body: { email: account.user.email } });
    const mail = await h.deps.db.selectFrom('email_outbox').select('text_body').where('to_user_id', '=', account.user.id).where('template', '=', 'password-reset').executeTakeFirstOrThrow();
    const token = /reset-password\?token=([a-z2-7]+)/.exec(mail.text_body)![1]!;
    const reset = await h.api('POST', '/api/auth/password-reset/confirm', { body: { token, password: 'sunshine1' } });
    expect(reset.status).toBe(400);
    expect(reset.body.error).toBe(`password: ${passwordMessages.common}`);
    // The link still works for a good password.
    expect((await h.api('POST', '/api/auth/password-reset/confirm', { body: { token, password: 'a long and quiet river' } })).status).toBe(204);
  });

  it('a wrong current password is refused on its field', async () => {
    const account = await signUp(h, { password: 'correct horse battery' });
    const response = await h.api('POST', '/api/auth/password', {
      token: account.token,
      body: { current_password: 'not it at all', new_password: 'a long and quiet river' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('current_password: Current password is incorrect');
  });
});

function hashCode(text: string): number {
  let hash = 0;
  for (const ch of text) hash = (Math.imul(hash, 31) + ch.codePointAt(0)!) | 0;
  return hash;
}
