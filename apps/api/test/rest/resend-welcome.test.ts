/**
 * Reaching members who never signed in (decision 38): the members list filters them, "Resend
 * welcome" queues a fresh welcome for the chosen ones in one audited transaction and says how many
 * were queued and why the others were not, and a welcome link works for 7 days.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness';
import { createClub, joinClub } from '../support/factories-members';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const dayMs = 24 * 60 * 60 * 1000;

function welcomes(to: string) {
  return h.deps.db
    .selectFrom('email_outbox')
    .select(['text_body', 'created_at'])
    .where('template', '=', 'welcome')
    .where('to_email', '=', to)
    .orderBy('id')
    .execute();
}

async function userId(email: string) {
  return (await h.deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

describe('members who never signed in', () => {
  it('the list filters them; Resend welcome queues one each, skips the others by reason, audited; the link lasts 7 days', async () => {
    h.clock.now = new Date('2027-03-01T09:00:00Z');
    const club = await createClub(h, 'Welcome Again LUG');
    const orgId = club.organization.id;
    const signedIn = await joinClub(h, club);
    const stamp = Date.now();
    const rows = ['quiet', 'silent', 'away', 'gone', 'nowhere'].map((n) => `${n}-${stamp}@welcome.example`);
    rows[4] = `nowhere-${stamp}@roster.invalid`;
    const csv = ['email,first_name,last_name', ...rows.map((e, i) => `${e},Name${i},Surname${i}`)].join('\n');
    const imported = await h.api('POST', '/api/members/import', {
      token: club.token,
      body: { organization_id: orgId, csv, send_welcome: false },
    });
    expect(imported.body).toMatchObject({ created: 5 });
    const [quiet, silent, away, gone, nowhere] = await Promise.all(rows.map(userId));
    await h.deps.db
      .updateTable('memberships')
      .set({ status: 'inactive' })
      .where('organization_id', '=', orgId)
      .where('user_id', '=', gone!)
      .execute();

    // The filter: the five imported, not the administrator nor the member who signed in.
    const list = await h.api('GET', `/api/members?organization_id=${orgId}&never_signed_in=true`, {
      token: club.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.map((m: { id: number }) => m.id).sort()).toEqual([quiet, silent, away, gone, nowhere].sort());
    expect(list.headers.get('x-total-count')).toBe('5');
    const others = await h.api('GET', `/api/members?organization_id=${orgId}&never_signed_in=false`, {
      token: club.token,
    });
    expect(others.body.map((m: { id: number }) => m.id).sort()).toEqual([club.user.id, signedIn.user.id].sort());

    // Away was sent one a moment ago (the Edit member screen's link): not again within the hour.
    const early = await h.api('POST', '/api/members/welcome', {
      token: club.token,
      body: { organization_id: orgId, user_ids: [away] },
    });
    expect(early.body).toMatchObject({ queued: 1 });
    h.clock.now = new Date('2027-03-01T09:10:00Z');

    const sent = await h.api('POST', '/api/members/welcome', {
      token: club.token,
      body: { organization_id: orgId, user_ids: [quiet, silent, away, gone, nowhere, signedIn.user.id, 999_999_999] },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toEqual({
      queued: 2,
      skipped: { signed_in: 1, inactive: 1, no_address: 1, sent_recently: 1, beyond_rights: 0, not_member: 1 },
      emailDelivery: 'not_configured',
    });
    expect(await welcomes(rows[0]!)).toHaveLength(1);
    expect(await welcomes(rows[1]!)).toHaveLength(1);
    expect(await welcomes(rows[2]!)).toHaveLength(1);
    expect(await welcomes(rows[3]!)).toHaveLength(0);
    expect(await welcomes(signedIn.user.email)).toHaveLength(0);
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'details'])
      .where('organization_id', '=', orgId)
      .where('action', '=', 'member.welcome_resend')
      .orderBy('id')
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[1]).toMatchObject({
      actor_user_id: club.user.id,
      details: { members: 2, user_ids: [quiet, silent].sort((a, b) => a! - b!) },
    });

    // The welcome says 7 days, and its link still sets the password six days later.
    const [mail] = await welcomes(rows[0]!);
    expect(mail!.text_body).toContain('valid for 7 days');
    h.clock.now = new Date(h.clock.now.getTime() + 6 * dayMs);
    const token = /reset-password\?token=([a-z2-7]+)/.exec(mail!.text_body)![1]!;
    const set = await h.api('POST', '/api/auth/password-reset/confirm', {
      body: { token, password: 'a long and quiet river' },
    });
    expect(set.status).toBe(204);
    // Signed in now: no longer among those who never did.
    const after = await h.api('GET', `/api/members?organization_id=${orgId}&never_signed_in=true`, {
      token: club.token,
    });
    expect(after.body.map((m: { id: number }) => m.id)).not.toContain(quiet);
  });

  it("a link older than 7 days no longer works; only members.manage resends, and only to the caller's group", async () => {
    h.clock.now = new Date('2027-03-01T09:00:00Z');
    const club = await createClub(h, 'Expiry LUG');
    const email = `late-${Date.now()}@welcome.example`;
    await h.api('POST', '/api/members/import', {
      token: club.token,
      body: { organization_id: club.organization.id, csv: `email,first_name,last_name\n${email},Late,Reader` },
    });
    const [mail] = await welcomes(email);
    h.clock.now = new Date(h.clock.now.getTime() + 7 * dayMs + 60_000);
    const token = /reset-password\?token=([a-z2-7]+)/.exec(mail!.text_body)![1]!;
    const late = await h.api('POST', '/api/auth/password-reset/confirm', {
      body: { token, password: 'a long and quiet river' },
    });
    expect(late.status).toBe(400);

    const member = await joinClub(h, club);
    const refused = await h.api('POST', '/api/members/welcome', {
      token: member.token,
      body: { organization_id: club.organization.id, user_ids: [await userId(email)] },
    });
    expect(refused.status).toBe(403);
    const other = await createClub(h, 'Other LUG');
    const foreign = await h.api('POST', '/api/members/welcome', {
      token: other.token,
      body: { organization_id: other.organization.id, user_ids: [await userId(email)] },
    });
    expect(foreign.body).toMatchObject({ queued: 0, skipped: { not_member: 1 } });
    expect(await welcomes(email)).toHaveLength(1);
  });
});
