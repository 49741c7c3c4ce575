import type { KeyboardEvent, PointerEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { placedSize, studsToCm, type PlanPlacement, type PlanTable } from '@lug/domain/exhibits-helpers';
import type { PlanAction, TablePlanState } from '@lug/domain/table-plan';
import { Button } from '../../../components/ui/button';
import type { PlanExhibit } from './use-table-plan';

interface Props {
  state: TablePlanState;
  exhibits: ReadonlyMap<number, PlanExhibit>;
  /** Exhibit id → the titles of the exhibits it overlaps. */
  overlapping: ReadonlyMap<number, string[]>;
  dispatch: (action: PlanAction, keepFocus?: boolean) => void;
  dragging: number | null;
  dragHandlers: (exhibitId: number) => {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  };
  onResize: (table: PlanTable) => void;
}

const moves: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/**
 * The tables drawn to scale: each as wide as its share of the widest table, so the plan fits any
 * width, the screen's (at most 6 px a stud) or the printed page's. Exhibits are buttons the
 * keyboard moves (decision 0048); their labels carry the builder and a power mark.
 */
export function PlanTables({ state, exhibits, overlapping, dispatch, dragging, dragHandlers, onResize }: Props) {
  const { t } = useLingui();
  const widest = Math.max(1, ...state.plan.tables.map((table) => table.width_studs));
  const deepest = Math.max(1, ...state.plan.tables.map((table) => table.depth_studs));
  // On paper the deepest table is at most 165 mm deep: it fits a landscape A4 or Letter page.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS length, not words
  const printWidth = `calc(165mm * ${widest / deepest})`;

  function onKey(event: KeyboardEvent, placement: PlanPlacement) {
    const exhibitId = placement.exhibit_id;
    const move = moves[event.key];
    const step = event.shiftKey ? 8 : 1;
    let action: PlanAction | null = null;
    if (move) action = { type: 'move', exhibitId, dx: move[0] * step, dy: move[1] * step };
    else if (event.key === 'r' || event.key === 'R') action = { type: 'rotate', exhibitId };
    else if (event.key === 'PageDown') action = { type: 'changeTable', exhibitId, step: 1 };
    else if (event.key === 'PageUp') action = { type: 'changeTable', exhibitId, step: -1 };
    else if (event.key === 'Delete' || event.key === 'Backspace') action = { type: 'remove', exhibitId };
    if (!action) return;
    event.preventDefault();
    dispatch(action, true);
  }

  return (
    <div
      className="flex flex-col gap-4 print:gap-3"
      style={{ maxWidth: widest * 6, ['--plan-print-width' as string]: printWidth }}
      data-plan-tables
    >
      {state.plan.tables.map((table) => {
        const name = table.name;
        const w = table.width_studs;
        const d = table.depth_studs;
        const wCm = studsToCm(w);
        const dCm = studsToCm(d);
        return (
          <section key={table.id} aria-label={name} className="flex break-inside-avoid flex-col gap-1">
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <h3 className="font-semibold">
                {name}{' '}
                <span className="font-normal text-fg-muted tabular-nums print:text-black">
                  <Trans>
                    {w} × {d} studs ({wCm} × {dCm} cm)
                  </Trans>
                </span>
              </h3>
              <div className="flex gap-1 print:hidden">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t`Change the size of ${name}`}
                  onPress={() => onResize(table)}
                >
                  <Trans>Size</Trans>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t`Remove ${name}`}
                  onPress={() => dispatch({ type: 'removeTable', tableId: table.id })}
                >
                  <Trans>Remove table</Trans>
                </Button>
              </div>
            </div>
            <div
              data-table-id={table.id}
              data-width-studs={w}
              className="relative rounded-md border-2 border-line-strong bg-surface-2 print:border-black print:bg-white"
              style={{ width: percent(w, widest), aspectRatio: `${w} / ${d}` }}
            >
              {state.plan.placements
                .filter((p) => p.table_id === table.id)
                .map((placement) => {
                  const exhibit = exhibits.get(placement.exhibit_id);
                  if (!exhibit) return null;
                  const size = placedSize(exhibit, placement.rotated);
                  const title = exhibit.title;
                  const builder = exhibit.builder;
                  const sockets = exhibit.sockets;
                  const { x, y } = placement;
                  const others = overlapping.get(exhibit.id);
                  const overlapWith = others?.join(', ');
                  const label = others
                    ? t`${title} on ${name} at x ${x}, y ${y} studs, overlaps ${overlapWith}`
                    : t`${title} on ${name} at x ${x}, y ${y} studs`;
                  return (
                    <div
                      key={placement.exhibit_id}
                      role="button"
                      tabIndex={0}
                      data-exhibit-id={exhibit.id}
                      data-overlaps={others ? 'true' : undefined}
                      aria-label={label}
                      aria-describedby="table-plan-help"
                      className={`absolute flex touch-none flex-col items-center justify-center overflow-hidden rounded-sm border p-0.5 text-center text-[11px] leading-tight outline-none focus-visible:ring-2 focus-visible:ring-focus print:border-black print:bg-white print:text-[8pt] print:text-black ${
                        others
                          ? 'border-2 border-dashed border-danger bg-danger-soft text-danger-text'
                          : 'border-accent bg-accent-soft text-accent-text'
                      }`}
                      style={{
                        left: percent(x, w),
                        top: percent(y, d),
                        width: percent(size.width_studs, w),
                        height: percent(size.depth_studs, d),
                        opacity: dragging === exhibit.id ? 0.4 : 1,
                      }}
                      onKeyDown={(event) => onKey(event, placement)}
                      {...dragHandlers(exhibit.id)}
                    >
                      <span className="line-clamp-2 font-medium break-words">{title}</span>
                      {exhibit.changed ? (
                        <span className="font-semibold">
                          <Trans>Changed</Trans>
                        </span>
                      ) : null}
                      <span className="line-clamp-1 break-all opacity-80">{builder}</span>
                      {sockets > 0 ? (
                        <span className="font-semibold" title={t`Needs power: ${sockets} sockets`}>
                          <span aria-hidden>⚡</span>
                          {sockets}
                        </span>
                      ) : null}
                    </div>
                  );
                })}
            </div>
          </section>
        );
      })}
    </div>
  );
}
