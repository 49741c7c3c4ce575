/** Points beside participation (migration 2026_11_29_0700, issue 30). */
import type { Generated } from 'kysely';
import type { CalendarDate, Timestamp } from '../schema';

export interface PointsAwardsTable {
  id: Generated<number>;
  organization_id: number;
  user_id: number;
  /** `manual`: a manager's award; `registration` / `dues`: kept by the trigger on member_statuses. */
  kind: 'manual' | 'registration' | 'dues';
  year: number;
  award_date: CalendarDate;
  /** Negative for points removed. */
  points: number;
  reason: string | null;
  created_by: number | null;
  created_at: Generated<Timestamp>;
}

export interface PointsTables {
  points_awards: PointsAwardsTable;
}
