/** The table plan of a show (migration 2026_11_25_0200, docs/decisions/0030-exhibits-and-table-plan.md). */
import type { Generated } from 'kysely';
import type { Json, Timestamp } from '../schema';

/** Tables of a given size in studs and where each approved exhibit stands on them. */
export interface TablePlanJson {
  tables: Array<{ id: string; name: string; width_studs: number; depth_studs: number }>;
  placements: Array<{ exhibit_id: number; table_id: string; x: number; y: number; rotated: boolean }>;
}

export interface TablePlansTable {
  organization_id: number;
  activity_id: number;
  plan: Generated<Json<TablePlanJson>>;
  updated_at: Generated<Timestamp>;
  updated_by: number | null;
}

export interface TablePlanTables {
  table_plans: TablePlansTable;
}
