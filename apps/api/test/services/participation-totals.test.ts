/**
 * The running totals of migration 0600 (record dates, per-member and per-activity totals kept by
 * triggers) against the truth recomputed from the records, after every kind of write the product
 * makes: bulk assign and remove, single creates, updates and deletes, an activity moved to another
 * year, converted from daily to full-event, deleted; a member's account deleted; and concurrent
 * bulk updates. The reports that read the totals (member stats, the history's summary and years)
 * must answer what an aggregate over the records answers.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itRaces } from '../support/races';
import { sql } from '@lug/db';
import { totalsMismatches } from '../support/participation-invariants';
import { createHarness, type Harness } from '../support/harness';
import { createClub, joinClub, type Club } from '../support/factories-members';
import { createActivity, createParticipationRole } from '../support/factories-catalogue';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});

/**
 * Each test's own club: five members (the administrator and four who joined), roles worth 1, 3
 * and 5 points, daily activities in two years (one spanning New Year) and a full-event one.
 */
async function totalsClub() {
  const club = await createClub(h, 'Totals Club');
  const members = [club.user.id];
  for (let i = 0; i < 4; i++) members.push((await joinClub(h, club, { first_name: `M${i}`, last_name: 'Totals' })).user.id);
  const roles: number[] = [];
  for (const points of [1, 3, 5]) roles.push((await createParticipationRole(h, club.token, club.organization.id, { points })).id);
  const activities: Array<{ id: number; start_date: string; end_date: string }> = [];
  for (const [start, end, type] of [
    ['2025-06-01', '2025-06-03', 'daily'],
    ['2025-12-31', '2026-01-01', 'daily'],
    ['2026-03-10', '2026-03-10', 'full'],
  ] as const) {
    activities.push(await createActivity(h, club.token, club.organization.id, { start_date: start, end_date: end, participation_type: type }));
  }
  return { club, members, roles, activities };
}

afterAll(async () => {
  await h?.close();
});

/** Member stats as the old aggregate computed them: the reports must still answer this. */
async function expectedStats(club: Club, year: number) {
  const result = await sql<{ memberId: number; totalActivities: number; totalPoints: number }>`
    select p.user_id as "memberId", count(distinct p.activity_id)::int as "totalActivities", sum(p.points)::int as "totalPoints"
    from participations p join activities a on a.id = p.activity_id
    where p.organization_id = ${club.organization.id}
      and coalesce(p.participation_date, a.start_date) between ${`${year}-01-01`}::date and ${`${year}-12-31`}::date
    group by p.user_id`.execute(h.deps.db);
  return result.rows.map((r) => ({ ...r, memberId: Number(r.memberId) })).sort((a, b) => a.memberId - b.memberId);
}

async function checkReports(club: Club) {
  expect(await totalsMismatches(h)).toEqual([]);
  for (const year of [2025, 2026]) {
    const stats = await h.api('GET', `/api/participation/member-stats?organization_id=${club.organization.id}&year=${year}`, { token: club.token });
    expect(stats.status).toBe(200);
    const got = (stats.body as Array<{ memberId: number; totalActivities: number; totalPoints: number }>)
      .map(({ memberId, totalActivities, totalPoints }) => ({ memberId, totalActivities, totalPoints }))
      .sort((a, b) => a.memberId - b.memberId);
    expect(got).toEqual(await expectedStats(club, year));
  }
  const truth = await sql<{ records: number; activities: number; participants: number }>`
    select count(*)::int as records, count(distinct activity_id)::int as activities, count(distinct user_id)::int as participants
    from participations where organization_id = ${club.organization.id}`.execute(h.deps.db);
  const history = await h.api('GET', `/api/participation?organization_id=${club.organization.id}`, { token: club.token });
  expect(history.status).toBe(200);
  const t = truth.rows[0]!;
  expect(history.body.summary).toMatchObject({ totalRecords: t.records, totalActivities: t.activities, uniqueParticipants: t.participants });
}

async function bulk(club: Club, action: 'assign' | 'remove', activity: { id: number }, date: string | null, userIds: number[], roleIds: number[]) {
  return h.api('POST', '/api/participation/bulk-update', {
    token: club.token,
    body: { organization_id: club.organization.id, activity_id: activity.id, date, user_ids: userIds, role_ids: roleIds, action },
  });
}

describe('participation running totals (migration 0600)', () => {
  it('stay equal to the records through random bulk assigns and removes', async () => {
    const { club, members, roles, activities } = await totalsClub();
    const days = (a: { start_date: string; end_date: string }) => (a.start_date === a.end_date ? [a.start_date] : [a.start_date, a.end_date]);
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            action: fc.constantFrom<'assign' | 'remove'>('assign', 'assign', 'remove'),
            activity: fc.nat({ max: 1 }),
            day: fc.nat({ max: 1 }),
            users: fc.subarray(members, { minLength: 1 }),
            roles: fc.subarray(roles, { minLength: 1 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        async (steps) => {
          for (const step of steps) {
            const activity = activities[step.activity]!;
            const response = await bulk(club, step.action, activity, days(activity)[step.day % days(activity).length]!, step.users, step.roles);
            expect(response.status).toBe(200);
          }
          expect(await totalsMismatches(h)).toEqual([]);
        },
      ),
      { numRuns: 8 },
    );
    await checkReports(club);
  });

  it('follow single records, activities moved to another year, conversions and deletions', async () => {
    const { club, members, roles, activities } = await totalsClub();
    const [daily, newYear, full] = activities as [(typeof activities)[0], (typeof activities)[0], (typeof activities)[0]];
    expect((await bulk(club, 'assign', full, null, members, [roles[0]!])).status).toBe(200);
    expect((await bulk(club, 'assign', newYear, '2026-01-01', members.slice(0, 2), roles)).status).toBe(200);
    const created = await h.api('POST', '/api/participation', {
      token: club.token,
      body: { organization_id: club.organization.id, activity_id: daily.id, user_id: members[3], role_id: roles[2], participation_date: '2025-06-02' },
    });
    expect([201, 409]).toContain(created.status);
    await checkReports(club);

    // A record changes role (points) and day.
    const record = await h.deps.db.selectFrom('participations').select('id').where('activity_id', '=', newYear.id).executeTakeFirstOrThrow();
    const updated = await h.api('PUT', `/api/participation/${record.id}`, {
      token: club.token,
      body: { organization_id: club.organization.id, role_id: roles[2], participation_date: '2025-12-31' },
    });
    expect([200, 409]).toContain(updated.status);
    await checkReports(club);

    // The full-event activity moves to another year: its records count there now.
    const moved = await h.api('PUT', `/api/activities/${full.id}`, {
      token: club.token,
      body: { organization_id: club.organization.id, start_date: '2025-03-10', end_date: '2025-03-10' },
    });
    expect(moved.status).toBe(200);
    await checkReports(club);

    // The daily activity becomes a full event: its records are converted.
    const converted = await h.api('PUT', `/api/activities/${daily.id}`, {
      token: club.token,
      body: { organization_id: club.organization.id, participation_type: 'full', participation_change: 'convert' },
    });
    expect(converted.status).toBe(200);
    await checkReports(club);

    // A record deleted, an activity deleted, a member's account deleted.
    const one = await h.deps.db.selectFrom('participations').select('id').where('organization_id', '=', club.organization.id).executeTakeFirstOrThrow();
    expect((await h.api('DELETE', `/api/participation/${one.id}?organization_id=${club.organization.id}`, { token: club.token })).status).toBe(204);
    expect((await h.api('DELETE', `/api/activities/${newYear.id}?organization_id=${club.organization.id}`, { token: club.token })).status).toBe(204);
    await h.deps.db.deleteFrom('users').where('id', '=', members[4]!).execute();
    await checkReports(club);

    const years = await h.api('GET', `/api/participation/years?organization_id=${club.organization.id}`, { token: club.token });
    const truth = await sql<{ year: number }>`
      select distinct extract(year from coalesce(p.participation_date, a.start_date))::int as year
      from participations p join activities a on a.id = p.activity_id where p.organization_id = ${club.organization.id}
      order by 1 desc`.execute(h.deps.db);
    expect(years.body).toEqual(truth.rows.map((r) => Number(r.year)));
  });

  itRaces('stay right under concurrent bulk updates of the same members', async () => {
    const { club, members, roles } = await totalsClub();
    const fresh = await createActivity(h, club.token, club.organization.id, { start_date: '2026-05-01', end_date: '2026-05-02', participation_type: 'daily' });
    const alive = members.slice(0, 4);
    const calls = Array.from({ length: 12 }, (_, i) =>
      bulk(club, i % 3 === 2 ? 'remove' : 'assign', fresh, i % 2 === 0 ? '2026-05-01' : '2026-05-02', alive, [roles[i % roles.length]!]),
    );
    const responses = await Promise.all(calls);
    for (const response of responses) expect(response.status).toBe(200);
    await checkReports(club);
  });

  it("keep the organisation's membership counts through joins, status changes and removals (migration 0730)", async () => {
    const { club } = await totalsClub();
    const joined = [];
    for (let i = 0; i < 3; i++) joined.push(await joinClub(h, club, { first_name: `J${i}`, last_name: 'Counts' }));
    const counts = async () => {
      const listed = await h.api('GET', `/api/members?organization_id=${club.organization.id}&limit=1`, { token: club.token });
      const row = await h.deps.db
        .selectFrom('organization_member_counts')
        .select(['members', 'active_members'])
        .where('organization_id', '=', club.organization.id)
        .executeTakeFirstOrThrow();
      return { listed: Number(listed.headers.get('x-total-count')), ...row };
    };
    const before = await counts();
    expect(before.listed).toBe(before.members);
    // Two members deactivated in one statement, one of them back, one removed through the API.
    await h.deps.db
      .updateTable('memberships')
      .set({ status: 'inactive' })
      .where('organization_id', '=', club.organization.id)
      .where('user_id', 'in', [joined[0]!.user.id, joined[1]!.user.id])
      .execute();
    await h.deps.db
      .updateTable('memberships')
      .set({ status: 'active' })
      .where('organization_id', '=', club.organization.id)
      .where('user_id', '=', joined[1]!.user.id)
      .execute();
    const removed = await h.api('DELETE', `/api/members/${joined[2]!.user.id}?organization_id=${club.organization.id}`, { token: club.token });
    expect(removed.status).toBeLessThan(300);
    const after = await counts();
    expect(after).toEqual({ listed: before.members - 1, members: before.members - 1, active_members: before.active_members - 2 });
    expect(await totalsMismatches(h)).toEqual([]);
  });
});
