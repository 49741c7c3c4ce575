/**
 * Invitations (docs/product/members.md#invitations): a group that adds an existing account invites
 * it; the owner accepts or declines in the app (with a confirmed address) or by the emailed link;
 * until then the group sees only what it typed. Revoked, answered and expired invitations stop
 * working.
 */
import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitMessages, rateLimits } from '@lug/domain/auth';
import { invitationLifetimeDays, invitationMessages } from '@lug/domain/invitations';
import type { AppRouter } from '../../src/trpc/router';
import { createHarness, confirmationTokenFor, signUp, type Harness } from '../support/harness';
import { createClub, invitationTokenFor, rolesByUser, type Club } from '../support/factories-members';
import { trpcAs } from '../support/trpc-client';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

let counter = 0;
const freshEmail = (name: string) => `${name}${++counter}-${Date.now()}@example.org`;

async function invite(club: Club, email: string, names = { first_name: 'Typed', last_name: 'Name' }) {
  const answer = await h.api('POST', '/api/members', { token: club.token, body: { organization_id: club.organization.id, email, ...names } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  expect(answer.body.member).toBeNull();
  return answer.body.invitation as { id: number; email: string; status: 'pending' };
}

const groupInvitations = async (club: Club) =>
  (await h.api('GET', `/api/members/invitations?organization_id=${club.organization.id}`, { token: club.token })).body as Array<{
    id: number;
    status: string;
    email: string;
  }>;
const isMember = async (club: Club, userId: number) =>
  (await h.deps.db.selectFrom('memberships').select('user_id').where('organization_id', '=', club.organization.id).where('user_id', '=', userId).executeTakeFirst()) !== undefined;
const answerLink = (token: string, answer: 'accept' | 'decline', sessionToken?: string) =>
  h.api('POST', '/api/invitations/link', { token: sessionToken, body: { token, answer } });

const rpc = (token: string) => trpcAs(h, token);

describe('answering in the app', () => {
  it('lists the invitation and joins with the default role on accepting (tRPC), once the address is confirmed', async () => {
    const club = await createClub(h, 'Castle LUG');
    const person = await signUp(h, { email: freshEmail('invitee') }, { confirm: false });
    const invitation = await invite(club, person.user.email);

    // Not confirmed: whoever made the account may not own the address, so the app shows nothing.
    expect(await rpc(person.token).invitations.mine.query()).toEqual([]);
    const early = await h.api('POST', `/api/invitations/${invitation.id}/accept`, { token: person.token });
    expect(early.status).toBe(403);
    expect(early.body.error).toBe(invitationMessages.verifyFirst);
    expect(await isMember(club, person.user.id)).toBe(false);

    await h.api('POST', '/api/auth/email/confirm', { body: { token: await confirmationTokenFor(h, person.user.id) } });
    const mine = await rpc(person.token).invitations.mine.query();
    expect(mine).toEqual([
      {
        id: invitation.id,
        organization: { id: club.organization.id, name: 'Castle LUG' },
        invited_by_name: expect.any(String),
        created_at: expect.any(String),
        expires_at: expect.any(String),
      },
    ]);
    const accepted = await rpc(person.token).invitations.accept.mutate({ id: invitation.id });
    expect(accepted).toEqual({ status: 'accepted', organization: { id: club.organization.id, name: 'Castle LUG' } });
    expect((await rolesByUser(h, club.organization.id)).get(person.user.id)).toBe(club.roles.member);
    expect((await groupInvitations(club)).find((i) => i.id === invitation.id)).toMatchObject({ status: 'accepted' });
    // Answered: it leaves the list and cannot be answered again.
    expect(await rpc(person.token).invitations.mine.query()).toEqual([]);
    expect((await h.api('POST', `/api/invitations/${invitation.id}/decline`, { token: person.token })).status).toBe(404);
    const organizations = (await h.api('GET', '/api/auth/me', { token: person.token })).body.organizations as Array<{ id: number }>;
    expect(organizations.map((o) => o.id)).toContain(club.organization.id);
  });

  it('declining leaves the person out, and the group sees the answer', async () => {
    const club = await createClub(h);
    const person = await signUp(h, { email: freshEmail('decliner') });
    const invitation = await invite(club, person.user.email);
    const declined = await h.api('POST', `/api/invitations/${invitation.id}/decline`, { token: person.token });
    expect(declined.status).toBe(200);
    expect(declined.body.status).toBe('declined');
    expect(await isMember(club, person.user.id)).toBe(false);
    expect((await groupInvitations(club)).find((i) => i.id === invitation.id)).toMatchObject({ status: 'declined' });
    const audit = await h.deps.db.selectFrom('audit_log').select('action').where('organization_id', '=', club.organization.id).where('entity', '=', 'invitation').execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['invitation.create', 'invitation.decline']);
    // The group may ask again.
    await invite(club, person.user.email);
  });

  it("someone else's invitation is 404, whoever asks", async () => {
    const club = await createClub(h);
    const person = await signUp(h, { email: freshEmail('target') });
    const stranger = await signUp(h, { email: freshEmail('stranger') });
    const invitation = await invite(club, person.user.email);
    expect((await h.api('POST', `/api/invitations/${invitation.id}/accept`, { token: stranger.token })).status).toBe(404);
    expect((await h.api('POST', `/api/invitations/${invitation.id}/accept`, { token: club.token })).status).toBe(404);
    expect(await isMember(club, stranger.user.id)).toBe(false);
    expect((await groupInvitations(club)).find((i) => i.id === invitation.id)).toMatchObject({ status: 'pending' });
  });
});

describe('answering by the emailed link', () => {
  it('previews the group, then accepts signed out and confirms the address; the link works once', async () => {
    const club = await createClub(h, 'Link LUG');
    const person = await signUp(h, { email: freshEmail('linked') });
    await invite(club, person.user.email);
    const token = await invitationTokenFor(h, person.user.email);
    const preview = await h.api('GET', `/api/invitations/link?token=${encodeURIComponent(token)}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({ organization: { name: 'Link LUG' }, invited_by_name: expect.any(String), expires_at: expect.any(String) });
    const accepted = await answerLink(token, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ status: 'accepted', organization: { id: club.organization.id, name: 'Link LUG' } });
    expect(await isMember(club, person.user.id)).toBe(true);
    const again = await answerLink(token, 'accept');
    expect(again.status).toBe(404);
    expect(again.body.error).toBe(invitationMessages.linkInvalid);
    expect((await h.api('GET', `/api/invitations/link?token=${encodeURIComponent(token)}`)).status).toBe(404);
  });

  it('an unconfirmed account with a password accepts only signed in: the link proves the address, the password the account', async () => {
    const club = await createClub(h);
    const person = await signUp(h, { email: freshEmail('unconfirmed') }, { confirm: false });
    await invite(club, person.user.email);
    const token = await invitationTokenFor(h, person.user.email);
    const signedOut = await answerLink(token, 'accept');
    expect(signedOut.status).toBe(403);
    expect(signedOut.body.error).toBe(invitationMessages.signInFirst);
    expect(await isMember(club, person.user.id)).toBe(false);
    const signedIn = await answerLink(token, 'accept', person.token);
    expect(signedIn.status).toBe(200);
    expect(await isMember(club, person.user.id)).toBe(true);
    expect((await h.api('GET', '/api/auth/me', { token: person.token })).body.user.email_verified).toBe(true);
  });

  it('an account a group made (no password yet) accepts signed out', async () => {
    const first = await createClub(h, 'First');
    const second = await createClub(h, 'Second');
    const email = freshEmail('passwordless');
    const created = await h.api('POST', '/api/members', { token: first.token, body: { organization_id: first.organization.id, email, first_name: 'P', last_name: 'L' } });
    expect(created.body.member).not.toBeNull();
    await invite(second, email);
    expect((await answerLink(await invitationTokenFor(h, email), 'accept')).status).toBe(200);
    expect(await isMember(second, created.body.member.id)).toBe(true);
  });

  it('signed in as another account: 403, and nothing changes', async () => {
    const club = await createClub(h);
    const person = await signUp(h, { email: freshEmail('owner') });
    const other = await signUp(h, { email: freshEmail('other') });
    await invite(club, person.user.email);
    const token = await invitationTokenFor(h, person.user.email);
    const refused = await answerLink(token, 'accept', other.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(invitationMessages.wrongAccount);
    expect(await isMember(club, person.user.id)).toBe(false);
    expect(await isMember(club, other.user.id)).toBe(false);
    expect((await answerLink(token, 'decline')).body.status).toBe('declined');
  });
});

describe('the group side', () => {
  it('a withdrawn invitation stops working in the app and by link', async () => {
    const club = await createClub(h);
    const person = await signUp(h, { email: freshEmail('withdrawn') });
    const invitation = await invite(club, person.user.email);
    const token = await invitationTokenFor(h, person.user.email);
    const revoked = await h.api('DELETE', `/api/members/invitations/${invitation.id}?organization_id=${club.organization.id}`, { token: club.token });
    expect(revoked.status).toBe(204);
    expect((await groupInvitations(club)).find((i) => i.id === invitation.id)).toMatchObject({ status: 'revoked' });
    expect((await answerLink(token, 'accept')).status).toBe(404);
    expect((await h.api('POST', `/api/invitations/${invitation.id}/accept`, { token: person.token })).status).toBe(404);
    expect(await isMember(club, person.user.id)).toBe(false);
    // Withdrawing twice is 404: nothing waits any more.
    expect((await h.api('DELETE', `/api/members/invitations/${invitation.id}?organization_id=${club.organization.id}`, { token: club.token })).status).toBe(404);
  });

  it(`expires after ${invitationLifetimeDays} days; the group may then invite again`, async () => {
    const club = await createClub(h);
    const person = await signUp(h, { email: freshEmail('slowpoke') });
    const invitation = await invite(club, person.user.email);
    const token = await invitationTokenFor(h, person.user.email);
    h.clock.advance(invitationLifetimeDays * 86_400_000 + 1000);
    expect((await h.api('GET', `/api/invitations/link?token=${encodeURIComponent(token)}`)).status).toBe(404);
    expect((await h.api('GET', '/api/invitations', { token: person.token })).body).toEqual([]);
    expect((await h.api('POST', `/api/invitations/${invitation.id}/accept`, { token: person.token })).status).toBe(404);
    const renewed = await invite(club, person.user.email);
    expect(renewed.id).not.toBe(invitation.id);
    expect((await answerLink(await invitationTokenFor(h, person.user.email), 'accept')).status).toBe(200);
  });

  it('the CSV import invites existing accounts too', async () => {
    const club = await createClub(h);
    const person = await signUp(h, { email: freshEmail('imported') });
    const csv = `email,first_name,last_name\n${person.user.email},Im,Ported\n`;
    const imported = await h.api('POST', '/api/members/import', { token: club.token, body: { organization_id: club.organization.id, csv } });
    expect(imported.body).toMatchObject({ created: 0, invited: 1 });
    expect(await isMember(club, person.user.id)).toBe(false);
    expect(await groupInvitations(club)).toEqual([expect.objectContaining({ email: person.user.email, status: 'pending' })]);
  });

  it('a tRPC caller without members.manage may not list or withdraw', async () => {
    const club = await createClub(h);
    const person = await signUp(h, { email: freshEmail('nosy') });
    const invitation = await invite(club, person.user.email);
    await h.api('POST', `/api/invitations/${invitation.id}/accept`, { token: person.token });
    const error = await rpc(person.token)
      .invitations.list.query({ organization_id: club.organization.id })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<AppRouter>).data?.code).toBe('FORBIDDEN');
  });
});

describe('limits', () => {
  it('invitation emails from one client address are limited per hour (429 with Retry-After); others still invite', async () => {
    const club = await createClub(h);
    const rule = rateLimits.invitationsPerIp;
    const people = [];
    for (let i = 0; i <= rule.limit; i += 1) people.push(`limit${i}-${Date.now()}@example.org`);
    // Accounts made directly: the limit under test is the inviter's, not sign-up's.
    await h.deps.db
      .insertInto('users')
      .values(people.map((email) => ({ email, password_hash: null, first_name: 'L', last_name: 'M', display_name: null })))
      .execute();
    const csv = `email,first_name,last_name\n${people.slice(0, rule.limit).map((e) => `${e},L,M`).join('\n')}\n`;
    const ip = '203.0.113.7';
    const imported = await h.api('POST', '/api/members/import', { token: club.token, ip, body: { organization_id: club.organization.id, csv } });
    expect(imported.status).toBe(200);
    expect(imported.body.invited).toBe(rule.limit);
    const body = { organization_id: club.organization.id, email: people[rule.limit], first_name: 'L', last_name: 'M' };
    const refused = await h.api('POST', '/api/members', { token: club.token, ip, body });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(rateLimitMessages.invitationsPerIp);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await h.api('POST', '/api/members', { token: club.token, ip: '203.0.113.8', body })).status).toBe(201);
  });
});
