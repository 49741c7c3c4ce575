/**
 * The table plan's editing state as one pure reducer (issue 28, decision 0048): the screen dispatches
 * actions, this module decides where an exhibit goes, which exhibit keeps the keyboard focus, what
 * changed since the last save, and what overlaps. No zod, no React: the web screen and the tests use it.
 */
import {
  fitsOnTable,
  movePlacement,
  placedSize,
  tablePlanLimits,
  type ExhibitSize,
  type PlanPlacement,
  type PlanTable,
  type TablePlan,
} from './exhibits-helpers';

/** What the last action did, for the live region and the toasts (the screen words it). */
export type PlanEvent =
  | { kind: 'placed'; exhibitId: number; tableId: string; x: number; y: number; overlapping: boolean }
  | { kind: 'moved'; exhibitId: number; x: number; y: number }
  | { kind: 'doesNotFit'; exhibitId: number; tableId: string }
  | { kind: 'unplaced'; exhibitId: number }
  | { kind: 'tableAdded'; tableIds: string[] }
  | { kind: 'tableRemoved'; name: string; unplaced: number }
  | { kind: 'tableResized'; tableId: string; unplaced: number }
  | { kind: 'noTable'; exhibitId: number };

export interface TablePlanState {
  plan: TablePlan;
  /** The plan as last loaded or saved: `dirty` compares with it. */
  saved: TablePlan;
  dirty: boolean;
  /** The approved exhibits' sizes by id. */
  exhibits: ReadonlyMap<number, ExhibitSize>;
  /** The exhibit that holds (or should take) the keyboard focus after the last action. */
  focus: number | null;
  event: PlanEvent | null;
}

export type PlanAction =
  | { type: 'load'; plan: TablePlan; exhibits: ReadonlyArray<ExhibitSize & { id: number }> }
  | { type: 'markSaved'; plan: TablePlan }
  /** Onto a table: at (x, y) when given (clamped to the table), else the first free spot. */
  | { type: 'place'; exhibitId: number; tableId: string; at?: { x: number; y: number }; rotated?: boolean }
  | { type: 'move'; exhibitId: number; dx: number; dy: number }
  | { type: 'rotate'; exhibitId: number }
  /** To the previous (-1) or next (+1) table, at its first free spot. */
  | { type: 'changeTable'; exhibitId: number; step: 1 | -1 }
  | { type: 'remove'; exhibitId: number }
  | { type: 'addTables'; tables: PlanTable[] }
  | { type: 'removeTable'; tableId: string }
  | { type: 'resizeTable'; tableId: string; width_studs: number; depth_studs: number };

interface Box {
  x: number;
  y: number;
  width_studs: number;
  depth_studs: number;
}

function intersects(a: Box, b: Box) {
  return (
    a.x < b.x + b.width_studs && b.x < a.x + a.width_studs && a.y < b.y + b.depth_studs && b.y < a.y + a.depth_studs
  );
}

function boxOf(placement: PlanPlacement, exhibits: ReadonlyMap<number, ExhibitSize>): Box | null {
  const exhibit = exhibits.get(placement.exhibit_id);
  return exhibit ? { x: placement.x, y: placement.y, ...placedSize(exhibit, placement.rotated) } : null;
}

/**
 * The first free spot for `size` on `table` (top to bottom, then left to right) that overlaps none
 * of `others`, or null when there is none. Only the table's corner and the right and lower edges of
 * the others are tried: any free spot slides left, then up, onto one of those, so none is missed.
 */
export function freeSpot(table: PlanTable, size: ExhibitSize, others: readonly Box[]): { x: number; y: number } | null {
  const xs = [...new Set([0, ...others.map((o) => o.x + o.width_studs)])].sort((a, b) => a - b);
  const ys = [...new Set([0, ...others.map((o) => o.y + o.depth_studs)])].sort((a, b) => a - b);
  for (const y of ys) {
    if (y + size.depth_studs > table.depth_studs) break;
    for (const x of xs) {
      if (x + size.width_studs > table.width_studs) break;
      const spot = { x, y, ...size };
      if (!others.some((o) => intersects(spot, o))) return { x, y };
    }
  }
  return null;
}

/** The pairs of exhibits that overlap on a table, as exhibit ids (smaller first). */
export function planOverlaps(plan: TablePlan, exhibits: ReadonlyMap<number, ExhibitSize>): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  const boxes = plan.placements.flatMap((p) => {
    const box = boxOf(p, exhibits);
    return box ? [{ p, box }] : [];
  });
  boxes.forEach((a, i) => {
    for (const b of boxes.slice(i + 1)) {
      if (a.p.table_id === b.p.table_id && intersects(a.box, b.box)) {
        pairs.push([Math.min(a.p.exhibit_id, b.p.exhibit_id), Math.max(a.p.exhibit_id, b.p.exhibit_id)]);
      }
    }
  });
  return pairs;
}

/** Whether two plans are the same (order of tables matters, of placements not). */
export function samePlan(a: TablePlan, b: TablePlan) {
  const key = (p: PlanPlacement) => `${p.exhibit_id}:${p.table_id}:${p.x}:${p.y}:${p.rotated}`;
  const placements = (plan: TablePlan) => plan.placements.map(key).sort().join('|');
  return JSON.stringify(a.tables) === JSON.stringify(b.tables) && placements(a) === placements(b);
}

export function initialTablePlanState(): TablePlanState {
  const empty = { tables: [], placements: [] };
  return { plan: empty, saved: empty, dirty: false, exhibits: new Map(), focus: null, event: null };
}

/** Puts the exhibit on the table: at `at` (clamped) or the first free spot, else the corner, overlapping. */
function put(
  state: TablePlanState,
  exhibitId: number,
  tableId: string,
  rotated: boolean,
  at?: { x: number; y: number },
): TablePlanState {
  const exhibit = state.exhibits.get(exhibitId);
  const table = state.plan.tables.find((t) => t.id === tableId);
  if (!exhibit) return state;
  if (!table) return { ...state, event: { kind: 'noTable', exhibitId } };
  const size = placedSize(exhibit, rotated);
  if (size.width_studs > table.width_studs || size.depth_studs > table.depth_studs) {
    return { ...state, focus: exhibitId, event: { kind: 'doesNotFit', exhibitId, tableId } };
  }
  const others = state.plan.placements.filter((p) => p.exhibit_id !== exhibitId);
  const boxes = others
    .filter((p) => p.table_id === tableId)
    .flatMap((p) => {
      const box = boxOf(p, state.exhibits);
      return box ? [box] : [];
    });
  const base: PlanPlacement = { exhibit_id: exhibitId, table_id: tableId, x: 0, y: 0, rotated };
  const spot = at ?? freeSpot(table, size, boxes) ?? { x: 0, y: 0 };
  const placement = movePlacement(table, exhibit, base, spot.x, spot.y);
  const overlapping = boxes.some((b) => intersects({ x: placement.x, y: placement.y, ...size }, b));
  return {
    ...state,
    plan: { ...state.plan, placements: [...others, placement] },
    focus: exhibitId,
    event: { kind: 'placed', exhibitId, tableId, x: placement.x, y: placement.y, overlapping },
  };
}

function step(state: TablePlanState, action: PlanAction): TablePlanState {
  const placementOf = (exhibitId: number) => state.plan.placements.find((p) => p.exhibit_id === exhibitId);
  switch (action.type) {
    case 'load':
    case 'markSaved': {
      const exhibits =
        action.type === 'load' ? new Map(action.exhibits.map((e) => [e.id, e] as const)) : state.exhibits;
      return { plan: action.plan, saved: action.plan, dirty: false, exhibits, focus: state.focus, event: null };
    }
    case 'place':
      return put(
        state,
        action.exhibitId,
        action.tableId,
        action.rotated ?? placementOf(action.exhibitId)?.rotated ?? false,
        action.at,
      );
    case 'move': {
      const placement = placementOf(action.exhibitId);
      const exhibit = state.exhibits.get(action.exhibitId);
      const table = state.plan.tables.find((t) => t.id === placement?.table_id);
      if (!placement || !exhibit || !table) return state;
      const next = movePlacement(table, exhibit, placement, action.dx, action.dy);
      return {
        ...state,
        plan: { ...state.plan, placements: state.plan.placements.map((p) => (p === placement ? next : p)) },
        focus: action.exhibitId,
        event: { kind: 'moved', exhibitId: action.exhibitId, x: next.x, y: next.y },
      };
    }
    case 'rotate': {
      const placement = placementOf(action.exhibitId);
      if (!placement) return state;
      return put(state, action.exhibitId, placement.table_id, !placement.rotated, placement);
    }
    case 'changeTable': {
      const placement = placementOf(action.exhibitId);
      if (!placement) return state;
      const index = state.plan.tables.findIndex((t) => t.id === placement.table_id);
      const other = state.plan.tables[index + action.step];
      if (!other) return { ...state, focus: action.exhibitId, event: null };
      return put(state, action.exhibitId, other.id, placement.rotated);
    }
    case 'remove': {
      if (!placementOf(action.exhibitId)) return state;
      return {
        ...state,
        plan: { ...state.plan, placements: state.plan.placements.filter((p) => p.exhibit_id !== action.exhibitId) },
        focus: null,
        event: { kind: 'unplaced', exhibitId: action.exhibitId },
      };
    }
    case 'addTables': {
      const room = tablePlanLimits.tables - state.plan.tables.length;
      const tables = action.tables.slice(0, Math.max(0, room));
      if (tables.length === 0) return state;
      return {
        ...state,
        plan: { ...state.plan, tables: [...state.plan.tables, ...tables] },
        event: { kind: 'tableAdded', tableIds: tables.map((t) => t.id) },
      };
    }
    case 'removeTable': {
      const table = state.plan.tables.find((t) => t.id === action.tableId);
      if (!table) return state;
      const kept = state.plan.placements.filter((p) => p.table_id !== table.id);
      return {
        ...state,
        plan: { tables: state.plan.tables.filter((t) => t !== table), placements: kept },
        focus: null,
        event: { kind: 'tableRemoved', name: table.name, unplaced: state.plan.placements.length - kept.length },
      };
    }
    case 'resizeTable': {
      const table = state.plan.tables.find((t) => t.id === action.tableId);
      const fine = (n: number) => Number.isInteger(n) && n >= 1 && n <= tablePlanLimits.tableStudsMax;
      if (!table || !fine(action.width_studs) || !fine(action.depth_studs)) return state;
      const resized = { ...table, width_studs: action.width_studs, depth_studs: action.depth_studs };
      // What still fits is pulled inside the new edges; what no longer fits at all comes off.
      const placements = state.plan.placements.flatMap((p) => {
        const exhibit = state.exhibits.get(p.exhibit_id);
        if (p.table_id !== table.id || !exhibit) return [p];
        const moved = movePlacement(resized, exhibit, p, 0, 0);
        return fitsOnTable(resized, exhibit, moved) ? [moved] : [];
      });
      return {
        ...state,
        plan: { tables: state.plan.tables.map((t) => (t === table ? resized : t)), placements },
        event: { kind: 'tableResized', tableId: table.id, unplaced: state.plan.placements.length - placements.length },
      };
    }
  }
}

/** The reducer: every change but `load` and `markSaved` is measured against the saved plan. */
export function tablePlanReducer(state: TablePlanState, action: PlanAction): TablePlanState {
  const next = step(state, action);
  if (next === state || action.type === 'load' || action.type === 'markSaved') return next;
  return { ...next, dirty: !samePlan(next.plan, next.saved) };
}

/**
 * A table's size read from an equipment item's name or notes ("Trestle table 183 × 76 cm",
 * "Folding table 228x95 studs", "1.8 x 0.75 m"), in studs (1 stud = 8 mm), or null when the text
 * names none. Only a hint: the organiser confirms it before tables are made from the booking.
 */
export function tableSizeFromText(text: string): { width_studs: number; depth_studs: number } | null {
  const match = /(\d+(?:[.,]\d+)?)\s*[x×]\s*(\d+(?:[.,]\d+)?)\s*(studs?|mm|cm|m)?\b/i.exec(text);
  if (!match) return null;
  const unit = (match[3] ?? 'cm').toLowerCase();
  const millimetres = { mm: 1, cm: 10, m: 1000 }[unit];
  const studs = (value: string) => {
    const n = Number(value.replace(',', '.'));
    return Math.round(millimetres ? (n * millimetres) / 8 : n);
  };
  const width = studs(match[1]!);
  const depth = studs(match[2]!);
  const fine = (n: number) => Number.isInteger(n) && n >= 1 && n <= tablePlanLimits.tableStudsMax;
  return fine(width) && fine(depth) ? { width_studs: width, depth_studs: depth } : null;
}
