/**
 * "Points Awarded": a member hears of the points they were awarded, in one digest at most every
 * hour. Records older than a day are never announced (switching the setting on does not mail a
 * member's whole history). Safe on several servers: one run at a time per installation.
 */
import { sql, type DB } from '@lug/db';
import { formatDate } from '@lug/domain/settings';
import type { AppDeps } from '../context';
import { recipients, sendNotifications } from '../services/notifications';
import { participationsWithRole } from '../services/participation/records';
import { loadSettings } from '../services/settings';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

async function tryJobLock(trx: DB, job: number): Promise<boolean> {
  const result = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(3, ${job}::int) as locked`.execute(trx);
  return result.rows[0]?.locked === true;
}

export const jobLocks = { pointsDigest: 1, membershipAutoUpdate: 2, renewalReminders: 3, rsvpReminders: 4 } as const;

export async function runPointsDigests(deps: AppDeps): Promise<{ emails: number }> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    if (!(await tryJobLock(trx, jobLocks.pointsDigest))) return { emails: 0 };
    const organizations = await trx
      .selectFrom('organizations')
      .select('id')
      .where(sql<boolean>`coalesce((settings->'notifications'->>'points_awarded')::boolean, false)`)
      .execute();
    let emails = 0;
    for (const { id: organizationId } of organizations) {
      const pending = await participationsWithRole(trx)
        .innerJoin('activities as a', (join) => join.onRef('a.organization_id', '=', 'p.organization_id').onRef('a.id', '=', 'p.activity_id'))
        .leftJoin('points_digests as d', (join) => join.onRef('d.organization_id', '=', 'p.organization_id').onRef('d.user_id', '=', 'p.user_id'))
        .select(['p.id', 'p.user_id', 'p.points', 'a.title', 'r.name as role', sql<string>`coalesce(p.participation_date, a.start_date)`.as('date')])
        .where('p.organization_id', '=', organizationId)
        .where('p.points', '>', 0)
        .where('p.created_at', '>', new Date(now.getTime() - dayMs))
        .where('p.created_at', '<=', now)
        .where((eb) => eb.or([eb('d.user_id', 'is', null), eb('p.id', '>', eb.ref('d.last_participation_id'))]))
        .where((eb) => eb.or([eb('d.user_id', 'is', null), eb('d.last_sent_at', '<=', new Date(now.getTime() - hourMs))]))
        .orderBy('p.user_id')
        .orderBy('p.id')
        .execute();
      if (pending.length === 0) continue;
      const byMember = new Map<number, typeof pending>();
      for (const row of pending) byMember.set(row.user_id, [...(byMember.get(row.user_id) ?? []), row]);
      const settings = await loadSettings(trx, organizationId);
      const year = now.getUTCFullYear();
      const to = await recipients(trx, organizationId, 'points_awarded', [...byMember.keys()]);
      const totals = await trx
        .selectFrom('participations as p')
        .innerJoin('activities as a', (join) => join.onRef('a.organization_id', '=', 'p.organization_id').onRef('a.id', '=', 'p.activity_id'))
        .select(['p.user_id', sql<number>`coalesce(sum(p.points), 0)::int`.as('total')])
        .where('p.organization_id', '=', organizationId)
        .where('p.user_id', 'in', [...byMember.keys()])
        .where(sql`coalesce(p.participation_date, a.start_date)`, '>=', `${year}-01-01`)
        .where(sql`coalesce(p.participation_date, a.start_date)`, '<=', `${year}-12-31`)
        .groupBy('p.user_id')
        .execute();
      const totalOf = new Map(totals.map((t) => [t.user_id, Number(t.total)]));
      await sendNotifications(trx, deps, organizationId, settings, 'points_awarded', to, (recipient, link) => ({
        template: 'points-digest',
        data: {
          recipientName: recipient.name,
          groupName: settings.general.name,
          unsubscribeLink: link,
          awards: byMember
            .get(recipient.user_id)!
            .map((a) => ({ activity: a.title, role: a.role, points: a.points, date: formatDate(a.date, settings.general.date_format) })),
          totalThisYear: totalOf.get(recipient.user_id) ?? 0,
        },
      }));
      emails += to.length;
      // Members who opted out are marked as told too, so their records are not looked at again.
      for (const [userId, awards] of byMember) {
        const lastId = Math.max(...awards.map((a) => a.id));
        await trx
          .insertInto('points_digests')
          .values({ organization_id: organizationId, user_id: userId, last_sent_at: now, last_participation_id: lastId })
          .onConflict((oc) =>
            oc.columns(['organization_id', 'user_id']).doUpdateSet({ last_sent_at: now, last_participation_id: lastId }),
          )
          .execute();
      }
    }
    return { emails };
  });
}
