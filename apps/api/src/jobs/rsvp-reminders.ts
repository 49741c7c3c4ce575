/**
 * RSVP reminders (services/rsvp-reminders.ts, decision 28): every run looks at the groups that send
 * them and have an activity taking RSVPs in the coming month, and sends the reminders due today (in
 * each group's time zone) not sent yet. One run at a time per installation (an advisory lock, as
 * the other jobs); the sent rows' key keeps it to one email per member and activity even without it.
 */
import { sql } from '@lug/db';
import { addCalendarDays, rsvpReminderDays } from '@lug/domain/rsvp-reminders';
import type { AppDeps } from '../context';
import { sendRsvpReminders } from '../services/rsvp-reminders';
import { jobLocks } from './points-digest';

export async function runRsvpReminders(deps: AppDeps): Promise<{ emails: number }> {
  const now = deps.now();
  // Today in any zone is the UTC day or the one before or after it; the days before are 1 to 30.
  const utcDay = now.toISOString().slice(0, 10);
  const earliest = addCalendarDays(utcDay, rsvpReminderDays.min - 1);
  const latest = addCalendarDays(utcDay, rsvpReminderDays.max + 1);
  return deps.db.transaction().execute(async (trx) => {
    const lock = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(3, ${jobLocks.rsvpReminders}::int) as locked`.execute(trx);
    if (lock.rows[0]?.locked !== true) return { emails: 0 };
    const organizations = await trx
      .selectFrom('organizations as o')
      .select('o.id')
      // On unless the group turned them off (the default is on).
      .where(sql<boolean>`coalesce((o.settings->'notifications'->>'rsvp_reminders')::boolean, true)`)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('activities as a')
            .select('a.id')
            .whereRef('a.organization_id', '=', 'o.id')
            .where('a.rsvp_open', '=', true)
            .where('a.start_date', '>=', earliest)
            .where('a.start_date', '<=', latest),
        ),
      )
      .orderBy('o.id')
      .execute();
    let emails = 0;
    for (const { id } of organizations) emails += await sendRsvpReminders(trx, deps, id, now);
    return { emails };
  });
}
