import { Trans, useLingui } from '@lingui/react/macro';
import type { SortDescriptor } from 'react-aria-components';
import type { Member, MemberPage } from '@lug/domain/members';
import type { MemberSortKey } from '@lug/domain/members-helpers';
import { EditIcon, ViewIcon } from '../../components/action-icons';
import { DeleteRowButton, RowActionLink, RowActions } from '../../components/catalogue/list-page';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../components/ui/table';
import { useRowsInSteps } from '../../lib/use-rows-in-steps';
import { useFormatDateTime } from '../organizations/use-format-date';
import { defaultMembersSort, type MembersSearch } from './list-search';
import { MemberStatusBadge } from './member-status-badge';

interface MembersTableProps {
  page: MemberPage;
  /** The sort in the address (the default when absent). */
  sort: Pick<MembersSearch, 'sort' | 'direction'>;
  onSortChange: (sort: Pick<MembersSearch, 'sort' | 'direction'>) => void;
  /** A search or a role filter is on: the empty table says nobody matches. */
  filtered: boolean;
  /** The rows are the previous page while the next one loads (dimmed). */
  isBusy: boolean;
  /** Edit and Delete (members.manage). */
  canManage: boolean;
  onDelete: (member: Member) => void;
}

const fullName = (member: Pick<Member, 'first_name' | 'last_name'>) => `${member.first_name} ${member.last_name}`;

/**
 * The members list's page (docs/product/members.md#members-list): Name (with the display name),
 * Email, Permission Role, Status, Last Login, and View / Edit / Delete. Name, Email and Last Login
 * sort on the server; the default sort is left out of the address.
 */
export function MembersTable({ page, sort, onSortChange, filtered, isBusy, canManage, onDelete }: MembersTableProps) {
  const { t } = useLingui();
  const formatDateTime = useFormatDateTime();
  const members = useRowsInSteps(page.members);
  const sortDescriptor: SortDescriptor = {
    column: sort.sort ?? defaultMembersSort.sort,
    direction: (sort.direction ?? defaultMembersSort.direction) === 'desc' ? 'descending' : 'ascending',
  };
  function changeSort(descriptor: SortDescriptor) {
    const next = String(descriptor.column) as MemberSortKey;
    const direction = descriptor.direction === 'descending' ? 'desc' : 'asc';
    const isDefault = next === defaultMembersSort.sort && direction === defaultMembersSort.direction;
    onSortChange(isDefault ? { sort: undefined, direction: undefined } : { sort: next, direction });
  }

  return (
    <div aria-busy={isBusy || undefined} className={`transition-opacity duration-150 ${isBusy ? 'opacity-60' : ''}`}>
      <Table aria-label={t`Members`} sortDescriptor={sortDescriptor} onSortChange={changeSort}>
        <TableHeader>
          <Column id="name" isRowHeader allowsSorting>
            {t`Name`}
          </Column>
          <Column id="email" allowsSorting>
            {t`Email`}
          </Column>
          <Column id="role">{t`Permission Role`}</Column>
          <Column id="status">{t`Status`}</Column>
          <Column id="last_login" allowsSorting>
            {t`Last Login`}
          </Column>
          <Column id="actions" isPinnedEnd>
            <span className="sr-only">
              <Trans>Actions</Trans>
            </span>
          </Column>
        </TableHeader>
        <TableBody
          items={members}
          renderEmptyState={() => (
            <p className="px-4 py-10 text-sm text-fg-muted">
              {page.total === 0 && !filtered ? (
                <Trans>No members yet.</Trans>
              ) : (
                <Trans>No members match the filter.</Trans>
              )}
            </p>
          )}
        >
          {(member) => {
            const name = fullName(member);
            return (
              <Row id={member.id}>
                <Cell>
                  <div className="flex flex-col">
                    <span className="font-medium">{name}</span>
                    {member.display_name ? <span className="text-xs text-fg-subtle">{member.display_name}</span> : null}
                  </div>
                </Cell>
                <Cell>
                  {member.email ?? (
                    <span className="text-fg-subtle">
                      <Trans>Hidden</Trans>
                    </span>
                  )}
                </Cell>
                <Cell>
                  {member.PermissionRoles.length > 0 ? (
                    member.PermissionRoles.map((r) => r.name).join(', ')
                  ) : (
                    <span className="text-fg-subtle">
                      <Trans>No role</Trans>
                    </span>
                  )}
                </Cell>
                <Cell>
                  <MemberStatusBadge status={member.status} />
                </Cell>
                <Cell className="whitespace-nowrap">{formatDateTime(member.last_login, t`Never`)}</Cell>
                <Cell isPinnedEnd>
                  <RowActions>
                    <RowActionLink to="/platform/members/$id" params={{ id: member.id }} aria-label={t`View ${name}`}>
                      <ViewIcon />
                    </RowActionLink>
                    {canManage ? (
                      <>
                        <RowActionLink
                          to="/platform/members/$id/edit"
                          params={{ id: member.id }}
                          aria-label={t`Edit ${name}`}
                        >
                          <EditIcon />
                        </RowActionLink>
                        <DeleteRowButton name={name} onPress={() => onDelete(member)} />
                      </>
                    ) : null}
                  </RowActions>
                </Cell>
              </Row>
            );
          }}
        </TableBody>
      </Table>
    </div>
  );
}
