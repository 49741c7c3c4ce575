/**
 * Renewal reminders (services/renewal-reminders.ts, decision 23): every run looks at the groups
 * that send them and, where today (in the group's time zone) is one of their reminder days, sends
 * the reminders not sent yet. One run at a time per installation (an advisory lock, as the other
 * jobs); the sent rows' key keeps it to one email per member and day even without the lock.
 */
import { sql } from '@lug/db';
import type { AppDeps } from '../context';
import { sendRenewalReminders } from '../services/renewal-reminders';
import { jobLocks } from './points-digest';

export async function runRenewalReminders(deps: AppDeps): Promise<{ emails: number }> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const lock = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(3, ${jobLocks.renewalReminders}::int) as locked`.execute(trx);
    if (lock.rows[0]?.locked !== true) return { emails: 0 };
    const organizations = await trx
      .selectFrom('organizations')
      .select('id')
      .where(sql<boolean>`coalesce((settings->'notifications'->>'renewal_reminders')::boolean, false)`)
      .orderBy('id')
      .execute();
    let emails = 0;
    for (const { id } of organizations) emails += await sendRenewalReminders(trx, deps, id, now);
    return { emails };
  });
}
