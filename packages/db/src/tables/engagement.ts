/** Feedback, notification preferences and the state of scheduled work. */
import type { Generated } from 'kysely';
import type { CalendarDate, Timestamp } from '../schema';

/** Anonymous by design: no user column, nothing that links a message to its author. */
export interface FeedbackTable {
  id: Generated<number>;
  organization_id: number;
  message: string;
  created_at: Generated<Timestamp>;
}

export type NotificationKind =
  'new_activity' | 'points_awarded' | 'membership_status_updates' | 'renewal_reminders' | 'rsvp_reminders';

/** A member who opted out of one kind of notification from one organisation. */
export interface NotificationOptOutsTable {
  organization_id: number;
  user_id: number;
  kind: NotificationKind;
  created_at: Generated<Timestamp>;
}

/**
 * The secret of a member's unsubscribe links, one per member and organisation. Kept as is (not
 * hashed) so every email can carry it: it only ever allows opting out of notifications.
 */
export interface UnsubscribeTokensTable {
  id: string;
  organization_id: number;
  user_id: number;
  created_at: Generated<Timestamp>;
}

/** When each member last got a points digest, so at most one goes out per hour. */
export interface PointsDigestsTable {
  organization_id: number;
  user_id: number;
  last_sent_at: Timestamp;
  /** Participation records up to this id have been reported. */
  last_participation_id: number;
}

/** Periodic work done once per organisation and period (e.g. the renewal check of a year). */
export interface ScheduledRunsTable {
  job: string;
  organization_id: number;
  period: string;
  ran_at: Timestamp;
}

/** A renewal reminder queued for a member: at most one per organisation, reminder day and member. */
export interface RenewalRemindersSentTable {
  organization_id: number;
  user_id: number;
  /** The reminder day in the group's time zone. */
  reminder_on: CalendarDate;
  /** The registration year the reminder was about. */
  year: number;
  sent_at: Timestamp;
}

export interface EngagementTables {
  scheduled_runs: ScheduledRunsTable;
  feedback: FeedbackTable;
  notification_opt_outs: NotificationOptOutsTable;
  unsubscribe_tokens: UnsubscribeTokensTable;
  points_digests: PointsDigestsTable;
  renewal_reminders_sent: RenewalRemindersSentTable;
}
