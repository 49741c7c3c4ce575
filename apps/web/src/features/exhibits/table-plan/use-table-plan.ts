import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useBlocker } from '@tanstack/react-router';
import type { TablePlanView } from '@lug/domain/exhibits';
import {
  initialTablePlanState,
  planOverlaps,
  tablePlanReducer,
  type PlanAction,
  type PlanEvent,
} from '@lug/domain/table-plan';
import { longToastMs, toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/trpc';
import { useSaveTablePlan } from '../api';

export type PlanExhibit = TablePlanView['exhibits'][number];

/**
 * The table plan's editing state (decision 0048): the pure reducer of `@lug/domain/table-plan`,
 * the words for what each action did (live region and toasts), the keyboard focus kept on the
 * exhibit an action moved (it may have changed table, so its element is a new one), saving, and
 * the guard that asks before unsaved changes are left behind (router links and the browser's own
 * prompt on reload or close).
 */
export function useTablePlan(organizationId: number, activityId: number, data: TablePlanView) {
  const { t } = useLingui();
  const [state, rawDispatch] = useReducer(tablePlanReducer, data, (view) =>
    tablePlanReducer(initialTablePlanState(), { type: 'load', plan: view.plan, exhibits: view.exhibits }),
  );
  const save = useSaveTablePlan();
  const exhibits = new Map(data.exhibits.map((e) => [e.id, e]));
  const tableName = (id: string) => state.plan.tables.find((table) => table.id === id)?.name ?? '';
  const exhibitTitle = (id: number) => exhibits.get(id)?.title ?? '';

  /** Where the keyboard focus goes after the next render: an exhibit on a table or its "Place" button. */
  const focusTarget = useRef<string | null>(null);
  const planRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const selector = focusTarget.current;
    if (!selector) return;
    focusTarget.current = null;
    planRef.current?.ownerDocument.querySelector<HTMLElement>(selector)?.focus();
  });

  function words(event: PlanEvent): string {
    switch (event.kind) {
      case 'placed': {
        const title = exhibitTitle(event.exhibitId);
        const table = tableName(event.tableId);
        const { x, y } = event;
        return event.overlapping
          ? t`${title} on ${table} at x ${x}, y ${y} studs: no free space, it overlaps another exhibit`
          : t`${title} on ${table} at x ${x}, y ${y} studs`;
      }
      case 'moved': {
        const { x, y } = event;
        return t`x ${x}, y ${y} studs`;
      }
      case 'doesNotFit': {
        const title = exhibitTitle(event.exhibitId);
        const table = tableName(event.tableId);
        return t`“${title}” does not fit on ${table}`;
      }
      case 'unplaced': {
        const title = exhibitTitle(event.exhibitId);
        return t`${title} taken off the plan`;
      }
      case 'noTable':
        return t`Add a table first`;
      case 'tableAdded': {
        const count = event.tableIds.length;
        const name = tableName(event.tableIds[0] ?? '');
        return count === 1 ? t`${name} added` : plural(count, { one: '# table added', other: '# tables added' });
      }
      case 'tableRemoved': {
        const { name, unplaced } = event;
        return plural(unplaced, {
          0: `${name} removed`,
          one: `${name} removed; # exhibit is unplaced`,
          other: `${name} removed; # exhibits are unplaced`,
        });
      }
      case 'tableResized': {
        const name = tableName(event.tableId);
        const { unplaced } = event;
        return plural(unplaced, {
          0: `${name} resized`,
          one: `${name} resized; # exhibit no longer fits and is unplaced`,
          other: `${name} resized; # exhibits no longer fit and are unplaced`,
        });
      }
    }
  }

  // The live region says what the last action did; a refusal is a toast as well.
  const status = state.event ? words(state.event) : '';
  useEffect(() => {
    if (state.event?.kind === 'doesNotFit' || state.event?.kind === 'noTable') toast.error(status);
    // Once per action: `state.event` is a new object for every action that did something.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.event]);

  /** Dispatches; `keepFocus` puts the focus back on the exhibit the action was about. */
  const dispatch = useCallback((action: PlanAction, keepFocus = false) => {
    if (keepFocus && 'exhibitId' in action) {
      focusTarget.current =
        action.type === 'remove'
          ? `[data-place-exhibit="${action.exhibitId}"]`
          : `[data-exhibit-id="${action.exhibitId}"]`;
    }
    rawDispatch(action);
  }, []);

  async function submit() {
    try {
      const saved = await save.mutateAsync({ organization_id: organizationId, id: activityId, plan: state.plan });
      rawDispatch({ type: 'markSaved', plan: saved.plan });
      toast.success(t`Table plan saved`);
    } catch (error) {
      toast.error(t`Could not save the table plan`, errorMessage(error), { durationMs: longToastMs });
    }
  }

  // Leaving with unsaved changes: a link asks first (the dialog), a reload or a closed tab gets the
  // browser's own prompt. Saving clears `dirty`, so a save then a link leaves at once.
  const blocker = useBlocker({
    shouldBlockFn: () => state.dirty,
    enableBeforeUnload: () => state.dirty,
    withResolver: true,
  });

  const overlaps = planOverlaps(state.plan, state.exhibits);
  return { state, dispatch, status, submit, saving: save.isPending, blocker, overlaps, exhibits, planRef };
}
