import { z } from 'zod';
import { id, isoDate, organizationId, pageLimit, pageOffset, year } from './common';
import {
  activityMembersPageSize,
  activityMembersSearchMax,
  bulkActions,
  bulkUpdateMaxMembers,
  participationRuleMessages,
} from './participation-helpers';
import { historyPageSize } from './years';
import { issue } from './words';

// The zod-free rules and constants (the web screens import them from there).
export * from './participation-helpers';

/** `POST /participation/bulk-update`: assign or remove roles for members, for a day or the whole event. */
export const bulkUpdateParticipationInput = z.object({
  /** Optional: the activity names its organisation; when sent, it must be the activity's. */
  organization_id: organizationId.optional(),
  activity_id: id,
  user_ids: z
    .array(id, { error: () => participationRuleMessages.selectionRequired })
    .min(1, { error: () => participationRuleMessages.selectionRequired })
    .max(bulkUpdateMaxMembers, issue('schema.atMostMembersAtOnce', 'At most 10,000 members at once')),
  role_ids: z
    .array(id, { error: () => participationRuleMessages.selectionRequired })
    .min(1, { error: () => participationRuleMessages.selectionRequired })
    .max(100, issue('schema.atMostRolesAtOnce', 'At most 100 roles at once')),
  action: z.enum(bulkActions, issue('schema.field.actionMustBeAssignOrRemove', 'action must be "assign" or "remove"')),
  date: isoDate.nullable().default(null),
});
export type BulkUpdateParticipationInput = z.infer<typeof bulkUpdateParticipationInput>;

// ---------------------------------------------------------------------------------------------
// Inputs and outputs of the participation procedures

/** `GET /participation`: the history, filtered and paged by an opaque cursor. */
export const participationHistoryInput = z.object({
  organization_id: organizationId,
  year: year.optional(),
  member_id: id.optional(),
  activity_id: id.optional(),
  limit: pageLimit(historyPageSize.max, historyPageSize.default),
  cursor: z.string().max(200).nullish(),
});
export type ParticipationHistoryInput = z.infer<typeof participationHistoryInput>;

export const participationHistoryEntry = z.object({
  id: z.number(),
  date: z.string(),
  points: z.number(),
  activity: z.object({ id: z.number(), name: z.string(), date: z.string() }),
  member: z.object({ id: z.number(), name: z.string() }),
  role: z.object({ id: z.number(), name: z.string(), basePoints: z.number() }),
});
export type ParticipationHistoryEntry = z.infer<typeof participationHistoryEntry>;

export const participationSummary = z.object({
  totalActivities: z.number(),
  uniqueParticipants: z.number(),
  averageParticipation: z.number(),
  /** Records matching the filter (every page), so a screen can say "100 of 532 records". */
  totalRecords: z.number(),
});

export const participationHistoryPage = z.object({
  items: z.array(participationHistoryEntry),
  nextCursor: z.string().nullable(),
  summary: participationSummary,
});
export type ParticipationHistoryPage = z.infer<typeof participationHistoryPage>;

/** One record: the row names its organisation (`organization_id` may agree). */
export const participationRecordRef = z.object({ organization_id: organizationId.optional(), id });

/** `POST /participation`: one record. */
export const createParticipationInput = z.object({
  /** Optional: the activity names its organisation; when sent, it must be the activity's. */
  organization_id: organizationId.optional(),
  activity_id: id,
  user_id: id,
  role_id: id,
  participation_date: isoDate.nullable().default(null),
});
export type CreateParticipationInput = z.infer<typeof createParticipationInput>;

/** `PUT /participation/{id}`: change the role or the day of one record. */
export const updateParticipationInput = z.object({
  organization_id: organizationId.optional(),
  id,
  role_id: id.optional(),
  participation_date: isoDate.nullable().optional(),
});
export type UpdateParticipationInput = z.infer<typeof updateParticipationInput>;

export const participationRecord = z.object({
  id: z.number(),
  activity_id: z.number(),
  user_id: z.number(),
  role_id: z.number(),
  participation_date: z.string().nullable(),
  points: z.number(),
  ParticipationRole: z.object({ name: z.string() }),
});
export type ParticipationRecord = z.infer<typeof participationRecord>;

/** `GET /participation/activity/{id}`: what the participation manager needs for one activity. */
export const activityParticipationView = z.object({
  activity: z.object({
    id: z.number(),
    title: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    participation_type: z.enum(['daily', 'full']),
    category_id: z.number().nullable(),
  }),
  users: z.array(z.object({ id: z.number(), display_name: z.string() })),
  roles: z.array(z.object({ id: z.number(), name: z.string(), points: z.number() })),
  participations: z.array(
    z.object({ id: z.number(), user_id: z.number(), role_id: z.number(), participation_date: z.string().nullable() }),
  ),
});
export type ActivityParticipationView = z.infer<typeof activityParticipationView>;

/** A yes/no parameter: a JSON boolean (`true`/`false` in a query string, decoded by the REST adapter). */
const flag = (name: string) =>
  z.boolean(issue('schema.nameMustBeTrueOrFalse', '{name} must be true or false', { name })).optional();

/** Which of an activity's members the Participation Manager lists: a search and a filter. */
const activityMembersFilter = {
  organization_id: organizationId.optional(),
  activity_id: id,
  /** A part of the display name, any case; blank lists everyone. */
  q: z
    .string(issue('schema.field.qMustBeText', 'q must be text'))
    .trim()
    .max(
      activityMembersSearchMax,
      issue(
        'schema.field.qMustBeActivitymemberssearchmaxCharactersOrLess',
        'q must be {activityMembersSearchMax} characters or less',
        { activityMembersSearchMax },
      ),
    )
    .optional(),
  /** Only members holding at least one role in the activity. */
  only_participants: flag('only_participants'),
};

/**
 * `GET /participation/activity/{id}/page`: one page of the Participation Manager (decision 13). The
 * members are searched, sorted and cut on the server; the counts cover the whole activity.
 */
export const activityParticipationPageInput = z.object({
  ...activityMembersFilter,
  limit: pageLimit(activityMembersPageSize.max, activityMembersPageSize.default),
  offset: pageOffset,
});
export type ActivityParticipationPageInput = z.input<typeof activityParticipationPageInput>;
export type ActivityParticipationPageQuery = z.output<typeof activityParticipationPageInput>;

export const activityParticipationPage = z.object({
  activity: activityParticipationView.shape.activity,
  roles: activityParticipationView.shape.roles,
  /** The page's members, in the order of the whole list (by the key of the display name, decision 0045, then id). */
  users: activityParticipationView.shape.users,
  /** Members matching the search and filter (every page). */
  total: z.number(),
  /** The records of the page's members only. */
  participations: activityParticipationView.shape.participations,
  /**
   * One entry per column of the manager: each day from start to end of a daily activity, or one
   * entry with `date` null (the entire event) for a full-event activity; `participants` counts the
   * distinct members holding a role there (every member, not only the page).
   */
  day_counts: z.array(z.object({ date: z.string().nullable(), participants: z.number() })),
  /** Distinct members holding any role in the activity: Total Unique Participants. */
  unique_participants: z.number(),
});
export type ActivityParticipationPage = z.infer<typeof activityParticipationPage>;

/**
 * `GET /participation/activity/{id}/member-ids`: the ids of every member the same search and
 * filter match, for "Select all N matching members".
 */
export const activityMemberIdsInput = z.object(activityMembersFilter);
export type ActivityMemberIdsInput = z.input<typeof activityMemberIdsInput>;
export const activityMemberIds = z.object({ ids: z.array(z.number()) });
export type ActivityMemberIds = z.infer<typeof activityMemberIds>;

export const bulkUpdateResult = z.object({ count: z.number() });
