import { memo } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { BulkAction } from '@lug/domain/participation';
import type { DateFormat } from '@lug/domain/settings';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { PlainCell, PlainHeaderCell, PlainRow } from '../../components/ui/plain-table';
import { MemberRowHeader, SelectableMembersTable } from '../members/member-table-parts';
import { formatLongDate } from './format';
import type { ParticipationColumn, RoleBadge } from './participation-grid';

export interface PendingAction {
  action: BulkAction;
  columnKey: string;
}

interface ParticipationTableProps {
  /** The page's members, in order. */
  members: ReadonlyArray<{ id: number; display_name: string }>;
  /** Their ids (the select-all checkbox acts on these: the page). */
  shownIds: readonly number[];
  columns: ParticipationColumn[];
  cells: Map<number, Map<string, RoleBadge[]>>;
  selected: ReadonlySet<number>;
  selectAll: { isSelected: boolean; isIndeterminate: boolean };
  onToggle: (userId: number, on: boolean) => void;
  onToggleShown: (ids: readonly number[], on: boolean) => void;
  onAction: (action: BulkAction, column: ParticipationColumn) => void;
  pending: PendingAction | null;
  /** What the table says when the search matches nobody (or the group has no members). */
  emptyMessage: string;
  /** The organisation's date format: the day/month order of the long dates. */
  dateFormat: DateFormat;
}

/**
 * The members table of the Participation Manager: a row per member (checkbox + name as the row
 * header), a column per day (or 'Entire Event') whose header holds the day's date, its
 * participant count and the Assign / Remove buttons. Rows are memoised: typing in the search or
 * ticking one member re-renders only the rows that change.
 */
export function ParticipationTable({
  members,
  columns,
  cells,
  selected,
  onToggle,
  onAction,
  pending,
  dateFormat,
  ...table
}: ParticipationTableProps) {
  const { t } = useLingui();
  return (
    <SelectableMembersTable
      {...table}
      selectAllLabel={t`Select all members on this page`}
      columnCount={columns.length}
      header={columns.map((column) => {
        const { participantCount, title } = column;
        return (
          <PlainHeaderCell key={column.key} scope="col" className="min-w-48">
            <div className="flex flex-col gap-1.5">
              <span className="text-fg uppercase">{title}</span>
              {column.date ? (
                <span className="font-normal tracking-normal normal-case">
                  {formatLongDate(column.date, dateFormat)}
                </span>
              ) : null}
              <span className="font-normal tracking-normal normal-case tabular-nums">
                <Plural value={participantCount} one="# participant" other="# participants" />
              </span>
              <div className="flex gap-1.5 pt-0.5 tracking-normal normal-case">
                {(['assign', 'remove'] as const).map((action) => (
                  <Button
                    key={action}
                    size="sm"
                    variant={action === 'assign' ? 'primary' : 'secondary'}
                    aria-label={action === 'assign' ? t`Assign roles for ${title}` : t`Remove roles for ${title}`}
                    isPending={pending?.action === action && pending.columnKey === column.key}
                    isDisabled={pending !== null}
                    onPress={() => onAction(action, column)}
                  >
                    {action === 'assign' ? <Trans>Assign</Trans> : <Trans>Remove</Trans>}
                  </Button>
                ))}
              </div>
            </div>
          </PlainHeaderCell>
        );
      })}
    >
      {members.map((member) => (
        <MemberRow
          key={member.id}
          member={member}
          isSelected={selected.has(member.id)}
          columns={columns}
          roles={cells.get(member.id)}
          onToggle={onToggle}
        />
      ))}
    </SelectableMembersTable>
  );
}

interface MemberRowProps {
  member: { id: number; display_name: string };
  isSelected: boolean;
  columns: ParticipationColumn[];
  /** The member's roles per column key; undefined when they hold none. */
  roles: Map<string, RoleBadge[]> | undefined;
  onToggle: (userId: number, on: boolean) => void;
}

const MemberRow = memo(function MemberRow({ member, isSelected, columns, roles, onToggle }: MemberRowProps) {
  return (
    <PlainRow>
      <MemberRowHeader id={member.id} name={member.display_name} isSelected={isSelected} onToggle={onToggle} />
      <RoleCells columns={columns} roles={roles} />
    </PlainRow>
  );
});

/** The badges of one member: re-rendered only when their records change, not when they are (de)selected. */
const RoleCells = memo(function RoleCells({ columns, roles }: Pick<MemberRowProps, 'columns' | 'roles'>) {
  return columns.map((column) => {
    const badges = roles?.get(column.key);
    return (
      <PlainCell key={column.key}>
        {badges && badges.length > 0 ? (
          <span className="flex flex-wrap gap-1">
            {badges.map((badge) => (
              <Badge key={badge.id} variant={badge.color}>
                {badge.name}
              </Badge>
            ))}
          </span>
        ) : (
          <span className="text-fg-subtle">
            <Trans>None</Trans>
          </span>
        )}
      </PlainCell>
    );
  });
});
