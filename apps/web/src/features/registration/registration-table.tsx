import { memo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberStatus } from '@lug/domain/member-status-helpers';
import { memberDisplayName } from '@lug/domain/member-name';
import { formatMoney } from '@lug/domain/dues-helpers';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { PlainCell, PlainHeaderCell, PlainRow } from '../../components/ui/plain-table';
import { MemberRowHeader, SelectableMembersTable } from '../members/member-table-parts';
import { registrationBadges } from './messages';

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
  /** The year's fee currency (amounts are in it), or null when the year has no fee. */
  currency: string | null;
  onEdit: (row: RegistrationRow) => void;
}

/** Members with their registration and dues for the year; rows memoised. */
export function RegistrationTable({
  rows,
  selected,
  onToggle,
  formatDate,
  currency,
  onEdit,
  ...table
}: RegistrationTableProps) {
  const { t } = useLingui();
  return (
    <SelectableMembersTable
      {...table}
      selectAllLabel={t`Select all members`}
      columnCount={7}
      header={
        <>
          <PlainHeaderCell scope="col" className="uppercase">
            <Trans>Email</Trans>
          </PlainHeaderCell>
          <PlainHeaderCell scope="col" className="uppercase">
            <Trans>Registration</Trans>
          </PlainHeaderCell>
          <PlainHeaderCell scope="col" className="whitespace-nowrap uppercase">
            <Trans>Registered On</Trans>
          </PlainHeaderCell>
          <PlainHeaderCell scope="col" className="uppercase">
            <Trans>Dues</Trans>
          </PlainHeaderCell>
          <PlainHeaderCell scope="col" className="text-end uppercase">
            <Trans>Amount</Trans>
          </PlainHeaderCell>
          <PlainHeaderCell scope="col" className="whitespace-nowrap uppercase">
            <Trans>Received On</Trans>
          </PlainHeaderCell>
          <PlainHeaderCell scope="col" pinnedEnd>
            <span className="sr-only">
              <Trans>Actions</Trans>
            </span>
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
          currency={currency}
          onEdit={onEdit}
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
  currency,
  onEdit,
}: {
  row: RegistrationRow;
  isSelected: boolean;
  onToggle: (userId: number, on: boolean) => void;
  formatDate: (date: string | null) => string;
  currency: string | null;
  onEdit: (row: RegistrationRow) => void;
}) {
  const { t } = useLingui();
  const name = memberDisplayName(row);
  return (
    <PlainRow>
      <MemberRowHeader id={row.user_id} name={name} isSelected={isSelected} onToggle={onToggle} />
      <PlainCell className="text-fg-muted">{row.email}</PlainCell>
      <PlainCell>
        {row.registration_complete ? (
          <Badge variant="success">{t(registrationBadges.registered)}</Badge>
        ) : (
          <Badge>{t(registrationBadges.notRegistered)}</Badge>
        )}
      </PlainCell>
      <PlainCell className="whitespace-nowrap text-fg-muted tabular-nums">
        {row.registration_date ? formatDate(row.registration_date) : '—'}
      </PlainCell>
      <PlainCell>
        <Badge variant={duesVariant[row.dues_type]}>{t(registrationBadges[row.dues_type])}</Badge>
      </PlainCell>
      <PlainCell className="text-end whitespace-nowrap tabular-nums">
        {row.amount_received_minor !== null && currency ? formatMoney(row.amount_received_minor, currency) : '—'}
      </PlainCell>
      <PlainCell className="whitespace-nowrap text-fg-muted tabular-nums">
        {row.paid_on ? formatDate(row.paid_on) : '—'}
      </PlainCell>
      <PlainCell pinnedEnd className="py-1">
        <Button variant="ghost" size="sm" aria-label={t`Edit dues of ${name}`} onPress={() => onEdit(row)}>
          <Trans>Edit dues</Trans>
        </Button>
      </PlainCell>
    </PlainRow>
  );
});
