/**
 * RSVP, capacity, waitlist and check-in: the calls' inputs and answers (issue 17, decision 0025).
 * The rules are in ./rsvp-helpers (re-exported here).
 */
import { z } from 'zod';
import { id, isoDate, organizationId, wholeNumber } from './common';
import { mySignupExhibit, mySignupShift } from './my-signups';
import { rsvpAnswers, rsvpMessages, rsvpStatuses } from './rsvp-helpers';
import { issue } from './words';

export * from './rsvp-helpers';

export const capacityMax = 100_000;

/** The activity fields of issue 17, as create and update take them. */
export const activityRsvpFields = {
  rsvp_open: z.boolean(issue('schema.mustBeTrueOrFalse', 'Must be true or false')),
  /** At least 1; null for no limit. */
  capacity: wholeNumber('capacity', 1, capacityMax).nullable(),
  /** The last day members may change their answer (`yyyy-mm-dd`); null: until the start. */
  rsvp_deadline: isoDate.nullable(),
  /** A participation role of the same organisation, or null. */
  checkin_role_id: id.nullable(),
};

/** `PUT /activities/{id}/rsvp`: the signed-in member's answer; a manager may send `user_id` to answer for a member. */
export const rsvpInput = z.object({
  organization_id: organizationId.optional(),
  id,
  status: z.enum(
    rsvpAnswers,
    issue('schema.field.statusMustBeGoingOrNotGoing', 'status must be "going" or "not_going"'),
  ),
  /** Managers (`activities.manage`) only: the member whose answer this is; default the caller. */
  user_id: id.optional(),
});
export type RsvpInput = z.output<typeof rsvpInput>;

export const rsvpResult = z.object({
  status: z.enum(rsvpStatuses),
  /** The place in the waitlist (1 is next), else null. */
  position: z.number().int().nullable(),
});
export type RsvpResult = z.infer<typeof rsvpResult>;

const rowId = z.number().int();

export const rsvpListEntry = z.object({ user_id: rowId, display_name: z.string(), at: z.string() });
export type RsvpListEntry = z.infer<typeof rsvpListEntry>;

/** `GET /activities/{id}/rsvps`: the three lists, each in answer order (the waitlist's order). */
export const rsvpList = z.object({
  capacity: z.number().int().nullable(),
  going: z.array(rsvpListEntry),
  waitlisted: z.array(rsvpListEntry),
  not_going: z.array(rsvpListEntry),
});
export type RsvpList = z.infer<typeof rsvpList>;

export const rsvpListInput = z.object({ organization_id: organizationId.optional(), id });

/** `GET /activities/{id}/rsvps.csv`: the same lists as one CSV. */
export const rsvpCsv = z.object({ filename: z.string(), csv: z.string() });

/**
 * `POST /activities/{id}/check-in`: `{user_id, date?}` by a manager (`participation.manage`, the
 * kiosk) or `{code, date?}` by the member themself. `date` defaults to today in the group's time zone.
 */
export const checkInInput = z
  .object({
    organization_id: organizationId.optional(),
    id,
    user_id: id.optional(),
    code: z
      .string(issue('schema.field.codeMustBeText', 'code must be text'))
      .trim()
      .min(1, issue('schema.field.codeIsRequired', 'code is required'))
      .max(100, issue('schema.field.codeIsTooLong', 'code is too long'))
      .optional(),
    date: isoDate.optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.user_id === undefined) === (value.code === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['user_id'], message: rsvpMessages.checkInOneWay });
    }
  });
export type CheckInInput = z.output<typeof checkInInput>;

export const checkInResult = z.object({
  participation_id: rowId,
  /** The record's day; null for a full-event record. */
  date: z.string().nullable(),
  role_id: rowId,
});
export type CheckInResult = z.infer<typeof checkInResult>;

export const checkInCodeInput = z.object({ organization_id: organizationId.optional(), id });
export const checkInCode = z.object({ code: z.string() });

/** `GET /me/signups`: the signed-in member's answers to activities that have not ended, in every group. */
export const signup = z.object({
  organization_id: rowId,
  organization_name: z.string(),
  activity: z.object({
    id: rowId,
    title: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    start_time: z.string().nullable(),
    end_time: z.string().nullable(),
    location: z.string().nullable(),
    capacity: z.number().int().nullable(),
    rsvp_deadline: z.string().nullable(),
  }),
  status: z.enum(rsvpStatuses),
  position: z.number().int().nullable(),
  at: z.string(),
});
/** The RSVPs, and (issue 18) the member's exhibits and shift sign-ups on shows that have not ended. */
export const signups = z.object({
  signups: z.array(signup),
  exhibits: z.array(mySignupExhibit),
  shifts: z.array(mySignupShift),
});
export type Signups = z.infer<typeof signups>;

/**
 * `GET /activities/rsvp-standings?ids=`: for the screens (the detail's RSVP card, the list's
 * badges, the dashboard): per activity that takes RSVPs and the caller may see, the counts and
 * the caller's own answer. Private activities the caller may not see are left out.
 */
export const rsvpStandingsInput = z.object({
  organization_id: organizationId.optional(),
  ids: z
    .array(id)
    .min(1, issue('schema.field.idsMustNameAtLeastOneActivity', 'ids must name at least one activity'))
    .max(100, issue('schema.field.idsMayNameAtMostActivities', 'ids may name at most 100 activities')),
});
export const rsvpStanding = z.object({
  activity_id: rowId,
  capacity: z.number().int().nullable(),
  going: z.number().int(),
  waitlisted: z.number().int(),
  /** Free seats; null when there is no limit. */
  seats_left: z.number().int().nullable(),
  /** Why the caller cannot change their answer now (closed, past the deadline, started), else null. */
  closed_reason: z.string().nullable(),
  /** The caller's answer and waitlist position, or null when they have not answered. */
  mine: rsvpResult.nullable(),
});
export type RsvpStanding = z.infer<typeof rsvpStanding>;
export const rsvpStandings = z.object({ standings: z.array(rsvpStanding) });

/**
 * `GET /activities/{id}/check-in/kiosk` (`participation.manage`): what the kiosk needs once, so
 * that searching and checking in keep working through a short network loss: every active member
 * (by name), their answer, and whether they are checked in for today (or the whole event).
 */
export const kioskInput = z.object({ organization_id: organizationId.optional(), id });
export const kioskView = z.object({
  activity: z.object({
    id: rowId,
    title: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    participation_type: z.enum(['daily', 'full']),
  }),
  /** Today on the group's clock: the day a check-in records. */
  date: z.string(),
  /** Why a check-in today is refused (no check-in role, a day outside the activity), else null. */
  problem: z.string().nullable(),
  checkin_role: z.object({ id: rowId, name: z.string(), points: z.number() }).nullable(),
  members: z.array(
    z.object({
      user_id: rowId,
      display_name: z.string(),
      rsvp: z.enum(rsvpStatuses).nullable(),
      checked_in: z.boolean(),
    }),
  ),
});
export type KioskView = z.infer<typeof kioskView>;

/** A form's text for a whole number: blank is null (no limit), digits a number, anything else left for the schema to refuse. */
function formNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/** The RSVP fields as the activity form submits them (text inputs and a select's id as text). */
export const activityRsvpFormFields = {
  rsvp_open: activityRsvpFields.rsvp_open.default(false),
  capacity: z.preprocess(formNumber, wholeNumber('Capacity', 1, capacityMax).nullish()),
  rsvp_deadline: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    isoDate.nullish(),
  ),
  checkin_role_id: z.preprocess(
    (value) => (typeof value === 'string' ? (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : null) : value),
    id.nullish(),
  ),
};
