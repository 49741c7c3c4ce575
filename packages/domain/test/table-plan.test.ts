import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitsOnTable, placedSize, tablePlanProblems, type PlanTable } from '../src/exhibits-helpers';
import {
  freeSpot,
  initialTablePlanState,
  planOverlaps,
  tablePlanReducer,
  tableSizeFromText,
  type PlanAction,
  type TablePlanState,
} from '../src/table-plan';

const tableA: PlanTable = { id: 'a', name: 'Table A', width_studs: 96, depth_studs: 48 };
const tableB: PlanTable = { id: 'b', name: 'Table B', width_studs: 64, depth_studs: 64 };
const exhibits = [
  { id: 1, width_studs: 32, depth_studs: 32 },
  { id: 2, width_studs: 32, depth_studs: 32 },
  { id: 3, width_studs: 48, depth_studs: 16 },
  { id: 4, width_studs: 200, depth_studs: 10 },
];

function run(actions: PlanAction[], start?: TablePlanState) {
  return actions.reduce(
    tablePlanReducer,
    start ??
      tablePlanReducer(initialTablePlanState(), { type: 'load', plan: { tables: [], placements: [] }, exhibits }),
  );
}

describe('the table plan reducer', () => {
  it('places new exhibits side by side in free space, not on top of each other', () => {
    const state = run([
      { type: 'addTables', tables: [tableA] },
      { type: 'place', exhibitId: 1, tableId: 'a' },
      { type: 'place', exhibitId: 2, tableId: 'a' },
      { type: 'place', exhibitId: 3, tableId: 'a' },
    ]);
    expect(state.plan.placements).toEqual([
      { exhibit_id: 1, table_id: 'a', x: 0, y: 0, rotated: false },
      { exhibit_id: 2, table_id: 'a', x: 32, y: 0, rotated: false },
      { exhibit_id: 3, table_id: 'a', x: 0, y: 32, rotated: false },
    ]);
    expect(planOverlaps(state.plan, state.exhibits)).toEqual([]);
    expect(state.focus).toBe(3);
    expect(state.dirty).toBe(true);
  });

  it('puts an exhibit in the corner, overlapping and saying so, when the table is full', () => {
    const state = run([
      { type: 'addTables', tables: [{ ...tableA, width_studs: 40, depth_studs: 40 }] },
      { type: 'place', exhibitId: 1, tableId: 'a' },
      { type: 'place', exhibitId: 2, tableId: 'a' },
    ]);
    expect(state.event).toMatchObject({ kind: 'placed', exhibitId: 2, x: 0, y: 0, overlapping: true });
    expect(planOverlaps(state.plan, state.exhibits)).toEqual([[1, 2]]);
  });

  it('refuses an exhibit larger than the table and keeps the focus on it', () => {
    const state = run([
      { type: 'addTables', tables: [tableA] },
      { type: 'place', exhibitId: 4, tableId: 'a' },
    ]);
    expect(state.plan.placements).toEqual([]);
    expect(state.event).toEqual({ kind: 'doesNotFit', exhibitId: 4, tableId: 'a' });
    expect(state.dirty).toBe(true); // the table was added
  });

  it('moves, rotates, changes table (to free space) and takes an exhibit off, focus kept', () => {
    let state = run([
      { type: 'addTables', tables: [tableA, tableB] },
      { type: 'place', exhibitId: 3, tableId: 'a' },
      { type: 'move', exhibitId: 3, dx: 100, dy: 5 },
    ]);
    expect(state.plan.placements[0]).toMatchObject({ x: 48, y: 5 });
    state = run([{ type: 'rotate', exhibitId: 3 }], state);
    // 16 × 48 now: pulled back up to stay on the 48-deep table.
    expect(state.plan.placements[0]).toMatchObject({ x: 48, y: 0, rotated: true });
    state = run(
      [
        { type: 'place', exhibitId: 1, tableId: 'b' },
        { type: 'changeTable', exhibitId: 3, step: 1 },
      ],
      state,
    );
    expect(state.plan.placements.find((p) => p.exhibit_id === 3)).toMatchObject({ table_id: 'b', x: 32, y: 0 });
    expect(state.focus).toBe(3);
    state = run([{ type: 'changeTable', exhibitId: 3, step: 1 }], state);
    expect(state.plan.placements.find((p) => p.exhibit_id === 3)).toMatchObject({ table_id: 'b' });
    expect(state.focus).toBe(3);
    state = run(
      [
        { type: 'changeTable', exhibitId: 3, step: -1 },
        { type: 'remove', exhibitId: 3 },
      ],
      state,
    );
    expect(state.plan.placements.map((p) => p.exhibit_id)).toEqual([1]);
    expect(state.event).toEqual({ kind: 'unplaced', exhibitId: 3 });
  });

  it('resizing a table pulls exhibits inside and takes off what no longer fits; removing one frees its exhibits', () => {
    let state = run([
      { type: 'addTables', tables: [tableA] },
      { type: 'place', exhibitId: 1, tableId: 'a' },
      { type: 'place', exhibitId: 3, tableId: 'a' },
      { type: 'move', exhibitId: 1, dx: 60, dy: 0 },
    ]);
    state = run([{ type: 'resizeTable', tableId: 'a', width_studs: 40, depth_studs: 40 }], state);
    expect(state.plan.placements).toEqual([{ exhibit_id: 1, table_id: 'a', x: 8, y: 0, rotated: false }]);
    expect(state.event).toEqual({ kind: 'tableResized', tableId: 'a', unplaced: 1 });
    expect(run([{ type: 'resizeTable', tableId: 'a', width_studs: 0, depth_studs: 40 }], state)).toBe(state);
    state = run([{ type: 'removeTable', tableId: 'a' }], state);
    expect(state.plan).toEqual({ tables: [], placements: [] });
    expect(state.event).toEqual({ kind: 'tableRemoved', name: 'Table A', unplaced: 1 });
  });

  it('is dirty only while the plan differs from the saved one', () => {
    let state = run([{ type: 'addTables', tables: [tableA] }]);
    state = run([{ type: 'markSaved', plan: state.plan }], state);
    expect(state.dirty).toBe(false);
    state = run([{ type: 'place', exhibitId: 1, tableId: 'a' }], state);
    expect(state.dirty).toBe(true);
    state = run([{ type: 'remove', exhibitId: 1 }], state);
    expect(state.dirty).toBe(false);
  });

  const size = fc.record({
    width_studs: fc.integer({ min: 1, max: 60 }),
    depth_studs: fc.integer({ min: 1, max: 60 }),
  });
  const action = (ids: number[]) =>
    fc.oneof(
      fc.record({
        type: fc.constant('place' as const),
        exhibitId: fc.constantFrom(...ids),
        tableId: fc.constantFrom('a', 'b'),
      }),
      fc.record({
        type: fc.constant('move' as const),
        exhibitId: fc.constantFrom(...ids),
        dx: fc.integer({ min: -100, max: 100 }),
        dy: fc.integer({ min: -100, max: 100 }),
      }),
      fc.record({ type: fc.constant('rotate' as const), exhibitId: fc.constantFrom(...ids) }),
      fc.record({
        type: fc.constant('changeTable' as const),
        exhibitId: fc.constantFrom(...ids),
        step: fc.constantFrom(1 as const, -1 as const),
      }),
      fc.record({ type: fc.constant('remove' as const), exhibitId: fc.constantFrom(...ids) }),
      fc.record({
        type: fc.constant('resizeTable' as const),
        tableId: fc.constantFrom('a', 'b'),
        width_studs: fc.integer({ min: 1, max: 120 }),
        depth_studs: fc.integer({ min: 1, max: 120 }),
      }),
    );

  it('property: whatever the keys and drops, every placed exhibit lies on its table, once, and the plan may be saved', () => {
    const scenario = fc.array(size, { minLength: 1, maxLength: 6 }).chain((sizes) => {
      const list = sizes.map((s, i) => ({ id: i + 1, ...s }));
      return fc.tuple(fc.constant(list), fc.array(action(list.map((e) => e.id)), { maxLength: 40 }));
    });
    fc.assert(
      fc.property(scenario, ([list, actions]) => {
        const state = run(
          [{ type: 'addTables', tables: [tableA, tableB] }, ...actions],
          tablePlanReducer(initialTablePlanState(), {
            type: 'load',
            plan: { tables: [], placements: [] },
            exhibits: list,
          }),
        );
        expect(tablePlanProblems(state.plan, state.exhibits)).toEqual({});
        for (const p of state.plan.placements) {
          const table = state.plan.tables.find((t) => t.id === p.table_id)!;
          expect(fitsOnTable(table, state.exhibits.get(p.exhibit_id)!, p)).toBe(true);
        }
      }),
    );
  });

  it('property: a free spot never overlaps and is found whenever a grid-aligned one exists', () => {
    fc.assert(
      fc.property(
        fc.array(size, { maxLength: 8 }),
        size,
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 1, max: 120 }),
        (placedSizes, newcomer, w, d) => {
          const table = { id: 't', name: 'T', width_studs: w, depth_studs: d };
          // Lay the others out with the same rule: they never overlap each other.
          const boxes: Array<{ x: number; y: number; width_studs: number; depth_studs: number }> = [];
          for (const s of placedSizes) {
            const spot = freeSpot(table, s, boxes);
            if (spot) boxes.push({ ...spot, ...s });
          }
          const spot = freeSpot(table, newcomer, boxes);
          const free = (x: number, y: number) =>
            x + newcomer.width_studs <= w &&
            y + newcomer.depth_studs <= d &&
            boxes.every(
              (b) =>
                x >= b.x + b.width_studs ||
                b.x >= x + newcomer.width_studs ||
                y >= b.y + b.depth_studs ||
                b.y >= y + newcomer.depth_studs,
            );
          if (spot) {
            expect(free(spot.x, spot.y)).toBe(true);
          } else {
            // No spot: not one stud position on the table is free (checked by brute force).
            for (let y = 0; y + newcomer.depth_studs <= d; y++) {
              for (let x = 0; x + newcomer.width_studs <= w; x++) expect(free(x, y)).toBe(false);
            }
          }
        },
      ),
    );
  });

  it('placedSize is what the overlap check uses', () => {
    expect(placedSize({ width_studs: 2, depth_studs: 5 }, true)).toEqual({ width_studs: 5, depth_studs: 2 });
  });
});

describe('a table size from an equipment item’s words', () => {
  it('reads cm (the default), mm, m and studs; nothing or nonsense is null', () => {
    expect(tableSizeFromText('Trestle table 183 × 76 cm')).toEqual({ width_studs: 229, depth_studs: 95 });
    expect(tableSizeFromText('Folding table 228x95 studs')).toEqual({ width_studs: 228, depth_studs: 95 });
    expect(tableSizeFromText('1,8 x 0,75 m')).toEqual({ width_studs: 225, depth_studs: 94 });
    expect(tableSizeFromText('800 X 400 mm')).toEqual({ width_studs: 100, depth_studs: 50 });
    expect(tableSizeFromText('120 × 60')).toEqual({ width_studs: 150, depth_studs: 75 });
    expect(tableSizeFromText('Power strips')).toBeNull();
    expect(tableSizeFromText('0 x 10 cm')).toBeNull();
    expect(tableSizeFromText('99999 x 10 cm')).toBeNull();
  });
});
