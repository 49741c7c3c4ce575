import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery, type QueryKey, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import type { LinkProps } from '@tanstack/react-router';
import { DeleteIcon, EditIcon, PlusIcon } from '../action-icons';
import { PageHeader } from '../page-header';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/dialog';
import { ButtonLink } from '../ui/link';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../ui/table';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/trpc';
import { useErrorToast } from '../../lib/use-error-toast';

interface ListPageProps<T extends D, D extends { id: number }> {
  /** The page's h1, e.g. "Categories". */
  title: string;
  description: ReactNode;
  /** The create screen and its button's label, for those who may create; else null. */
  create: { to: LinkProps['to']; label: string } | null;
  /** The filters above the table. */
  filters?: ReactNode;
  /** The table; its row actions also get `askDelete`, which opens the confirm dialog for the row. */
  table: Omit<ListTableProps<T>, 'actions'> & { actions?: (row: T, askDelete: () => void) => ReactNode };
  /** Under the table: its pagination. */
  footer?: ReactNode;
  /** The rows' Delete: the mutation and its toasts, the confirm dialog's title and question. */
  deletion: ConfirmDeleteOptions<D> & Omit<ConfirmDeleteDialogProps<D>, 'state'>;
}

/**
 * A catalogue list screen: the header with the create button (for those who may), the filters,
 * the table and its pagination, and the confirm dialog of the rows' Delete.
 */
export function ListPage<T extends D, D extends { id: number }>({
  title,
  description,
  create,
  filters,
  table,
  footer,
  deletion,
}: ListPageProps<T, D>) {
  const { title: deleteTitle, question, ...deleteOptions } = deletion;
  const deleting = useConfirmDelete<D>(deleteOptions);
  const { actions, ...tableProps } = table;
  const rows = (
    <ListTable {...tableProps} actions={actions ? (row) => actions(row, () => deleting.ask(row)) : undefined} />
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={title}
        description={description}
        actions={
          create ? (
            <ButtonLink to={create.to}>
              <PlusIcon />
              {create.label}
            </ButtonLink>
          ) : null
        }
      />
      {filters}
      {footer ? (
        <div className="flex flex-col gap-3">
          {rows}
          {footer}
        </div>
      ) : (
        rows
      )}
      <ConfirmDeleteDialog state={deleting} title={deleteTitle} question={question} />
    </div>
  );
}

export interface ListColumn<T> {
  id: string;
  header: ReactNode;
  /** The column that names the row (one per table); it stays in view when the table scrolls sideways. */
  isRowHeader?: boolean;
  /** Stays in view at the end when the table scrolls sideways (the row actions). */
  isPinnedEnd?: boolean;
  /** Classes of the column's cells. */
  className?: string;
  cell: (row: T) => ReactNode;
}

interface ListTableProps<T> {
  'aria-label': string;
  rows: readonly T[];
  columns: readonly ListColumn<T>[];
  /** Shown in place of the rows when there are none, e.g. "No categories yet." */
  empty: ReactNode;
  /** The row's buttons, in a last "Actions" column (named for screen readers only on phones). */
  actions?: (row: T) => ReactNode;
  /** The rows on screen are the previous page while the next one loads. */
  isBusy?: boolean;
  /** Classes of a row that needs a look (e.g. a row with a problem). */
  rowClassName?: (row: T) => string | undefined;
}

/**
 * A list screen's table: one row per item, its columns, and the row actions at the end. On a phone
 * it scrolls sideways inside its frame with the name (the row header) and the actions in view.
 */
export function ListTable<T extends { id: number | string }>({
  rows,
  columns,
  empty,
  actions,
  isBusy,
  rowClassName,
  ...props
}: ListTableProps<T>) {
  // The actions stay in view at the end while the other columns scroll on a phone.
  const all: readonly ListColumn<T>[] = actions
    ? [
        ...columns,
        {
          id: 'actions',
          header: (
            <span className="sr-only sm:not-sr-only">
              <Trans>Actions</Trans>
            </span>
          ),
          cell: actions,
          isPinnedEnd: true,
        },
      ]
    : columns;
  return (
    <Table aria-label={props['aria-label']} aria-busy={isBusy || undefined}>
      <TableHeader>
        {all.map((column) => (
          <Column key={column.id} id={column.id} isRowHeader={column.isRowHeader} isPinnedEnd={column.isPinnedEnd}>
            {column.header}
          </Column>
        ))}
      </TableHeader>
      <TableBody
        items={rows}
        dependencies={[all]}
        renderEmptyState={() => <p className="px-4 py-10 text-center text-sm text-fg-muted">{empty}</p>}
      >
        {(row) => (
          <Row id={row.id} className={rowClassName?.(row)}>
            {all.map((column) => (
              <Cell key={column.id} className={column.className} isPinnedEnd={column.isPinnedEnd}>
                {column.cell(row)}
              </Cell>
            ))}
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

/** A cell's optional text: clamped to two lines, or a quiet dash when there is none. */
export function OptionalText({ children }: { children: string | null | undefined }) {
  return children ? (
    <span className="line-clamp-2 text-fg-muted">{children}</span>
  ) : (
    <span className="text-fg-subtle">—</span>
  );
}

/** The buttons of a row, at the end of its last cell. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex items-center justify-end gap-1">{children}</div>;
}

/** An icon-only link of a row (View, Edit, Manage…): give it an `aria-label` that names the row. */
export const RowActionLink: typeof ButtonLink = (props) => <ButtonLink variant="ghost" size="icon" {...props} />;

/** The edit screens of the catalogue's rows (a numeric `$id`). */
type CatalogueEditRoute =
  | '/platform/activities/$id/edit'
  | '/platform/categories/$id/edit'
  | '/platform/participation-roles/$id/edit'
  | '/platform/permission-roles/$id/edit';

interface EditDeleteActionsProps {
  /** The row's name, in the buttons' labels: "Edit <name>", "Delete <name>". */
  name: string;
  /** The row's edit screen and its id. */
  edit: { to: CatalogueEditRoute; id: number };
  /** Asks to delete the row (`useConfirmDelete().ask`); null when it may not be deleted. */
  onDelete: (() => void) | null;
  /** Links before Edit (View). */
  before?: ReactNode;
  /** Links between Edit and Delete (Manage users). */
  children?: ReactNode;
}

/**
 * The row actions of a catalogue list for those who may manage it: Edit, then Delete. A row that
 * may not be deleted keeps the button's place empty, so the buttons stay in line.
 */
export function EditDeleteActions({ name, edit, onDelete, before, children }: EditDeleteActionsProps) {
  const { t } = useLingui();
  return (
    <RowActions>
      {before}
      <RowActionLink to={edit.to} params={{ id: edit.id }} aria-label={t`Edit ${name}`}>
        <EditIcon />
      </RowActionLink>
      {children}
      {onDelete ? <DeleteRowButton name={name} onPress={onDelete} /> : <span className="size-9" aria-hidden="true" />}
    </RowActions>
  );
}

/** The Delete button of a row: "Delete <name>". */
export function DeleteRowButton({ name, onPress }: { name: string; onPress: () => void }) {
  const { t } = useLingui();
  return (
    <Button variant="ghost" size="icon" aria-label={t`Delete ${name}`} className="text-danger-text" onPress={onPress}>
      <DeleteIcon />
    </Button>
  );
}

/** A list's delete mutation (`useDeleteCategory()`…): the row by its organisation and id. */
interface DeleteMutation {
  mutateAsync: (input: { organization_id: number; id: number }) => Promise<unknown>;
}

interface ConfirmDeleteOptions<T> {
  /** Deletes the row in the selected organisation; a failure keeps the dialog open. */
  remove: DeleteMutation;
  organizationId: number;
  /**
   * The toasts: `deleted` on success (e.g. 'Category deleted successfully'); `failed` the failure's
   * title with the server's message (e.g. 'Error deleting category'), shown `failedMs` if given.
   */
  toasts: { deleted: string; failed: string; failedMs?: number };
  /** After the success toast: reload what the row was part of. */
  onDeleted?: (row: T) => Promise<unknown> | void;
}

/**
 * The row a list screen asks to delete, and the confirm dialog's answer (`ListPage`): `ask(row)`
 * opens the dialog; confirming deletes, toasts the result and closes (or stays open on a failure).
 */
export function useConfirmDelete<T extends { id: number }>({
  remove,
  organizationId,
  toasts,
  onDeleted,
}: ConfirmDeleteOptions<T>) {
  const [row, setRow] = useState<T | null>(null);
  const [isPending, setPending] = useState(false);

  async function confirm() {
    if (row === null) return;
    setPending(true);
    try {
      await remove.mutateAsync({ organization_id: organizationId, id: row.id });
    } catch (error) {
      toast.error(toasts.failed, errorMessage(error), toasts.failedMs ? { durationMs: toasts.failedMs } : undefined);
      throw error; // the dialog stays open, to try again or cancel
    } finally {
      setPending(false);
    }
    toast.success(toasts.deleted);
    await onDeleted?.(row);
  }

  return { row, ask: setRow, close: () => setRow(null), confirm, isPending };
}

/**
 * A list screen's rows, which its loader awaited: a failed reload toasts `fetchFailed` (with the
 * server's message) and keeps the rows on screen.
 */
export function useListRows<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: UseSuspenseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  fetchFailed: string,
): TData {
  const { data, error } = useSuspenseQuery(options);
  useErrorToast(error, fetchFailed);
  return data;
}

interface ConfirmDeleteDialogProps<T extends { id: number }> {
  state: ReturnType<typeof useConfirmDelete<T>>;
  /** e.g. 'Delete Category'. */
  title: string;
  /** The question, and what happens to what the row holds; a function receives the row. */
  question: ReactNode | ((row: T) => ReactNode);
}

/** The confirm dialog of `useConfirmDelete`, with its **Delete** button. */
export function ConfirmDeleteDialog<T extends { id: number }>({ state, title, question }: ConfirmDeleteDialogProps<T>) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      isOpen={state.row !== null}
      onOpenChange={(open) => !open && state.close()}
      title={title}
      actionLabel={t`Delete`}
      isPending={state.isPending}
      onAction={state.confirm}
    >
      {typeof question === 'function' ? (state.row === null ? null : question(state.row)) : question}
    </ConfirmDialog>
  );
}
