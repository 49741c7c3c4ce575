import { memo } from 'react';
import { registrationBadges, type MemberStatus } from '@lug/domain/member-status-helpers';
import { memberDisplayName } from '@lug/domain/member-name';
import { Badge } from '../../components/ui/badge';
import { Checkbox } from '../../components/ui/checkbox';
import { NativeCheckbox } from '../../components/ui/native-checkbox';
import { PlainBody, PlainCell, PlainHead, PlainHeaderCell, PlainRow, PlainTable } from '../../components/ui/plain-table';

/** A row of `memberStatus.list`. Rows keep their identity until they change (memoised). */
export interface RegistrationRow extends MemberStatus {
  first_name: string;
  last_name: string;
  display_name: string | null;
  email: string;
}

interface RegistrationTableProps {
  rows: readonly RegistrationRow[];
  shownIds: readonly number[];
  selected: ReadonlySet<number>;
  selectAll: { isSelected: boolean; isIndeterminate: boolean };
  onToggle: (userId: number, on: boolean) => void;
  onToggleShown: (ids: readonly number[], on: boolean) => void;
  emptyMessage: string;
  /** Formats `yyyy-mm-dd` in the organisation's date format. */
  formatDate: (date: string | null) => string;
}

/** Members with their registration and dues for the year; rows memoised (see ParticipationTable). */
export function RegistrationTable({
  rows,
  shownIds,
  selected,
  selectAll,
  onToggle,
  onToggleShown,
  emptyMessage,
  formatDate,
}: RegistrationTableProps) {
  return (
    <PlainTable aria-label="Members" frameClassName="max-h-[75vh]">
      <PlainHead>
        <tr>
          <PlainHeaderCell scope="col" sticky className="min-w-40 sm:min-w-52">
            <div className="flex items-center gap-2.5">
              <Checkbox
                aria-label="Select all members"
                isSelected={selectAll.isSelected}
                isIndeterminate={selectAll.isIndeterminate}
                isDisabled={shownIds.length === 0}
                onChange={(on) => onToggleShown(shownIds, on)}
              />
              <span className="uppercase">Member</span>
            </div>
          </PlainHeaderCell>
          <PlainHeaderCell scope="col" className="uppercase">
            Email
          </PlainHeaderCell>
          <PlainHeaderCell scope="col" className="uppercase">
            Registration
          </PlainHeaderCell>
          <PlainHeaderCell scope="col" className="whitespace-nowrap uppercase">
            Registered On
          </PlainHeaderCell>
          <PlainHeaderCell scope="col" className="uppercase">
            Dues
          </PlainHeaderCell>
        </tr>
      </PlainHead>
      <PlainBody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={5} className="px-4 py-10 text-center text-sm text-fg-muted">
              {emptyMessage}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <StatusRow
              key={row.user_id}
              row={row}
              isSelected={selected.has(row.user_id)}
              onToggle={onToggle}
              formatDate={formatDate}
            />
          ))
        )}
      </PlainBody>
    </PlainTable>
  );
}

const duesVariant = { paid: 'success', gift_in_lieu: 'accent', none: 'warning' } as const;

const StatusRow = memo(function StatusRow({
  row,
  isSelected,
  onToggle,
  formatDate,
}: {
  row: RegistrationRow;
  isSelected: boolean;
  onToggle: (userId: number, on: boolean) => void;
  formatDate: (date: string | null) => string;
}) {
  return (
    <PlainRow>
      <PlainHeaderCell scope="row" sticky>
        <NativeCheckbox checked={isSelected} onChange={(on) => onToggle(row.user_id, on)}>
          <span className="font-medium">{memberDisplayName(row)}</span>
        </NativeCheckbox>
      </PlainHeaderCell>
      <PlainCell className="text-fg-muted">{row.email}</PlainCell>
      <PlainCell>
        {row.registration_complete ? (
          <Badge variant="success">{registrationBadges.registered}</Badge>
        ) : (
          <Badge>{registrationBadges.notRegistered}</Badge>
        )}
      </PlainCell>
      <PlainCell className="whitespace-nowrap text-fg-muted tabular-nums">{row.registration_date ? formatDate(row.registration_date) : '—'}</PlainCell>
      <PlainCell>
        <Badge variant={duesVariant[row.dues_type]}>{registrationBadges[row.dues_type]}</Badge>
      </PlainCell>
    </PlainRow>
  );
});
