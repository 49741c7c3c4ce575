/**
 * The post-show report (issue 18, docs/decisions/0032-show-report-and-my-signups.md).
 *
 * `show_reports` keeps only what cannot be counted (visitors, notes, photo links). The rest is
 * counted from the rows whenever a report is read, so it never disagrees with them:
 * - exhibits shown: the activity's approved exhibits;
 * - members who took part: distinct members with a participation record on the activity;
 * - hours staffed: each of the activity's shifts' length times its *confirmed* sign-ups.
 * Every read is filtered by the checked scope's organisation as well as the activity.
 *
 * A year's shows are the activities starting in that year that have a report, an exhibit or a
 * shift. Reading needs `reports.view` or `activities.manage`, and shows only the activities the one
 * visibility rule lets the reader see (decision 0035); writing `activities.manage`, under
 * the activity's row lock (the lock every writer of an activity takes).
 */
import {
  hoursFromMinutes,
  showReportCsvColumns,
  showReportMessages,
  staffedMinutes,
  visitorsTotal,
  yearTotals,
  type ExportFormat,
  type ShowReport,
  type ShowReportFile,
  type ShowReportUpdateInput,
  type ShowYear,
} from '@lug/domain/show-report';
import { activityRuleMessages } from '@lug/domain/activities-helpers';
import { forbidden, notFound } from '@lug/domain/errors';
import { sql, type DB, type Json } from '@lug/db';
import type { AppDeps } from '../context';
import { writeCsv } from '../csv';
import { auditMemberChange } from './audit';
import { activityVisible } from './activity-visibility';
import { hasPermission, type OrgScope } from './authorization';
import { lockActivityRsvps } from './locks';
import { showReportPdf, showYearPdf } from './show-report-pdf';
import { memberName } from './users';
import { fileSlug } from './file-names';

/** Reading reports: `reports.view` or `activities.manage` (the managers who fill them in). */
export function requireReportReader(scope: OrgScope) {
  if (!hasPermission(scope, 'reports.view') && !hasPermission(scope, 'activities.manage')) {
    throw forbidden(showReportMessages.noAccess);
  }
}

interface ActivityHead {
  id: number;
  title: string;
  start_date: string;
  end_date: string;
  location: string | null;
}

/** The reports of the organisation's activities `activities` (in their order): four reads whatever their number. */
async function reportsOf(db: DB, organizationId: number, activities: readonly ActivityHead[]): Promise<ShowReport[]> {
  if (activities.length === 0) return [];
  const ids = activities.map((a) => a.id);
  const [entered, exhibits, members, shifts] = await Promise.all([
    db
      .selectFrom('show_reports as r')
      .leftJoin('users as u', 'u.id', 'r.updated_by')
      .select([
        'r.activity_id',
        'r.visitors_children',
        'r.visitors_teens',
        'r.visitors_adults',
        'r.notes',
        'r.photo_links',
        'r.updated_at',
        sql<string | null>`case when u.id is null then null else ${memberName} end`.as('updated_by'),
      ])
      .where('r.organization_id', '=', organizationId)
      .where('r.activity_id', 'in', ids)
      .execute(),
    db
      .selectFrom('exhibits')
      .select(['activity_id', sql<string>`count(*)`.as('n')])
      .where('organization_id', '=', organizationId)
      .where('activity_id', 'in', ids)
      .where('status', '=', 'approved')
      .groupBy('activity_id')
      .execute(),
    db
      .selectFrom('participations')
      .select(['activity_id', sql<string>`count(distinct user_id)`.as('n')])
      .where('organization_id', '=', organizationId)
      .where('activity_id', 'in', ids)
      .groupBy('activity_id')
      .execute(),
    db
      .selectFrom('shifts as s')
      .select([
        's.activity_id',
        's.start_time',
        's.end_time',
        sql<string>`(select count(*) from shift_signups g where g.organization_id = s.organization_id
          and g.shift_id = s.id and g.confirmed_at is not null)`.as('confirmed'),
      ])
      .where('s.organization_id', '=', organizationId)
      .where('s.activity_id', 'in', ids)
      .execute(),
  ]);
  return activities.map((activity) => {
    const report = entered.find((r) => r.activity_id === activity.id);
    const own = shifts
      .filter((s) => s.activity_id === activity.id)
      .map((s) => ({ start_time: s.start_time, end_time: s.end_time, signups: Number(s.confirmed) }));
    const minutes = staffedMinutes(own);
    const visitors = {
      visitors_children: report?.visitors_children ?? 0,
      visitors_teens: report?.visitors_teens ?? 0,
      visitors_adults: report?.visitors_adults ?? 0,
    };
    const links = report?.photo_links;
    return {
      activity: {
        id: activity.id,
        title: activity.title,
        start_date: activity.start_date,
        end_date: activity.end_date,
        location: activity.location,
      },
      filed: report !== undefined,
      ...visitors,
      visitors_total: visitorsTotal(visitors),
      notes: report?.notes ?? null,
      photo_links: Array.isArray(links) ? links.filter((l): l is string => typeof l === 'string') : [],
      exhibits_shown: Number(exhibits.find((e) => e.activity_id === activity.id)?.n ?? 0),
      members_took_part: Number(members.find((m) => m.activity_id === activity.id)?.n ?? 0),
      confirmed_signups: own.reduce((sum, s) => sum + s.signups, 0),
      minutes_staffed: minutes,
      hours_staffed: hoursFromMinutes(minutes),
      updated_at: report ? new Date(report.updated_at).toISOString() : null,
      updated_by: report?.updated_by ?? null,
    };
  });
}

/**
 * The activities of the scope's organisation the reader may see (the one rule, decision 0035):
 * `reports.view` alone shows no private activity the reader has no tie to.
 */
function activityHead(db: DB, scope: OrgScope) {
  return db
    .selectFrom('activities as a')
    .select(['a.id', 'a.title', 'a.start_date', 'a.end_date', 'a.location'])
    .where('a.organization_id', '=', scope.organizationId)
    .where(activityVisible(scope));
}

async function oneReport(db: DB, scope: OrgScope, activityId: number): Promise<ShowReport> {
  const activity = await activityHead(db, scope).where('a.id', '=', activityId).executeTakeFirst();
  if (!activity) throw notFound(activityRuleMessages.notFound);
  return (await reportsOf(db, scope.organizationId, [activity]))[0]!;
}

/** `GET /activities/{id}/report`. */
export async function getReport(deps: AppDeps, scope: OrgScope, activityId: number): Promise<ShowReport> {
  requireReportReader(scope);
  return oneReport(deps.db, scope, activityId);
}

/** `PUT /activities/{id}/report` (`activities.manage`): stores the entered figures as a whole. */
export async function updateReport(
  deps: AppDeps,
  scope: OrgScope,
  input: Omit<ShowReportUpdateInput, 'organization_id'>,
): Promise<ShowReport> {
  const organizationId = scope.organizationId;
  await deps.db.transaction().execute(async (trx) => {
    await lockActivityRsvps(trx, organizationId, input.id);
    const values = {
      visitors_children: input.visitors_children,
      visitors_teens: input.visitors_teens,
      visitors_adults: input.visitors_adults,
      notes: input.notes ?? null,
      photo_links: sql<Json<string[]>>`cast(${JSON.stringify(input.photo_links)} as jsonb)`,
      updated_at: deps.now(),
      updated_by: scope.userId,
    };
    await trx
      .insertInto('show_reports')
      .values({ organization_id: organizationId, activity_id: input.id, ...values })
      .onConflict((oc) =>
        oc.column('activity_id').doUpdateSet((eb) => ({
          visitors_children: eb.ref('excluded.visitors_children'),
          visitors_teens: eb.ref('excluded.visitors_teens'),
          visitors_adults: eb.ref('excluded.visitors_adults'),
          notes: eb.ref('excluded.notes'),
          photo_links: eb.ref('excluded.photo_links'),
          updated_at: eb.ref('excluded.updated_at'),
          updated_by: eb.ref('excluded.updated_by'),
        })),
      )
      .execute();
    await auditMemberChange(trx, scope, {
      action: 'show_report.update',
      entity: 'activity',
      entityId: input.id,
      details: {
        visitors_total: visitorsTotal(input),
        photo_links: input.photo_links.length,
      },
    });
  });
  return oneReport(deps.db, scope, input.id);
}

function csvRow(report: ShowReport): unknown[] {
  return [
    report.activity.id,
    report.activity.title,
    report.activity.start_date,
    report.activity.end_date,
    report.activity.location,
    report.visitors_children,
    report.visitors_teens,
    report.visitors_adults,
    report.visitors_total,
    report.exhibits_shown,
    report.members_took_part,
    report.hours_staffed,
    report.notes,
    report.photo_links.join(' '),
  ];
}

async function organizationName(db: DB, organizationId: number): Promise<string> {
  const row = await db.selectFrom('organizations').select('name').where('id', '=', organizationId).executeTakeFirst();
  return row?.name ?? '';
}

/** `GET /activities/{id}/report.pdf` and `.csv`. */
export async function exportReport(
  deps: AppDeps,
  scope: OrgScope,
  activityId: number,
  format: ExportFormat,
): Promise<ShowReportFile> {
  requireReportReader(scope);
  const report = await oneReport(deps.db, scope, activityId);
  const base = `show-report-${fileSlug(report.activity.title, `activity-${activityId}`)}`;
  if (format === 'csv') {
    return {
      filename: `${base}.csv`,
      media_type: 'text/csv; charset=utf-8',
      encoding: 'utf8',
      data: writeCsv(showReportCsvColumns, [csvRow(report)]),
    };
  }
  const pdf = await showReportPdf(report, await organizationName(deps.db, scope.organizationId), deps.now());
  return { filename: `${base}.pdf`, media_type: 'application/pdf', encoding: 'base64', data: pdf.toString('base64') };
}

/**
 * The year's shows: activities of the organisation starting in `year` that have a report, an
 * exhibit (of any status) or a shift, by start date.
 */
export async function yearReport(deps: AppDeps, scope: OrgScope, year: number): Promise<ShowYear> {
  requireReportReader(scope);
  const organizationId = scope.organizationId;
  const activities = await activityHead(deps.db, scope)
    .where('a.start_date', '>=', `${year}-01-01`)
    .where('a.start_date', '<=', `${year}-12-31`)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('show_reports as r')
            .select(sql`1`.as('one'))
            .whereRef('r.organization_id', '=', 'a.organization_id')
            .whereRef('r.activity_id', '=', 'a.id'),
        ),
        eb.exists(
          eb
            .selectFrom('exhibits as e')
            .select(sql`1`.as('one'))
            .whereRef('e.organization_id', '=', 'a.organization_id')
            .whereRef('e.activity_id', '=', 'a.id'),
        ),
        eb.exists(
          eb
            .selectFrom('shifts as s')
            .select(sql`1`.as('one'))
            .whereRef('s.organization_id', '=', 'a.organization_id')
            .whereRef('s.activity_id', '=', 'a.id'),
        ),
      ]),
    )
    .orderBy('a.start_date')
    .orderBy('a.id')
    .execute();
  const shows = await reportsOf(deps.db, organizationId, activities);
  return { year, shows, totals: yearTotals(shows) };
}

/** `GET /organizations/{id}/show-reports.pdf` and `.csv`. */
export async function exportYear(
  deps: AppDeps,
  scope: OrgScope,
  year: number,
  format: ExportFormat,
): Promise<ShowReportFile> {
  const report = await yearReport(deps, scope, year);
  const base = `show-reports-${year}`;
  if (format === 'csv') {
    const t = report.totals;
    const totalRow = [
      '',
      'Total',
      '',
      '',
      '',
      t.visitors_children,
      t.visitors_teens,
      t.visitors_adults,
      t.visitors_total,
      t.exhibits_shown,
      t.members_took_part,
      t.hours_staffed,
      '',
      '',
    ];
    return {
      filename: `${base}.csv`,
      media_type: 'text/csv; charset=utf-8',
      encoding: 'utf8',
      data: writeCsv(showReportCsvColumns, [...report.shows.map(csvRow), totalRow]),
    };
  }
  const pdf = await showYearPdf(report, await organizationName(deps.db, scope.organizationId), deps.now());
  return { filename: `${base}.pdf`, media_type: 'application/pdf', encoding: 'base64', data: pdf.toString('base64') };
}
