/**
 * The one visibility rule of `@lug/domain/activity-visibility` as SQL
 * (docs/decisions/0035-one-visibility-rule.md). Every read that returns activities, or anything
 * that names one (RSVPs, exhibits, shifts, bookings, participation, reports, feeds), filters with
 * `activityVisible`; no other service reads `is_private` to decide who sees what.
 *
 * The ties are built from the domain's `activityTies` list, so the SQL and the pure function
 * cannot drift (apps/api/test/services/activity-visibility.test.ts checks every combination).
 */
import { activityTies, seesAllActivities, type ActivityViewer } from '@lug/domain/activity-visibility';
import { notFound } from '@lug/domain/errors';
import { sql, type DB, type RawBuilder } from '@lug/db';
import { membershipRows, toMembership, type OrgScope } from './authorization';

/** Who looks: their effective permissions in the group and their user id (for the ties). */
export type Viewer = ActivityViewer & { readonly userId: number };

/** A tie of the viewer to the activity row `a`, as an `exists (...)` built from the domain's list. */
function tieExists(tie: (typeof activityTies)[number], a: RawBuilder<unknown>, userId: number) {
  const t = sql.table(tie.table);
  if ('through' in tie) {
    const via = sql.table(tie.through.table);
    return sql<boolean>`exists (select 1 from ${t} as vis_t join ${via} as vis_via
      on vis_via.organization_id = vis_t.organization_id and vis_via.id = ${sql.ref(`vis_t.${tie.through.column}`)}
      where vis_t.organization_id = ${a}.organization_id and ${sql.ref(`vis_via.${tie.through.activityColumn}`)} = ${a}.id
      and ${sql.ref(`vis_t.${tie.userColumn}`)} = ${userId})`;
  }
  return sql<boolean>`exists (select 1 from ${t} as vis_t
    where vis_t.organization_id = ${a}.organization_id and ${sql.ref(`vis_t.${tie.activityColumn}`)} = ${a}.id
    and ${sql.ref(`vis_t.${tie.userColumn}`)} = ${userId})`;
}

/**
 * SQL: the viewer may see the `activities` row under `alias` (the rule of
 * `maySeeActivity`). The caller still scopes the row to the viewer's organisation.
 */
export function activityVisible(viewer: Viewer, alias = 'a'): RawBuilder<boolean> {
  if (seesAllActivities(viewer)) return sql<boolean>`true`;
  const a = sql.table(alias);
  const ties = activityTies.map((tie) => tieExists(tie, a, viewer.userId));
  return sql<boolean>`(not ${a}.is_private or ${sql.join(ties, sql` or `)})`;
}

/**
 * SQL: the activity `activityId` (a column reference such as `s.activity_id`) of the viewer's
 * organisation exists and the viewer may see it. For reads of rows that name an activity.
 */
export function activityIdVisible(
  viewer: Viewer & { readonly organizationId: number },
  activityId: RawBuilder<unknown>,
): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from activities as vis_a where vis_a.organization_id = ${viewer.organizationId}
    and vis_a.id = ${activityId} and ${activityVisible(viewer, 'vis_a')})`;
}

/**
 * SQL: `activityId` (null for a row about no activity) names no activity of the viewer's
 * organisation that the viewer may not see. Unlike `activityIdVisible` it keeps rows about
 * activities deleted since (the audit log's entries about them).
 */
export function activityIdNotHidden(
  viewer: Viewer & { readonly organizationId: number },
  activityId: RawBuilder<unknown>,
): RawBuilder<boolean> {
  if (seesAllActivities(viewer)) return sql<boolean>`true`;
  return sql<boolean>`not exists (select 1 from activities as vis_a where vis_a.organization_id = ${viewer.organizationId}
    and vis_a.id = ${activityId} and not ${activityVisible(viewer, 'vis_a')})`;
}

/**
 * Refuses an activity the caller may not see exactly as a missing row: one 404 with the message of
 * the row the request named (`Activity not found` for an activity, `Shift not found` for a shift on
 * it...), the same the scope resolver says for an id that does not exist.
 */
export async function requireActivityVisible(
  db: DB,
  scope: OrgScope,
  activityId: number,
  missing: string,
): Promise<void> {
  if (seesAllActivities(scope)) return;
  const row = await db
    .selectFrom('activities as a')
    .select('a.id')
    .where('a.organization_id', '=', scope.organizationId)
    .where('a.id', '=', activityId)
    .where(activityVisible(scope))
    .executeTakeFirst();
  if (!row) throw notFound(missing);
}

/**
 * The viewer a user is in each group where they are an active member, with their effective
 * permissions (none while the group's two-factor requirement is unmet, as `checkMembership` gives):
 * for the reads that span groups (the personal calendar feed, My signups).
 */
export async function viewersOf(db: DB, userId: number): Promise<Array<Viewer & { organizationId: number }>> {
  const rows = await membershipRows(db)
    .where('m.user_id', '=', userId)
    .where('m.status', '=', 'active')
    .execute();
  return rows.map((row) => {
    const membership = toMembership(row);
    return { organizationId: membership.organizationId, userId, permissions: membership.permissions };
  });
}

/**
 * SQL over the activity row under `alias`, for a read that spans groups: the row is in one of
 * the viewers' groups and that viewer may see it. False when they are in no group.
 */
export function activityVisibleInAny(
  viewers: ReadonlyArray<Viewer & { organizationId: number }>,
  alias = 'a',
): RawBuilder<boolean> {
  if (viewers.length === 0) return sql<boolean>`false`;
  const a = sql.table(alias);
  return sql<boolean>`(${sql.join(
    viewers.map(
      (viewer) => sql`(${a}.organization_id = ${viewer.organizationId} and ${activityVisible(viewer, alias)})`,
    ),
    sql` or `,
  )})`;
}

/** SQL: the activity row under `alias` is seen by anyone (the group's public feed, public pages). */
export function activityPublic(alias = 'a'): RawBuilder<boolean> {
  return sql<boolean>`not ${sql.table(alias)}.is_private`;
}
