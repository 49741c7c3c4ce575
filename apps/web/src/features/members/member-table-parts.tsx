import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox } from '../../components/ui/checkbox';
import { NativeCheckbox } from '../../components/ui/native-checkbox';
import { PlainBody, PlainHead, PlainHeaderCell, PlainTable } from '../../components/ui/plain-table';

interface SelectableMembersTableProps {
  /** The ids of the rows shown: the select-all checkbox acts on these. */
  shownIds: readonly number[];
  selectAll: { isSelected: boolean; isIndeterminate: boolean };
  onToggleShown: (ids: readonly number[], on: boolean) => void;
  /** The select-all checkbox's name, e.g. 'Select all members on this page'. */
  selectAllLabel: string;
  /** The header cells after "Member". */
  header: ReactNode;
  /** Columns after "Member" (the empty row spans them all). */
  columnCount: number;
  /** What the table says when there are no rows. */
  emptyMessage: string;
  /** The rows (`<PlainRow>`s starting with a `<MemberRowHeader>`); none shows `emptyMessage`. */
  children: ReactNode[];
}

/**
 * The members table of the Participation and Registration managers: a sticky "Member" column with
 * a checkbox per row and one in the header that (un)selects the rows shown, in a frame that
 * scrolls both ways. Rows are the caller's (memoised, so ticking one re-renders only that row).
 */
export function SelectableMembersTable({
  shownIds,
  selectAll,
  onToggleShown,
  selectAllLabel,
  header,
  columnCount,
  emptyMessage,
  children,
}: SelectableMembersTableProps) {
  const { t } = useLingui();
  return (
    <PlainTable aria-label={t`Members`} frameClassName="max-h-[75vh]">
      <PlainHead>
        <tr>
          <PlainHeaderCell scope="col" sticky className="min-w-40 sm:min-w-52">
            <div className="flex items-center gap-2.5 pt-0.5">
              <Checkbox
                aria-label={selectAllLabel}
                isSelected={selectAll.isSelected}
                isIndeterminate={selectAll.isIndeterminate}
                isDisabled={shownIds.length === 0}
                onChange={(on) => onToggleShown(shownIds, on)}
              />
              <span className="uppercase">
                <Trans>Member</Trans>
              </span>
            </div>
          </PlainHeaderCell>
          {header}
        </tr>
      </PlainHead>
      <PlainBody>
        {children.length === 0 ? (
          <tr>
            <td colSpan={columnCount + 1} className="px-4 py-10 text-center text-sm text-fg-muted">
              {emptyMessage}
            </td>
          </tr>
        ) : (
          children
        )}
      </PlainBody>
    </PlainTable>
  );
}

/** A row's first cell: the member's checkbox and name, the row's header. */
export function MemberRowHeader({
  id,
  name,
  isSelected,
  onToggle,
}: {
  id: number;
  name: string;
  isSelected: boolean;
  onToggle: (id: number, on: boolean) => void;
}) {
  return (
    <PlainHeaderCell scope="row" sticky>
      <NativeCheckbox checked={isSelected} onChange={(on) => onToggle(id, on)}>
        <span className="font-medium">{name}</span>
      </NativeCheckbox>
    </PlainHeaderCell>
  );
}
