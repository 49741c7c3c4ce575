/**
 * Confirmed addresses (docs/product/accounts.md#confirming-your-email-address and
 * #changing-the-address): sign-up emails a link; until it is used the account works but cannot
 * create API tokens; asking again is limited per address; a change of address needs the password
 * and takes effect only through a link sent to the new address, and the old one is told.
 */
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerificationMessages, rateLimits } from '@lug/domain/auth';
import type { AppRouter } from '../../src/trpc/router';
import { confirmationTokenFor, createHarness, signUp, type Harness } from '../support/harness';
import { tokenFromLink } from '../support/factories-members';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

let counter = 0;
const freshEmail = (name: string) => `${name}${++counter}-${Date.now()}@example.org`;

const me = async (token: string) =>
  (await h.api('GET', '/api/auth/me', { token })).body.user as { email: string; email_verified: boolean };
const confirm = (token: string) => h.api('POST', '/api/auth/email/confirm', { body: { token } });

function emailsTo(userId: number, template: string) {
  return h.deps.db
    .selectFrom('email_outbox')
    .selectAll()
    .where('to_user_id', '=', userId)
    .where('template', '=', template)
    .orderBy('id')
    .execute();
}

describe('confirming the address of a new account', () => {
  it('sign-up emails a link; the account works at once and is confirmed once the link is used, once', async () => {
    const person = await signUp(h, { email: freshEmail('new') }, { confirm: false });
    expect(await me(person.token)).toMatchObject({ email: person.user.email, email_verified: false });
    const [email] = await emailsTo(person.user.id, 'verify-email');
    expect(email).toMatchObject({ to_email: person.user.email, status: 'pending' });
    expect(email!.subject).toBe('Confirm your email address for LUG Platform');

    const token = await confirmationTokenFor(h, person.user.id);
    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: person.user.email, changed: false });
    expect(await me(person.token)).toMatchObject({ email_verified: true });
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: emailVerificationMessages.linkInvalid, code: 'BAD_REQUEST' });
    // Confirmed: asking for another link is refused.
    expect((await h.api('POST', '/api/auth/email/confirmation', { token: person.token })).status).toBe(409);
  });

  it('a link works for a day; asking again sends a new one and the older stops working', async () => {
    const person = await signUp(h, { email: freshEmail('late') }, { confirm: false });
    const first = await confirmationTokenFor(h, person.user.id);
    // The answer says what became of the email: no provider in the tests, so it waits (never "sent").
    expect(await h.api('POST', '/api/auth/email/confirmation', { token: person.token })).toMatchObject({
      status: 200,
      body: { emailDelivery: 'not_configured' },
    });
    const second = await confirmationTokenFor(h, person.user.id);
    expect(second).not.toBe(first);
    expect((await confirm(first)).status).toBe(400);
    h.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await confirm(second)).status).toBe(400);
    expect(await me(person.token)).toMatchObject({ email_verified: false });
  });

  it('limits the links to one address per hour, with Retry-After', async () => {
    const person = await signUp(h, { email: freshEmail('eager') }, { confirm: false });
    for (let i = 0; i < rateLimits.emailVerificationPerEmail.limit; i += 1) {
      expect((await h.api('POST', '/api/auth/email/confirmation', { token: person.token })).status).toBe(200);
    }
    const refused = await h.api('POST', '/api/auth/email/confirmation', { token: person.token });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await emailsTo(person.user.id, 'verify-email')).toHaveLength(1 + rateLimits.emailVerificationPerEmail.limit);
  });

  it('API tokens need a confirmed address', async () => {
    const person = await signUp(h, { email: freshEmail('scripter') }, { confirm: false });
    const refused = await h.api('POST', '/api/tokens', {
      token: person.token,
      body: { name: 'backup', scope: 'read' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(emailVerificationMessages.tokensNeedVerifiedEmail);
    expect((await h.api('GET', '/api/tokens', { token: person.token })).body).toEqual([]);
    await confirm(await confirmationTokenFor(h, person.user.id));
    expect(
      (await h.api('POST', '/api/tokens', { token: person.token, body: { name: 'backup', scope: 'read' } })).status,
    ).toBe(201);
  });

  it('setting a password with a reset link confirms the address too: the link went there', async () => {
    const person = await signUp(h, { email: freshEmail('resetter') }, { confirm: false });
    expect(
      (await h.api('POST', '/api/auth/password-reset/request', { body: { email: person.user.email } })).status,
    ).toBe(202);
    const [reset] = await emailsTo(person.user.id, 'password-reset');
    const link = /http\S+reset-password\?token=\S+/.exec(reset!.text_body)![0];
    const done = await h.api('POST', '/api/auth/password-reset/confirm', {
      body: { token: tokenFromLink(link), password: 'a brand new passphrase' },
    });
    expect(done.status).toBe(204);
    const login = await h.api('POST', '/api/auth/login', {
      body: { email: person.user.email, password: 'a brand new passphrase' },
    });
    expect(login.body.user).toMatchObject({ email_verified: true });
  });

  it('over tRPC: a bad link is BAD_REQUEST with its message', async () => {
    const client = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: 'http://localhost:3000/trpc',
          fetch: async (input, init) => h.app.fetch(new Request(input, init)),
        }),
      ],
    });
    const error = await client.auth.confirmEmail.mutate({ token: 'not-a-real-token' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<AppRouter>).data).toMatchObject({ code: 'BAD_REQUEST', errorCode: 'BAD_REQUEST' });
    expect((error as TRPCClientError<AppRouter>).message).toBe(emailVerificationMessages.linkInvalid);
  });
});

describe('changing the address', () => {
  const change = (token: string, body: Record<string, unknown>) => h.api('POST', '/api/auth/email', { token, body });

  it('needs the password; the new address counts only once its link is used; the old one is told', async () => {
    const person = await signUp(h, { email: freshEmail('mover') });
    const other = await signUp(h, { email: freshEmail('taken') });
    const newEmail = freshEmail('moved');

    const wrong = await change(person.token, { new_email: newEmail, current_password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ current_password: 'Current password is incorrect' });
    const same = await change(person.token, {
      new_email: person.user.email.toUpperCase(),
      current_password: person.password,
    });
    expect(same.body.fields).toEqual({ new_email: emailVerificationMessages.sameAddress });
    const taken = await change(person.token, { new_email: other.user.email, current_password: person.password });
    expect(taken.body.fields).toEqual({ new_email: emailVerificationMessages.taken });

    // A reset link sent to the old address before the change...
    await h.api('POST', '/api/auth/password-reset/request', { body: { email: person.user.email } });
    const [reset] = await emailsTo(person.user.id, 'password-reset');
    const resetToken = tokenFromLink(/http\S+reset-password\?token=\S+/.exec(reset!.text_body)![0]);

    expect((await change(person.token, { new_email: newEmail, current_password: person.password })).status).toBe(200);
    // Nothing changes yet: the account still signs in with the old address.
    expect(await me(person.token)).toMatchObject({ email: person.user.email, email_verified: true });
    const [link] = (await emailsTo(person.user.id, 'verify-email')).slice(-1);
    expect(link).toMatchObject({ to_email: newEmail, subject: 'Confirm your new email address for LUG Platform' });

    const confirmed = await confirm(await confirmationTokenFor(h, person.user.id));
    expect(confirmed.body).toEqual({ email: newEmail, changed: true });
    expect(await me(person.token)).toMatchObject({ email: newEmail, email_verified: true });
    expect(
      (await h.api('POST', '/api/auth/login', { body: { email: newEmail, password: person.password } })).status,
    ).toBe(200);
    expect(
      (await h.api('POST', '/api/auth/login', { body: { email: person.user.email, password: person.password } }))
        .status,
    ).toBe(401);

    const [notice] = await emailsTo(person.user.id, 'email-changed');
    expect(notice).toMatchObject({ to_email: person.user.email });
    expect(notice!.text_body).toContain(newEmail);
    // ...no longer works: it went to an address the account gave up.
    expect(
      (
        await h.api('POST', '/api/auth/password-reset/confirm', {
          body: { token: resetToken, password: 'taken over now' },
        })
      ).status,
    ).toBe(400);
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('entity_id', '=', String(person.user.id))
      .where('action', '=', 'email.change')
      .execute();
    expect(audit).toEqual([{ action: 'email.change', details: { from: person.user.email, to: newEmail } }]);
  });

  it('a link to an address someone else took meanwhile is refused (409) and changes nothing', async () => {
    const person = await signUp(h, { email: freshEmail('slow') });
    const wanted = freshEmail('wanted');
    expect(
      (
        await h.api('POST', '/api/auth/email', {
          token: person.token,
          body: { new_email: wanted, current_password: person.password },
        })
      ).status,
    ).toBe(200);
    const token = await confirmationTokenFor(h, person.user.id);
    await signUp(h, { email: wanted });
    const refused = await confirm(token);
    expect(refused.status).toBe(409);
    expect(await me(person.token)).toMatchObject({ email: person.user.email });
  });
});
