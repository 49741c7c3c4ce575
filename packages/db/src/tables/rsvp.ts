/** RSVPs to activities (migration 2026_11_24_1900, docs/decisions/0025-rsvp-and-check-in.md). */
import type { Generated } from 'kysely';
import type { Timestamp } from '../schema';

export type RsvpStatus = 'going' | 'waitlisted' | 'not_going';

/** One answer per member and activity; the waitlist's order is `at`, then `id`. */
export interface ActivityRsvpsTable {
  id: Generated<number>;
  organization_id: number;
  activity_id: number;
  user_id: number;
  status: RsvpStatus;
  /** When the member (or a manager for them) gave this answer. */
  at: Timestamp;
}

/**
 * An RSVP reminder queued for a member going to an activity: at most one per organisation, activity
 * and member (migration 2026_11_24_2000, docs/decisions/0028-rsvp-reminders.md).
 */
export interface RsvpRemindersSentTable {
  organization_id: number;
  activity_id: number;
  user_id: number;
  sent_at: Timestamp;
}

export interface RsvpTables {
  activity_rsvps: ActivityRsvpsTable;
  rsvp_reminders_sent: RsvpRemindersSentTable;
}
