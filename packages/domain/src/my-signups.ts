/**
 * My signups beyond RSVPs (issue 18, docs/decisions/0032-show-report-and-my-signups.md): the
 * member's exhibits and shift sign-ups on activities that have not ended, in every group.
 * `GET /me/signups` answers them beside the RSVPs (./rsvp), `GET /me/signups.ics` as a calendar.
 */
import { z } from 'zod';

const rowId = z.number().int();

export const mySignupExhibit = z.object({
  organization_id: rowId,
  organization_name: z.string(),
  id: rowId,
  title: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  /** Why it was rejected (what the manager wrote), else null. */
  review_reason: z.string().nullable(),
  activity: z.object({ id: rowId, title: z.string(), start_date: z.string(), end_date: z.string() }),
});
export type MySignupExhibit = z.infer<typeof mySignupExhibit>;

export const mySignupShift = z.object({
  organization_id: rowId,
  organization_name: z.string(),
  id: rowId,
  title: z.string(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  /** Whether a manager confirmed it (or the member checked in that day). */
  confirmed: z.boolean(),
  activity: z.object({ id: rowId, title: z.string(), location: z.string().nullable() }),
});
export type MySignupShift = z.infer<typeof mySignupShift>;
