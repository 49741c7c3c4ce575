/** The member's own dashboard in one organisation, plus an at-a-glance panel for those who run it. */
import { rankAmong, type Dashboard } from '@lug/domain/dashboard';
import { duesFiguresFromTotals } from '@lug/domain/dues-figures';
import { levelFor, nextRenewal } from '@lug/domain/settings';
import { sql, type DB } from '@lug/db';
import type { AppDeps } from '../context';
import { activityVisible } from './activity-visibility';
import { feeForYear } from './dues';
import { hasPermission, type OrgScope } from './authorization';
import { epcQrSvg, memberPayment } from './payment';
import { loadSettings } from './settings';

/** The day a record counts for, kept on the row (`coalesce(participation_date, activity start)`). */
const recordDate = sql<string>`p.record_date`;

export async function getDashboard(deps: AppDeps, db: DB, viewer: OrgScope): Promise<Dashboard> {
  const organizationId = viewer.organizationId;
  const today = deps.now().toISOString().slice(0, 10);
  const year = Number(today.slice(0, 4));
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const settings = await loadSettings(db, organizationId);
  const meetingCategories = settings.membership.meeting_category_ids;

  const thisYear = db
    .selectFrom('participations as p')
    .innerJoin('activities as a', (join) => join.onRef('a.organization_id', '=', 'p.organization_id').onRef('a.id', '=', 'p.activity_id'))
    .where('p.organization_id', '=', organizationId)
    .where(recordDate, '>=', from)
    .where(recordDate, '<=', to);

  const [mine, last, standing, membership, status] = await Promise.all([
    thisYear
      .where('p.user_id', '=', viewer.userId)
      .select([
        sql<number>`count(distinct p.activity_id)::int`.as('activities'),
        sql<number>`count(distinct ${recordDate})::int`.as('days'),
        (meetingCategories.length > 0
          ? sql<number>`count(distinct p.activity_id) filter (where a.category_id in (${sql.join(meetingCategories)}))::int`
          : sql<number>`0`
        ).as('meetings'),
        // The year's kept total: the records' points and the awarded ones (issue 30).
        sql<number>`coalesce((select t.points from participation_member_years t
          where t.organization_id = ${organizationId} and t.year = ${year} and t.user_id = ${viewer.userId}), 0)::int`.as('points'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('participations as p')
      .innerJoin('activities as a', (join) => join.onRef('a.organization_id', '=', 'p.organization_id').onRef('a.id', '=', 'p.activity_id'))
      .select(['a.id', 'a.title', recordDate.as('date')])
      .where('p.organization_id', '=', organizationId)
      .where('p.user_id', '=', viewer.userId)
      .where(recordDate, '<=', today)
      .orderBy(recordDate, 'desc')
      .orderBy('p.id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    // The rank from the kept yearly totals (decision 0010), never from a scan of the year's records:
    // two counts over the (organization_id, year, points) index.
    db
      .selectNoFrom([
        sql<number>`(select count(*)::int from participation_member_years t
          where t.organization_id = ${organizationId} and t.year = ${year} and t.points > 0)`.as('ranked'),
        sql<number>`(select count(*)::int from participation_member_years t
          where t.organization_id = ${organizationId} and t.year = ${year}
            and t.points > coalesce((select me.points from participation_member_years me
              where me.organization_id = ${organizationId} and me.year = ${year} and me.user_id = ${viewer.userId}), 0))`.as('above'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('memberships')
      .select(['status', 'member_since'])
      .where('organization_id', '=', organizationId)
      .where('user_id', '=', viewer.userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('member_statuses')
      .select(['registration_complete', 'dues_type'])
      .where('organization_id', '=', organizationId)
      .where('user_id', '=', viewer.userId)
      .where('year', '=', year)
      .executeTakeFirst(),
  ]);

  const total = Number(mine.points);
  const level = levelFor(total, settings.membership.level_thresholds);
  const canSeeOverview = ['members.manage', 'reports.view', 'settings.manage', 'registration.manage'].some((p) =>
    hasPermission(viewer, p as Parameters<typeof hasPermission>[1]),
  );

  return {
    year,
    participation: {
      activitiesAttended: Number(mine.activities),
      daysAttended: Number(mine.days),
      meetingsAttended: Number(mine.meetings),
      meetingCategoriesSet: meetingCategories.length > 0,
      lastActivity: last ? { id: last.id, title: last.title, date: last.date } : null,
    },
    points: {
      total,
      rank: rankAmong(total, Number(standing.above)),
      rankedMembers: Number(standing.ranked),
      level: level.level,
      nextLevel: level.nextLevel,
      pointsToNextLevel: level.pointsToNext,
    },
    membership: {
      status: membership.status,
      memberSince: membership.member_since,
      registered: status?.registration_complete ?? false,
      duesType: status?.dues_type ?? 'none',
      nextRenewal: nextRenewal(today, settings.membership.renewal_date),
    },
    overview: canSeeOverview ? await overview(db, organizationId, year) : null,
    myDues: await myDues(db, settings, viewer, year),
    setup:
      hasPermission(viewer, 'settings.manage') && !settings.setup.checklist_dismissed
        ? await setupChecklist(db, settings, viewer)
        : null,
    upcomingActivities: await db
      .selectFrom('activities as a')
      .select(['a.id', 'a.title', 'a.start_date'])
      .where('a.organization_id', '=', organizationId)
      .where('a.end_date', '>=', today)
      .where(activityVisible(viewer))
      .orderBy('a.start_date')
      .orderBy('a.id')
      .limit(5)
      .execute(),
  };
}

/**
 * The setup checklist, each step read from the data: a time zone chosen (not the default UTC), a
 * dues amount, a way to pay, a participation role, a second member (added or imported), and an
 * invitation sent or another member signed in.
 */
async function setupChecklist(db: DB, settings: Awaited<ReturnType<typeof loadSettings>>, viewer: OrgScope) {
  const org = viewer.organizationId;
  const counts = await db
    .selectNoFrom([
      sql<boolean>`exists (select 1 from dues_fees f where f.organization_id = ${org})`.as('fees'),
      sql<boolean>`exists (select 1 from participation_roles r where r.organization_id = ${org})`.as('roles'),
      sql<boolean>`exists (select 1 from memberships m where m.organization_id = ${org} and m.user_id <> ${viewer.userId})`.as(
        'members',
      ),
      sql<boolean>`(exists (select 1 from invitations i where i.organization_id = ${org})
        or exists (select 1 from memberships m where m.organization_id = ${org} and m.user_id <> ${viewer.userId}
          and m.last_login is not null))`.as('invite'),
    ])
    .executeTakeFirstOrThrow();
  return {
    timeZone: settings.general.time_zone !== 'UTC',
    duesAmount: Boolean(counts.fees),
    payment: Boolean(settings.payment.instructions || settings.payment.iban),
    participationRoles: Boolean(counts.roles),
    members: Boolean(counts.members),
    invite: Boolean(counts.invite),
  };
}

/** The member's own dues card: the books' reading, and how to pay only while they owe something. */
async function myDues(db: DB, settings: Awaited<ReturnType<typeof loadSettings>>, viewer: OrgScope, year: number) {
  const { howToPay, ...line } = await memberPayment(db, settings, viewer.organizationId, viewer.userId, year);
  const owes = line.balance !== null && line.balance > 0;
  return {
    ...line,
    howToPay:
      owes && howToPay
        ? {
            instructions: howToPay.instructions,
            iban: howToPay.iban,
            accountHolder: howToPay.accountHolder,
            qrSvg: howToPay.epcPayload ? await epcQrSvg(howToPay.epcPayload) : null,
          }
        : null,
  };
}

async function overview(db: DB, organizationId: number, year: number) {
  const [active, statuses, fee] = await Promise.all([
    db
      .selectFrom('memberships')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('organization_id', '=', organizationId)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('member_statuses as s')
      .innerJoin('memberships as m', (join) =>
        join.onRef('m.organization_id', '=', 's.organization_id').onRef('m.user_id', '=', 's.user_id'),
      )
      // Stored rows of active members grouped alike; duesFiguresFromTotals sorts them into the
      // figures, the same reading as the Registration & Dues screen's (decision 43).
      .select([
        's.dues_type',
        's.amount_received_minor',
        's.registration_complete',
        sql<number>`count(*)::int`.as('rows'),
      ])
      .where('s.organization_id', '=', organizationId)
      .where('s.year', '=', year)
      .where('m.status', '=', 'active')
      .groupBy(['s.dues_type', 's.amount_received_minor', 's.registration_complete'])
      .execute(),
    feeForYear(db, organizationId, year),
  ]);
  const activeMembers = Number(active.n);
  const figures = duesFiguresFromTotals(
    activeMembers,
    statuses.map((s) => ({ ...s, rows: Number(s.rows) })),
    fee?.amount_minor ?? null,
  );
  return {
    activeMembers,
    dues: figures.counts,
    money: fee ? { currency: fee.currency, ...figures.amounts } : null,
  };
}
