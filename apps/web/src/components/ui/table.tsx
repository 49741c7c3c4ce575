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
 * `aria-label` (or aria-labelledby). Wrapped in a horizontally scrolling frame for phones.
 * Sorting: pass sortDescriptor/onSortChange and mark columns `allowsSorting`.
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
    <RACTableHeader {...props} className={cn('bg-surface-2/60', props.className as string | undefined)}>
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

/** A column header; `isRowHeader` on the main column; `allowsSorting` shows the sort arrow. */
export function Column({ className, children, ...props }: ColumnProps) {
  return (
    <RACColumn
      {...props}
      className={composeTailwindRenderProps(
        className,
        `border-b border-line px-4 py-2.5 text-start text-xs font-semibold tracking-wide whitespace-nowrap text-fg-muted uppercase ${focusRingClass} -outline-offset-2 data-allows-sorting:cursor-pointer data-hovered:text-fg`,
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

export function Cell({ className, ...props }: CellProps) {
  return (
    <RACCell
      {...props}
      className={composeTailwindRenderProps(
        className,
        `border-b border-line px-4 py-3 align-middle ${focusRingClass} -outline-offset-2`,
      )}
    />
  );
}
