import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness';
import { createClub, joinClub, type Club } from '../support/factories-members';
import { createActivity, createParticipationRole, recordParticipation } from '../support/factories-catalogue';
import { personalRecordTables } from '../../src/services/data-rights';
import { sql } from '@lug/db';

let h: Harness;
let club: Club;

beforeAll(async () => {
  h = await createHarness();
  club = await createClub(h, 'Rights LUG');
});
afterAll(async () => {
  await h?.close();
});

describe('downloading my data', () => {
  it('answers everything stored about me as a JSON download, without secrets', async () => {
    const person = await joinClub(h, club, { first_name: 'Pat', last_name: 'Plate' });
    await h.api('PUT', '/api/profile', { token: person.token, body: { biographical_info: 'Builds trains', website: 'https://pat.example' } });
    const activity = await createActivity(h, club.token, club.organization.id, { title: 'Brick Fair' });
    const role = await createParticipationRole(h, club.token, club.organization.id, { name: 'Helper', points: 7 });
    await recordParticipation(h, { organizationId: club.organization.id, activityId: activity.id, userId: person.user.id, roleId: role.id, date: null, points: 7 });
    const token = await h.api('POST', '/api/tokens', { token: person.token, body: { name: 'My script', scope: 'read' } });
    await h.api('POST', '/api/calendar/link', { token: person.token });

    const response = await h.api('GET', '/api/me/export', { token: person.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="my-lug-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = response.body;
    expect(data.user).toMatchObject({ id: person.user.id, email: person.user.email, biographical_info: 'Builds trains', website: 'https://pat.example' });
    expect(data.user.password_hash).toBeUndefined();
    expect(data.memberships).toEqual([
      expect.objectContaining({ organization_id: club.organization.id, organization_name: 'Rights LUG', status: 'active', permission_role: expect.objectContaining({ name: 'Member' }) }),
    ]);
    expect(data.participations).toEqual([
      expect.objectContaining({ activity_id: activity.id, activity_title: 'Brick Fair', role_name: 'Helper', points: 7, participation_date: null }),
    ]);
    expect(data.api_tokens).toEqual([expect.objectContaining({ id: token.body.apiToken.id, name: 'My script', scope: 'read' })]);
    expect(data.calendar_feed).toMatchObject({ last_used_at: null });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.emails).toEqual(expect.arrayContaining([expect.objectContaining({ template: expect.any(String) })]));
    expect(data.audit_entries.map((a: { action: string }) => a.action)).toEqual(
      expect.arrayContaining(['profile.update', 'api_token.create', 'calendar_feed.create']),
    );
    const text = JSON.stringify(data);
    expect(text).not.toContain(token.body.token);
    expect(text).not.toContain(person.token);
    // Over tRPC as well.
    expect((await h.api('GET', '/api/me/export')).status).toBe(401);
  });
});

describe("removing a member's personal data", () => {
  it('anonymises the person, ends every way in, removes the membership and keeps their participation in the reports', async () => {
    const person = await joinClub(h, club, { first_name: 'Robin', last_name: 'Riser' });
    const activity = await createActivity(h, club.token, club.organization.id, { title: 'Train show', start_date: '2026-03-03', end_date: '2026-03-03' });
    const role = await createParticipationRole(h, club.token, club.organization.id, { name: 'Guide', points: 11 });
    await recordParticipation(h, { organizationId: club.organization.id, activityId: activity.id, userId: person.user.id, roleId: role.id, date: null, points: 11 });
    const pat = await h.api('POST', '/api/tokens', { token: person.token, body: { name: 'Robin script' } });
    const link = await h.api('POST', '/api/calendar/link', { token: person.token });
    const statsBefore = await h.api('GET', `/api/participation/member-stats?organization_id=${club.organization.id}&year=2026`, { token: club.token });
    const totalBefore = (statsBefore.body as Array<{ totalPoints: number }>).reduce((sum, r) => sum + r.totalPoints, 0);

    const response = await h.api('POST', `/api/members/${person.user.id}/anonymize`, {
      token: club.token,
      body: { organization_id: club.organization.id },
    });
    expect(response).toMatchObject({ status: 200, body: { id: person.user.id, display_name: 'Former member' } });

    const user = await h.deps.db.selectFrom('users').selectAll().where('id', '=', person.user.id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      first_name: 'Former',
      last_name: 'member',
      display_name: 'Former member',
      email: `former-member-${person.user.id}@anonymized.invalid`,
      password_hash: null,
      biographical_info: null,
    });
    // Every way in is gone.
    expect((await h.api('GET', '/api/auth/me', { token: person.token })).status).toBe(401);
    expect((await h.api('GET', '/api/auth/me', { token: pat.body.token })).status).toBe(401);
    expect((await h.api('GET', new URL(link.body.url as string).pathname)).status).toBe(404);
    const login = await h.api('POST', '/api/auth/login', { body: { email: person.user.email, password: person.password } });
    expect(login.status).toBe(401);
    // No longer a member; the participation stays, anonymised, and the totals hold.
    expect((await h.api('GET', `/api/members/${person.user.id}?organization_id=${club.organization.id}`, { token: club.token })).status).toBe(404);
    const kept = await h.deps.db.selectFrom('participations').select('points').where('user_id', '=', person.user.id).execute();
    expect(kept).toEqual([{ points: 11 }]);
    const statsAfter = await h.api('GET', `/api/participation/member-stats?organization_id=${club.organization.id}&year=2026`, { token: club.token });
    const totalAfter = (statsAfter.body as Array<{ totalPoints: number }>).reduce((sum, r) => sum + r.totalPoints, 0);
    expect(totalAfter).toBe(totalBefore);
    const detail = await h.api('GET', `/api/activities/${activity.id}?organization_id=${club.organization.id}`, { token: club.token });
    expect(detail.body.Participations).toEqual([expect.objectContaining({ User: { id: person.user.id, display_name: 'Former member' } })]);
    // Audit lines keep what happened, not who it was.
    const audit = await h.deps.db.selectFrom('audit_log').select(['action', 'details']).where('entity_id', '=', String(person.user.id)).where('entity', '=', 'member').execute();
    expect(audit.map((a) => a.action)).toContain('member.anonymize');
    expect(JSON.stringify(audit)).not.toContain(person.user.email);
    const outbox = await h.deps.db.selectFrom('email_outbox').select('id').where('to_email', '=', person.user.email).execute();
    expect(outbox).toEqual([]);
  });

  it('refuses oneself, people in other organisations, non-administrators and strangers', async () => {
    const self = await h.api('POST', `/api/members/${club.user.id}/anonymize`, { token: club.token, body: { organization_id: club.organization.id } });
    expect(self.status).toBe(409);

    const shared = await joinClub(h, club);
    const otherClub = await createClub(h, 'Other LUG');
    const added = await h.api('POST', '/api/members', {
      token: otherClub.token,
      body: { organization_id: otherClub.organization.id, email: shared.user.email, first_name: 'x', last_name: 'y' },
    });
    expect(added.status).toBe(201);
    // An invitation alone does not make them the other group's member; accepting does.
    expect((await h.api('POST', `/api/invitations/${added.body.invitation.id}/accept`, { token: shared.token })).status).toBe(200);
    const refused = await h.api('POST', `/api/members/${shared.user.id}/anonymize`, { token: club.token, body: { organization_id: club.organization.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/another organization/);
    // Nothing changed.
    expect((await h.api('GET', '/api/auth/me', { token: shared.token })).status).toBe(200);

    const plain = await joinClub(h, club);
    const target = await joinClub(h, club);
    const forbidden = await h.api('POST', `/api/members/${target.user.id}/anonymize`, { token: plain.token, body: { organization_id: club.organization.id } });
    expect(forbidden.status).toBe(403);
    const stranger = await h.api('POST', `/api/members/${target.user.id}/anonymize`, { token: otherClub.token, body: { organization_id: otherClub.organization.id } });
    expect(stranger.status).toBe(404);
  });
});

describe("removing a member's personal data touches only the acting group's rows", () => {
  const anonymize = (by: Club, userId: number) =>
    h.api('POST', `/api/members/${userId}/anonymize`, { token: by.token, body: { organization_id: by.organization.id } });
  const mail = (organizationId: number | null, userId: number, subject: string) =>
    h.deps.db
      .insertInto('email_outbox')
      .values({ organization_id: organizationId, template: 'invitation', to_email: `x${userId}@example.org`, to_user_id: userId, subject, text_body: 'x', html_body: 'x' })
      .execute();

  it("refuses while another group keeps records about the person (a past membership), and changes none of that group's rows", async () => {
    const groupA = await createClub(h, 'Acting LUG');
    const groupB = await createClub(h, 'Former LUG');
    const person = await joinClub(h, groupB, { first_name: 'Sam', last_name: 'Shared' });
    const activity = await createActivity(h, groupB.token, groupB.organization.id, { title: 'B fair', start_date: '2026-04-04', end_date: '2026-04-04' });
    const role = await createParticipationRole(h, groupB.token, groupB.organization.id, { name: 'Host', points: 5 });
    await recordParticipation(h, { organizationId: groupB.organization.id, activityId: activity.id, userId: person.user.id, roleId: role.id, date: null, points: 5 });
    await mail(groupB.organization.id, person.user.id, 'From B');
    // Group B removes them; group A then has them as its only member record.
    const removed = await h.api('DELETE', `/api/members/${person.user.id}`, { token: groupB.token, body: { organization_id: groupB.organization.id } });
    expect(removed.status).toBe(204);
    const invited = await h.api('POST', '/api/members', {
      token: groupA.token,
      body: { organization_id: groupA.organization.id, email: person.user.email, first_name: 'Sam', last_name: 'Shared' },
    });
    expect((await h.api('POST', `/api/invitations/${invited.body.invitation.id}/accept`, { token: person.token })).status).toBe(200);

    const refused = await anonymize(groupA, person.user.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/Another organization still keeps records/);
    // Group B's record still names them, and its mail about them is still there; nothing changed.
    const detail = await h.api('GET', `/api/activities/${activity.id}?organization_id=${groupB.organization.id}`, { token: groupB.token });
    expect(detail.body.Participations).toEqual([expect.objectContaining({ User: expect.objectContaining({ id: person.user.id, display_name: 'Sam Shared' }) })]);
    const bMail = await h.deps.db.selectFrom('email_outbox').select('subject').where('to_user_id', '=', person.user.id).where('organization_id', '=', groupB.organization.id).execute();
    expect(bMail.map((m) => m.subject)).toContain('From B');
    expect((await h.api('GET', '/api/auth/me', { token: person.token })).status).toBe(200);
  });

  it("deletes this group's and the account's own mail to the person, never another group's", async () => {
    const groupA = await createClub(h, 'Mailing LUG');
    const groupB = await createClub(h, 'Other mailing LUG');
    const person = await joinClub(h, groupA);
    await mail(groupA.organization.id, person.user.id, 'From A');
    await mail(groupB.organization.id, person.user.id, 'From B');
    await mail(null, person.user.id, 'Account mail');

    expect((await anonymize(groupA, person.user.id)).status).toBe(200);
    const left = await h.deps.db.selectFrom('email_outbox').select(['organization_id', 'subject']).where('to_user_id', '=', person.user.id).execute();
    expect(left).toEqual([{ organization_id: groupB.organization.id, subject: 'From B' }]);
  });

  it('knows every table where a group keeps rows about a person', async () => {
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.columns
      where table_schema = current_schema() and column_name in ('organization_id', 'user_id')
      group by table_name having count(distinct column_name) = 2
      order by table_name`.execute(h.deps.db);
    expect(tables.rows.map((row) => row.table_name)).toEqual([...personalRecordTables]);
  });
});

