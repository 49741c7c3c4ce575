/**
 * The participation an approved exhibit earns (issue 28, decision 0049): an activity names the role
 * (`exhibitor_role_id`); a member with at least one approved exhibit holds a record of it on each
 * show day (one full-event record on a full-event activity). The records are written by
 * `ensureParticipationRecord` with `origin: 'exhibit'` and follow the exhibits: when a member has no
 * approved exhibit left (withdrawn, rejected, sent back to review), or the role changes, their
 * exhibit records go. A record an organiser wrote or changed by hand (`origin: 'manual'`) is never
 * taken away. The caller holds the activity's participation lock (`lockActivityParticipation`),
 * which also holds the exhibits' row lock (`lockActivityExhibits` is the same activity row).
 */
import { activityDays } from '@lug/domain/activities-helpers';
import { invalidField } from '@lug/domain/errors';
import { exhibitMessages } from '@lug/domain/exhibits';
import type { DB } from '@lug/db';
import type { AppDeps } from '../context';
import { auditMemberChange } from './audit';
import type { OrgScope } from './authorization';
import { ensureParticipationRecord } from './participation/records';

/** The exhibitor role must be an active participation role of the activity's organisation. */
export async function requireExhibitorRole(trx: DB, organizationId: number, roleId: number) {
  const role = await trx
    .selectFrom('participation_roles')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', roleId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!role) throw invalidField('exhibitor_role_id', exhibitMessages.exhibitorRoleOtherGroup);
}

export interface ExhibitorActivity {
  id: number;
  start_date: string;
  end_date: string;
  participation_type: 'daily' | 'full';
  exhibitor_role_id: number | null;
}

/**
 * Brings the activity's exhibit records in line with its approved exhibits, for `userIds` (every
 * member when left out). Returns how many records were added and removed.
 */
export async function syncExhibitorRecords(
  trx: DB,
  deps: AppDeps,
  scope: OrgScope,
  activity: ExhibitorActivity,
  userIds?: readonly number[],
): Promise<{ added: number; removed: number }> {
  const organizationId = scope.organizationId;
  if (userIds !== undefined && userIds.length === 0) return { added: 0, removed: 0 };
  const only = userIds === undefined ? undefined : [...new Set(userIds)];
  let approvedQuery = trx
    .selectFrom('exhibits as e')
    .innerJoin('memberships as m', (join) => join.onRef('m.organization_id', '=', 'e.organization_id').onRef('m.user_id', '=', 'e.user_id'))
    .select('e.user_id')
    .distinct()
    .where('e.organization_id', '=', organizationId)
    .where('e.activity_id', '=', activity.id)
    .where('e.status', '=', 'approved')
    .where('m.status', '=', 'active');
  if (only) approvedQuery = approvedQuery.where('e.user_id', 'in', only);
  const approved = new Set((await approvedQuery.execute()).map((r) => r.user_id));

  let role: { id: number } | undefined;
  if (activity.exhibitor_role_id !== null) {
    role = await trx
      .selectFrom('participation_roles')
      .select('id')
      .where('organization_id', '=', organizationId)
      .where('id', '=', activity.exhibitor_role_id)
      .where('status', '=', 'active')
      .executeTakeFirst();
  }
  const days: Array<string | null> = activity.participation_type === 'full' ? [null] : activityDays(activity.start_date, activity.end_date);
  const wanted = new Set<string>();
  if (role) for (const user of approved) for (const day of days) wanted.add(`${user}:${role.id}:${day}`);

  let recordsQuery = trx
    .selectFrom('participations')
    .select(['id', 'user_id', 'role_id', 'participation_date', 'origin'])
    .where('organization_id', '=', organizationId)
    .where('activity_id', '=', activity.id)
    .where('shift_id', 'is', null)
    .where((eb) => eb.or([eb('origin', '=', 'exhibit'), ...(role ? [eb('role_id', '=', role.id)] : [])]));
  if (only) recordsQuery = recordsQuery.where('user_id', 'in', only);
  const records = await recordsQuery.execute();
  const held = new Set(records.map((r) => `${r.user_id}:${r.role_id}:${r.participation_date}`));

  const stale = records.filter((r) => r.origin === 'exhibit' && !wanted.has(`${r.user_id}:${r.role_id}:${r.participation_date}`));
  if (stale.length > 0) {
    await trx
      .deleteFrom('participations')
      .where('organization_id', '=', organizationId)
      .where('id', 'in', stale.map((r) => r.id))
      .execute();
    for (const r of stale) {
      await auditMemberChange(trx, scope, {
        action: 'participation.delete',
        entity: 'participation',
        entityId: r.id,
        details: { activity_id: activity.id, user_id: r.user_id, role_id: r.role_id, participation_date: r.participation_date, origin: 'exhibit' },
      });
    }
  }
  let added = 0;
  if (role) {
    for (const user of approved) {
      for (const day of days) {
        if (held.has(`${user}:${role.id}:${day}`)) continue;
        const record = await ensureParticipationRecord(
          trx,
          deps,
          scope,
          activity,
          { user_id: user, role_id: role.id, participation_date: day },
          { reason: 'exhibit' },
          { origin: 'exhibit' },
        );
        if (record.added) added += 1;
      }
    }
  }
  return { added, removed: stale.length };
}
