/**
 * Points beside participation (issue 30): a manager's awards and removals (`manual`), and the
 * group's points for a year's registration and dues (`registration`, `dues`), kept by a trigger on
 * `member_statuses` from the settings. The triggers of migration 2026_11_29_0700 add every award
 * to the kept yearly totals (`participation_member_years.points`), which rankings, the dashboard,
 * the reports and the member pages read. The triggers only add and subtract (upserts), so an award
 * needs no lock of its own; each is audited.
 */
import type { AwardPointsInput, PointsAward } from '@lug/domain/points';
import { memberDisplayName } from '@lug/domain/member-name';
import { sql, type DB } from '@lug/db';
import type { AppDeps } from '../context';
import { auditMemberChange } from './audit';
import { forbidden } from '@lug/domain/errors';
import { hasPermission, type OrgScope, type Unscoped } from './authorization';
import { apiMessages } from '../words';

function awardsQuery(db: DB, organizationId: number) {
  return db
    .selectFrom('points_awards as a')
    .leftJoin('users as u', 'u.id', 'a.created_by')
    .select([
      'a.id',
      'a.user_id',
      'a.kind',
      'a.year',
      sql<string>`a.award_date::text`.as('date'),
      'a.points',
      'a.reason',
      'a.created_at',
      'u.first_name',
      'u.last_name',
      'u.display_name',
    ])
    .where('a.organization_id', '=', organizationId);
}

type AwardRow = Awaited<ReturnType<ReturnType<typeof awardsQuery>['execute']>>[number];

function toAward({ first_name, last_name, display_name, created_at, ...row }: AwardRow): PointsAward {
  return {
    ...row,
    awarded_by: first_name !== null && last_name !== null ? memberDisplayName({ first_name, last_name, display_name }) : null,
    created_at: new Date(created_at).toISOString(),
  };
}

/** A member's awards (of a year, or all), newest first. */
export async function listAwards(db: DB, scope: OrgScope, userId: number, year?: number): Promise<PointsAward[]> {
  if (scope.userId !== userId && !hasPermission(scope, 'participation.manage') && !hasPermission(scope, 'reports.view')) {
    throw forbidden(apiMessages.ownPointsOnly);
  }
  let query = awardsQuery(db, scope.organizationId).where('a.user_id', '=', userId);
  if (year !== undefined) query = query.where('a.year', '=', year);
  const rows = await query.orderBy('a.award_date', 'desc').orderBy('a.id', 'desc').execute();
  return rows.map(toAward);
}

/** Awards (or, negative, removes) points for a member with a reason and a day; audited. */
export async function awardPoints(deps: AppDeps, actor: OrgScope, input: Unscoped<AwardPointsInput>): Promise<PointsAward> {
  const { organizationId } = actor;
  return deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('points_awards')
      .values({
        organization_id: organizationId,
        user_id: input.id,
        kind: 'manual',
        year: Number(input.date.slice(0, 4)),
        award_date: input.date,
        points: input.points,
        reason: input.reason,
        created_by: actor.userId,
        created_at: deps.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await auditMemberChange(trx, actor, {
      action: 'points.award',
      entity: 'member',
      entityId: input.id,
      details: { award_id: inserted.id, points: input.points, reason: input.reason, date: input.date },
    });
    const row = await awardsQuery(trx, organizationId).where('a.id', '=', inserted.id).executeTakeFirstOrThrow();
    return toAward(row);
  });
}

/**
 * After the group changes its points for registration or dues: every member's status points are
 * rewritten from the new settings (inside the settings' transaction).
 */
export async function refreshStatusPoints(trx: DB, organizationId: number): Promise<void> {
  await sql`select refresh_org_status_points(${organizationId}::int)`.execute(trx);
}
