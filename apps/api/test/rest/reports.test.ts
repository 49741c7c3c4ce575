import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sortLikeMemberStatsPage } from '@lug/domain/reports-helpers';
import { addMember, createActivity, createParticipationRole, recordParticipation } from '../support/factories-catalogue';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';

let h: Harness;
let admin: Awaited<ReturnType<typeof signUpWithOrganization>>;
let orgId: number;
let members: Array<Awaited<ReturnType<typeof addMember>>>;
type Stored = { userId: number; activityId: number; activityTitle: string; startDate: string; date: string | null; points: number; roleId: number; roleName: string };
const stored: Stored[] = [];

/** A seeded, varied history: daily and full activities around two year boundaries. */
beforeAll(async () => {
  h = await createHarness();
  admin = await signUpWithOrganization(h, 'Reports LUG');
  orgId = admin.organization.id;
  members = [];
  for (let i = 0; i < 5; i++) members.push(await addMember(h, orgId));
  const roles = [
    await createParticipationRole(h, admin.token, orgId, { name: 'Attendee', points: 1 }),
    await createParticipationRole(h, admin.token, orgId, { name: 'Exhibitor', points: 5 }),
    await createParticipationRole(h, admin.token, orgId, { name: 'Organizer', points: 10 }),
  ];
  const activities = [
    await createActivity(h, admin.token, orgId, { title: 'New Year build', start_date: '2024-12-30', end_date: '2025-01-02', participation_type: 'daily' }),
    await createActivity(h, admin.token, orgId, { title: 'Winter meeting', start_date: '2024-12-31', end_date: '2025-01-01', participation_type: 'full' }),
    await createActivity(h, admin.token, orgId, { title: 'Summer show', start_date: '2025-07-04', end_date: '2025-07-06', participation_type: 'daily' }),
    await createActivity(h, admin.token, orgId, { title: 'Autumn swap', start_date: '2025-10-10', end_date: '2025-10-10', participation_type: 'full' }),
  ];
  const days: Record<number, string[]> = {
    [activities[0]!.id]: ['2024-12-30', '2024-12-31', '2025-01-01', '2025-01-02'],
    [activities[2]!.id]: ['2025-07-04', '2025-07-05', '2025-07-06'],
  };
  const random = fc.sample(
    fc.array(
      fc.record({ m: fc.nat(members.length - 1), a: fc.nat(activities.length - 1), r: fc.nat(roles.length - 1), d: fc.nat(3), p: fc.integer({ min: 0, max: 20 }) }),
      { minLength: 40, maxLength: 40 },
    ),
    { numRuns: 1, seed: 20261122 },
  )[0]!;
  const seen = new Set<string>();
  for (const pick of random) {
    const activity = activities[pick.a]!;
    const role = roles[pick.r]!;
    const member = members[pick.m]!;
    const dayList = days[activity.id];
    const date = dayList ? dayList[pick.d % dayList.length]! : null;
    const key = `${activity.id}:${member.user.id}:${role.id}:${date}`;
    if (seen.has(key)) continue;
    seen.add(key);
    await recordParticipation(h, { organizationId: orgId, activityId: activity.id, userId: member.user.id, roleId: role.id, date, points: pick.p });
    const title = ['New Year build', 'Winter meeting', 'Summer show', 'Autumn swap'][pick.a]!;
    stored.push({ userId: member.user.id, activityId: activity.id, activityTitle: title, startDate: activity.start_date, date, points: pick.p, roleId: role.id, roleName: role.name });
  }
});
afterAll(async () => {
  await h?.close();
});

const yearOf = (s: Stored) => Number((s.date ?? s.startDate).slice(0, 4));

describe('GET /api/participation/member-stats', () => {
  it.each([2024, 2025, 2026])('matches totals computed independently from the records (%i)', async (year) => {
    const response = await h.api('GET', `/api/participation/member-stats?organization_id=${orgId}&year=${year}`, { token: admin.token });
    expect(response.status).toBe(200);
    const expected = new Map<number, { activities: Set<number>; points: number }>();
    for (const s of stored.filter((s) => yearOf(s) === year)) {
      const entry = expected.get(s.userId) ?? { activities: new Set(), points: 0 };
      entry.activities.add(s.activityId);
      entry.points += s.points;
      expected.set(s.userId, entry);
    }
    const actual = response.body as Array<{ memberId: number; memberName: string; totalActivities: number; totalPoints: number }>;
    expect(actual.map((r) => r.memberId).sort()).toEqual([...expected.keys()].sort());
    for (const row of actual) {
      expect(row.totalActivities).toBe(expected.get(row.memberId)!.activities.size);
      expect(row.totalPoints).toBe(expected.get(row.memberId)!.points);
      expect(row.memberName).toMatch(/Test User/);
    }
    const points = actual.map((r) => r.totalPoints);
    expect(points).toEqual([...points].sort((a, b) => b - a));
  });

  it('needs reports.view', async () => {
    const response = await h.api('GET', `/api/participation/member-stats?organization_id=${orgId}&year=2025`, { token: members[0]!.token });
    expect(response.status).toBe(403);
  });
});

describe('GET /api/participation/member-stats/page', () => {
  type StatsRow = { memberId: number; memberName: string; totalActivities: number; totalPoints: number };
  let paging: Awaited<ReturnType<typeof signUpWithOrganization>>;
  let pagingOrg: number;
  let plainMember: Awaited<ReturnType<typeof addMember>>;
  let whole: StatsRow[];
  const pageUrl = (query: string) => `/api/participation/member-stats/page?organization_id=${pagingOrg}&${query}`;

  /**
   * Its own organisation: twelve members whose names differ in case only ('Bob'/'bob', 'Ivy'/'ivy')
   * or not at all, with ties in points and in activities, so every tiebreak is exercised. Names are
   * single ASCII words, so every collation orders them the same way once lower-cased.
   */
  beforeAll(async () => {
    paging = await signUpWithOrganization(h, 'Paging LUG');
    pagingOrg = paging.organization.id;
    const role = await createParticipationRole(h, paging.token, pagingOrg, { name: 'Helper', points: 1 });
    const activities = [];
    for (let i = 0; i < 3; i++) {
      activities.push(await createActivity(h, paging.token, pagingOrg, { title: `Paging show ${i}`, start_date: `2025-0${i + 3}-01`, end_date: `2025-0${i + 3}-01`, participation_type: 'full' }));
    }
    const names = ['alice', 'Bob', 'bob', 'CAROL', 'dave', 'Eve', 'frank', 'Gina', 'hank', 'Ivy', 'ivy', 'Bob'];
    // [points per activity] for each member: ties in totals (10, 10, 10; 6, 6) and in activities.
    const plan = [[5, 5], [10], [4, 6], [10], [2, 2, 2], [6], [3, 3], [0], [7, 7, 7], [1, 5], [6], [10]];
    for (const [index, name] of names.entries()) {
      const member = await addMember(h, pagingOrg);
      await h.deps.db.updateTable('users').set({ display_name: name }).where('id', '=', member.user.id).execute();
      for (const [a, points] of plan[index]!.entries()) {
        await recordParticipation(h, { organizationId: pagingOrg, activityId: activities[a]!.id, userId: member.user.id, roleId: role.id, date: null, points });
      }
    }
    plainMember = await addMember(h, pagingOrg);
    const response = await h.api('GET', `/api/participation/member-stats?organization_id=${pagingOrg}&year=2025`, { token: paging.token });
    expect(response.status).toBe(200);
    whole = response.body as StatsRow[];
    expect(whole).toHaveLength(names.length);
  });

  const orders = (['memberName', 'totalActivities', 'totalPoints'] as const).flatMap((sort) => (['asc', 'desc'] as const).map((direction) => [sort, direction] as const));

  it.each(orders)('pages by %s %s: each page is the matching slice of the whole list, with the count and the totals of all', async (sort, direction) => {
    const expected = sortLikeMemberStatsPage(whole, sort, direction);
    const totals = {
      totalActivities: whole.reduce((sum, row) => sum + row.totalActivities, 0),
      totalPoints: whole.reduce((sum, row) => sum + row.totalPoints, 0),
    };
    const seen: StatsRow[] = [];
    for (const offset of [0, 5, 10]) {
      const response = await h.api('GET', pageUrl(`year=2025&sort=${sort}&direction=${direction}&limit=5&offset=${offset}`), { token: paging.token });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ rows: expected.slice(offset, offset + 5), total: whole.length, totals });
      seen.push(...response.body.rows);
    }
    expect(seen).toEqual(expected);
  });

  it('defaults to total points descending, 50 a page; sorting by name ignores case', async () => {
    const response = await h.api('GET', pageUrl('year=2025'), { token: paging.token });
    expect(response.status).toBe(200);
    expect(response.body.rows).toEqual(sortLikeMemberStatsPage(whole, 'totalPoints', 'desc'));
    expect(response.body.rows.slice(0, 3).map((r: StatsRow) => r.memberName)).toEqual(['hank', 'alice', 'Bob']);
    const byName = await h.api('GET', pageUrl('year=2025&sort=memberName&direction=asc&limit=4'), { token: paging.token });
    expect(byName.body.rows.map((r: StatsRow) => r.memberName)).toEqual(['alice', 'Bob', 'bob', 'Bob']);
  });

  it('answers no rows past the end, and an empty year with zero totals', async () => {
    const past = await h.api('GET', pageUrl('year=2025&offset=12'), { token: paging.token });
    expect(past.status).toBe(200);
    expect(past.body.rows).toEqual([]);
    expect(past.body.total).toBe(12);
    expect(past.body.totals.totalPoints).toBe(whole.reduce((sum, row) => sum + row.totalPoints, 0));
    const empty = await h.api('GET', pageUrl('year=2024'), { token: paging.token });
    expect(empty.body).toEqual({ rows: [], total: 0, totals: { totalActivities: 0, totalPoints: 0 } });
  });

  it.each([
    ['year=2025&limit=0', /limit must be between 1 and 200/],
    ['year=2025&limit=201', /limit must be between 1 and 200/],
    ['year=2025&limit=ten', /limit must be a number/],
    ['year=2025&limit=2.5', /limit must be a whole number/],
    ['year=2025&offset=-1', /offset must be 0 or more/],
    ['year=2025&offset=99999999', /offset must be at most 1000000/],
    ['year=2025&sort=points', /sort must be one of memberName, totalActivities, totalPoints/],
    ['year=2025&direction=up', /direction must be asc or desc/],
    ['year=abc', /year must be a number/],
  ])('refuses %s with 400 and a message', async (query, message) => {
    const response = await h.api('GET', pageUrl(query), { token: paging.token });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(message);
  });

  it('needs reports.view in the organisation named, and refuses another organisation', async () => {
    const plain = await h.api('GET', pageUrl('year=2025'), { token: plainMember.token });
    expect(plain.status).toBe(403);
    // The other organisation's administrator holds reports.view there, not here.
    const other = await h.api('GET', pageUrl('year=2025'), { token: admin.token });
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).not.toMatch(/alice|hank/);
    const anonymous = await h.api('GET', pageUrl('year=2025'));
    expect(anonymous.status).toBe(401);
  });

  it('is the tRPC procedure reports.memberStatsPage', async () => {
    const input = encodeURIComponent(JSON.stringify({ organization_id: pagingOrg, year: 2025, sort: 'memberName', direction: 'desc', limit: 2 }));
    const response = await h.api('GET', `/trpc/reports.memberStatsPage?input=${input}`, { token: paging.token });
    expect(response.status).toBe(200);
    expect(response.body.result.data.rows).toEqual(sortLikeMemberStatsPage(whole, 'memberName', 'desc').slice(0, 2));
    expect(response.body.result.data.total).toBe(12);
  });
});

describe('GET /api/participation/report', () => {
  it('lists a member’s records of a year with its total, matching the records', async () => {
    for (const member of members) {
      for (const year of [2024, 2025]) {
        const response = await h.api('GET', `/api/participation/report?organization_id=${orgId}&memberId=${member.user.id}&year=${year}`, { token: admin.token });
        expect(response.status).toBe(200);
        const mine = stored.filter((s) => s.userId === member.user.id && yearOf(s) === year);
        expect(response.body.totalPoints).toBe(mine.reduce((sum, s) => sum + s.points, 0));
        expect(response.body.participations).toHaveLength(mine.length);
        const dates = response.body.participations.map((p: { date: string }) => p.date);
        expect([...dates].sort().reverse()).toEqual(dates);
        for (const row of response.body.participations) {
          expect(Number(row.date.slice(0, 4))).toBe(year);
        }
      }
    }
  });

  it('puts a full-event record in its start year and a day record in its own year, across New Year', async () => {
    const member = stored.find((s) => s.activityTitle === 'Winter meeting')!;
    expect(member).toBeDefined();
    const y2024 = await h.api('GET', `/api/participation/report?organization_id=${orgId}&memberId=${member.userId}&year=2024`, { token: admin.token });
    expect(y2024.body.participations.some((p: { activityName: string; date: string }) => p.activityName === 'Winter meeting' && p.date === '2024-12-31')).toBe(true);
    const y2025 = await h.api('GET', `/api/participation/report?organization_id=${orgId}&memberId=${member.userId}&year=2025`, { token: admin.token });
    expect(y2025.body.participations.some((p: { activityName: string }) => p.activityName === 'Winter meeting')).toBe(false);
  });

  it('answers an empty report with zero points, and lets a member read only their own', async () => {
    const empty = await h.api('GET', `/api/participation/report?organization_id=${orgId}&memberId=${members[0]!.user.id}&year=2022`, { token: admin.token });
    expect(empty.body).toEqual({ participations: [], totalPoints: 0, noShows: 0 });
    const own = await h.api('GET', `/api/participation/report?organization_id=${orgId}&memberId=${members[1]!.user.id}&year=2025`, { token: members[1]!.token });
    expect(own.status).toBe(200);
    const other = await h.api('GET', `/api/participation/report?organization_id=${orgId}&memberId=${members[2]!.user.id}&year=2025`, { token: members[1]!.token });
    expect(other.status).toBe(403);
    expect((await h.api('GET', `/api/participation/report?organization_id=${orgId}&memberId=x&year=2025`, { token: admin.token })).status).toBe(400);
  });
});
