import { useState, type PointerEvent } from 'react';
import type { PlanAction } from '@lug/domain/table-plan';

export interface Drag {
  exhibitId: number;
  /** Where in the dragged element the pointer took it, and where the pointer is now (px). */
  dx: number;
  dy: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Dragging an exhibit (from the list or a table) onto a table with the pointer: on release the
 * table under the pointer decides where it lands, in studs from the table's drawn size.
 */
export function usePlanDrag(dispatch: (action: PlanAction, keepFocus?: boolean) => void) {
  const [drag, setDrag] = useState<Drag | null>(null);

  function start(event: PointerEvent<HTMLElement>, exhibitId: number) {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    const rect = event.currentTarget.getBoundingClientRect();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({
      exhibitId,
      dx: event.clientX - rect.left,
      dy: event.clientY - rect.top,
      x: event.clientX,
      y: event.clientY,
      width: rect.width,
      height: rect.height,
    });
  }

  function move(event: PointerEvent<HTMLElement>) {
    if (drag) setDrag({ ...drag, x: event.clientX, y: event.clientY });
  }

  function end(event: PointerEvent<HTMLElement>) {
    if (!drag) return;
    const current = drag;
    setDrag(null);
    const target = event.currentTarget.ownerDocument
      .elementsFromPoint(event.clientX, event.clientY)
      .map((element) => (element as HTMLElement).closest<HTMLElement>('[data-table-id]'))
      .find((element) => element !== null);
    const tableId = target?.dataset.tableId;
    const studs = Number(target?.dataset.widthStuds);
    if (!target || !tableId || !studs) return;
    const rect = target.getBoundingClientRect();
    const scale = rect.width / studs;
    const x = Math.max(0, Math.round((event.clientX - current.dx - rect.left) / scale));
    const y = Math.max(0, Math.round((event.clientY - current.dy - rect.top) / scale));
    dispatch({ type: 'place', exhibitId: current.exhibitId, tableId, at: { x, y } }, true);
  }

  const handlers = (exhibitId: number) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => start(event, exhibitId),
    onPointerMove: move,
    onPointerUp: end,
  });
  return { drag, handlers };
}
