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
  /** The sum of the year's payments in minor units (`dues_payments`, kept by the service); decision 43. */
  amount_received_minor: number | null;
  paid_on: CalendarDate | null;
  updated_at: Generated<Timestamp>;
  updated_by: number | null;
}

/** A group's dues fee for a year (migration 2026_11_24_1600). */
export interface DuesFeesTable {
  organization_id: number;
  year: number;
  amount_minor: number;
  currency: string;
  updated_at: Generated<Timestamp>;
  updated_by: number | null;
}

/** A payment towards a member's dues of a year (migration 2026_11_28_0300, decision 43). */
export interface DuesPaymentsTable {
  id: Generated<number>;
  organization_id: number;
  user_id: number;
  year: number;
  amount_minor: number;
  received_on: CalendarDate;
  method: 'cash' | 'bank_transfer' | 'card' | 'other';
  recorded_by: number | null;
  created_at: Generated<Timestamp>;
}

export interface RegistrationTables {
  member_statuses: MemberStatusesTable;
  dues_fees: DuesFeesTable;
  dues_payments: DuesPaymentsTable;
}
