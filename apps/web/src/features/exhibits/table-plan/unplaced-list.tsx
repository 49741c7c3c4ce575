import type { PointerEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlanAction, TablePlanState } from '@lug/domain/table-plan';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import type { PlanExhibit } from './use-table-plan';

interface Props {
  state: TablePlanState;
  exhibits: readonly PlanExhibit[];
  dispatch: (action: PlanAction, keepFocus?: boolean) => void;
  dragHandlers: (exhibitId: number) => {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  };
}

/** The approved exhibits not on a table yet: dragged onto one, or placed in the first table's free space. */
export function UnplacedList({ state, exhibits, dispatch, dragHandlers }: Props) {
  const { t } = useLingui();
  const placed = new Set(state.plan.placements.map((p) => p.exhibit_id));
  const unplaced = exhibits.filter((e) => !placed.has(e.id));
  const first = state.plan.tables[0];
  return (
    <Card className="print:hidden">
      <CardHeader
        title={t`Exhibits to place`}
        description={
          unplaced.length === 0 && exhibits.length > 0 ? t`Every approved exhibit is on a table.` : undefined
        }
      />
      <CardContent>
        {exhibits.length === 0 ? (
          <p className="text-sm text-fg-subtle italic">
            <Trans>No approved exhibits yet.</Trans>
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {unplaced.map((exhibit) => {
              const title = exhibit.title;
              const firstName = first?.name;
              const w = exhibit.width_studs;
              const d = exhibit.depth_studs;
              const builder = exhibit.builder;
              const sockets = exhibit.sockets;
              return (
                <li
                  key={exhibit.id}
                  className="flex touch-none flex-col gap-1 rounded-lg border border-line bg-surface-2 px-3 py-2 text-sm"
                  {...dragHandlers(exhibit.id)}
                >
                  <span className="font-medium break-words">{title}</span>
                  {exhibit.changed ? (
                    <span className="text-xs font-semibold text-fg-muted">
                      <Trans>Changed since the last review</Trans>
                    </span>
                  ) : null}
                  <span className="text-xs text-fg-muted tabular-nums">
                    <Trans>
                      {w} × {d} studs, by {builder}
                    </Trans>
                    {sockets > 0 ? <> · {t`${sockets} sockets`}</> : null}
                  </span>
                  {first ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="self-start"
                      data-place-exhibit={exhibit.id}
                      aria-label={t`Place ${title} on the first table`}
                      onPress={() => dispatch({ type: 'place', exhibitId: exhibit.id, tableId: first.id }, true)}
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
  );
}
