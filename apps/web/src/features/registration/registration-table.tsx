import { memo } from 'react';
import { registrationBadges, type MemberStatus } from '@lug/domain/member-status-helpers';
import { memberDisplayName } from '@lug/domain/member-name';
import { Badge } from '../../components/ui/badge';
import { PlainCell, PlainHeaderCell, PlainRow } from '../../components/ui/plain-table';
import { MemberRowHeader, SelectableMembersTable } from '../members/member-table-parts';

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

/** Members with their registration and dues for the year; rows memoised. */
export function RegistrationTable({ rows, selected, onToggle, formatDate, ...table }: RegistrationTableProps) {
  return (
    <SelectableMembersTable
      {...table}
      selectAllLabel="Select all members"
      columnCount={4}
      header={
        <>
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
        </>
      }
    >
      {rows.map((row) => (
        <StatusRow
          key={row.user_id}
          row={row}
          isSelected={selected.has(row.user_id)}
          onToggle={onToggle}
          formatDate={formatDate}
        />
      ))}
    </SelectableMembersTable>
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
      <MemberRowHeader id={row.user_id} name={memberDisplayName(row)} isSelected={isSelected} onToggle={onToggle} />
      <PlainCell className="text-fg-muted">{row.email}</PlainCell>
      <PlainCell>
        {row.registration_complete ? (
          <Badge variant="success">{registrationBadges.registered}</Badge>
        ) : (
          <Badge>{registrationBadges.notRegistered}</Badge>
        )}
      </PlainCell>
      <PlainCell className="whitespace-nowrap text-fg-muted tabular-nums">
        {row.registration_date ? formatDate(row.registration_date) : '—'}
      </PlainCell>
      <PlainCell>
        <Badge variant={duesVariant[row.dues_type]}>{registrationBadges[row.dues_type]}</Badge>
      </PlainCell>
    </PlainRow>
  );
});
