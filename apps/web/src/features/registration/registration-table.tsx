import { memo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberStatus } from '@lug/domain/member-status-helpers';
import { memberDisplayName } from '@lug/domain/member-name';
import { formatMoney } from '@lug/domain/dues-helpers';
import { duesLine, standingBadge } from '@lug/domain/dues-figures';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { NativeCheckbox } from '../../components/ui/native-checkbox';
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
  /** The year's fee in minor units (what each member owes), or null. */
  feeMinor: number | null;
  onEdit: (row: RegistrationRow) => void;
}

/** Members with their registration and dues for the year; rows memoised. */
export function RegistrationTable({
  rows,
  selected,
  onToggle,
  formatDate,
  currency,
  feeMinor,
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
            <Trans>Registration</Trans>
          </PlainHeaderCell>
          <PlainHeaderCell scope="col" className="uppercase">
            <Trans>Dues</Trans>
          </PlainHeaderCell>
          <PlainHeaderCell scope="col" className="text-end uppercase">
            <Trans>Due</Trans>
          </PlainHeaderCell>
          <PlainHeaderCell scope="col" className="text-end uppercase">
            <Trans>Received</Trans>
          </PlainHeaderCell>
          <PlainHeaderCell scope="col" className="text-end uppercase">
            <Trans>Balance</Trans>
          </PlainHeaderCell>
          <PlainHeaderCell scope="col">
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
          feeMinor={feeMinor}
          onEdit={onEdit}
        />
      ))}
    </SelectableMembersTable>
  );
}

const duesVariant = { paid: 'success', part_paid: 'warning', gift_in_lieu: 'accent', unpaid: 'warning' } as const;

interface RowProps {
  row: RegistrationRow;
  isSelected: boolean;
  onToggle: (userId: number, on: boolean) => void;
  formatDate: (date: string | null) => string;
  currency: string | null;
  feeMinor: number | null;
  onEdit: (row: RegistrationRow) => void;
}

/** A member's dues as the books count them (decision 43): standing, due, received, balance. */
function useDuesCells({ row, currency, feeMinor, formatDate }: Omit<RowProps, 'isSelected' | 'onToggle' | 'onEdit'>) {
  const { t } = useLingui();
  const line = duesLine(row, feeMinor);
  const money = (minor: number | null) => (minor !== null && currency ? formatMoney(minor, currency) : '—');
  return {
    registration: row.registration_complete ? (
      <Badge variant="success">{t(registrationBadges.registered)}</Badge>
    ) : (
      <Badge>{t(registrationBadges.notRegistered)}</Badge>
    ),
    standing: <Badge variant={duesVariant[line.standing]}>{t(registrationBadges[standingBadge[line.standing]])}</Badge>,
    due: money(line.due),
    received: line.received > 0 ? money(line.received) : '—',
    receivedOn: row.paid_on ? formatDate(row.paid_on) : null,
    balance: money(line.balance),
  };
}

const StatusRow = memo(function StatusRow({ row, isSelected, onToggle, onEdit, ...rest }: RowProps) {
  const { t } = useLingui();
  const name = memberDisplayName(row);
  const cells = useDuesCells({ row, ...rest });
  return (
    <PlainRow>
      <MemberRowHeader id={row.user_id} name={name} isSelected={isSelected} onToggle={onToggle} />
      <PlainCell>{cells.registration}</PlainCell>
      <PlainCell>{cells.standing}</PlainCell>
      <PlainCell className="text-end whitespace-nowrap tabular-nums">{cells.due}</PlainCell>
      <PlainCell className="text-end whitespace-nowrap tabular-nums">
        {cells.received}
        {cells.receivedOn ? <span className="block text-xs text-fg-muted">{cells.receivedOn}</span> : null}
      </PlainCell>
      <PlainCell className="text-end whitespace-nowrap tabular-nums">{cells.balance}</PlainCell>
      <PlainCell className="py-1">
        <Button variant="ghost" size="sm" aria-label={t`Edit dues of ${name}`} onPress={() => onEdit(row)}>
          <Trans>Edit dues</Trans>
        </Button>
      </PlainCell>
    </PlainRow>
  );
});

/** One card per member on a phone (docs/product/registration.md#registration-and-dues-manager). */
const StatusCard = memo(function StatusCard({ row, isSelected, onToggle, onEdit, ...rest }: RowProps) {
  const { t } = useLingui();
  const name = memberDisplayName(row);
  const cells = useDuesCells({ row, ...rest });
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-bg p-3">
      <div className="flex items-center justify-between gap-2">
        <NativeCheckbox checked={isSelected} onChange={(on) => onToggle(row.user_id, on)}>
          <span className="font-medium">{name}</span>
        </NativeCheckbox>
        <Button variant="secondary" size="sm" aria-label={t`Edit dues of ${name}`} onPress={() => onEdit(row)}>
          <Trans>Edit dues</Trans>
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        {cells.registration}
        {cells.standing}
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm tabular-nums">
        <div>
          <dt className="text-xs text-fg-muted">
            <Trans>Due</Trans>
          </dt>
          <dd>{cells.due}</dd>
        </div>
        <div>
          <dt className="text-xs text-fg-muted">
            <Trans>Received</Trans>
          </dt>
          <dd>{cells.received}</dd>
        </div>
        <div>
          <dt className="text-xs text-fg-muted">
            <Trans>Balance</Trans>
          </dt>
          <dd>{cells.balance}</dd>
        </div>
      </dl>
    </li>
  );
});

/** The members as cards, for a phone: the table's rows without scrolling sideways. */
export function RegistrationCards({
  rows,
  shownIds,
  selected,
  selectAll,
  onToggle,
  onToggleShown,
  emptyMessage,
  ...rest
}: RegistrationTableProps) {
  const { t } = useLingui();
  if (rows.length === 0) return <p className="text-sm text-fg-muted">{emptyMessage}</p>;
  return (
    <div className="flex flex-col gap-2">
      <NativeCheckbox checked={selectAll.isSelected} onChange={(on) => onToggleShown(shownIds, on)}>
        {t`Select all members`}
      </NativeCheckbox>
      <ul className="flex flex-col gap-2">
        {rows.map((row) => (
          <StatusCard
            key={row.user_id}
            row={row}
            isSelected={selected.has(row.user_id)}
            onToggle={onToggle}
            {...rest}
          />
        ))}
      </ul>
    </div>
  );
}
