/**
 * `lug demo`, shows part (issue 18): the group's equipment, an upcoming two-day public show with
 * exhibits in every status, a saved table plan, shifts with sign-ups and equipment bookings, and
 * last year's show with approved exhibits, confirmed sign-ups and a filed post-show report, so
 * every show screen (Exhibits, Table plan, Shifts, Equipment, Report, My signups, Reports → Shows)
 * has something to show.
 *
 * Rows are inserted directly like the rest of the demo (the services refuse what a seed needs:
 * registering for a show already over, and a review would email made-up addresses), but each row
 * is checked with the same domain rules the services apply (member limit, area limit, slots, stock,
 * table plan), so the demo never holds what the app would refuse.
 */
import { activityDays } from '@lug/domain/activities';
import { bookingProblem } from '@lug/domain/equipment-helpers';
import {
  approvalProblem,
  registrationProblem,
  tablePlanProblems,
  type ExhibitActivity,
  type ExhibitFacts,
  type ExhibitSize,
} from '@lug/domain/exhibits-helpers';
import { shiftTimesProblem, signUpForShift } from '@lug/domain/shifts-helpers';
import { sql, type DB } from '@lug/db';
import type { AppDeps } from '../context';
import { writeAudit } from '../services/audit';
import { activeMemberIds } from '../services/memberships';

interface DemoExhibit {
  /** Index into the active members (the admin excluded), or 'admin'. */
  by: number | 'admin';
  title: string;
  width: number;
  depth: number;
  height?: number;
  sockets?: number;
  notes?: string;
  status: 'pending' | 'approved' | 'rejected';
  reason?: string;
}

interface DemoShift {
  day: number;
  title: string;
  start: string;
  end: string;
  slots: number;
  /** Index into the active members (the admin excluded), or 'admin'. */
  signups: Array<number | 'admin'>;
}

const equipment = [
  { name: 'Folding tables (180 × 80 cm)', quantity: 12, notes: 'Stored in the club container, bay 2.' },
  { name: 'Grey baseplates 48 × 48', quantity: 60, notes: null },
  { name: 'Power strips (6 sockets)', quantity: 8, notes: 'Tested each spring; two have 10 m cables.' },
  { name: 'Roll-up banners', quantity: 3, notes: 'Brickville LUG logo, 85 × 200 cm.' },
  { name: 'Display barriers', quantity: 10, notes: null },
];

const upcomingExhibits: DemoExhibit[] = [
  {
    by: 0,
    title: 'Brickville Central Station',
    width: 96,
    depth: 48,
    height: 40,
    sockets: 2,
    notes: 'Two running 9V loops; needs the table against a wall.',
    status: 'approved',
  },
  { by: 1, title: 'Harbour Crane (Technic)', width: 32, depth: 32, height: 96, sockets: 1, status: 'approved' },
  { by: 1, title: 'Harbour Tugboat', width: 24, depth: 12, height: 16, status: 'approved' },
  { by: 2, title: 'Medieval Market Town', width: 64, depth: 48, height: 30, status: 'approved' },
  { by: 3, title: 'Classic Space Moonbase', width: 48, depth: 48, height: 24, sockets: 1, status: 'approved' },
  { by: 4, title: 'Corner Bakery & Café (modular)', width: 32, depth: 32, height: 60, status: 'approved' },
  { by: 'admin', title: 'Brickville Town Hall', width: 32, depth: 32, height: 72, status: 'approved' },
  { by: 5, title: 'Micro-scale City Skyline', width: 32, depth: 16, height: 20, status: 'pending' },
  {
    by: 6,
    title: 'Steam Locomotive BR 38',
    width: 48,
    depth: 8,
    height: 12,
    sockets: 1,
    notes: 'Runs on the station layout if Emma agrees; otherwise static.',
    status: 'pending',
  },
  {
    by: 7,
    title: 'Giant Bonsai Tree',
    width: 40,
    depth: 40,
    height: 130,
    status: 'rejected',
    reason: 'Too tall for the hall’s display cases (130 studs); could you bring it to the spring build day instead?',
  },
];

const upcomingShifts: DemoShift[] = [
  { day: 0, title: 'Setup', start: '08:00', end: '10:00', slots: 4, signups: ['admin', 0, 2] },
  { day: 0, title: 'Doors & welcome desk', start: '10:00', end: '13:30', slots: 2, signups: [8, 9] },
  { day: 0, title: 'Doors & welcome desk', start: '13:30', end: '17:00', slots: 2, signups: [10] },
  { day: 1, title: 'Doors & welcome desk', start: '10:00', end: '13:30', slots: 2, signups: [11] },
  { day: 1, title: 'Doors & welcome desk', start: '13:30', end: '17:00', slots: 3, signups: [] },
  { day: 1, title: 'Teardown', start: '17:00', end: '19:00', slots: 4, signups: [1, 3] },
];

const upcomingBookings = [
  {
    name: 'Folding tables (180 × 80 cm)',
    quantity: 8,
    notes: 'Three for the layout, one for the welcome desk, four spare.',
  },
  { name: 'Grey baseplates 48 × 48', quantity: 40, notes: null },
  { name: 'Power strips (6 sockets)', quantity: 4, notes: null },
  { name: 'Roll-up banners', quantity: 2, notes: 'Entrance and welcome desk.' },
];

const pastExhibits: DemoExhibit[] = [
  {
    by: 0,
    title: 'Brickville Central Station (first stage)',
    width: 64,
    depth: 48,
    height: 40,
    sockets: 2,
    status: 'approved',
  },
  { by: 2, title: 'Castle on the Cliff', width: 48, depth: 48, height: 70, status: 'approved' },
  { by: 3, title: 'Classic Space Galaxy Explorer', width: 32, depth: 24, height: 12, status: 'approved' },
  { by: 4, title: 'Modular Bookshop', width: 32, depth: 32, height: 56, status: 'approved' },
  { by: 12, title: 'Pirate Cove', width: 48, depth: 32, height: 36, status: 'approved' },
  { by: 'admin', title: 'Fire Station No. 7', width: 32, depth: 32, height: 48, status: 'approved' },
  {
    by: 13,
    title: 'Bricklink Haul Display',
    width: 96,
    depth: 64,
    status: 'rejected',
    reason: 'A pile of parts is not a model: bring one of your builds instead.',
  },
];

const pastShifts: DemoShift[] = [
  { day: 0, title: 'Setup', start: '08:00', end: '10:00', slots: 4, signups: ['admin', 0, 2, 14] },
  { day: 0, title: 'Doors & welcome desk', start: '10:00', end: '13:30', slots: 2, signups: [8, 9] },
  { day: 0, title: 'Doors & welcome desk', start: '13:30', end: '17:00', slots: 2, signups: [10, 15] },
  { day: 1, title: 'Doors & welcome desk', start: '10:00', end: '13:30', slots: 2, signups: [11, 16] },
  { day: 1, title: 'Doors & welcome desk', start: '13:30', end: '17:00', slots: 2, signups: [8] },
  { day: 1, title: 'Teardown', start: '17:00', end: '19:00', slots: 4, signups: [1, 3, 'admin'] },
];

const pastBookings = [
  { name: 'Folding tables (180 × 80 cm)', quantity: 10, notes: null },
  { name: 'Grey baseplates 48 × 48', quantity: 36, notes: null },
  { name: 'Power strips (6 sockets)', quantity: 3, notes: null },
  { name: 'Roll-up banners', quantity: 2, notes: null },
];

const showDescription =
  'Our big public show: the club layout, members’ MOCs, a play table for children and a parts-sorting race.';

export interface ShowsDemo {
  upcoming: number;
  past: number;
}

export async function seedShowsDemo(
  deps: AppDeps,
  options: { organizationId: number; adminUserId: number },
): Promise<ShowsDemo> {
  const { organizationId, adminUserId } = options;
  const now = deps.now();
  const today = now.toISOString().slice(0, 10);
  const thisYear = Number(today.slice(0, 4));
  return deps.db.transaction().execute(async (trx) => {
    const members = (await activeMemberIds(trx, organizationId))
      .map((m) => m.user_id)
      .filter((id) => id !== adminUserId);
    const who = (by: number | 'admin') => (by === 'admin' ? adminUserId : members[by % members.length]!);
    const category = await trx
      .selectFrom('categories')
      .select('id')
      .where('organization_id', '=', organizationId)
      .where('name', '=', 'Public Exhibitions')
      .executeTakeFirst();
    const roles = new Map(
      (
        await trx
          .selectFrom('participation_roles')
          .select(['id', 'name', 'points'])
          .where('organization_id', '=', organizationId)
          .execute()
      ).map((r) => [r.name, r]),
    );

    const stock = new Map<string, number>();
    for (const item of equipment) {
      const { id } = await trx
        .insertInto('equipment')
        .values({ organization_id: organizationId, name: item.name, quantity: item.quantity, notes: item.notes })
        .returning('id')
        .executeTakeFirstOrThrow();
      stock.set(item.name, id);
    }

    const show = async (start: string, open: boolean) => {
      const end = addDays(start, 1);
      const activity = {
        exhibits_open: open,
        exhibits_per_member: 3,
        exhibits_area_studs: 20_000,
        start_date: start,
        end_date: end,
        start_time: '10:00',
      };
      const { id } = await trx
        .insertInto('activities')
        .values({
          organization_id: organizationId,
          title: 'Brickville Brick Show',
          description: showDescription,
          start_date: start,
          end_date: end,
          start_time: '10:00',
          end_time: '17:00',
          location: 'Brickville Exhibition Hall, Hall B',
          organizer: 'Event Team',
          external_url: null,
          is_private: false,
          category_id: category?.id ?? null,
          participation_type: 'daily',
          exhibits_open: open,
          exhibits_per_member: activity.exhibits_per_member,
          exhibits_area_studs: activity.exhibits_area_studs,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, ...activity };
    };

    // The upcoming show: a weekend a few weeks ahead (the first Saturday three weeks out), exhibits still open.
    const upcomingStart = saturdayFrom(addDays(today, 21));
    const upcoming = await show(upcomingStart, true);
    const upcomingIds = await insertExhibits(trx, organizationId, upcoming, upcomingExhibits, who, {
      adminUserId,
      registeredAt: (i) => daysBefore(now, 20 - i),
      reviewedAt: daysBefore(now, 3),
      checkRegistration: { date: today, time: '12:00' },
    });
    const plan = {
      tables: [
        { id: 'table-1', name: 'Trains & harbour', width_studs: 225, depth_studs: 100 },
        { id: 'table-2', name: 'Town', width_studs: 225, depth_studs: 100 },
        { id: 'table-3', name: 'Castle & space', width_studs: 225, depth_studs: 100 },
      ],
      placements: [
        { title: 'Brickville Central Station', table_id: 'table-1', x: 0, y: 0, rotated: false },
        { title: 'Harbour Tugboat', table_id: 'table-1', x: 104, y: 0, rotated: false },
        { title: 'Brickville Town Hall', table_id: 'table-2', x: 0, y: 0, rotated: false },
        { title: 'Corner Bakery & Café (modular)', table_id: 'table-2', x: 32, y: 0, rotated: false },
        { title: 'Medieval Market Town', table_id: 'table-3', x: 0, y: 0, rotated: false },
        { title: 'Classic Space Moonbase', table_id: 'table-3', x: 72, y: 0, rotated: false },
      ].map(({ title, ...p }) => ({ exhibit_id: upcomingIds.get(title)!.id, ...p })),
    };
    const approved = new Map<number, ExhibitSize>(
      [...upcomingIds.values()].filter((e) => e.status === 'approved').map((e) => [e.id, e]),
    );
    const problems = tablePlanProblems(plan, approved);
    if (Object.keys(problems).length > 0) throw new Error(`Demo table plan: ${JSON.stringify(problems)}`);
    await trx
      .insertInto('table_plans')
      .values({
        organization_id: organizationId,
        activity_id: upcoming.id,
        plan: sql`${JSON.stringify(plan)}::jsonb`,
        updated_at: daysBefore(now, 2),
        updated_by: adminUserId,
      })
      .execute();
    await insertShifts(trx, organizationId, upcoming, upcomingShifts, who, {
      roleId: roles.get('Helper')?.id ?? null,
      signedUpAt: (i) => daysBefore(now, 10 - i),
      confirm: null,
    });
    await insertBookings(
      trx,
      organizationId,
      upcoming,
      upcomingBookings,
      stock,
      equipment,
      adminUserId,
      daysBefore(now, 5),
    );

    // Last year's show, over and reported on: the third weekend of October.
    const pastStart = addDays(saturdayFrom(`${thisYear - 1}-10-01`), 14);
    const past = await show(pastStart, false);
    const pastIds = await insertExhibits(trx, organizationId, past, pastExhibits, who, {
      adminUserId,
      registeredAt: (i) => new Date(Date.parse(`${addDays(pastStart, -30 + i)}T18:00:00Z`)),
      reviewedAt: new Date(Date.parse(`${addDays(pastStart, -7)}T19:00:00Z`)),
      checkRegistration: null,
    });
    const helpers = await insertShifts(trx, organizationId, past, pastShifts, who, {
      roleId: roles.get('Helper')?.id ?? null,
      signedUpAt: (i) => new Date(Date.parse(`${addDays(pastStart, -14 + i)}T20:00:00Z`)),
      confirm: { by: adminUserId },
    });
    await insertBookings(
      trx,
      organizationId,
      past,
      pastBookings,
      stock,
      equipment,
      adminUserId,
      new Date(Date.parse(`${addDays(pastStart, -10)}T12:00:00Z`)),
    );
    // Who took part: exhibitors of approved exhibits on both days, helpers on their shifts' days.
    const participations: Array<{ user_id: number; role: string; day: string }> = [];
    for (const e of pastIds.values()) {
      if (e.status !== 'approved') continue;
      for (const day of activityDays(past.start_date, past.end_date)) {
        if (!participations.some((p) => p.user_id === e.user_id && p.role === 'Exhibitor' && p.day === day)) {
          participations.push({ user_id: e.user_id, role: 'Exhibitor', day });
        }
      }
    }
    for (const h of helpers) {
      if (!participations.some((p) => p.user_id === h.user_id && p.role === 'Helper' && p.day === h.day)) {
        participations.push({ user_id: h.user_id, role: 'Helper', day: h.day });
      }
    }
    const rows = participations.flatMap((p) => {
      const role = roles.get(p.role);
      return role
        ? [
            {
              organization_id: organizationId,
              activity_id: past.id,
              user_id: p.user_id,
              role_id: role.id,
              participation_date: p.day,
              points: role.points,
            },
          ]
        : [];
    });
    if (rows.length > 0) await trx.insertInto('participations').values(rows).execute();
    await trx
      .insertInto('show_reports')
      .values({
        organization_id: organizationId,
        activity_id: past.id,
        visitors_children: 412,
        visitors_teens: 137,
        visitors_adults: 655,
        notes:
          'Our busiest Saturday so far: the queue reached the car park at 11:00. The parts-sorting race was a hit; ' +
          'next year we need a second welcome desk and more power near the station layout.',
        photo_links: sql`${JSON.stringify(['https://www.flickr.com/photos/brickville-lug/albums/brick-show'])}::jsonb`,
        updated_at: new Date(Date.parse(`${addDays(past.end_date, 3)}T20:00:00Z`)),
        updated_by: adminUserId,
      })
      .execute();

    // Last year's Spring Train Show (from the catalogue) was reported on too: two shows in the year's report.
    const spring = await trx
      .selectFrom('activities')
      .select(['id', 'end_date'])
      .where('organization_id', '=', organizationId)
      .where('title', '=', 'Spring Train Show')
      .where('start_date', '>=', `${thisYear - 1}-01-01`)
      .where('start_date', '<=', `${thisYear - 1}-12-31`)
      .executeTakeFirst();
    if (spring) {
      await trx
        .insertInto('show_reports')
        .values({
          organization_id: organizationId,
          activity_id: spring.id,
          visitors_children: 236,
          visitors_teens: 58,
          visitors_adults: 311,
          notes: 'Smaller hall than hoped; the new point motors on the layout worked all weekend.',
          updated_at: new Date(Date.parse(`${addDays(spring.end_date, 2)}T19:00:00Z`)),
          updated_by: adminUserId,
        })
        .execute();
    }

    await writeAudit(trx, {
      organizationId,
      actorUserId: adminUserId,
      action: 'demo.shows',
      entity: 'organization',
      entityId: organizationId,
      details: {
        shows: [upcoming.id, past.id],
        exhibits: upcomingExhibits.length + pastExhibits.length,
        equipment: equipment.length,
      },
    });
    return { upcoming: upcoming.id, past: past.id };
  });
}

type ActivityRow = ExhibitActivity & { id: number; end_date: string };

async function insertExhibits(
  trx: DB,
  organizationId: number,
  activity: ActivityRow,
  list: readonly DemoExhibit[],
  who: (by: number | 'admin') => number,
  options: {
    adminUserId: number;
    registeredAt: (index: number) => Date;
    reviewedAt: Date;
    /** The clock to check registration against, or null for a show already over. */
    checkRegistration: { date: string; time: string } | null;
  },
): Promise<Map<string, ExhibitFacts & { title: string }>> {
  const facts: Array<ExhibitFacts & { title: string }> = [];
  for (const [index, e] of list.entries()) {
    const userId = who(e.by);
    const problem = options.checkRegistration
      ? registrationProblem(activity, facts, userId, options.checkRegistration)
      : null;
    if (problem) throw new Error(`Demo exhibit ${e.title}: ${problem}`);
    const sockets = e.sockets ?? 0;
    const at = options.registeredAt(index);
    const { id } = await trx
      .insertInto('exhibits')
      .values({
        organization_id: organizationId,
        activity_id: activity.id,
        user_id: userId,
        title: e.title,
        width_studs: e.width,
        depth_studs: e.depth,
        height_studs: e.height ?? null,
        needs_power: sockets > 0,
        sockets,
        notes: e.notes ?? null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const fact = {
      id,
      user_id: userId,
      status: 'pending' as const,
      width_studs: e.width,
      depth_studs: e.depth,
      sockets,
    };
    facts.push({ ...fact, title: e.title });
    if (e.status === 'pending') continue;
    if (e.status === 'approved') {
      const refused = approvalProblem(activity, facts, id);
      if (refused) throw new Error(`Demo exhibit ${e.title}: ${refused}`);
    }
    await trx
      .updateTable('exhibits')
      .set({
        status: e.status,
        review_reason: e.reason ?? null,
        reviewed_by: options.adminUserId,
        reviewed_at: options.reviewedAt,
        updated_at: options.reviewedAt,
      })
      .where('id', '=', id)
      .execute();
    facts[facts.length - 1] = { ...fact, status: e.status, title: e.title };
  }
  return new Map(facts.map((f) => [f.title, f]));
}

async function insertShifts(
  trx: DB,
  organizationId: number,
  activity: ActivityRow,
  list: readonly DemoShift[],
  who: (by: number | 'admin') => number,
  options: { roleId: number | null; signedUpAt: (index: number) => Date; confirm: { by: number } | null },
): Promise<Array<{ user_id: number; day: string }>> {
  const signed: Array<{ user_id: number; day: string }> = [];
  const days = activityDays(activity.start_date, activity.end_date);
  for (const s of list) {
    const date = days[s.day]!;
    const times = shiftTimesProblem({ date, start_time: s.start, end_time: s.end }, activity);
    if (times) throw new Error(`Demo shift ${s.title}: ${JSON.stringify(times)}`);
    const { id } = await trx
      .insertInto('shifts')
      .values({
        organization_id: organizationId,
        activity_id: activity.id,
        title: s.title,
        date,
        start_time: s.start,
        end_time: s.end,
        slots: s.slots,
        participation_role_id: options.roleId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let taken: number[] = [];
    for (const [index, by] of s.signups.entries()) {
      const userId = who(by);
      const outcome = signUpForShift(taken, s.slots, userId);
      if (!outcome.ok) throw new Error(`Demo shift ${s.title}: ${outcome.problem}`);
      taken = outcome.signups;
      const confirmedAt = options.confirm ? new Date(Date.parse(`${date}T${s.end}:00Z`)) : null;
      await trx
        .insertInto('shift_signups')
        .values({
          organization_id: organizationId,
          shift_id: id,
          user_id: userId,
          at: options.signedUpAt(index),
          confirmed_at: confirmedAt,
          confirmed_by: options.confirm?.by ?? null,
        })
        .execute();
      signed.push({ user_id: userId, day: date });
    }
  }
  return signed;
}

async function insertBookings(
  trx: DB,
  organizationId: number,
  activity: ActivityRow,
  list: ReadonlyArray<{ name: string; quantity: number; notes: string | null }>,
  stock: ReadonlyMap<string, number>,
  items: ReadonlyArray<{ name: string; quantity: number }>,
  bookedBy: number,
  at: Date,
) {
  for (const b of list) {
    const item = items.find((i) => i.name === b.name)!;
    // The demo's two shows never share a day: no other booking takes from the stock.
    const problem = bookingProblem(item.quantity, [], activity, b.quantity);
    if (problem) throw new Error(`Demo booking ${b.name}: ${problem.message}`);
    await trx
      .insertInto('equipment_bookings')
      .values({
        organization_id: organizationId,
        equipment_id: stock.get(b.name)!,
        activity_id: activity.id,
        quantity: b.quantity,
        notes: b.notes,
        booked_by: bookedBy,
        at,
      })
      .execute();
  }
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** `date` itself when it is a Saturday, else the Saturday after it. */
function saturdayFrom(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, (6 - weekday + 7) % 7);
}

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 86_400_000);
}
