import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NotificationKindName } from '@lug/domain/notifications-helpers';

/**
 * What each kind of email is called inside a sentence ("Your group sends new activity
 * announcements."), read with `t(notificationKindLabels[kind])`. The same words as the server's
 * (`notificationKindLabels` of @lug/domain, in its emails and unsubscribe answers).
 */
export const notificationKindLabels: Record<NotificationKindName, MessageDescriptor> = {
  new_activity: msg`new activity announcements`,
  points_awarded: msg`points notifications`,
  membership_status_updates: msg`membership status updates`,
  renewal_reminders: msg`renewal reminders`,
  rsvp_reminders: msg`RSVP reminders`,
};
