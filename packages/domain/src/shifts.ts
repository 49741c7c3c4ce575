/**
 * Shifts on an activity: the calls' inputs and answers (issue 18, decision 0031). The rules are in
 * ./shifts-helpers (re-exported here).
 */
import { z } from 'zod';
import { id, isoDate, organizationId, requiredText, wholeNumber } from './common';
import { timeOfDay } from './optional-fields';
import { shiftMessages, shiftsMax } from './shifts-helpers';
import { issue } from './words';

export * from './shifts-helpers';

/** A shift's fields, as create and update (a whole replacement) take them. */
export const shiftFields = {
  title: requiredText('Title', shiftsMax.title),
  /** One of the activity's days, `yyyy-mm-dd`. */
  date: isoDate,
  /** `HH:MM` (24 h) on that day. */
  start_time: timeOfDay,
  /** `HH:MM`, after `start_time`. */
  end_time: timeOfDay,
  /** How many members the shift takes (1..1000). */
  slots: wholeNumber('slots', 1, shiftsMax.slots),
  /** The participation role a worked shift records: a role of the same organisation. */
  participation_role_id: id,
};

function endAfterStart(value: { start_time: string; end_time: string }, ctx: z.RefinementCtx) {
  if (value.end_time <= value.start_time) {
    ctx.addIssue({ code: 'custom', path: ['end_time'], message: shiftMessages.endAfterStart });
  }
}

/** `POST /activities/{id}/shifts` (`activities.manage`): `id` is the activity. */
export const createShiftInput = z
  .object({ organization_id: organizationId.optional(), id, ...shiftFields })
  .superRefine(endAfterStart);
export type CreateShiftInput = z.output<typeof createShiftInput>;

/** `PUT /shifts/{id}` (`activities.manage`): every field, as on create. */
export const updateShiftInput = z
  .object({ organization_id: organizationId.optional(), id, ...shiftFields })
  .superRefine(endAfterStart);
export type UpdateShiftInput = z.output<typeof updateShiftInput>;

/** `GET /activities/{id}/shifts` (`id`: the activity), and the calls on one shift (`id`: the shift). */
export const shiftIdInput = z.object({ organization_id: organizationId.optional(), id });

/**
 * `POST /shifts/{id}/signup`: `waitlist: true` joins the waitlist when the shift is full (decision
 * 0049); with a slot free it signs up as without it.
 */
export const shiftSignupInput = shiftIdInput.extend({
  waitlist: z.boolean(issue('schema.mustBeTrueOrFalse', 'Must be true or false')).optional(),
});
export type ShiftSignupInput = z.output<typeof shiftSignupInput>;

/** `POST /shifts/{id}/signups/{user_id}/confirm` (`activities.manage`). */
export const confirmShiftInput = z.object({ organization_id: organizationId.optional(), id, user_id: id });
export type ConfirmShiftInput = z.output<typeof confirmShiftInput>;

const rowId = z.number().int();

export const shiftSignupView = z.object({
  user_id: rowId,
  display_name: z.string(),
  at: z.string(),
  /** When the shift was confirmed as worked (by a manager, or by checking in that day), else null. */
  confirmed_at: z.string().nullable(),
  /** Waiting for a slot (decision 0049): listed after those signed up, in waitlist order. */
  waitlisted: z.boolean(),
});
export type ShiftSignupView = z.infer<typeof shiftSignupView>;

export const shiftView = z.object({
  id: rowId,
  activity_id: rowId,
  title: z.string(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  slots: rowId,
  participation_role: z.object({ id: rowId, name: z.string() }).nullable(),
  taken: rowId,
  free: rowId,
  /** Members waiting for a slot (decision 0049). */
  waitlist: rowId,
  /** The caller's own sign-up, or null; `position` in the waitlist (1 is next) when waitlisted. */
  mine: z
    .object({ at: z.string(), confirmed_at: z.string().nullable(), waitlisted: z.boolean(), position: rowId.nullable() })
    .nullable(),
  /** Who signed up, in sign-up order: for managers (`activities.manage`) only, else null. */
  signups: z.array(shiftSignupView).nullable(),
});
export type ShiftView = z.infer<typeof shiftView>;

export const shiftList = z.object({
  activity: z.object({ id: rowId, title: z.string(), start_date: z.string(), end_date: z.string() }),
  /** Whether the caller manages the shifts (`activities.manage`). */
  can_manage: z.boolean(),
  /** The group's wall clock now: sign-ups and cancellations close when a shift starts. */
  now: z.object({ date: z.string(), time: z.string() }),
  shifts: z.array(shiftView),
});
export type ShiftList = z.infer<typeof shiftList>;

export const shiftConfirmResult = z.object({
  participation_id: rowId,
  /** The record's day; null for a full-event activity. */
  date: z.string().nullable(),
  role_id: rowId,
});
export type ShiftConfirmResult = z.infer<typeof shiftConfirmResult>;
