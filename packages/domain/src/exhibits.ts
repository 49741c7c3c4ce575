/**
 * Exhibits (MOC registration), their review, photos, MOC cards and the table plan: the calls'
 * inputs and answers (issue 18, decision 0030). The rules are in ./exhibits-helpers (re-exported here).
 */
import { z } from 'zod';
import { id, organizationId, wholeNumber } from './common';
import {
  exhibitImageTypes,
  exhibitLimits,
  exhibitMessages,
  exhibitReviewStatuses,
  exhibitStatuses,
  tablePlanLimits,
} from './exhibits-helpers';
import { issue } from './words';

export * from './exhibits-helpers';

/** The largest area limit an activity may set (studs²): 1000 m² of tables. */
export const exhibitsAreaMax = 15_625_000;
export const exhibitsPerMemberMax = 1000;

/** The activity fields of issue 18, as create and update take them. */
export const activityExhibitFields = {
  exhibits_open: z.boolean(issue('schema.mustBeTrueOrFalse', 'Must be true or false')),
  /** At least 1; null for no limit. */
  exhibits_per_member: wholeNumber('exhibits_per_member', 1, exhibitsPerMemberMax).nullable(),
  /** The approved exhibits' total table area in studs², at least 1; null for no limit. */
  exhibits_area_studs: wholeNumber('exhibits_area_studs', 1, exhibitsAreaMax).nullable(),
  /** The participation role an approved exhibit earns its builder on each show day; null: none (decision 0049). */
  exhibitor_role_id: id.nullable(),
};

/** A form's text for a whole number: blank is null (no limit), digits a number, anything else left for the schema to refuse. */
function formNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/** The exhibit fields as the activity form submits them (text inputs). */
export const activityExhibitFormFields = {
  exhibits_open: activityExhibitFields.exhibits_open.default(false),
  exhibits_per_member: z.preprocess(formNumber, wholeNumber('Exhibits per member', 1, exhibitsPerMemberMax).nullish()),
  exhibits_area_studs: z.preprocess(formNumber, wholeNumber('Table area', 1, exhibitsAreaMax).nullish()),
  exhibitor_role_id: z.preprocess(
    (value) => (typeof value === 'string' ? (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : null) : value),
    id.nullish(),
  ),
};

const studs = (label: string) => wholeNumber(label, 1, exhibitLimits.studsMax);

/** What a member says about their exhibit (register and edit take the same fields). */
const exhibitFieldsObject = z.object({
  title: z
    .string(issue('schema.titleIsRequired', 'Title is required'))
    .trim()
    .min(1, issue('schema.titleIsRequired', 'Title is required'))
    .max(
      exhibitLimits.titleMax,
      issue('schema.titleMustBeTitlemaxCharactersOrLess', 'Title must be {titleMax} characters or less', {
        titleMax: exhibitLimits.titleMax,
      }),
    ),
  width_studs: studs('width_studs'),
  depth_studs: studs('depth_studs'),
  height_studs: studs('height_studs').nullish(),
  needs_power: z.boolean(issue('schema.mustBeTrueOrFalse', 'Must be true or false')).default(false),
  /** 1..20 when it needs power (default 1); 0 or left out otherwise. */
  sockets: wholeNumber('sockets', 0, exhibitLimits.socketsMax).optional(),
  notes: z
    .string(issue('schema.notesMustBeText', 'Notes must be text'))
    .max(
      exhibitLimits.notesMax,
      issue('schema.notesMustBeNotesmaxCharactersOrLess', 'Notes must be {notesMax} characters or less', {
        notesMax: exhibitLimits.notesMax,
      }),
    )
    .nullish(),
  /** What visitors read on the MOC card (decision 0049); the member writes it. */
  description: z
    .string(issue('schema.descriptionMustBeText', 'Description must be text'))
    .max(
      exhibitLimits.descriptionMax,
      issue('schema.descriptionMustBeMaxCharactersOrLess', 'Description must be {max} characters or less', {
        max: exhibitLimits.descriptionMax,
      }),
    )
    .nullish(),
});

type ExhibitFieldsOut = z.output<typeof exhibitFieldsObject>;

const socketsRange = issue('schema.labelMustBeBetweenMinAndMax', '{label} must be between {min} and {max}', {
  label: 'sockets',
  min: 1,
  max: exhibitLimits.socketsMax,
});

function refineExhibit(value: ExhibitFieldsOut, ctx: z.RefinementCtx) {
  if (!value.needs_power && value.sockets !== undefined && value.sockets > 0) {
    ctx.addIssue({ code: 'custom', path: ['sockets'], message: exhibitMessages.socketsWithoutPower });
  }
  if (value.needs_power && value.sockets === 0) {
    ctx.addIssue({ code: 'custom', path: ['sockets'], message: socketsRange.error() });
  }
}

/** The stored shape of the fields: power and sockets consistent, blank notes null. */
function normalise<T extends ExhibitFieldsOut>(value: T) {
  return {
    ...value,
    height_studs: value.height_studs ?? null,
    sockets: value.needs_power ? (value.sockets ?? 1) : 0,
    notes: value.notes == null || value.notes.trim() === '' ? null : value.notes,
    description: value.description == null || value.description.trim() === '' ? null : value.description.trim(),
  };
}

/** `POST /activities/{id}/exhibits`: the signed-in member registers their own exhibit. */
export const registerExhibitInput = exhibitFieldsObject
  .extend({ organization_id: organizationId.optional(), id })
  .superRefine(refineExhibit)
  .transform(normalise);
export type RegisterExhibitInput = z.output<typeof registerExhibitInput>;

/** `PUT /exhibits/{id}`: the owner replaces the fields; the exhibit goes back to `pending`. */
export const updateExhibitInput = registerExhibitInput;
export type UpdateExhibitInput = RegisterExhibitInput;

/** One exhibit by id (the exhibit names its organisation). */
export const exhibitRef = z.object({ organization_id: organizationId.optional(), id });

/** An activity's exhibits (the activity names its organisation). */
export const activityExhibitsInput = z.object({ organization_id: organizationId.optional(), id });

export const reviewExhibitInput = z
  .object({
    organization_id: organizationId.optional(),
    id,
    status: z.enum(
      exhibitReviewStatuses,
      issue('schema.field.statusMustBeApprovedOrRejected', 'status must be "approved" or "rejected"'),
    ),
    reason: z
      .string(issue('schema.field.reasonMustBeText', 'reason must be text'))
      .trim()
      .max(
        exhibitLimits.reasonMax,
        issue('schema.field.reasonMustBeReasonmaxCharactersOrLess', 'reason must be {reasonMax} characters or less', {
          reasonMax: exhibitLimits.reasonMax,
        }),
      )
      .nullish()
      .transform((v) => (v == null || v === '' ? null : v)),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'rejected' && value.reason === null) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: exhibitMessages.reasonRequired });
    }
  });
export type ReviewExhibitInput = z.output<typeof reviewExhibitInput>;

/** `PUT /exhibits/{id}/photo`: the image as base64 (the REST adapter takes JSON bodies only). */
export const exhibitPhotoInput = z.object({
  organization_id: organizationId.optional(),
  id,
  /** Base64 of the image bytes; 12 MB of image at most, stored re-encoded (decision 0039). */
  data: z
    .string(issue('schema.field.dataIsRequired', 'data is required'))
    .min(1, exhibitMessages.photoEmpty)
    .max(Math.ceil(exhibitLimits.photoBytesMax / 3) * 4 + 8, exhibitMessages.photoTooLarge),
  /** The declared type; the bytes must be of it. Left out: whatever JPEG, PNG or WebP the bytes are. */
  content_type: z.enum(exhibitImageTypes, { error: exhibitMessages.photoType }).optional(),
});
export type ExhibitPhotoInput = z.output<typeof exhibitPhotoInput>;

const rowId = z.number().int();

export const exhibit = z.object({
  id: rowId,
  activity_id: rowId,
  user_id: rowId,
  /** The builder's display name. */
  builder: z.string(),
  title: z.string(),
  width_studs: z.number().int(),
  depth_studs: z.number().int(),
  height_studs: z.number().int().nullable(),
  needs_power: z.boolean(),
  sockets: z.number().int(),
  notes: z.string().nullable(),
  /** What visitors read on the MOC card. */
  description: z.string().nullable(),
  status: z.enum(exhibitStatuses),
  /** The reviewer's reason (required for a rejection). */
  review_reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  has_photo: z.boolean(),
  /** The caller registered it. */
  mine: z.boolean(),
  /**
   * The fields the builder changed since the last review (`title`, `width_studs`, …), for
   * `activities.manage` only (null for others, and when nothing changed): the "changed" mark.
   */
  changed_fields: z.array(z.string()).nullable(),
});
export type Exhibit = z.infer<typeof exhibit>;

export const exhibitTotalsSchema = z.object({
  count: z.number().int(),
  approved: z.number().int(),
  approved_area_studs: z.number().int(),
  sockets: z.number().int(),
});

/**
 * `GET /activities/{id}/exhibits`: the exhibits the caller may see (a member: their own and the
 * approved ones; `activities.manage`: all) and totals over those same rows.
 */
export const exhibitList = z.object({
  exhibits: z.array(exhibit),
  totals: exhibitTotalsSchema,
  activity: z.object({
    id: rowId,
    title: z.string(),
    is_private: z.boolean(),
    exhibits_open: z.boolean(),
    exhibits_per_member: z.number().int().nullable(),
    exhibits_area_studs: z.number().int().nullable(),
    /** The show has started: owners can no longer edit or withdraw. */
    started: z.boolean(),
  }),
  /** Why the caller cannot register one more exhibit now, else null. */
  register_problem: z.string().nullable(),
  /** The caller may review (holds `activities.manage`). */
  can_review: z.boolean(),
});
export type ExhibitList = z.infer<typeof exhibitList>;

export const exhibitPhoto = z.object({ content_type: z.enum(exhibitImageTypes), data: z.string() });
export type ExhibitPhoto = z.infer<typeof exhibitPhoto>;

export const exhibitCardsPdf = z.object({ filename: z.string(), data: z.string() });
export type ExhibitCardsPdf = z.infer<typeof exhibitCardsPdf>;

/** `GET /public/exhibits/{id}`: an approved exhibit of a public activity; 404 otherwise. */
export const publicExhibitInput = z.object({ id });
export const publicExhibit = z.object({
  id: rowId,
  title: z.string(),
  width_studs: z.number().int(),
  depth_studs: z.number().int(),
  height_studs: z.number().int().nullable(),
  has_photo: z.boolean(),
  activity: z.object({
    title: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    location: z.string().nullable(),
  }),
  organization_name: z.string(),
});
export type PublicExhibit = z.infer<typeof publicExhibit>;

// ---------------------------------------------------------------------------------------------
// The table plan

export const planTable = z.object({
  id: z
    .string()
    .trim()
    .min(1, issue('schema.required', 'Required'))
    .max(40, issue('schema.field.idMustBeCharactersOrLess', 'id must be 40 characters or less')),
  name: z
    .string()
    .trim()
    .min(1, issue('schema.nameIsRequired', 'Name is required'))
    .max(60, issue('schema.nameMustBeCharactersOrLess', 'Name must be 60 characters or less')),
  width_studs: wholeNumber('width_studs', 1, tablePlanLimits.tableStudsMax),
  depth_studs: wholeNumber('depth_studs', 1, tablePlanLimits.tableStudsMax),
  /** The group's equipment item the table was made from (its bookings for the activity), if any. */
  equipment_id: id.optional(),
});
export const planPlacement = z.object({
  exhibit_id: id,
  table_id: z.string().max(40),
  x: wholeNumber('x', 0, tablePlanLimits.tableStudsMax),
  y: wholeNumber('y', 0, tablePlanLimits.tableStudsMax),
  rotated: z.boolean().default(false),
});
export const tablePlanSchema = z.object({
  tables: z.array(planTable).max(tablePlanLimits.tables),
  placements: z.array(planPlacement).max(tablePlanLimits.placements),
});

export const tablePlanInput = z.object({ organization_id: organizationId.optional(), id, plan: tablePlanSchema });
export type TablePlanInput = z.output<typeof tablePlanInput>;

export const tablePlanView = z.object({
  plan: tablePlanSchema,
  /** The approved exhibits that may be placed. */
  exhibits: z.array(
    z.object({
      id: rowId,
      title: z.string(),
      builder: z.string(),
      width_studs: z.number().int(),
      depth_studs: z.number().int(),
      /** Sockets the exhibit needs at the table (0: no power): the label's power mark. */
      sockets: z.number().int(),
      /** The builder changed it since the last review (decision 0049). */
      changed: z.boolean(),
    }),
  ),
  updated_at: z.string().nullable(),
});
export type TablePlanView = z.infer<typeof tablePlanView>;
