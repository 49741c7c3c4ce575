/**
 * Reports, each one SQL query: a member's year of participation, and every member's totals for a
 * year. A record counts toward the year of its day, or for a full-event record the year of its
 * activity's start date: `participations.record_date`, kept by triggers. Every member's totals
 * come from `participation_member_years`, running totals the same triggers keep, so a year of a
 * large group is read, not aggregated (bench/README.md). Members removed from the organisation
 * keep their rows, under their name.
 */
import { forbidden } from '@lug/domain/errors';
import type { MemberReport, MemberReportInput, MemberStatsInput, MemberStatsRow } from '@lug/domain/reports';
import { sql, type Database, type Kysely } from '@lug/db';
import { hasPermission, type Membership } from './authorization';
import { memberName } from './participation';

function yearBounds(year: number) {
  const y = String(year).padStart(4, '0');
  return { from: `${y}-01-01`, to: `${y}-12-31` };
}

export async function memberReport(db: Kysely<Database>, viewer: Membership, input: MemberReportInput): Promise<MemberReport> {
  if (!hasPermission(viewer, 'reports.view') && input.memberId !== viewer.userId) {
    throw forbidden('You can only see your own report');
  }
  const { from, to } = yearBounds(input.year);
  const rows = await db
    .selectFrom('participations as p')
    .innerJoin('activities as a', (join) => join.onRef('a.organization_id', '=', 'p.organization_id').onRef('a.id', '=', 'p.activity_id'))
    .innerJoin('participation_roles as r', (join) => join.onRef('r.organization_id', '=', 'p.organization_id').onRef('r.id', '=', 'p.role_id'))
    .select([
      'p.record_date as date',
      'a.id as activityId',
      'a.title as activityName',
      'r.id as roleId',
      'r.name as roleName',
      'p.points',
      sql<number>`sum(p.points) over ()`.as('totalPoints'),
    ])
    .where('p.organization_id', '=', viewer.organizationId)
    .where('p.user_id', '=', input.memberId)
    .where('p.record_date', '>=', from)
    .where('p.record_date', '<=', to)
    .orderBy('p.record_date', 'desc')
    .orderBy('a.title')
    .orderBy('p.id')
    .execute();
  return {
    participations: rows.map(({ totalPoints: _total, ...row }) => row),
    totalPoints: Number(rows[0]?.totalPoints ?? 0),
  };
}

export async function memberStats(db: Kysely<Database>, organizationId: number, input: MemberStatsInput): Promise<MemberStatsRow[]> {
  const rows = await db
    .selectFrom('participation_member_years as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['u.id as memberId', memberName.as('memberName'), 't.activities as totalActivities', 't.points as totalPoints'])
    .where('t.organization_id', '=', organizationId)
    .where('t.year', '=', input.year)
    .orderBy('t.points', 'desc')
    .orderBy(memberName)
    .orderBy('u.id')
    .execute();
  return rows.map((row) => ({ ...row, totalActivities: Number(row.totalActivities), totalPoints: Number(row.totalPoints) }));
}
