/**
 * The organisation's emails to its members (docs/product/settings.md#notifications): the kinds a
 * member can turn off, their preferences, and the renewal reminders' preview for administrators.
 * The dates' rules without zod are in ./notifications-helpers.
 */
import { z } from 'zod';
import { organizationId } from './common';
import { notificationKinds } from './notifications-helpers';
import { issue } from './words';

export * from './notifications-helpers';

export const notificationKind = z.enum(
  notificationKinds,
  issue(
    'schema.field.kindMustBeNewActivityPointsAwardedMembership',
    'kind must be new_activity, points_awarded, membership_status_updates, renewal_reminders or rsvp_reminders',
  ),
);

export const notificationPreferencesInput = z.object({ organization_id: organizationId });

/** The caller's own preferences in one organisation: whether they get each kind, and whether the group sends it. */
export const notificationPreferences = z.object({
  preferences: z.array(z.object({ kind: notificationKind, subscribed: z.boolean(), group_sends: z.boolean() })),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

export const setNotificationPreferenceInput = z.object({
  organization_id: organizationId,
  kind: notificationKind,
  subscribed: z.boolean(issue('schema.field.subscribedMustBeTrueOrFalse', 'subscribed must be true or false')),
});

export const renewalRemindersPreviewInput = z.object({ organization_id: organizationId });

/** For administrators: when the next reminder goes out and how many members it would reach today. */
export const renewalRemindersPreview = z.object({
  enabled: z.boolean(),
  /** The next reminder day (`yyyy-mm-dd`, group's time zone), null without dates. */
  next_date: z.string().nullable(),
  /** The registration year that reminder is about. */
  year: z.number().int().nullable(),
  /** Active members not registered or not paid for that year who have not turned reminders off. */
  members: z.number().int(),
});
export type RenewalRemindersPreview = z.infer<typeof renewalRemindersPreview>;
