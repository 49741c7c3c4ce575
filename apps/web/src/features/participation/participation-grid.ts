/**
 * The Participation Manager's model, kept out of the components so it can be tested and computed
 * once per page of `participation.forActivityPage` (not once per cell or per keystroke). The
 * columns' participant counts come from the server, which counts every member; the cells are the
 * page's members' records.
 */
import { plural, t } from '@lingui/core/macro';
import type { ActivityParticipationPage } from '@lug/domain/participation';
import { dayColumns, roleBadgeColor, type RoleBadgeColor } from '@lug/domain/participation-helpers';

/** A column of the members table: the entire event (date null) or one day. */
export interface ParticipationColumn {
  /** The key of the column's cells: the day, or '*' for the entire event. */
  key: string;
  /** The date sent with a bulk update: `yyyy-mm-dd`, or null for the entire event. */
  date: string | null;
  /** 'Entire Event' or 'Day n', in the reader's language. */
  title: string;
  /** How many members (of the whole activity, not only the page) hold at least one role in this column. */
  participantCount: number;
}

/** A role as a cell shows it. */
export interface RoleBadge {
  id: number;
  name: string;
  color: RoleBadgeColor | 'neutral';
}

export interface ParticipationGrid {
  columns: ParticipationColumn[];
  /** user id -> column key -> the member's roles there, in role order. */
  cells: Map<number, Map<string, RoleBadge[]>>;
}

/** What the grid is built from: a page of `participation.forActivityPage`. */
export type ParticipationGridSource = Pick<
  ActivityParticipationPage,
  'activity' | 'roles' | 'participations' | 'day_counts'
>;

export const entireEventKey = '*';

function columnKey(date: string | null): string {
  return date ?? entireEventKey;
}

/**
 * Columns and cells of a page. Roles keep the order the API gives (the activity's category first);
 * a role's badge colour cycles through the ten colours by that order. A record whose role is no
 * longer active shows as a neutral badge; records that do not fit the activity's columns (a day
 * outside the range, a full-event record of a daily activity) are not shown. A column's count is
 * the server's (`day_counts`), 0 for a day it does not list.
 */
export function buildParticipationGrid(page: ParticipationGridSource): ParticipationGrid {
  const { activity, roles, participations } = page;
  const roleOrder = new Map(roles.map((role, index) => [role.id, index]));
  const badges = new Map<number, RoleBadge>(
    roles.map((role, index) => [role.id, { id: role.id, name: role.name, color: roleBadgeColor(index) }]),
  );
  const counts = new Map(page.day_counts.map((entry) => [columnKey(entry.date), entry.participants]));

  const columns: ParticipationColumn[] = (
    activity.participation_type === 'full'
      ? [{ key: entireEventKey, date: null, title: t`Entire Event` }]
      : dayColumns(activity.start_date, activity.end_date).map(({ date, day }) => ({
          key: date,
          date,
          title: t`Day ${day}`,
        }))
  ).map((column) => ({ ...column, participantCount: counts.get(column.key) ?? 0 }));
  const columnKeys = new Set(columns.map((column) => column.key));

  const cells = new Map<number, Map<string, RoleBadge[]>>();
  for (const record of participations) {
    const key = columnKey(record.participation_date);
    if (!columnKeys.has(key)) continue;
    let byColumn = cells.get(record.user_id);
    if (!byColumn) cells.set(record.user_id, (byColumn = new Map()));
    let list = byColumn.get(key);
    if (!list) byColumn.set(key, (list = []));
    if (list.some((badge) => badge.id === record.role_id)) continue;
    list.push(badges.get(record.role_id) ?? { id: record.role_id, name: t`Inactive role`, color: 'neutral' });
  }
  const orderOf = (badge: RoleBadge) => roleOrder.get(badge.id) ?? Number.MAX_SAFE_INTEGER;
  for (const byColumn of cells.values()) {
    for (const list of byColumn.values()) list.sort((a, b) => orderOf(a) - orderOf(b) || a.id - b.id);
  }

  return { columns, cells };
}

/** The role checkbox's label, 'name (N points)' (docs/product/participation.md#participation-manager). */
export function roleLabel(role: { name: string; points: number }): string {
  const { name, points } = role;
  return t`${name} (${plural(points, { one: '# point', other: '# points' })})`;
}
