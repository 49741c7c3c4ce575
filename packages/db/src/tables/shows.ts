/** Shows: exhibits, shifts, equipment and the post-show report (migration 2026_11_25_0100, docs/decisions/0029-shows.md). */
import type { Generated } from 'kysely';
import type { CalendarDate, Json, Timestamp } from '../schema';

export type ExhibitStatus = 'pending' | 'approved' | 'rejected';

/** A member's model (MOC) registered for a show; `sockets` is 0 unless it needs power. */
export interface ExhibitsTable {
  id: Generated<number>;
  organization_id: number;
  activity_id: number;
  user_id: number;
  title: string;
  width_studs: number;
  depth_studs: number;
  height_studs: number | null;
  needs_power: Generated<boolean>;
  sockets: Generated<number>;
  notes: string | null;
  /** What visitors read on the MOC card, written by the member (migration 2026_11_29_0600). */
  description: string | null;
  /** The fields the owner changed since the last review; null: none. */
  changed_fields: Json<string[] | null>;
  status: Generated<ExhibitStatus>;
  /** Required when rejected; what the member is told. */
  review_reason: string | null;
  reviewed_by: number | null;
  reviewed_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/** The optional photo of an exhibit, 1 MB at most, apart from the row so lists never read it. */
export interface ExhibitPhotosTable {
  organization_id: number;
  exhibit_id: number;
  content_type: 'image/jpeg' | 'image/png' | 'image/webp';
  bytes: Uint8Array;
}

/** A shift on an activity: `date` with `HH:MM` times, `slots` people at most. */
export interface ShiftsTable {
  id: Generated<number>;
  organization_id: number;
  activity_id: number;
  title: string;
  date: CalendarDate;
  start_time: string;
  end_time: string;
  slots: number;
  participation_role_id: number | null;
  created_at: Generated<Timestamp>;
}

/** A member signed up for a shift; confirmed by a manager (or by checking in that day). */
export interface ShiftSignupsTable {
  id: Generated<number>;
  organization_id: number;
  shift_id: number;
  user_id: number;
  at: Generated<Timestamp>;
  confirmed_at: Timestamp | null;
  confirmed_by: number | null;
  /** Waiting for a slot (migration 2026_11_29_0600); promoted in order of `at`, then `id`. */
  waitlisted: Generated<boolean>;
}

/** Something the group lends (tables, baseplates, power strips): how many it owns. */
export interface EquipmentTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  quantity: number;
  notes: string | null;
  created_at: Generated<Timestamp>;
}

/** Equipment booked for an activity: one row per equipment and activity. */
export interface EquipmentBookingsTable {
  id: Generated<number>;
  organization_id: number;
  equipment_id: number;
  activity_id: number;
  quantity: number;
  notes: string | null;
  booked_by: number | null;
  at: Generated<Timestamp>;
}

/** The post-show report's entered figures; the rest (exhibits, members, hours) is counted. */
export interface ShowReportsTable {
  organization_id: number;
  activity_id: number;
  visitors_children: Generated<number>;
  visitors_teens: Generated<number>;
  visitors_adults: Generated<number>;
  notes: string | null;
  /** Links to the show's photos (an array of https URLs). */
  photo_links: Generated<Json<string[]>>;
  updated_at: Generated<Timestamp>;
  updated_by: number | null;
}

export interface ShowTables {
  exhibits: ExhibitsTable;
  exhibit_photos: ExhibitPhotosTable;
  shifts: ShiftsTable;
  shift_signups: ShiftSignupsTable;
  equipment: EquipmentTable;
  equipment_bookings: EquipmentBookingsTable;
  show_reports: ShowReportsTable;
}
