/**
 * Who may see an activity: the one rule (docs/decisions/0035-one-visibility-rule.md).
 *
 * A public activity is seen by every member of its group. A private one is seen by a member whose
 * EFFECTIVE permissions include `activities.manage` (none apply while the group's two-factor
 * requirement is unmet), and by a member tied to it: a participation record, an RSVP answer (any
 * answer), an exhibit (any status) or a shift sign-up. Nobody else learns it exists: its id answers
 * as a missing one (one 404, one message) and no list, report, export or feed names it.
 *
 * `activityTies` is the single list of ties. The pure function below reads it, and the API builds
 * its one SQL filter from the same list (apps/api/src/services/activity-visibility.ts), so the two
 * cannot drift; apps/api/test/services/activity-visibility.test.ts checks they agree on every case.
 */
import type { Permission } from './permissions';

/** The permission that shows every private activity. */
export const seesEveryActivity: Permission = 'activities.manage';

/**
 * A tie of a member to an activity: a row of `table` whose `userColumn` is the member and whose
 * activity is `activityColumn`, or, with `through`, the activity of the `through.table` row that
 * `through.column` names (a sign-up names a shift, the shift names its activity). Every table is
 * scoped by its `organization_id`.
 */
export interface ActivityTie {
  kind: 'participation' | 'rsvp' | 'exhibit' | 'shift_signup';
  table: 'participations' | 'activity_rsvps' | 'exhibits' | 'shift_signups';
  userColumn: 'user_id';
  activityColumn?: 'activity_id';
  through?: { table: 'shifts'; column: 'shift_id'; activityColumn: 'activity_id' };
}

export const activityTies = [
  { kind: 'participation', table: 'participations', userColumn: 'user_id', activityColumn: 'activity_id' },
  { kind: 'rsvp', table: 'activity_rsvps', userColumn: 'user_id', activityColumn: 'activity_id' },
  { kind: 'exhibit', table: 'exhibits', userColumn: 'user_id', activityColumn: 'activity_id' },
  {
    kind: 'shift_signup',
    table: 'shift_signups',
    userColumn: 'user_id',
    through: { table: 'shifts', column: 'shift_id', activityColumn: 'activity_id' },
  },
] as const satisfies readonly ActivityTie[];

export type ActivityTieKind = (typeof activityTies)[number]['kind'];

/** The caller as the rule sees them: their effective permissions in the activity's group. */
export interface ActivityViewer {
  readonly permissions: readonly Permission[];
}

/** What the rule reads of an activity itself. */
export interface ActivityPrivacy {
  readonly is_private: boolean;
}

/** Whether anyone sees the activity, signed in or not: the public feed, public exhibit pages, QR codes, announcements. */
export function isPublicActivity(activity: ActivityPrivacy): boolean {
  return maySeeActivity(activity, { permissions: [] }, []);
}

/** Whether the viewer sees every activity of the group, private ones included. */
export function seesAllActivities(viewer: ActivityViewer): boolean {
  return viewer.permissions.includes(seesEveryActivity);
}

/**
 * Whether the viewer may see the activity, given the kinds of tie they have to it. Only the ties
 * named in `activityTies` count; anything else (a `reports.view` permission, a booking somebody
 * else made) reveals nothing.
 */
export function maySeeActivity(
  activity: ActivityPrivacy,
  viewer: ActivityViewer,
  ties: Iterable<ActivityTieKind>,
): boolean {
  if (!activity.is_private || seesAllActivities(viewer)) return true;
  const known = new Set<string>(activityTies.map((tie) => tie.kind));
  for (const tie of ties) if (known.has(tie)) return true;
  return false;
}
