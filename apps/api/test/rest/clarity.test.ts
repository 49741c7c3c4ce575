/**
 * What the screens need to speak plainly: the safe-edit question's counts come with the 409 before
 * anything changes (and match what the answer then does), and the audit log's lines carry what
 * their sentences say ("Alex marked 3 members paid for 2026"), each under an action key the
 * sentences know.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditActionKeys } from '@lug/domain/audit-actions';
import { createActivity, createParticipationRole, recordParticipation } from '../support/factories-catalogue';
import { createClub, joinClub } from '../support/factories-members';
import { createHarness, type Harness } from '../support/harness';

let h: Harness;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

async function auditLog(token: string, organizationId: number, action: string) {
  const response = await h.api('GET', `/api/audit-log?organization_id=${organizationId}&action=${action}`, { token });
  expect(response.status).toBe(200);
  return response.body.items as Array<{ action: string; details: Record<string, unknown>; subject: { id: number; name: string } | null }>;
}

describe('the safe-edit question counts before anything changes', () => {
  it('a 409 says what each answer keeps, converts and removes, and the answer then does exactly that', async () => {
    const club = await createClub(h, 'Preview LUG');
    const orgId = club.organization.id;
    const activity = await createActivity(h, club.token, orgId, { start_date: '2026-06-27', end_date: '2026-06-29' });
    const role = await createParticipationRole(h, club.token, orgId, { name: 'Builder', points: 2 });
    const members = [];
    for (let i = 0; i < 3; i++) members.push(await joinClub(h, club));
    for (const [i, member] of members.entries()) {
      for (const date of ['2026-06-27', '2026-06-28', ...(i === 0 ? ['2026-06-29'] : [])]) {
        await recordParticipation(h, {
          organizationId: orgId,
          activityId: activity.id,
          userId: member.user.id,
          roleId: role.id,
          date,
        });
      }
    }

    const shorten = await h.api('PUT', `/api/activities/${activity.id}`, {
      token: club.token,
      body: { end_date: '2026-06-28' },
    });
    expect(shorten.status).toBe(409);
    expect(shorten.body.details).toEqual({
      affected: 1,
      preview: {
        affected: 1,
        keep: { count: 6, days: ['2026-06-27', '2026-06-28'], full_event: 0 },
        remove: { removed: { count: 1, days: ['2026-06-29'], full_event: 0 } },
        convert: {
          converted: { count: 0, days: [], full_event: 0 },
          into: { count: 0, days: [], full_event: 0 },
          removed: { count: 1, days: ['2026-06-29'], full_event: 0 },
        },
      },
    });

    const toFull = await h.api('PUT', `/api/activities/${activity.id}`, {
      token: club.token,
      body: { participation_type: 'full' },
    });
    expect(toFull.status).toBe(409);
    expect(toFull.body.details.preview.convert).toEqual({
      converted: { count: 7, days: ['2026-06-27', '2026-06-28', '2026-06-29'], full_event: 0 },
      into: { count: 3, days: [], full_event: 3 },
      removed: { count: 0, days: [], full_event: 0 },
    });
    // Nothing changed while the question was asked.
    const unchanged = await h.api('GET', `/api/activities/${activity.id}?organization_id=${orgId}`, {
      token: club.token,
    });
    expect(unchanged.body).toMatchObject({ end_date: '2026-06-29', participation_type: 'daily' });

    const converted = await h.api('PUT', `/api/activities/${activity.id}`, {
      token: club.token,
      body: { participation_type: 'full', participation_change: 'convert' },
    });
    expect(converted.status).toBe(200);
    const [update] = await auditLog(club.token, orgId, 'activity.update');
    expect(update?.details.participation).toEqual({ mode: 'convert', affected: 7, converted: 3, removed: 4 });
    const left = await h.deps.db
      .selectFrom('participations')
      .select(['participation_date'])
      .where('activity_id', '=', activity.id)
      .execute();
    expect(left).toHaveLength(3);
    expect(left.every((r) => r.participation_date === null)).toBe(true);
  });
});

describe('the audit log carries what its sentences say', () => {
  it('names the member an entry is about, as they are called now, and only members of the organisation', async () => {
    const club = await createClub(h, 'Names LUG');
    const orgId = club.organization.id;
    const member = await joinClub(h, club);
    await h.deps.db.updateTable('users').set({ first_name: 'Zoë', last_name: 'Müller', display_name: null }).where('id', '=', member.user.id).execute();
    const saved = await h.api('PUT', `/api/member-status/${member.user.id}`, {
      token: club.token,
      body: { organization_id: orgId, year, registration_complete: true, dues_type: 'paid' },
    });
    expect(saved.status).toBe(200);
    const [entry] = await auditLog(club.token, orgId, 'member_status.update');
    expect(entry?.subject).toEqual({ id: member.user.id, name: 'Zoë Müller' });

    // An entry naming someone who is not a member here (written by hand: no service does) stays a number.
    const stranger = await joinClub(h, await createClub(h, 'Elsewhere LUG'));
    await h.deps.db
      .insertInto('audit_log')
      .values({ organization_id: orgId, actor_user_id: club.user.id, action: 'participation.check_in', entity: 'participation', entity_id: null, details: JSON.stringify({ user_id: stranger.user.id }) })
      .execute();
    const [checkIn] = await auditLog(club.token, orgId, 'participation.check_in');
    expect(checkIn?.subject).toBeNull();
  });

  it('a bulk change of registration and dues names how many members, which statuses and which years', async () => {
    const club = await createClub(h, 'Sentences LUG');
    const orgId = club.organization.id;
    const members = [];
    for (let i = 0; i < 3; i++) members.push(await joinClub(h, club));
    const response = await h.api('POST', '/api/member-status/bulk', {
      token: club.token,
      body: { updates: members.map((m) => ({ organization_id: orgId, user_id: m.user.id, year, status: 'paid' })) },
    });
    expect(response.status).toBe(200);
    const [entry] = await auditLog(club.token, orgId, 'member_status.bulk_update');
    expect(entry?.details).toMatchObject({ count: 3, members: 3, years: [year], statuses: ['paid'] });

    // Every line written so far is under a key the sentences know.
    const all = await h.api('GET', `/api/audit-log?organization_id=${orgId}&limit=200`, { token: club.token });
    const actions = (all.body.items as Array<{ action: string }>).map((i) => i.action);
    expect(actions.length).toBeGreaterThan(3);
    for (const action of actions) expect(auditActionKeys).toContain(action);
  });
});
