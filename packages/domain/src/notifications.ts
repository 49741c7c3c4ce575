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

/**
 * Who an email reaches among the active members it is meant for, and who not and why (decision 38):
 * `reached` get it; `turned_off` turned that kind off; `no_address` have no address the group holds.
 */
export const audienceSummary = z.object({
  reached: z.number().int(),
  turned_off: z.number().int(),
  no_address: z.number().int(),
});
export type AudienceSummary = z.infer<typeof audienceSummary>;

export const emailAudienceInput = z.object({ organization_id: organizationId });

/** For administrators: for each kind the group can send, whether it does and whom it reaches. */
export const emailAudience = z.object({
  kinds: z.array(z.object({ kind: notificationKind, group_sends: z.boolean(), audience: audienceSummary })),
});
export type EmailAudience = z.infer<typeof emailAudience>;

/** For administrators: when the next reminder goes out and how many members it would reach today. */
export const renewalRemindersPreview = z.object({
  enabled: z.boolean(),
  /** The next reminder day (`yyyy-mm-dd`, group's time zone), null without dates. */
  next_date: z.string().nullable(),
  /** The registration year that reminder is about. */
  year: z.number().int().nullable(),
  /** Active members not registered or not paid for that year the reminder reaches (`audience.reached`). */
  members: z.number().int(),
  /** The active members not registered or not paid for that year: who is reached, who not and why. */
  audience: audienceSummary,
});
export type RenewalRemindersPreview = z.infer<typeof renewalRemindersPreview>;
