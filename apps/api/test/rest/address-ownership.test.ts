/**
 * Whose address is whose (docs/decisions/0036-one-way-to-change-an-address.md): only the confirmed
 * flow changes an owner's address; the member form corrects only what an administrator typed for an
 * account nobody has signed in to and no other group holds; an invitation belongs to whoever proves
 * the address; an address nobody has confirmed is claimed by the person who does.
 *
 * The first test is the attack as it was reported (issue 26): sign up, create a group, take a
 * victim's address through the member form, let another group add it.
 */
import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationMessages } from '@lug/domain/invitations';
import { memberMessages } from '@lug/domain/members';
import { rightsMessages } from '@lug/domain/rights';
import type { AppRouter } from '../../src/trpc/router';
import { apiMessages } from '../../src/words';
import { createHarness, signUp, type Harness } from '../support/harness';
import { createClub, invitationTokenFor, tokenFromLink, type Club } from '../support/factories-members';
import { trpcAs } from '../support/trpc-client';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

let counter = 0;
const freshEmail = (name: string) => `${name}${++counter}-${Date.now()}@target.example`;

const rpc = (token: string) => trpcAs(h, token);

const account = (id: number) => h.deps.db.selectFrom('users').select(['email', 'email_verified_at']).where('id', '=', id).executeTakeFirstOrThrow();
const accountByEmail = (email: string) =>
  h.deps.db.selectFrom('users').select(['id', 'email_verified_at']).where('email', '=', email).executeTakeFirst();
const isMember = async (club: Club, userId: number) =>
  (await h.deps.db.selectFrom('memberships').select('user_id').where('organization_id', '=', club.organization.id).where('user_id', '=', userId).executeTakeFirst()) !==
  undefined;
const editMember = (club: Club, id: number, email: string) =>
  h.api('PUT', `/api/members/${id}`, { token: club.token, body: { organization_id: club.organization.id, email, first_name: 'A', last_name: 'B' } });
const add = (club: Club, email: string) =>
  h.api('POST', '/api/members', { token: club.token, body: { organization_id: club.organization.id, email, first_name: 'Typed', last_name: 'Name' } });

/** The newest password-reset (or claim) link emailed to the address, as its owner reads it. */
async function resetTokenFor(email: string) {
  const mail = await h.deps.db
    .selectFrom('email_outbox')
    .select('text_body')
    .where('to_email', '=', email.toLowerCase())
    .where('template', '=', 'password-reset')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /reset-password\?token=([a-z2-7]+)/.exec(mail.text_body)![1]!;
}

describe('the reported attack', () => {
  it('fails at every step: the member form refuses the own address, the other group adds a new account, the owner claims it', async () => {
    const victim = freshEmail('victim');
    const squatter = await createClub(h, 'Squat LUG');

    // 1. The squatter changes their own address through the member form: refused, naming the field.
    const taken = await editMember(squatter, squatter.user.id, victim);
    expect(taken.status).toBe(403);
    expect(taken.body).toMatchObject({
      code: 'FORBIDDEN',
      error: rightsMessages.emailOwnAccount,
      fields: { email: rightsMessages.emailOwnAccount },
      details: { reason: 'own-account' },
    });
    // The same through tRPC, as the web calls it.
    const viaRpc = await rpc(squatter.token)
      .members.update.mutate({ organization_id: squatter.organization.id, id: squatter.user.id, email: victim, first_name: 'A', last_name: 'B' })
      .catch((error: unknown) => error);
    expect(viaRpc).toBeInstanceOf(TRPCClientError);
    expect((viaRpc as TRPCClientError<AppRouter>).data).toMatchObject({ code: 'FORBIDDEN', fields: { email: rightsMessages.emailOwnAccount } });
    expect((await account(squatter.user.id)).email).toBe(squatter.user.email);
    expect(await accountByEmail(victim)).toBeUndefined();

    // 2. Another group adds the victim's address: nobody holds it, so it is a new account, not an
    // invitation the squatter could see or accept.
    const target = await createClub(h, 'Target LUG');
    const added = await add(target, victim);
    expect(added.status).toBe(201);
    expect(added.body.invitation).toBeNull();
    expect((await h.api('GET', '/api/invitations', { token: squatter.token })).body).toEqual([]);
    expect(await rpc(squatter.token).invitations.mine.query()).toEqual([]);
    expect(await isMember(target, squatter.user.id)).toBe(false);

    // 3. The real owner can get in: signing up with the address is refused with the way to claim it
    // (nobody has confirmed it), and "Forgot password" sends the link that sets their password and
    // confirms the address.
    const signup = await h.api('POST', '/api/auth/signup', { body: { email: victim, password: 'correct horse battery', first_name: 'Real', last_name: 'Owner' } });
    expect(signup.status).toBe(409);
    expect(signup.body).toMatchObject({ error: apiMessages.accountUnconfirmed, details: { claim: 'reset-password' } });
    expect((await h.api('POST', '/api/auth/password-reset/request', { body: { email: victim } })).status).toBeLessThan(300);
    const claimed = await h.api('POST', '/api/auth/password-reset/confirm', { body: { token: await resetTokenFor(victim), password: 'my own quiet river' } });
    expect(claimed.status).toBe(204);
    const signedIn = await h.api('POST', '/api/auth/login', { body: { email: victim, password: 'my own quiet river' } });
    expect(signedIn.status).toBe(200);
    const owner = await accountByEmail(victim);
    expect(owner?.email_verified_at).not.toBeNull();
    expect(await isMember(target, owner!.id)).toBe(true);
  });
});

describe('the member form (PUT /members/{id}, members.update)', () => {
  it('corrects only an address an administrator typed for an account nobody has signed in to and no other group holds', async () => {
    const club = await createClub(h, 'Form LUG');
    const other = await createClub(h, 'Other LUG');

    // Someone who has signed in owns their address.
    const person = await signUp(h, { email: freshEmail('person') });
    await add(club, person.user.email);
    await h.api('POST', `/api/invitations/${(await rpc(person.token).invitations.mine.query())[0]!.id}/accept`, { token: person.token });
    const signedIn = await editMember(club, person.user.id, freshEmail('redirect'));
    expect(signedIn.status).toBe(403);
    expect(signedIn.body).toMatchObject({ fields: { email: rightsMessages.emailOwnerOnly }, details: { reason: 'signed-in' } });

    // An account another group holds too (nobody signed in) is not this group's to redirect.
    const shared = freshEmail('shared');
    const sharedMember = (await add(club, shared)).body.member as { id: number };
    await add(other, shared);
    const link = await h.api('POST', '/api/invitations/link', { body: { token: await invitationTokenFor(h, shared), answer: 'accept' } });
    expect(link.status).toBe(200);
    const redirect = await editMember(club, sharedMember.id, freshEmail('redirect'));
    expect(redirect.status).toBe(403);
    expect(redirect.body).toMatchObject({ fields: { email: memberMessages.emailShared }, details: { reason: 'other-group' } });

    // A typo before anyone signed in is corrected; the welcome link sent to the mistyped address stops
    // working and the new address counts as unconfirmed.
    const typo = freshEmail('typo');
    const newcomer = await add(club, typo);
    const welcomeToken = tokenFromLink(newcomer.body.passwordResetLink as string);
    const fixed = freshEmail('fixed');
    const corrected = await editMember(club, newcomer.body.member.id as number, fixed);
    expect(corrected.status).toBe(200);
    expect(await account(newcomer.body.member.id as number)).toEqual({ email: fixed, email_verified_at: null });
    const stale = await h.api('POST', '/api/auth/password-reset/confirm', { body: { token: welcomeToken, password: 'a long and quiet river' } });
    expect(stale.status).toBe(400);

    // The form is told beforehand which addresses it may change (GET /members/{id}, members.get).
    const locked = async (id: number) => (await h.api('GET', `/api/members/${id}?organization_id=${club.organization.id}`, { token: club.token })).body.email_locked;
    expect(await locked(club.user.id)).toBe('own-account');
    expect(await locked(person.user.id)).toBe('signed-in');
    expect(await locked(sharedMember.id)).toBe('other-group');
    expect(await locked(newcomer.body.member.id as number)).toBeNull();
    expect((await rpc(club.token).members.get.query({ organization_id: club.organization.id, id: club.user.id })).email_locked).toBe('own-account');
  });
});

describe('invitations belong to whoever proves the address', () => {
  it('an emailed link stops working once the invited account no longer has the address it went to', async () => {
    const club = await createClub(h, 'Home LUG');
    const other = await createClub(h, 'Inviting LUG');
    const first = freshEmail('first');
    const newcomer = (await add(club, first)).body.member as { id: number };
    // The account exists, so the other group invites it: the link goes to `first`.
    const invited = await add(other, first);
    expect(invited.body.invitation).not.toBeNull();
    const token = await invitationTokenFor(h, first);
    // The home group corrects the address (nobody has signed in, no other group holds it yet).
    expect((await editMember(club, newcomer.id, freshEmail('elsewhere'))).status).toBe(200);

    // Whoever holds `first` cannot join the account that now has another address.
    expect((await h.api('GET', `/api/invitations/link?token=${encodeURIComponent(token)}`)).status).toBe(404);
    const answer = await h.api('POST', '/api/invitations/link', { body: { token, answer: 'accept' } });
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe(invitationMessages.linkInvalid);
    expect(await isMember(other, newcomer.id)).toBe(false);
  });

  it('once its owner joins another group by the link, the set-password link an administrator was shown stops working', async () => {
    const club = await createClub(h, 'Home LUG');
    const other = await createClub(h, 'Inviting LUG');
    const address = freshEmail('owner');
    const added = await add(club, address);
    const shown = tokenFromLink(added.body.passwordResetLink as string);
    await add(other, address);
    expect((await h.api('POST', '/api/invitations/link', { body: { token: await invitationTokenFor(h, address), answer: 'accept' } })).status).toBe(200);
    const takeover = await h.api('POST', '/api/auth/password-reset/confirm', { body: { token: shown, password: 'administrators river' } });
    expect(takeover.status).toBe(400);
  });

  it('a set-password link shown to an administrator does not confirm the address; its owner claims it', async () => {
    const victim = freshEmail('victim');
    const squatter = await createClub(h, 'Squat LUG');
    // The squatter adds the victim's address and uses the set-password link the screen shows.
    const added = await add(squatter, victim);
    const shown = tokenFromLink(added.body.passwordResetLink as string);
    expect((await h.api('POST', '/api/auth/password-reset/confirm', { body: { token: shown, password: 'squatters own river' } })).status).toBe(204);
    expect((await accountByEmail(victim))?.email_verified_at).toBeNull();
    const squatting = await h.api('POST', '/api/auth/login', { body: { email: victim, password: 'squatters own river' } });
    expect(squatting.status).toBe(200);
    const squatToken = squatting.body.token as string;

    // Another group adds the address: an invitation the unconfirmed account neither sees nor accepts.
    const target = await createClub(h, 'Target LUG');
    const invitation = (await add(target, victim)).body.invitation as { id: number };
    expect(await rpc(squatToken).invitations.mine.query()).toEqual([]);
    const accept = await h.api('POST', `/api/invitations/${invitation.id}/accept`, { token: squatToken });
    expect(accept.status).toBe(403);
    expect(accept.body.error).toBe(invitationMessages.verifyFirst);
    // The real owner's link alone does not join an account someone else set a password for.
    const link = await h.api('POST', '/api/invitations/link', { body: { token: await invitationTokenFor(h, victim), answer: 'accept' } });
    expect(link.status).toBe(403);
    expect(link.body.error).toBe(invitationMessages.signInFirst);
    expect(await isMember(target, added.body.member.id as number)).toBe(false);

    // The owner claims the address: the squatter's sessions end, the invitation waits for the owner.
    const signup = await h.api('POST', '/api/auth/signup', { body: { email: victim, password: 'correct horse battery', first_name: 'Real', last_name: 'Owner' } });
    expect(signup.status).toBe(409);
    expect((await h.api('POST', '/api/auth/password-reset/request', { body: { email: victim } })).status).toBeLessThan(300);
    expect((await h.api('POST', '/api/auth/password-reset/confirm', { body: { token: await resetTokenFor(victim), password: 'my own quiet river' } })).status).toBe(204);
    expect((await h.api('GET', '/api/auth/me', { token: squatToken })).status).toBe(401);
    const owner = await h.api('POST', '/api/auth/login', { body: { email: victim, password: 'my own quiet river' } });
    const mine = await rpc(owner.body.token as string).invitations.mine.query();
    expect(mine.map((i) => i.id)).toEqual([invitation.id]);
    expect((await h.api('POST', `/api/invitations/${invitation.id}/accept`, { token: owner.body.token as string })).status).toBe(200);
  });
});
