import { z } from 'zod';
import { email, id, optionalText, organizationId, requiredText, wholeNumber } from './common';
import { dateFormats, defaultDateFormat } from './date-format';
import { rsvpReminderDays } from './rsvp-reminders';
import { defaultPaymentSettings, normalizeIban } from './payment-helpers';
import { defaultLevels, feedbackMax, isTimeZone } from './settings-helpers';
import { issue } from './words';

// The zod-free labels, lists and rules (the web screens import them from there).
export * from './settings-helpers';

// ---------------------------------------------------------------------------------------------
// Levels: point thresholds of the points ranking.

export const levelThreshold = z.object({
  name: requiredText('Level name', 50),
  min_points: z
    .number(issue('schema.pointsMustBeANumber', 'Points must be a number'))
    .int(issue('schema.pointsMustBeAWholeNumber', 'Points must be a whole number'))
    .min(0, issue('schema.pointsMustBeOrMore', 'Points must be 0 or more')),
});
export type LevelThreshold = z.infer<typeof levelThreshold>;

// ---------------------------------------------------------------------------------------------
// Renewal: a day of the year, `MM-DD`.

export const renewalDate = z
  .string()
  .regex(
    /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
    issue('schema.renewalDateMustBeADayOfThe', 'Renewal date must be a day of the year as MM-DD'),
  )
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`2024-${v}T00:00:00Z`)) &&
      new Date(`2024-${v}T00:00:00Z`).toISOString().slice(5, 10) === v,
    issue('schema.renewalDateMustBeARealDay', 'Renewal date must be a real day'),
  );

// ---------------------------------------------------------------------------------------------
// The settings document

export const generalSettings = z.object({
  name: requiredText('Organization name', 100),
  contact_email: email,
  description: optionalText(1000, 'Description').transform((v) => v ?? null),
  time_zone: z
    .string()
    .refine(isTimeZone, issue('schema.chooseATimeZoneFromTheList', 'Choose a time zone from the list')),
  date_format: z.enum(dateFormats, issue('schema.chooseADateFormatFromTheList', 'Choose a date format from the list')),
});

const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(z.email(issue('schema.enterAValidEmailAddress', 'Enter a valid email address')).nullable());

/**
 * The days of the year renewal reminders go out (`MM-DD`, in the group's time zone; decision 23):
 * at most 12, each once (the settings keep them in calendar order).
 */
export const renewalReminderDates = z
  .array(
    z
      .string(issue('schema.reminderDatesMustBeDays', 'Reminder dates must be days of the year as MM-DD'))
      .regex(
        /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
        issue(
          'schema.reminderDatesMustBeDaysOfTheYear',
          'Reminder dates must be days of the year as MM-DD, e.g. 12-01',
        ),
      )
      .refine(
        (v) => {
          const day = new Date(`2024-${v}T00:00:00Z`);
          return !Number.isNaN(day.getTime()) && day.toISOString().slice(5, 10) === v;
        },
        issue('schema.reminderDatesMustBeRealDays', 'Reminder dates must be real days'),
      ),
    issue('schema.reminderDatesMustBeAListOfMm', 'Reminder dates must be a list of MM-DD days'),
  )
  .max(12, issue('schema.atMostReminderDates', 'At most 12 reminder dates'))
  .refine(
    (dates) => new Set(dates).size === dates.length,
    issue('schema.eachReminderDateOnlyOnce', 'Each reminder date only once'),
  );

/**
 * How many days before an activity's first day its RSVP reminders go out (decision 28): a whole
 * number from 1 to 30, in the group's time zone.
 */
export const rsvpReminderDaysBefore = z
  .number(issue('schema.daysBeforeMustBeANumber', 'Days before must be a number'))
  .int(issue('schema.daysBeforeMustBeAWholeNumber', 'Days before must be a whole number'))
  .min(
    rsvpReminderDays.min,
    issue('schema.daysBeforeMustBeAtLeastMin', 'Days before must be at least {min}', { min: rsvpReminderDays.min }),
  )
  .max(
    rsvpReminderDays.max,
    issue('schema.daysBeforeMustBeMaxOrLess', 'Days before must be {max} or less', { max: rsvpReminderDays.max }),
  );

export const notificationSettings = z.object({
  new_activity: z.boolean(),
  points_awarded: z.boolean(),
  membership_status_updates: z.boolean(),
  renewal_reminders: z.boolean(),
  renewal_reminder_dates: renewalReminderDates,
  rsvp_reminders: z.boolean(),
  rsvp_reminder_days_before: rsvpReminderDaysBefore,
  from_email: optionalEmail,
  reply_to_email: optionalEmail,
});

export const membershipSettings = z.object({
  require_annual_renewal: z.boolean(),
  minimum_points: z
    .number(issue('schema.minimumPointsMustBeANumber', 'Minimum points must be a number'))
    .int(issue('schema.minimumPointsMustBeAWholeNumber', 'Minimum points must be a whole number'))
    .min(0, issue('schema.minimumPointsMustBeOrMore', 'Minimum points must be 0 or more'))
    .max(1_000_000),
  auto_update_status: z.boolean(),
  inactive_after_days: z
    .number(issue('schema.daysMustBeANumber', 'Days must be a number'))
    .int(issue('schema.daysMustBeAWholeNumber', 'Days must be a whole number'))
    .min(1, issue('schema.daysMustBeAtLeast', 'Days must be at least 1'))
    .max(3650, issue('schema.daysMustBeOrLess', 'Days must be 3650 or less')),
  renewal_date: renewalDate,
  meeting_category_ids: z.array(id).max(100),
  /** Points for a year's completed registration, and for its dues paid or given in lieu (issue 30). */
  registration_points: wholeNumber('Registration points', 0, 100_000),
  dues_points: wholeNumber('Dues points', 0, 100_000),
  level_thresholds: z
    .array(levelThreshold)
    .min(1, issue('schema.keepAtLeastOneLevel', 'Keep at least one level'))
    .max(20, issue('schema.atMostLevels', 'At most 20 levels'))
    .refine(
      (levels) => new Set(levels.map((l) => l.min_points)).size === levels.length,
      issue('schema.twoLevelsCannotStartAtTheSamePoints', 'Two levels cannot start at the same points'),
    ),
});

/**
 * How to pay (decision 46): free text for members, and optionally an IBAN (checked by its checksum,
 * kept without spaces in capitals) and the account holder's name an EPC QR code carries.
 */
const invalidIban = issue('schema.enterAValidIban', 'Enter a valid IBAN, e.g. DE89 3704 0044 0532 0130 00');
export const paymentSettings = z.object({
  instructions: optionalText(1000, 'Payment instructions').transform((v) => v ?? null),
  iban: z
    .string(invalidIban)
    .nullish()
    .transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v))
    .refine((v) => v === null || normalizeIban(v) !== null, invalidIban)
    .transform((v) => (v === null ? null : normalizeIban(v))),
  account_holder: optionalText(70, 'Account holder').transform((v) => (v ? v.trim() : null)),
});
export type PaymentSettingsInput = z.infer<typeof paymentSettings>;

/** The first steps of a new group (the dashboard's setup checklist): whether it was put away. */
export const setupSettings = z.object({
  checklist_dismissed: z.boolean(issue('schema.checklistDismissedMustBeTrueOrFalse', 'checklist_dismissed must be true or false')),
});
export type SetupSettings = z.infer<typeof setupSettings>;

/**
 * Security: whether members whose role grants `roles.manage` or `settings.manage` must use
 * two-factor authentication. Until such a member turns it on, none of their role's permissions
 * apply in this organisation (they are asked to set it up on their profile).
 */
export const securitySettings = z.object({
  require_two_factor: z.boolean(
    issue('schema.field.requireTwoFactorMustBeTrueOrFalse', 'require_two_factor must be true or false'),
  ),
});
export type SecuritySettings = z.infer<typeof securitySettings>;

export const organizationSettings = z.object({
  general: generalSettings,
  notifications: notificationSettings,
  membership: membershipSettings,
  payment: paymentSettings,
  setup: setupSettings,
  security: securitySettings,
});
export type OrganizationSettings = z.infer<typeof organizationSettings>;
export type GeneralSettings = z.infer<typeof generalSettings>;
export type NotificationSettings = z.infer<typeof notificationSettings>;
export type MembershipSettings = z.infer<typeof membershipSettings>;

/** What any active member may read: the general section only. */
export const publicSettings = z.object({ general: generalSettings });

export const defaultNotificationSettings: NotificationSettings = {
  new_activity: false,
  points_awarded: false,
  membership_status_updates: false,
  renewal_reminders: false,
  renewal_reminder_dates: [],
  // Members who said they are going expect a reminder: on unless the group turns it off.
  rsvp_reminders: true,
  rsvp_reminder_days_before: rsvpReminderDays.default,
  from_email: null,
  reply_to_email: null,
};

export const defaultMembershipSettings: MembershipSettings = {
  require_annual_renewal: true,
  minimum_points: 0,
  auto_update_status: false,
  inactive_after_days: 365,
  renewal_date: '01-01',
  meeting_category_ids: [],
  registration_points: 0,
  dues_points: 0,
  level_thresholds: defaultLevels,
};

export const defaultGeneralSettings = { description: null, time_zone: 'UTC', date_format: defaultDateFormat };

/** `PUT /organizations/{id}/settings`: any section, each field optional. */
export const updateSettingsInput = z.object({
  organization_id: organizationId,
  general: generalSettings.partial().optional(),
  notifications: notificationSettings.partial().optional(),
  membership: membershipSettings.partial().optional(),
  payment: paymentSettings.partial().optional(),
  setup: setupSettings.partial().optional(),
  security: securitySettings.partial().optional(),
});
export type UpdateSettingsInput = z.infer<typeof updateSettingsInput>;

/**
 * The settings as stored (jsonb, possibly older or partial) merged over the defaults, so a reader
 * always gets every field.
 */
export function resolveSettings(
  organization: { name: string; contact_email: string; require_two_factor?: boolean | undefined },
  stored: unknown,
): OrganizationSettings {
  const doc = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<
    string,
    Record<string, unknown> | undefined
  >;
  const general = generalSettings.safeParse({
    ...defaultGeneralSettings,
    ...doc.general,
    name: organization.name,
    contact_email: organization.contact_email,
  });
  const notifications = notificationSettings.safeParse({ ...defaultNotificationSettings, ...doc.notifications });
  const membership = membershipSettings.safeParse({ ...defaultMembershipSettings, ...doc.membership });
  const payment = paymentSettings.safeParse({ ...defaultPaymentSettings, ...doc.payment });
  const setup = setupSettings.safeParse({ checklist_dismissed: false, ...doc.setup });
  return {
    general: general.success
      ? general.data
      : { ...defaultGeneralSettings, name: organization.name, contact_email: organization.contact_email },
    notifications: notifications.success ? notifications.data : defaultNotificationSettings,
    membership: membership.success ? membership.data : defaultMembershipSettings,
    payment: payment.success ? payment.data : defaultPaymentSettings,
    setup: setup.success ? setup.data : { checklist_dismissed: false },
    // A column of its own (the access check reads it with the membership), not the document.
    security: { require_two_factor: organization.require_two_factor ?? false },
  };
}

// ---------------------------------------------------------------------------------------------
// Feedback

export const feedbackInput = z.object({
  organization_id: organizationId,
  message: z
    .string(issue('schema.messageIsRequired', 'Message is required'))
    .trim()
    .min(1, issue('schema.messageIsRequired', 'Message is required'))
    .max(
      feedbackMax,
      issue('schema.messageMustBeFeedbackmaxCharactersOrLess', 'Message must be {feedbackMax} characters or less', {
        feedbackMax,
      }),
    ),
});
export const feedbackEntry = z.object({ id: z.number(), message: z.string(), created_at: z.string() });
