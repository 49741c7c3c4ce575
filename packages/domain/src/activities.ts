import { z } from 'zod';
import {
  description,
  id,
  isoDate,
  optionalText,
  organizationId,
  pageLimit,
  pageOffset,
  requiredText,
  year,
} from './common';
import { formOptionalId, optionalHttpUrl, optionalId, optionalTime } from './optional-fields';
import {
  activityPlaceMax,
  activityTitleMax,
  defaultParticipationType,
  participationChangeModes,
  participationTypes,
  scheduleProblem,
} from './activities-helpers';
import { activityExhibitFields, activityExhibitFormFields } from './exhibits';
import { activityRsvpFields, activityRsvpFormFields } from './rsvp';
import { shiftDateChangeModes } from './shifts-helpers';
import { issue } from './words';

// The zod-free constants and rules (the web screens import them from there).
export * from './activities-helpers';

function requiredDate(label: string) {
  return z
    .string(issue('schema.labelIsRequired', '{label} is required', { label }))
    .trim()
    .min(1, issue('schema.labelIsRequired', '{label} is required', { label }))
    .pipe(isoDate);
}

// ---------------------------------------------------------------------------------------------
// Inputs

const activityFieldSchemas = {
  title: requiredText('Title', activityTitleMax),
  description,
  start_date: requiredDate('Start date'),
  end_date: requiredDate('End date'),
  start_time: optionalTime,
  end_time: optionalTime,
  location: optionalText(activityPlaceMax, 'Location'),
  organizer: optionalText(activityPlaceMax, 'Organizer'),
  external_url: optionalHttpUrl,
  is_private: z.boolean(issue('schema.mustBeTrueOrFalse', 'Must be true or false')),
  category_id: optionalId,
  participation_type: z.enum(participationTypes, issue('schema.mustBeDailyOrFull', 'Must be daily or full')),
};

function refineSchedule(
  value: {
    start_date?: string | undefined;
    end_date?: string | undefined;
    start_time?: string | null | undefined;
    end_time?: string | null | undefined;
  },
  ctx: z.RefinementCtx,
) {
  if (value.start_date === undefined || value.end_date === undefined) return;
  const problem = scheduleProblem({
    start_date: value.start_date,
    end_date: value.end_date,
    start_time: value.start_time,
    end_time: value.end_time,
  });
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
}

/** The fields of the activity form as the form submits them (a select's id as text). */
export const activityFields = z
  .object({
    ...activityFieldSchemas,
    category_id: formOptionalId,
    is_private: activityFieldSchemas.is_private.default(false),
    participation_type: activityFieldSchemas.participation_type.default(defaultParticipationType),
    // RSVP and check-in (issue 17): the form's card "RSVP & Check-in".
    ...activityRsvpFormFields,
    // Exhibits (issue 18): the form's card "Exhibits".
    ...activityExhibitFormFields,
  })
  .superRefine(refineSchedule);
export type ActivityFields = z.output<typeof activityFields>;
export type ActivityFieldsInput = z.input<typeof activityFields>;

export const createActivityInput = z
  .object({
    organization_id: organizationId,
    ...activityFieldSchemas,
    is_private: activityFieldSchemas.is_private.default(false),
    participation_type: activityFieldSchemas.participation_type.default(defaultParticipationType),
    // RSVP and check-in (issue 17): closed, no limit, no deadline, no check-in unless sent.
    rsvp_open: activityRsvpFields.rsvp_open.default(false),
    capacity: activityRsvpFields.capacity.optional(),
    rsvp_deadline: activityRsvpFields.rsvp_deadline.optional(),
    checkin_role_id: activityRsvpFields.checkin_role_id.optional(),
    // Exhibits (issue 18): closed, no limits unless sent.
    exhibits_open: activityExhibitFields.exhibits_open.default(false),
    exhibits_per_member: activityExhibitFields.exhibits_per_member.optional(),
    exhibits_area_studs: activityExhibitFields.exhibits_area_studs.optional(),
    exhibitor_role_id: activityExhibitFields.exhibitor_role_id.optional(),
  })
  .superRefine(refineSchedule);
export type CreateActivityInput = z.output<typeof createActivityInput>;
/**
 * An update names the fields it changes; fields left out keep their value. The schedule is checked
 * again by the service once merged with the stored row.
 */
export const updateActivityInput = z
  .object({
    /** Optional: the activity names its organisation; when sent, it must be the activity's. */
    organization_id: organizationId.optional(),
    id,
    title: activityFieldSchemas.title.optional(),
    description: activityFieldSchemas.description,
    start_date: activityFieldSchemas.start_date.optional(),
    end_date: activityFieldSchemas.end_date.optional(),
    start_time: activityFieldSchemas.start_time,
    end_time: activityFieldSchemas.end_time,
    location: activityFieldSchemas.location,
    organizer: activityFieldSchemas.organizer,
    external_url: activityFieldSchemas.external_url,
    is_private: activityFieldSchemas.is_private.optional(),
    category_id: activityFieldSchemas.category_id,
    participation_type: activityFieldSchemas.participation_type.optional(),
    rsvp_open: activityRsvpFields.rsvp_open.optional(),
    /** A capacity below the members already going is refused (409); a larger one seats the waitlist. */
    capacity: activityRsvpFields.capacity.optional(),
    rsvp_deadline: activityRsvpFields.rsvp_deadline.optional(),
    checkin_role_id: activityRsvpFields.checkin_role_id.optional(),
    exhibits_open: activityExhibitFields.exhibits_open.optional(),
    /** An area below the approved exhibits' total is refused (409). */
    exhibits_per_member: activityExhibitFields.exhibits_per_member.optional(),
    exhibits_area_studs: activityExhibitFields.exhibits_area_studs.optional(),
    /** Setting it records the role for the exhibits already approved; changing it moves their records. */
    exhibitor_role_id: activityExhibitFields.exhibitor_role_id.optional(),
    /** How to handle participation records a change of dates or type would orphan. */
    participation_change: z
      .enum(
        participationChangeModes,
        issue(
          'schema.field.participationChangeMustBeRemoveOrConvert',
          'participation_change must be "remove" or "convert"',
        ),
      )
      .optional(),
    /** What becomes of shifts a change of dates would leave outside the activity (decision 0039). */
    shift_change: z
      .enum(
        shiftDateChangeModes,
        issue('schema.field.shiftChangeMustBeMoveOrCancel', 'shift_change must be "move" or "cancel"'),
      )
      .optional(),
  })
  .superRefine(refineSchedule);
export type UpdateActivityInput = z.output<typeof updateActivityInput>;

export const listActivitiesInput = z.object({
  organization_id: organizationId,
  /** Activities whose start date falls in this year; all years when left out. */
  year: year.optional(),
  category_id: optionalId,
});
export type ListActivitiesInput = z.output<typeof listActivitiesInput>;

/** A read or delete of one activity: the row names its organisation (`organization_id` may agree). */
export const activityRef = z.object({ organization_id: organizationId.optional(), id });

// ---------------------------------------------------------------------------------------------
// Outputs: the field names are the documented REST API's, unchanged for scripts

const rowId = z.number().int();

export const activity = z.object({
  id: rowId,
  organization_id: rowId,
  title: z.string(),
  description: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  location: z.string().nullable(),
  organizer: z.string().nullable(),
  external_url: z.string().nullable(),
  is_private: z.boolean(),
  category_id: rowId.nullable(),
  participation_type: z.enum(participationTypes),
  rsvp_open: z.boolean(),
  capacity: rowId.nullable(),
  rsvp_deadline: z.string().nullable(),
  checkin_role_id: rowId.nullable(),
  exhibits_open: z.boolean(),
  exhibits_per_member: z.number().int().nullable(),
  exhibits_area_studs: z.number().int().nullable(),
  exhibitor_role_id: rowId.nullable(),
});
export type Activity = z.infer<typeof activity>;

export const activityWithCategory = activity.extend({
  Category: z.object({ id: rowId, name: z.string() }).nullable(),
});
export type ActivityWithCategory = z.infer<typeof activityWithCategory>;

/**
 * `activities.page` (`GET /activities/page`): the Activities screen's read, one page of the list's
 * order (start date, start time, title); `total` counts every activity the filters match. The
 * documented `GET /activities` keeps answering the whole list, for scripts
 * (docs/product/api.md#paging, decision 0014).
 */
export const activitiesPageSize = { default: 50, max: 200 } as const;

export const activityPageInput = listActivitiesInput.extend({
  limit: pageLimit(activitiesPageSize.max, activitiesPageSize.default),
  offset: pageOffset,
});
export type ActivityPageInput = z.output<typeof activityPageInput>;

export const activityPage = z.object({ activities: z.array(activityWithCategory), total: z.number().int() });
export type ActivityPage = z.infer<typeof activityPage>;

export const activityParticipation = z.object({
  id: rowId,
  user_id: rowId,
  role_id: rowId,
  participation_date: z.string().nullable(),
  /** Points awarded when the participation was recorded. */
  points: z.number().int(),
  User: z.object({ id: rowId, display_name: z.string() }),
  ParticipationRole: z.object({ id: rowId, name: z.string(), points: z.number().int() }),
});
export type ActivityParticipation = z.infer<typeof activityParticipation>;

export const activityDetail = activityWithCategory.extend({
  Organization: z.object({ id: rowId, name: z.string() }).nullable(),
  Participations: z.array(activityParticipation),
});
export type ActivityDetail = z.infer<typeof activityDetail>;
