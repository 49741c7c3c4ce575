/** Activities, categories, participation roles, and the participation records they carry. */
import type { ColumnType, Generated } from 'kysely';
import type { CalendarDate, Timestamp } from '../schema';

export interface CategoriesTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  description: string | null;
  /** A category of the same organisation; a category never becomes its own ancestor. */
  parent_id: number | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface ActivitiesTable {
  id: Generated<number>;
  organization_id: number;
  title: string;
  description: string | null;
  start_date: CalendarDate;
  end_date: CalendarDate;
  /** `HH:MM` */
  start_time: string | null;
  end_time: string | null;
  location: string | null;
  organizer: string | null;
  external_url: string | null;
  is_private: Generated<boolean>;
  category_id: number | null;
  participation_type: Generated<'daily' | 'full'>;
  /** RSVP (migration 2026_11_24_1900): whether members may answer. */
  rsvp_open: Generated<boolean>;
  /** Seats for going members; null: no limit. */
  capacity: number | null;
  /** The last day members may change their answer; null: until the start. */
  rsvp_deadline: CalendarDate | null;
  /** The participation role a check-in records (same organisation); null: no check-in. */
  checkin_role_id: number | null;
  /** The secret of the self check-in link; null until a manager makes one. */
  checkin_code: string | null;
  /** Members may register exhibits (migration 2026_11_25_0100, docs/decisions/0029-shows.md). */
  exhibits_open: Generated<boolean>;
  /** How many exhibits one member may register; null: no limit. */
  exhibits_per_member: number | null;
  /** The most table area (studs²) the approved exhibits may take together; null: no limit. */
  exhibits_area_studs: number | null;
  /** The participation role an approved exhibit earns on each show day (migration 2026_11_29_0600); null: none. */
  exhibitor_role_id: number | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface ParticipationRolesTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  points: Generated<number>;
  description: string | null;
  category_id: number | null;
  status: Generated<'active' | 'inactive'>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface ParticipationsTable {
  id: Generated<number>;
  organization_id: number;
  activity_id: number;
  user_id: number;
  role_id: number;
  /** null: a full-event record. */
  participation_date: CalendarDate | null;
  /** Points awarded when the participation was recorded. */
  points: number;
  created_at: Generated<Timestamp>;
  /** Who wrote it (migration 2026_11_29_0600): an organiser, an approved exhibit or a worked shift. */
  origin: Generated<'manual' | 'exhibit' | 'shift'>;
  /** The worked shift a `shift` record counts (not a reference: the record outlives the shift). */
  shift_id: number | null;
  /**
   * The day the record counts for: its own day, or its activity's start date for a full-event
   * record. Kept by triggers (migration 0600); never written by the application.
   */
  record_date: ColumnType<string, never, never>;
}

export interface CatalogueTables {
  categories: CategoriesTable;
  activities: ActivitiesTable;
  participation_roles: ParticipationRolesTable;
  participations: ParticipationsTable;
}
