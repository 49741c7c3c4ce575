import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemo } from '../../src/demo/index';
import { createHarness, type Harness } from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

interface Activity {
  id: number;
  title: string;
  start_date: string;
  end_date: string;
}

it('lug demo runs an upcoming show (exhibits in every status, a table plan, shifts, bookings) and reports on last year’s', async () => {
  const demo = await seedDemo(h.deps);
  const { token } = (await h.api('POST', '/api/auth/login', { body: demo.admin })).body as { token: string };
  const org = demo.organization.id;
  const today = h.clock.now.toISOString().slice(0, 10);
  const year = h.clock.now.getUTCFullYear();

  const activities = (await h.api('GET', `/api/activities?organization_id=${org}`, { token })).body as Activity[];
  const shows = activities.filter((a) => a.title === 'Brickville Brick Show');
  expect(shows).toHaveLength(2);
  const upcoming = shows.find((a) => a.start_date > today)!;
  const past = shows.find((a) => a.start_date.startsWith(String(year - 1)))!;
  expect(upcoming).toBeDefined();
  expect(past).toBeDefined();
  // A few weeks ahead, two days.
  const ahead = (Date.parse(upcoming.start_date) - Date.parse(today)) / 86_400_000;
  expect(ahead).toBeGreaterThanOrEqual(14);
  expect(ahead).toBeLessThanOrEqual(42);
  expect(upcoming.end_date > upcoming.start_date).toBe(true);
  // Both shows are on a weekend.
  expect(new Date(`${upcoming.start_date}T00:00:00Z`).getUTCDay()).toBe(6);
  expect(new Date(`${past.start_date}T00:00:00Z`).getUTCDay()).toBe(6);

  // Exhibits: approved, pending and a rejected one with its reason; some need power; the admin has one.
  const exhibits = (await h.api('GET', `/api/activities/${upcoming.id}/exhibits`, { token })).body as {
    exhibits: Array<{
      id: number;
      status: string;
      review_reason: string | null;
      needs_power: boolean;
      user_id: number;
    }>;
    totals: { approved: number; approved_area_studs: number; sockets: number };
  };
  const statuses = exhibits.exhibits.map((e) => e.status);
  expect(statuses.filter((s) => s === 'approved').length).toBeGreaterThanOrEqual(5);
  expect(statuses.filter((s) => s === 'pending').length).toBeGreaterThanOrEqual(2);
  const rejected = exhibits.exhibits.filter((e) => e.status === 'rejected');
  expect(rejected).toHaveLength(1);
  expect(rejected[0]!.review_reason).toBeTruthy();
  expect(exhibits.exhibits.some((e) => e.needs_power)).toBe(true);
  expect(exhibits.totals.sockets).toBeGreaterThan(0);
  const limits = await h.deps.db
    .selectFrom('activities')
    .select(['exhibits_open', 'exhibits_per_member', 'exhibits_area_studs'])
    .where('id', '=', upcoming.id)
    .executeTakeFirstOrThrow();
  expect(limits).toMatchObject({ exhibits_open: true, exhibits_per_member: 3 });
  expect(exhibits.totals.approved_area_studs).toBeLessThanOrEqual(limits.exhibits_area_studs!);
  const perMember = new Map<number, number>();
  for (const e of exhibits.exhibits) {
    if (e.status !== 'rejected') perMember.set(e.user_id, (perMember.get(e.user_id) ?? 0) + 1);
  }
  expect(Math.max(...perMember.values())).toBeLessThanOrEqual(3);

  // The saved table plan places approved exhibits on a few tables.
  const plan = (await h.api('GET', `/api/activities/${upcoming.id}/table-plan`, { token })).body as {
    plan: { tables: unknown[]; placements: Array<{ exhibit_id: number }> };
  };
  expect(plan.plan.tables.length).toBeGreaterThanOrEqual(2);
  expect(plan.plan.tables.length).toBeLessThanOrEqual(3);
  expect(plan.plan.placements.length).toBeGreaterThanOrEqual(3);
  const approvedIds = new Set(exhibits.exhibits.filter((e) => e.status === 'approved').map((e) => e.id));
  expect(plan.plan.placements.every((p) => approvedIds.has(p.exhibit_id))).toBe(true);

  // Shifts on both days, none over its slots; the admin signed up for one.
  for (const show of [upcoming, past]) {
    const shifts = await h.deps.db
      .selectFrom('shifts as s')
      .select([
        's.date',
        's.slots',
        's.participation_role_id',
        (eb) =>
          eb
            .selectFrom('shift_signups as g')
            .select(eb.fn.countAll<string>().as('n'))
            .whereRef('g.shift_id', '=', 's.id')
            .as('taken'),
      ])
      .where('s.organization_id', '=', org)
      .where('s.activity_id', '=', show.id)
      .execute();
    expect(new Set(shifts.map((s) => String(s.date).slice(0, 10))).size).toBe(2);
    expect(shifts.every((s) => Number(s.taken) <= s.slots)).toBe(true);
    expect(shifts.every((s) => s.participation_role_id !== null)).toBe(true);
    expect(shifts.some((s) => Number(s.taken) > 0)).toBe(true);
  }

  // Bookings within stock.
  const bookings = await h.deps.db
    .selectFrom('equipment_bookings as b')
    .innerJoin('equipment as e', 'e.id', 'b.equipment_id')
    .select(['b.activity_id', 'b.quantity', 'e.quantity as stock'])
    .where('b.organization_id', '=', org)
    .execute();
  expect(bookings.filter((b) => b.activity_id === upcoming.id).length).toBeGreaterThanOrEqual(3);
  expect(bookings.every((b) => b.quantity <= b.stock)).toBe(true);

  // My signups: the admin's exhibit and shift.
  const mine = (await h.api('GET', '/api/me/signups', { token })).body as {
    exhibits: Array<{ organization_id: number }>;
    shifts: Array<{ organization_id: number }>;
  };
  expect(mine.exhibits.filter((e) => e.organization_id === org)).toHaveLength(1);
  expect(mine.shifts.filter((s) => s.organization_id === org)).toHaveLength(1);

  // Last year's report: entered visitors and counted figures.
  const report = (await h.api('GET', `/api/activities/${past.id}/report`, { token })).body as {
    filed: boolean;
    visitors_total: number;
    exhibits_shown: number;
    members_took_part: number;
    confirmed_signups: number;
    hours_staffed: number;
    photo_links: string[];
  };
  expect(report).toMatchObject({
    filed: true,
    visitors_total: 412 + 137 + 655,
    exhibits_shown: 6,
    // Six shifts: 4 + 2 + 2 + 2 + 1 + 3 confirmed sign-ups, 38.5 hours staffed.
    confirmed_signups: 14,
    hours_staffed: 38.5,
    // Six exhibitors and twelve helpers, four of them both.
    members_took_part: 14,
  });
  expect(report.photo_links).toHaveLength(1);

  const yearReport = (await h.api('GET', `/api/organizations/${org}/show-reports?year=${year - 1}`, { token }))
    .body as {
    shows: Array<{ activity: { id: number } }>;
    totals: { visitors_total: number; exhibits_shown: number };
  };
  // The show and last year's Spring Train Show, reported on too.
  expect(yearReport.shows).toHaveLength(2);
  expect(yearReport.shows.map((s) => s.activity.id)).toContain(past.id);
  expect(yearReport.totals.visitors_total).toBe(1204 + 605);
  expect(yearReport.totals.exhibits_shown).toBe(6);
});
