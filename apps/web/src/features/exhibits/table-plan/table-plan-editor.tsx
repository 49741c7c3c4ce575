import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TablePlanView } from '@lug/domain/exhibits';
import type { PlanTable } from '@lug/domain/exhibits-helpers';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { AddTableCard, type BookedItem } from './add-table-card';
import { PlanTables } from './plan-tables';
import { PrintLegend, printCss } from './print';
import { LeaveDialog, ResizeDialog } from './table-plan-dialogs';
import { UnplacedList } from './unplaced-list';
import { usePlanDrag } from './use-plan-drag';
import { useTablePlan } from './use-table-plan';

interface Props {
  organizationId: number;
  activityId: number;
  activityTitle: string;
  data: TablePlanView;
  booked: readonly BookedItem[];
  /** The "Back to exhibits" link (the route's to build). */
  back: React.ReactNode;
}

/** The table plan screen (issue 18, issue 28, decision 0048): tables, exhibits on them, save, print. */
export function TablePlanEditor({ organizationId, activityId, activityTitle, data, booked, back }: Props) {
  const { t } = useLingui();
  const { state, dispatch, overlaps, exhibits, blocker, status, submit, saving, planRef } = useTablePlan(
    organizationId,
    activityId,
    data,
  );
  const { drag, handlers } = usePlanDrag(dispatch);
  const [resizing, setResizing] = useState<PlanTable | null>(null);

  const overlapping = new Map<number, string[]>();
  for (const [a, b] of overlaps) {
    const titleA = exhibits.get(a)?.title ?? '';
    const titleB = exhibits.get(b)?.title ?? '';
    overlapping.set(a, [...(overlapping.get(a) ?? []), titleB]);
    overlapping.set(b, [...(overlapping.get(b) ?? []), titleA]);
  }
  const tableOf = (exhibitId: number) => {
    const tableId = state.plan.placements.find((p) => p.exhibit_id === exhibitId)?.table_id;
    return state.plan.tables.find((table) => table.id === tableId)?.name ?? '';
  };
  const help = t`Drag exhibits onto a table. On a focused exhibit: arrow keys move it (Shift: 8 studs), R rotates it, Page Up and Page Down move it to the previous or next table, Delete takes it off.`;

  return (
    <div className="flex flex-col gap-6" ref={planRef}>
      <style>{printCss}</style>
      <PageHeader
        title={t`Table plan`}
        description={activityTitle}
        actions={
          <>
            {back}
            <Button variant="secondary" onPress={() => window.print()}>
              <Trans>Print</Trans>
            </Button>
            {state.dirty ? (
              <span className="text-sm font-medium text-warning-text" role="note">
                <Trans>Unsaved changes</Trans>
              </span>
            ) : null}
            <Button onPress={() => void submit()} isPending={saving} isDisabled={!state.dirty}>
              <Trans>Save plan</Trans>
            </Button>
          </>
        }
      />
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>

      <AddTableCard
        tables={state.plan.tables}
        booked={booked}
        onAdd={(tables) => dispatch({ type: 'addTables', tables })}
      />

      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <UnplacedList state={state} exhibits={data.exhibits} dispatch={dispatch} dragHandlers={handlers} />
        <div id="table-plan-print" className="flex min-w-0 flex-col gap-4">
          <p id="table-plan-help" className="text-sm text-fg-muted print:hidden">
            {help}
          </p>
          {overlaps.length > 0 ? (
            <div
              role="region"
              aria-label={t`Overlapping exhibits`}
              className="rounded-lg bg-danger-soft px-4 py-3 text-sm text-danger-text print:hidden"
            >
              <p className="font-medium">
                {plural(overlaps.length, {
                  one: '# pair of exhibits overlaps:',
                  other: '# pairs of exhibits overlap:',
                })}
              </p>
              <ul className="list-disc ps-5">
                {overlaps.map(([a, b]) => {
                  const titleA = exhibits.get(a)?.title ?? '';
                  const titleB = exhibits.get(b)?.title ?? '';
                  const table = tableOf(a);
                  return <li key={`${a}-${b}`}>{t`${titleA} and ${titleB} on ${table}`}</li>;
                })}
              </ul>
            </div>
          ) : null}
          <h2 className="hidden text-lg font-semibold print:block">{activityTitle}</h2>
          {state.plan.tables.length === 0 ? (
            <p className="rounded-lg bg-surface-2 px-4 py-6 text-center text-sm text-fg-muted">
              <Trans>No tables yet: add the show’s tables above.</Trans>
            </p>
          ) : null}
          <PlanTables
            state={state}
            exhibits={exhibits}
            overlapping={overlapping}
            dispatch={dispatch}
            dragging={drag?.exhibitId ?? null}
            dragHandlers={handlers}
            onResize={setResizing}
          />
          <PrintLegend plan={state.plan} exhibits={exhibits} />
        </div>
      </div>

      {drag ? (
        <div
          aria-hidden
          className="pointer-events-none fixed z-50 rounded-sm border border-accent bg-accent-soft/80"
          style={{ left: drag.x - drag.dx, top: drag.y - drag.dy, width: drag.width, height: drag.height }}
        />
      ) : null}
      <ResizeDialog
        table={resizing}
        onClose={() => setResizing(null)}
        onResize={(width, depth) => {
          if (resizing) dispatch({ type: 'resizeTable', tableId: resizing.id, width_studs: width, depth_studs: depth });
          setResizing(null);
        }}
      />
      <LeaveDialog
        isOpen={blocker.status === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </div>
  );
}
