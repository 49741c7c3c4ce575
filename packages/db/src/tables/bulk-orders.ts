/** The LUGBulk round (migration 2026_11_29_0710, issue 30, decision 0050). */
import type { Generated } from 'kysely';
import type { CalendarDate, Json, Timestamp } from '../schema';

export interface BulkOrdersTable {
  id: Generated<number>;
  organization_id: number;
  year: number;
  title: string;
  currency: string;
  member_cap_minor: number;
  group_minimum_minor: number;
  distinct_cap: number;
  lot_minimum: number;
  lot_step: number;
  single_piece_from_minor: number | null;
  round_up_into: Generated<'members' | 'group'>;
  picking_closes_on: CalendarDate | null;
  requests_close_on: CalendarDate | null;
  /** `EligibilityRule` of @lug/domain/bulk-order-rules, as JSON text on write. */
  eligibility: Json<Record<string, unknown>>;
  created_by: number | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface BulkOrderElementsTable {
  organization_id: number;
  bulk_order_id: number;
  element_id: string;
  design_id: string;
  description: string;
  colour: string;
  price_minor: number;
  baseplate: Generated<boolean>;
  selected: Generated<boolean>;
  /** The line of the imported file. */
  line: number;
}

export interface BulkOrderParticipantsTable {
  organization_id: number;
  bulk_order_id: number;
  user_id: number;
  adult_confirmed: Generated<boolean>;
  paid_minor: Generated<number>;
  paid_on: CalendarDate | null;
  collected_at: Timestamp | null;
  updated_at: Generated<Timestamp>;
}

export interface BulkOrderPicksTable {
  organization_id: number;
  bulk_order_id: number;
  element_id: string;
  user_id: number;
  created_at: Generated<Timestamp>;
}

export interface BulkOrderRequestsTable {
  organization_id: number;
  bulk_order_id: number;
  user_id: number;
  element_id: string;
  quantity: number;
}

export interface BulkOrderAllocationsTable {
  organization_id: number;
  bulk_order_id: number;
  result: Json<Record<string, unknown>>;
  allocated_by: number | null;
  allocated_at: Generated<Timestamp>;
}

export interface BulkOrderTables {
  bulk_orders: BulkOrdersTable;
  bulk_order_elements: BulkOrderElementsTable;
  bulk_order_participants: BulkOrderParticipantsTable;
  bulk_order_picks: BulkOrderPicksTable;
  bulk_order_requests: BulkOrderRequestsTable;
  bulk_order_allocations: BulkOrderAllocationsTable;
}
