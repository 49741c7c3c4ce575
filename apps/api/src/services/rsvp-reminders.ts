/**
 * RSVP reminders (docs/product/settings.md#rsvp-reminders, decision 28): on the day that is N days
 * (the group's setting) before an activity's first day, in the group's time zone, every member
 * going to an activity that takes RSVPs gets one email with the activity's `.ics` attached. A row
 * in `rsvp_reminders_sent` (key: organisation, activity, member) is written in the same transaction
 * as the email, so a member is reminded at most once per activity, whatever runs the job and
 * however often.
 */
import { dayIn } from '@lug/domain/notifications';
import { activityIcsFileName, rsvpReminderStartDate } from '@lug/domain/rsvp-reminders';
import type { DB } from '@lug/db';
import type { EmailAttachment } from '@lug/email';
import type { AppDeps } from '../context';
import { writeAudit } from './audit';
import { activityCalendar } from './calendar';
import { reached } from './audience';
import { activityWhen, sendNotifications, type Recipient } from './notifications';
import { loadSettings } from './settings';

/** The `.ics` attachment's content type (RFC 5545 §8.1; PUBLISH: an event to add, not an invitation). */
export const icsContentType = 'text/calendar; charset=utf-8; method=PUBLISH';

/** The activities of the organisation taking RSVPs whose first day is `startDate`. */
function dueActivities(trx: DB, organizationId: number, startDate: string) {
  return trx
    .selectFrom('activities')
    .select(['id', 'title', 'start_date', 'end_date', 'start_time', 'end_time', 'location'])
    .where('organization_id', '=', organizationId)
    .where('rsvp_open', '=', true)
    .where('start_date', '=', startDate)
    .orderBy('id')
    .execute();
}

/**
 * Who a reminder about the activity reaches: members whose answer is `going` (not waitlisted, not
 * "not going") whom the group's emails reach (./audience.ts, decision 38: active, an address, not
 * opted out of RSVP reminders).
 */
export function rsvpReminderRecipients(trx: DB, organizationId: number, activityId: number) {
  return reached(trx, organizationId, 'rsvp_reminders')
    .innerJoin('activity_rsvps as r', (join) =>
      join.onRef('r.organization_id', '=', 'm.organization_id').onRef('r.user_id', '=', 'm.user_id'),
    )
    .where('r.activity_id', '=', activityId)
    .where('r.status', '=', 'going')
    .orderBy('u.id');
}

/**
 * Sends the reminders due on the day it is at `now` in the group's time zone to the members not
 * reminded of that activity yet, in the caller's transaction. Two transactions running this at once
 * cannot both send: the second waits on the first's rows and then claims none.
 */
export async function sendRsvpReminders(trx: DB, deps: AppDeps, organizationId: number, now: Date): Promise<number> {
  const settings = await loadSettings(trx, organizationId);
  if (!settings.notifications.rsvp_reminders) return 0;
  const today = dayIn(settings.general.time_zone, now);
  const startDate = rsvpReminderStartDate(today, settings.notifications.rsvp_reminder_days_before);
  const sent: Array<{ activity_id: number; members: number }> = [];
  for (const activity of await dueActivities(trx, organizationId, startDate)) {
    const candidates: Recipient[] = await rsvpReminderRecipients(trx, organizationId, activity.id).execute();
    if (candidates.length === 0) continue;
    const claimed = await trx
      .insertInto('rsvp_reminders_sent')
      .values(
        candidates.map((c) => ({
          organization_id: organizationId,
          activity_id: activity.id,
          user_id: c.user_id,
          sent_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['organization_id', 'activity_id', 'user_id']).doNothing())
      .returning('user_id')
      .execute();
    const mine = new Set(claimed.map((c) => c.user_id));
    const to = candidates.filter((c) => mine.has(c.user_id));
    if (to.length === 0) continue;
    const ics = await activityCalendar(trx, deps, organizationId, activity.id);
    const icsFileName = activityIcsFileName(activity.title, activity.id);
    const attachments: EmailAttachment[] = ics
      ? [{ filename: icsFileName, contentType: icsContentType, content: Buffer.from(ics, 'utf8').toString('base64') }]
      : [];
    const when = activityWhen(activity, settings);
    await sendNotifications(
      trx,
      deps,
      organizationId,
      settings,
      'rsvp_reminders',
      to,
      (recipient, link) => ({
        template: 'rsvp-reminder',
        data: {
          recipientName: recipient.name,
          groupName: settings.general.name,
          unsubscribeLink: link,
          title: activity.title,
          when,
          location: activity.location,
          activityLink: `${deps.config.publicUrl}/platform/activities/${activity.id}`,
          icsFileName,
        },
      }),
      attachments,
    );
    sent.push({ activity_id: activity.id, members: to.length });
  }
  const members = sent.reduce((sum, s) => sum + s.members, 0);
  if (members === 0) return 0;
  await writeAudit(trx, {
    organizationId,
    actorUserId: null,
    action: 'rsvp_reminders.send',
    entity: 'organization',
    entityId: organizationId,
    details: { date: today, start_date: startDate, activities: sent, members },
  });
  return members;
}
