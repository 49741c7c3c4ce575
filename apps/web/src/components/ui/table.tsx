import {
  Cell as RACCell,
  Column as RACColumn,
  Row as RACRow,
  Table as RACTable,
  TableBody as RACTableBody,
  TableHeader as RACTableHeader,
  composeRenderProps,
  useTableOptions,
  Collection,
  type CellProps,
  type ColumnProps,
  type RowProps,
  type TableBodyProps,
  type TableHeaderProps,
  type TableProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { Checkbox } from './checkbox';
import { composeTailwindRenderProps, focusRingClass } from './focus-ring';

/**
 * A data table (React Aria Table: keyboard navigation, sorting, selection). Give it an
 * `aria-label` (or aria-labelledby). Sorting: pass sortDescriptor/onSortChange and mark columns
 * `allowsSorting`.
 *
 * On a narrow screen the table scrolls sideways inside its frame, never the page: the row-header
 * column (`isRowHeader`, the row's name) stays fixed at the start, and a column given
 * `isPinnedEnd` (the row actions) stays fixed at the end; the columns between them scroll.
 */
export function Table({ className, ...props }: TableProps) {
  return (
    // `relative`: a visually hidden header (absolutely placed) stays inside the scrolling frame
    // instead of widening the page on phones.
    <div className="relative w-full overflow-x-auto rounded-xl border border-line bg-surface shadow-card">
      <RACTable
        {...props}
        className={composeTailwindRenderProps(className, 'w-full border-separate border-spacing-0 text-sm')}
      />
    </div>
  );
}

export function TableHeader<T extends object>({ columns, children, ...props }: TableHeaderProps<T>) {
  const { selectionBehavior, selectionMode, allowsDragging } = useTableOptions();
  return (
    <RACTableHeader {...props} className={cn('bg-surface-2', props.className as string | undefined)}>
      {allowsDragging ? <RACColumn /> : null}
      {selectionBehavior === 'toggle' ? (
        <RACColumn width={44} minWidth={44} className="border-b border-line px-3 py-2.5 text-start">
          {selectionMode === 'multiple' ? <Checkbox slot="selection" /> : null}
        </RACColumn>
      ) : null}
      <Collection items={columns}>{children}</Collection>
    </RACTableHeader>
  );
}

/**
 * Row-header cells (React Aria gives them role="rowheader") stay in view at the start; on phones
 * they are at least 9rem wide and a long word breaks rather than widening the table.
 */
const stickyRowHeader =
  '[&[role=rowheader]]:sticky [&[role=rowheader]]:start-0 [&[role=rowheader]]:z-[1] [&[role=rowheader]]:bg-surface max-sm:[&[role=rowheader]]:min-w-36 max-sm:[&[role=rowheader]]:[overflow-wrap:anywhere] max-sm:[&[role=rowheader]]:border-e';

/** A column kept in view at the end (the row actions), opaque over the columns scrolling under it. */
const pinnedEndClass = 'sticky end-0 z-[1] max-sm:border-s';

/**
 * A column header; `isRowHeader` on the main column (kept in view at the start); `allowsSorting`
 * shows the sort arrow; `isPinnedEnd` keeps it in view at the end (give its Cells the same).
 */
export function Column({ className, children, isPinnedEnd, ...props }: ColumnProps & { isPinnedEnd?: boolean }) {
  return (
    <RACColumn
      {...props}
      className={composeTailwindRenderProps(
        className,
        cn(
          `border-b border-line bg-surface-2 px-3 py-2.5 text-start sm:px-4 text-xs font-semibold tracking-wide whitespace-nowrap text-fg-muted uppercase ${focusRingClass} -outline-offset-2 data-allows-sorting:cursor-pointer data-hovered:text-fg`,
          props.isRowHeader && 'sticky start-0 z-[2] max-sm:border-e',
          isPinnedEnd && `${pinnedEndClass} z-[2]`,
        ),
      )}
    >
      {composeRenderProps(children, (children, { allowsSorting, sortDirection }) => (
        <span className="inline-flex items-center gap-1">
          {children}
          {allowsSorting ? (
            <svg
              aria-hidden="true"
              viewBox="0 0 16 16"
              fill="none"
              className={cn(
                'size-3.5 transition-transform',
                sortDirection ? 'text-fg' : 'text-transparent',
                sortDirection === 'descending' && 'rotate-180',
              )}
            >
              <path d="M8 12V4m0 0L4.5 7.5M8 4l3.5 3.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
          ) : null}
        </span>
      ))}
    </RACColumn>
  );
}

export function TableBody<T extends object>(props: TableBodyProps<T>) {
  return (
    <RACTableBody
      {...props}
      className={composeTailwindRenderProps(props.className, 'empty:text-center [&>tr:last-child>td]:border-b-0')}
    />
  );
}

export function Row<T extends object>({ id, columns, children, className, ...props }: RowProps<T>) {
  const { selectionBehavior, allowsDragging } = useTableOptions();
  return (
    <RACRow
      id={id}
      {...props}
      className={composeTailwindRenderProps(
        className,
        `group text-fg ${focusRingClass} -outline-offset-2 data-hovered:bg-surface-2/60 data-selected:bg-accent-soft`,
      )}
    >
      {allowsDragging ? <RACCell /> : null}
      {selectionBehavior === 'toggle' ? (
        <RACCell className="border-b border-line px-3 py-2.5">
          <Checkbox slot="selection" />
        </RACCell>
      ) : null}
      <Collection items={columns}>{children}</Collection>
    </RACRow>
  );
}

/** A cell; `isPinnedEnd` when its Column has it. */
export function Cell({ className, isPinnedEnd, ...props }: CellProps & { isPinnedEnd?: boolean }) {
  return (
    <RACCell
      {...props}
      className={composeTailwindRenderProps(
        className,
        cn(
          `border-b border-line px-3 py-3 align-middle sm:px-4 ${focusRingClass} -outline-offset-2 ${stickyRowHeader}`,
          isPinnedEnd && `${pinnedEndClass} bg-surface`,
        ),
      )}
    />
  );
}
