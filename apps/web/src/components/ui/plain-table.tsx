import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/**
 * A plain HTML table with the look of <Table>, for grids whose cells hold controls (checkboxes,
 * buttons in column headers) and that must stay cheap for thousands of rows: no grid keyboard
 * model, so every control is an ordinary tab stop and rows can be memoised. Use <th scope> for
 * headers. `maxHeight` makes the frame scroll with a sticky header row.
 */
export function PlainTable({
  className,
  frameClassName,
  ...props
}: HTMLAttributes<HTMLTableElement> & { frameClassName?: string }) {
  return (
    <div className={cn('w-full overflow-auto rounded-xl border border-line bg-surface shadow-card', frameClassName)}>
      <table {...props} className={cn('w-full border-separate border-spacing-0 text-sm', className)} />
    </div>
  );
}

export function PlainHead({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead {...props} className={cn('bg-surface-2', className)} />;
}

export function PlainBody({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody {...props} className={cn('[&>tr:last-child>*]:border-b-0', className)} />;
}

export function PlainRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr {...props} className={cn('text-fg hover:bg-surface-2/60', className)} />;
}

/** A column kept in view at the end (the row actions), opaque over the columns scrolling under it. */
const pinnedEndClass = 'sticky end-0 z-[5] bg-surface border-s';

/**
 * A header cell. In the header row (`scope="col"`) it sticks to the top of a scrolling frame;
 * `sticky` also pins it to the left (the row-header column of a wide table); `pinnedEnd` to the
 * right (the actions column: give its cells the same).
 */
export function PlainHeaderCell({
  className,
  sticky,
  pinnedEnd,
  ...props
}: ThHTMLAttributes<HTMLTableCellElement> & { sticky?: boolean; pinnedEnd?: boolean }) {
  const isColumn = props.scope === 'col';
  return (
    <th
      {...props}
      className={cn(
        'border-b border-line px-4 text-start',
        isColumn
          ? 'sticky top-0 z-10 bg-surface-2 py-2.5 align-top text-xs font-semibold tracking-wide text-fg-muted'
          : 'py-3 align-middle font-normal',
        sticky && 'sticky left-0 z-[5] bg-surface',
        sticky && isColumn && 'z-20 bg-surface-2',
        pinnedEnd && pinnedEndClass,
        pinnedEnd && isColumn && 'z-20 bg-surface-2',
        className,
      )}
    />
  );
}

/** A body cell; `pinnedEnd` keeps it in view at the right edge of a wide table (the row's actions). */
export function PlainCell({
  className,
  pinnedEnd,
  ...props
}: TdHTMLAttributes<HTMLTableCellElement> & { pinnedEnd?: boolean }) {
  return (
    <td
      {...props}
      className={cn('border-b border-line px-4 py-3 align-middle', pinnedEnd && pinnedEndClass, className)}
    />
  );
}
