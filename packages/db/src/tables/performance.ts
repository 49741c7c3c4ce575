/**
 * Running totals of participation per member and year, kept by triggers on `participations`
 * (migration 0600): read by member stats and the history's summary; never written by the
 * application.
 */
import type { ColumnType } from 'kysely';

type ReadOnly<T> = ColumnType<T, never, never>;

export interface ParticipationMemberActivitiesTable {
  organization_id: ReadOnly<number>;
  year: ReadOnly<number>;
  user_id: ReadOnly<number>;
  activity_id: ReadOnly<number>;
  records: ReadOnly<number>;
  points: ReadOnly<number>;
}

export interface ParticipationMemberYearsTable {
  organization_id: ReadOnly<number>;
  year: ReadOnly<number>;
  user_id: ReadOnly<number>;
  /** Distinct activities with at least one record counting for the year. */
  activities: ReadOnly<number>;
  records: ReadOnly<number>;
  /** The records' points plus `awarded_points`. */
  points: ReadOnly<number>;
  /** The year's `points_awards` (manual, registration, dues): migration 2026_11_29_0700. */
  awarded_points: ReadOnly<number>;
}

export interface ParticipationActivityYearsTable {
  organization_id: ReadOnly<number>;
  year: ReadOnly<number>;
  activity_id: ReadOnly<number>;
  records: ReadOnly<number>;
}

export interface ParticipationMembersTable {
  organization_id: ReadOnly<number>;
  user_id: ReadOnly<number>;
  records: ReadOnly<number>;
}

/** Memberships of an organisation, and the active ones (migration 0730, kept by triggers). */
export interface OrganizationMemberCountsTable {
  organization_id: ReadOnly<number>;
  members: ReadOnly<number>;
  active_members: ReadOnly<number>;
}

/** Members with participation records and the records of an organisation (migration 0730). */
export interface ParticipationOrganizationTotalsTable {
  organization_id: ReadOnly<number>;
  members: ReadOnly<number>;
  records: ReadOnly<number>;
}

/** What an organisation's public calendar feed shows, as a version (migration 2026_11_24_0900, kept by triggers). */
export interface OrganizationCalendarVersionsTable {
  organization_id: ReadOnly<number>;
  /** bigint: text from the database driver. */
  version: ReadOnly<string>;
  changed_at: ReadOnly<Date>;
}

export interface PerformanceTables {
  organization_calendar_versions: OrganizationCalendarVersionsTable;
  organization_member_counts: OrganizationMemberCountsTable;
  participation_organization_totals: ParticipationOrganizationTotalsTable;
  participation_members: ParticipationMembersTable;
  participation_activity_years: ParticipationActivityYearsTable;
  participation_member_activities: ParticipationMemberActivitiesTable;
  participation_member_years: ParticipationMemberYearsTable;
}
