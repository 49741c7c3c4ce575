/** Registration and dues per member and year. */
import type { Generated } from 'kysely';
import type { CalendarDate, Timestamp } from '../schema';

export interface MemberStatusesTable {
  organization_id: number;
  user_id: number;
  year: number;
  registration_complete: Generated<boolean>;
  registration_date: CalendarDate | null;
  dues_type: Generated<'paid' | 'gift_in_lieu' | 'none'>;
  updated_at: Generated<Timestamp>;
  updated_by: number | null;
}

export interface RegistrationTables {
  member_statuses: MemberStatusesTable;
}
