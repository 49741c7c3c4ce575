/**
 * Membership settings' "Auto-update Member Status": members with no participation for "Inactive
 * After" days become inactive, and at the renewal date so do members below "Minimum Points
 * Required" over the year before it. Members whose role may manage roles are never switched off
 * (nobody is locked out). Every change is audited and, when the group sends membership updates,
 * emailed. Safe on several servers at once and idempotent per day.
 */
import { sql } from '@lug/db';
import type { AppDeps } from '../context';
import { writeAudit } from '../services/audit';
import { notifyMembershipChanges } from '../services/notifications';
import { loadSettings } from '../services/settings';
import { jobLocks } from './points-digest';

const dayMs = 24 * 60 * 60 * 1000;

function isoDay(date: Date) {
  return date.toISOString().slice(0, 10);
}

export async function runMembershipAutoUpdate(deps: AppDeps): Promise<{ deactivated: number }> {
  const now = deps.now();
  const today = isoDay(now);
  return deps.db.transaction().execute(async (trx) => {
    const lock = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(3, ${jobLocks.membershipAutoUpdate}::int) as locked`.execute(trx);
    if (lock.rows[0]?.locked !== true) return { deactivated: 0 };
    const organizations = await trx
      .selectFrom('organizations')
      .select('id')
      .where(sql<boolean>`coalesce((settings->'membership'->>'auto_update_status')::boolean, false)`)
      .execute();
    let deactivated = 0;
    for (const { id: organizationId } of organizations) {
      const settings = (await loadSettings(trx, organizationId)).membership;
      const reasons = new Map<number, string>();

      // Inactivity: no participation (nor membership) within the window.
      const cutoff = isoDay(new Date(now.getTime() - settings.inactive_after_days * dayMs));
      const idle = await trx
        .selectFrom('memberships as m')
        .leftJoin('role_assignments as ra', (join) => join.onRef('ra.organization_id', '=', 'm.organization_id').onRef('ra.user_id', '=', 'm.user_id'))
        .leftJoin('permission_roles as pr', 'pr.id', 'ra.role_id')
        .select('m.user_id')
        .where('m.organization_id', '=', organizationId)
        .where('m.status', '=', 'active')
        .where('m.member_since', '<', cutoff)
        .where(sql<boolean>`not ('roles.manage' = any(coalesce(pr.permissions, '{}'::text[])))`)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('participations as p')
                .innerJoin('activities as a', (join) => join.onRef('a.organization_id', '=', 'p.organization_id').onRef('a.id', '=', 'p.activity_id'))
                .select('p.id')
                .whereRef('p.organization_id', '=', 'm.organization_id')
                .whereRef('p.user_id', '=', 'm.user_id')
                .where(sql`coalesce(p.participation_date, a.end_date)`, '>=', cutoff),
            ),
          ),
        )
        .execute();
      for (const { user_id } of idle) reasons.set(user_id, `no participation in the last ${settings.inactive_after_days} days`);

      // Renewal: once a year, on or after the renewal date, members below the minimum points.
      const year = Number(today.slice(0, 4));
      const renewal = `${year}-${settings.renewal_date}`;
      if (settings.require_annual_renewal && settings.minimum_points > 0 && today >= renewal) {
        const claimed = await trx
          .insertInto('scheduled_runs')
          .values({ job: 'renewal-minimum-points', organization_id: organizationId, period: String(year), ran_at: now })
          .onConflict((oc) => oc.columns(['job', 'organization_id', 'period']).doNothing())
          .returning('period')
          .executeTakeFirst();
        if (claimed) {
          const from = `${year - 1}-${settings.renewal_date}`;
          const below = await trx
            .selectFrom('memberships as m')
            .leftJoin('role_assignments as ra', (join) => join.onRef('ra.organization_id', '=', 'm.organization_id').onRef('ra.user_id', '=', 'm.user_id'))
            .leftJoin('permission_roles as pr', 'pr.id', 'ra.role_id')
            .leftJoin(
              (eb) =>
                eb
                  .selectFrom('participations as p')
                  .innerJoin('activities as a', (join) => join.onRef('a.organization_id', '=', 'p.organization_id').onRef('a.id', '=', 'p.activity_id'))
                  .select(['p.user_id', sql<number>`sum(p.points)::int`.as('points')])
                  .where('p.organization_id', '=', organizationId)
                  .where(sql`coalesce(p.participation_date, a.start_date)`, '>=', from)
                  .where(sql`coalesce(p.participation_date, a.start_date)`, '<', renewal)
                  .groupBy('p.user_id')
                  .as('t'),
              (join) => join.onRef('t.user_id', '=', 'm.user_id'),
            )
            .select(['m.user_id', sql<number>`coalesce(t.points, 0)`.as('points')])
            .where('m.organization_id', '=', organizationId)
            .where('m.status', '=', 'active')
            .where('m.member_since', '<', renewal)
            .where(sql<boolean>`not ('roles.manage' = any(coalesce(pr.permissions, '{}'::text[])))`)
            .where(sql<number>`coalesce(t.points, 0)`, '<', settings.minimum_points)
            .execute();
          for (const row of below) {
            if (!reasons.has(row.user_id)) {
              reasons.set(row.user_id, `${row.points} points in the year before the ${renewal} renewal, below the minimum of ${settings.minimum_points}`);
            }
          }
        }
      }

      if (reasons.size === 0) continue;
      const userIds = [...reasons.keys()];
      // Inactive members get no notifications: tell them while they are still active.
      await notifyMembershipChanges(
        trx,
        deps,
        organizationId,
        new Map(userIds.map((id) => [id, [`Your membership is now inactive: ${reasons.get(id)}.`, 'Contact your group if you think this is a mistake.']])),
      );
      await trx
        .updateTable('memberships')
        .set({ status: 'inactive' })
        .where('organization_id', '=', organizationId)
        .where('user_id', 'in', userIds)
        .execute();
      for (const [userId, reason] of reasons) {
        await writeAudit(trx, {
          organizationId,
          actorUserId: null,
          action: 'member.auto_deactivate',
          entity: 'member',
          entityId: userId,
          details: { reason },
        });
      }
      deactivated += userIds.length;
    }
    return { deactivated };
  });
}
