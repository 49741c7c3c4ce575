/**
 * The email to a member a shift's waitlist promoted (issue 28, decision 0049), queued in the
 * caller's transaction through the outbox, to whom the group's emails reach (decision 0038). It
 * answers the member's own request for a place, so it cannot be turned off (kind null), as RSVP's
 * promotion email.
 */
import { formatDate } from '@lug/domain/settings';
import type { DB } from '@lug/db';
import type { AppDeps } from '../context';
import { reached } from './audience';
import { enqueueMemberEmail } from './outbox';
import { loadSettings } from './settings';

export async function emailShiftPromoted(
  trx: DB,
  deps: AppDeps,
  organizationId: number,
  shift: { activity_id: number; title: string; date: string; start_time: string; end_time: string },
  userIds: readonly number[],
): Promise<void> {
  if (userIds.length === 0) return;
  const settings = await loadSettings(trx, organizationId);
  const activity = await trx
    .selectFrom('activities')
    .select(['id', 'title'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', shift.activity_id)
    .executeTakeFirstOrThrow();
  const people = await reached(trx, organizationId, null).select('u.id').where('m.user_id', 'in', [...userIds]).execute();
  const when = `${formatDate(shift.date, settings.general.date_format)} ${shift.start_time.slice(0, 5)}-${shift.end_time.slice(0, 5)}`;
  for (const person of people) {
    await enqueueMemberEmail(trx, organizationId, settings, person, {
      template: 'shift-promoted',
      data: {
        recipientName: person.name,
        groupName: settings.general.name,
        title: activity.title,
        shiftTitle: shift.title,
        when,
        shiftsLink: `${deps.config.publicUrl}/platform/activities/${activity.id}/shifts`,
      },
    });
  }
}
