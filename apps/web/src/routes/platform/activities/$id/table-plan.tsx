import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { TablePlanView } from '@lug/domain/exhibits';
import {
  movePlacement,
  placedSize,
  studsToCm,
  type PlanPlacement,
  type PlanTable,
  type TablePlan,
} from '@lug/domain/exhibits-helpers';
import { PageHeader } from '../../../../components/page-header';
import { screenError } from '../../../../components/screen-error';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card';
import { ButtonLink } from '../../../../components/ui/link';
import { TextField } from '../../../../components/ui/text-field';
import { activityLoadFailure } from '../../../../features/activities/messages';
import { exhibitQueries, useSaveTablePlan } from '../../../../features/exhibits/api';
import { requirePermission } from '../../../../features/organizations/guards';
import { useOrganization } from '../../../../features/organizations/use-organization';
import { loadRow, numericIdParams } from '../../../../lib/route-loader';
import { activityQueries } from '../../../../features/activities/api';
import { titleHead } from '../../../../lib/title';
import { longToastMs, toast } from '../../../../lib/toast';
import { errorMessage } from '../../../../lib/trpc';

export const Route = createFileRoute('/platform/activities/$id/table-plan')({
  params: numericIdParams,
  beforeLoad: requirePermission('activities.manage'),
  loader: loadRow((queryClient, organizationId, id) => [
    // The breadcrumb names the activity from this query (platform-breadcrumbs.tsx).
    queryClient.ensureQueryData(activityQueries.get(organizationId, id)),
    queryClient.ensureQueryData(exhibitQueries.tablePlan(organizationId, id)),
    queryClient.ensureQueryData(exhibitQueries.list(organizationId, id)),
  ]),
  head: () => titleHead(t`Table plan`),
  errorComponent: (props) => screenError({ heading: t`Table plan`, ...activityLoadFailure() })(props),
  component: TablePlanPage,
});

type PlanExhibit = TablePlanView['exhibits'][number];

/** Pixels per stud: the widest table fits the screen's width, at most 6 px a stud. */
function scaleFor(tables: readonly PlanTable[], width: number) {
  const widest = Math.max(1, ...tables.map((table) => table.width_studs));
  return Math.max(1, Math.min(6, (width - 24) / widest));
}

/** Printed: only the plan, on white. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a style sheet, not words
const printCss = `@media print {
  body * { visibility: hidden !important; }
  #table-plan-print, #table-plan-print * { visibility: visible !important; }
  #table-plan-print { position: absolute; inset: 0 auto auto 0; width: 100%; }
}`;

function TablePlanPage() {
  const { t } = useLingui();
  const { id } = Route.useParams();
  const { organizationId } = useOrganization();
  const { data } = useSuspenseQuery(exhibitQueries.tablePlan(organizationId, id));
  const { data: list } = useSuspenseQuery(exhibitQueries.list(organizationId, id));
  const [plan, setPlan] = useState<TablePlan>(data.plan);
  const [dirty, setDirty] = useState(false);
  const save = useSaveTablePlan();
  const [tableName, setTableName] = useState('');
  const [tableWidth, setTableWidth] = useState('96');
  const [tableDepth, setTableDepth] = useState('48');
  const [status, setStatus] = useState('');
  const frame = useRef<HTMLDivElement>(null);
  const [frameWidth, setFrameWidth] = useState(900);
  const [drag, setDrag] = useState<{ exhibitId: number; dx: number; dy: number; x: number; y: number } | null>(null);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setFrameWidth(element.clientWidth));
    observer.observe(element);
    setFrameWidth(element.clientWidth);
    return () => observer.disconnect();
  }, []);

  const exhibits = new Map(data.exhibits.map((e) => [e.id, e]));
  const scale = scaleFor(plan.tables, frameWidth);
  const placedIds = new Set(plan.placements.map((p) => p.exhibit_id));
  const unplaced = data.exhibits.filter((e) => !placedIds.has(e.id));

  function change(next: TablePlan, announce?: string) {
    setPlan(next);
    setDirty(true);
    if (announce) setStatus(announce);
  }

  function addTable() {
    const w = Number(tableWidth);
    const d = Number(tableDepth);
    if (!Number.isInteger(w) || !Number.isInteger(d) || w < 1 || d < 1 || w > 2000 || d > 2000) {
      toast.error(t`Enter the table’s size in whole studs`, t`Between 1 and 2000 studs each way.`);
      return;
    }
    const number = plan.tables.length + 1;
    const name = tableName.trim() || t`Table ${number}`;
    const tableId = `t${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    change(
      { ...plan, tables: [...plan.tables, { id: tableId, name, width_studs: w, depth_studs: d }] },
      t`${name} added`,
    );
    setTableName('');
  }

  function removeTable(table: PlanTable) {
    const name = table.name;
    change(
      {
        tables: plan.tables.filter((x) => x.id !== table.id),
        placements: plan.placements.filter((p) => p.table_id !== table.id),
      },
      t`${name} removed; its exhibits are unplaced`,
    );
  }

  function place(exhibit: PlanExhibit, table: PlanTable, x: number, y: number, rotated: boolean) {
    const placement = movePlacement(
      table,
      exhibit,
      { exhibit_id: exhibit.id, table_id: table.id, x: 0, y: 0, rotated },
      x,
      y,
    );
    const size = placedSize(exhibit, rotated);
    if (size.width_studs > table.width_studs || size.depth_studs > table.depth_studs) {
      const title = exhibit.title;
      const tableTitle = table.name;
      toast.error(t`“${title}” does not fit on ${tableTitle}`);
      return;
    }
    const title = exhibit.title;
    const tableTitle = table.name;
    change(
      { ...plan, placements: [...plan.placements.filter((p) => p.exhibit_id !== exhibit.id), placement] },
      t`${title} on ${tableTitle}`,
    );
  }

  function unplace(exhibitId: number) {
    change({ ...plan, placements: plan.placements.filter((p) => p.exhibit_id !== exhibitId) });
  }

  function onKey(event: KeyboardEvent, placement: PlanPlacement) {
    const exhibit = exhibits.get(placement.exhibit_id);
    const tableIndex = plan.tables.findIndex((x) => x.id === placement.table_id);
    const table = plan.tables[tableIndex];
    if (!exhibit || !table) return;
    const step = event.shiftKey ? 8 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      const next = movePlacement(table, exhibit, placement, move[0], move[1]);
      const x = next.x;
      const y = next.y;
      change(
        { ...plan, placements: plan.placements.map((p) => (p.exhibit_id === exhibit.id ? next : p)) },
        t`x ${x}, y ${y} studs`,
      );
    } else if (event.key === 'r' || event.key === 'R') {
      event.preventDefault();
      place(exhibit, table, placement.x, placement.y, !placement.rotated);
    } else if (event.key === 'PageDown' || event.key === 'PageUp') {
      event.preventDefault();
      const other = plan.tables[tableIndex + (event.key === 'PageDown' ? 1 : -1)];
      if (other) place(exhibit, other, 0, 0, placement.rotated);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      unplace(exhibit.id);
    }
  }

  function startDrag(event: PointerEvent<HTMLElement>, exhibitId: number) {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    const rect = event.currentTarget.getBoundingClientRect();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({
      exhibitId,
      dx: event.clientX - rect.left,
      dy: event.clientY - rect.top,
      x: event.clientX,
      y: event.clientY,
    });
  }

  function moveDrag(event: PointerEvent<HTMLElement>) {
    if (drag) setDrag({ ...drag, x: event.clientX, y: event.clientY });
  }

  function endDrag(event: PointerEvent<HTMLElement>) {
    if (!drag) return;
    const current = drag;
    setDrag(null);
    const exhibit = exhibits.get(current.exhibitId);
    if (!exhibit) return;
    const target = document
      .elementsFromPoint(event.clientX, event.clientY)
      .map((element) => (element as HTMLElement).closest<HTMLElement>('[data-table-id]'))
      .find((element) => element !== null);
    const table = plan.tables.find((x) => x.id === target?.dataset.tableId);
    if (!table || !target) return;
    const rect = target.getBoundingClientRect();
    const x = Math.round((event.clientX - current.dx - rect.left) / scale);
    const y = Math.round((event.clientY - current.dy - rect.top) / scale);
    const rotated = plan.placements.find((p) => p.exhibit_id === exhibit.id)?.rotated ?? false;
    place(exhibit, table, x, y, rotated);
  }

  async function submit() {
    try {
      const saved = await save.mutateAsync({ organization_id: organizationId, id, plan });
      setPlan(saved.plan);
      setDirty(false);
      toast.success(t`Table plan saved`);
    } catch (error) {
      toast.error(t`Could not save the table plan`, errorMessage(error), { durationMs: longToastMs });
    }
  }

  function cmHint(value: string) {
    const studs = Number(value);
    if (!Number.isInteger(studs) || studs < 1) return undefined;
    const cm = studsToCm(studs);
    return t`${cm} cm`;
  }

  const nextNumber = plan.tables.length + 1;
  const nextName = t`Table ${nextNumber}`;
  const dragged = drag ? exhibits.get(drag.exhibitId) : undefined;
  const help = t`Drag exhibits onto a table. On a focused exhibit: arrow keys move it (Shift: 8 studs), R rotates it, Page Up and Page Down move it to the previous or next table, Delete takes it off.`;

  return (
    <div className="flex flex-col gap-6">
      <style>{printCss}</style>
      <PageHeader
        title={t`Table plan`}
        description={list.activity.title}
        actions={
          <>
            <ButtonLink to="/platform/activities/$id/exhibits" params={{ id }} variant="secondary">
              <Trans>Back to exhibits</Trans>
            </ButtonLink>
            <Button variant="secondary" onPress={() => window.print()}>
              <Trans>Print</Trans>
            </Button>
            <Button onPress={() => void submit()} isPending={save.isPending} isDisabled={!dirty}>
              <Trans>Save plan</Trans>
            </Button>
          </>
        }
      />
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>

      <Card>
        <CardHeader
          title={t`Add a table`}
          description={t`Sizes in studs (1 stud = 8 mm). A 6-foot folding table (183 × 76 cm) is about 228 × 95 studs.`}
        />
        <CardContent>
          <form
            className="grid items-start gap-4 sm:grid-cols-4"
            onSubmit={(event) => {
              event.preventDefault();
              addTable();
            }}
          >
            <TextField label={t`Table name`} value={tableName} onChange={setTableName} placeholder={nextName} />
            <TextField
              label={t`Width (studs)`}
              inputMode="numeric"
              value={tableWidth}
              onChange={setTableWidth}
              description={cmHint(tableWidth)}
            />
            <TextField
              label={t`Depth (studs)`}
              inputMode="numeric"
              value={tableDepth}
              onChange={setTableDepth}
              description={cmHint(tableDepth)}
            />
            <Button type="submit" variant="secondary" className="sm:mt-7">
              <Trans>Add table</Trans>
            </Button>
          </form>
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <Card className="print:hidden">
          <CardHeader
            title={t`Exhibits to place`}
            description={unplaced.length === 0 ? t`Every approved exhibit is on a table.` : undefined}
          />
          <CardContent>
            {data.exhibits.length === 0 ? (
              <p className="text-sm text-fg-subtle italic">
                <Trans>No approved exhibits yet.</Trans>
              </p>
            ) : (
              <ul className="flex flex-col gap-2">
                {unplaced.map((exhibit) => {
                  const title = exhibit.title;
                  const first = plan.tables[0];
                  const firstName = first?.name;
                  const w = exhibit.width_studs;
                  const d = exhibit.depth_studs;
                  const builder = exhibit.builder;
                  return (
                    <li
                      key={exhibit.id}
                      className="flex touch-none flex-col gap-1 rounded-lg border border-line bg-surface-2 px-3 py-2 text-sm"
                      onPointerDown={(event) => startDrag(event, exhibit.id)}
                      onPointerMove={moveDrag}
                      onPointerUp={endDrag}
                    >
                      <span className="font-medium break-words">{exhibit.title}</span>
                      <span className="text-xs text-fg-muted tabular-nums">
                        <Trans>
                          {w} × {d} studs, by {builder}
                        </Trans>
                      </span>
                      {first ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          className="self-start"
                          aria-label={t`Place ${title} on the first table`}
                          onPress={() => place(exhibit, first, 0, 0, false)}
                        >
                          <Trans>Place on {firstName}</Trans>
                        </Button>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            )}
          </CardContent>
        </Card>

        <div ref={frame} id="table-plan-print" className="flex min-w-0 flex-col gap-4">
          <p id="table-plan-help" className="text-sm text-fg-muted print:hidden">
            {help}
          </p>
          <h2 className="hidden text-lg font-semibold print:block">{list.activity.title}</h2>
          {plan.tables.length === 0 ? (
            <p className="rounded-lg bg-surface-2 px-4 py-6 text-center text-sm text-fg-muted">
              <Trans>No tables yet: add the show’s tables above.</Trans>
            </p>
          ) : null}
          {plan.tables.map((table) => {
            const name = table.name;
            const w = table.width_studs;
            const d = table.depth_studs;
            const wCm = studsToCm(w);
            const dCm = studsToCm(d);
            return (
              <section key={table.id} aria-label={name} className="flex flex-col gap-1">
                <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <h3 className="font-semibold">
                    {name}{' '}
                    <span className="font-normal text-fg-muted tabular-nums">
                      <Trans>
                        {w} × {d} studs ({wCm} × {dCm} cm)
                      </Trans>
                    </span>
                  </h3>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="print:hidden"
                    aria-label={t`Remove ${name}`}
                    onPress={() => removeTable(table)}
                  >
                    <Trans>Remove table</Trans>
                  </Button>
                </div>
                <div
                  data-table-id={table.id}
                  className="relative rounded-md border-2 border-line-strong bg-surface-2 print:border-black print:bg-white"
                  style={{ width: table.width_studs * scale, height: table.depth_studs * scale }}
                >
                  {plan.placements
                    .filter((p) => p.table_id === table.id)
                    .map((placement) => {
                      const exhibit = exhibits.get(placement.exhibit_id);
                      if (!exhibit) return null;
                      const size = placedSize(exhibit, placement.rotated);
                      const title = exhibit.title;
                      const x = placement.x;
                      const y = placement.y;
                      return (
                        <div
                          key={placement.exhibit_id}
                          role="button"
                          tabIndex={0}
                          aria-label={t`${title} on ${name} at x ${x}, y ${y} studs`}
                          aria-describedby="table-plan-help"
                          className="absolute flex touch-none items-center justify-center overflow-hidden rounded-sm border border-accent bg-accent-soft p-0.5 text-center text-[11px] leading-tight text-accent-text outline-none focus-visible:ring-2 focus-visible:ring-focus print:border-black print:bg-white print:text-black"
                          style={{
                            left: placement.x * scale,
                            top: placement.y * scale,
                            width: size.width_studs * scale,
                            height: size.depth_studs * scale,
                            opacity: drag?.exhibitId === exhibit.id ? 0.4 : 1,
                          }}
                          onKeyDown={(event) => onKey(event, placement)}
                          onPointerDown={(event) => startDrag(event, exhibit.id)}
                          onPointerMove={moveDrag}
                          onPointerUp={endDrag}
                        >
                          <span className="line-clamp-3 break-words">{exhibit.title}</span>
                        </div>
                      );
                    })}
                </div>
              </section>
            );
          })}
        </div>
      </div>

      {drag && dragged ? (
        <div
          aria-hidden
          className="pointer-events-none fixed z-50 rounded-sm border border-accent bg-accent-soft/80"
          style={{
            left: drag.x - drag.dx,
            top: drag.y - drag.dy,
            width:
              placedSize(dragged, plan.placements.find((p) => p.exhibit_id === dragged.id)?.rotated ?? false)
                .width_studs * scale,
            height:
              placedSize(dragged, plan.placements.find((p) => p.exhibit_id === dragged.id)?.rotated ?? false)
                .depth_studs * scale,
          }}
        />
      ) : null}
    </div>
  );
}
