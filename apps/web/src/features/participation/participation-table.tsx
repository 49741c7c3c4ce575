import { memo } from 'react';
import type { BulkAction } from '@lug/domain/participation';
import type { DateFormat } from '@lug/domain/settings';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { NativeCheckbox } from '../../components/ui/native-checkbox';
import { PlainBody, PlainCell, PlainHead, PlainHeaderCell, PlainRow, PlainTable } from '../../components/ui/plain-table';
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
  shownIds,
  columns,
  cells,
  selected,
  selectAll,
  onToggle,
  onToggleShown,
  onAction,
  pending,
  emptyMessage,
  dateFormat,
}: ParticipationTableProps) {
  return (
    <PlainTable aria-label="Members" frameClassName="max-h-[75vh]">
      <PlainHead>
        <tr>
          <PlainHeaderCell scope="col" sticky className="min-w-40 sm:min-w-52">
            <div className="flex items-center gap-2.5 pt-0.5">
              <Checkbox
                aria-label="Select all members on this page"
                isSelected={selectAll.isSelected}
                isIndeterminate={selectAll.isIndeterminate}
                isDisabled={shownIds.length === 0}
                onChange={(on) => onToggleShown(shownIds, on)}
              />
              <span className="uppercase">Member</span>
            </div>
          </PlainHeaderCell>
          {columns.map((column) => (
            <PlainHeaderCell key={column.key} scope="col" className="min-w-48">
              <div className="flex flex-col gap-1.5">
                <span className="text-fg uppercase">{column.title}</span>
                {column.date ? (
                  <span className="font-normal tracking-normal normal-case">{formatLongDate(column.date, dateFormat)}</span>
                ) : null}
                <span className="font-normal tracking-normal normal-case tabular-nums">
                  {column.participantCount} {column.participantCount === 1 ? 'participant' : 'participants'}
                </span>
                <div className="flex gap-1.5 pt-0.5 tracking-normal normal-case">
                  <Button
                    size="sm"
                    aria-label={`Assign roles for ${column.title}`}
                    isPending={pending?.action === 'assign' && pending.columnKey === column.key}
                    isDisabled={pending !== null}
                    onPress={() => onAction('assign', column)}
                  >
                    Assign
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Remove roles for ${column.title}`}
                    isPending={pending?.action === 'remove' && pending.columnKey === column.key}
                    isDisabled={pending !== null}
                    onPress={() => onAction('remove', column)}
                  >
                    Remove
                  </Button>
                </div>
              </div>
            </PlainHeaderCell>
          ))}
        </tr>
      </PlainHead>
      <PlainBody>
        {members.length === 0 ? (
          <tr>
            <td colSpan={columns.length + 1} className="px-4 py-10 text-center text-sm text-fg-muted">
              {emptyMessage}
            </td>
          </tr>
        ) : (
          members.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              isSelected={selected.has(member.id)}
              columns={columns}
              roles={cells.get(member.id)}
              onToggle={onToggle}
            />
          ))
        )}
      </PlainBody>
    </PlainTable>
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
      <PlainHeaderCell scope="row" sticky>
        <NativeCheckbox checked={isSelected} onChange={(on) => onToggle(member.id, on)}>
          <span className="font-medium">{member.display_name}</span>
        </NativeCheckbox>
      </PlainHeaderCell>
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
          <span className="text-fg-subtle">None</span>
        )}
      </PlainCell>
    );
  });
});
