import { useEffect, useRef, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { SortDescriptor } from 'react-aria-components';
import type { Member } from '@lug/domain/members';
import { memberMessages, type MemberSortKey } from '@lug/domain/members-helpers';
import { DeleteIcon, EditIcon, PlusIcon, ViewIcon } from '../../../components/action-icons';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { ButtonLink, Link } from '../../../components/ui/link';
import { Pagination } from '../../../components/ui/pagination';
import { Select, SelectItem } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { prefetchDateFormat, useFormatDateTime } from '../../../features/organizations/use-format-date';
import {
  defaultMembersSort,
  membersIndexPageSize,
  membersLastPage,
  membersListInput,
  readMembersSearch,
} from '../../../features/members/list-search';
import { PendingInvitations } from '../../../features/invitations/pending-invitations';
import { MemberStatusBadge } from '../../../features/members/member-status-badge';
import { useOrganization } from '../../../features/organizations/use-organization';
import { titleHead } from '../../../lib/title';
import { longToastMs, toast } from '../../../lib/toast';
import { errorMessage, trpcHooks } from '../../../lib/trpc';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useErrorToast } from '../../../lib/use-error-toast';

/**
 * Members (docs/product/members.md#members-list): one page of 50 at a time, searched, filtered by
 * role and sorted by the server (decision 11); the search, role, sort and page are in the address.
 */
export const Route = createFileRoute('/platform/members/')({
  validateSearch: readMembersSearch,
  loaderDeps: ({ search }) => search,
  head: () => titleHead('Members'),
  loader: ({ context, deps }) => {
    const organizationId = context.organization?.id;
    if (organizationId === undefined) return;
    void context.trpcUtils.members.list.prefetch(membersListInput(organizationId, deps));
    void context.trpcUtils.permissionRoles.list.prefetch({ organization_id: organizationId });
    if (context.organization?.permissions.includes('members.manage')) {
      void context.trpcUtils.invitations.list.prefetch({ organization_id: organizationId });
    }
    void prefetchDateFormat(context.trpcUtils, organizationId);
  },
  component: MembersPage,
});

const allRoles = 'all';

function MembersPage() {
  const { organization, organizationId, can } = useOrganization();
  const canManage = can('members.manage');
  const formatDateTime = useFormatDateTime();
  const utils = trpcHooks.useUtils();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/platform/members/' });
  const input = membersListInput(organizationId, search);
  // Between pages, sorts and searches the last page stays on screen (dimmed) until the next arrives.
  const members = trpcHooks.members.list.useQuery(input, { placeholderData: keepPreviousData });
  const roles = trpcHooks.permissionRoles.list.useQuery({ organization_id: organizationId });
  useErrorToast(members.error, memberMessages.loadListFailed, { fallback: memberMessages.loadListFallback });
  useErrorToast(roles.error, memberMessages.loadRolesFailed);

  const [toDelete, setToDelete] = useState<Member | null>(null);
  const [exporting, setExporting] = useState(false);

  // The search box keeps what is typed; the address (and so the request) follows after a pause.
  const [text, setText] = useState(search.q ?? '');
  const debouncedText = useDebouncedValue(text, 250);
  const lastSentText = useRef(search.q ?? '');
  useEffect(() => {
    if (debouncedText === lastSentText.current) return;
    lastSentText.current = debouncedText;
    void navigate({ search: (prev) => ({ ...prev, q: debouncedText.trim() ? debouncedText : undefined, page: undefined }), replace: true });
  }, [debouncedText, navigate]);
  // The address changed by itself (back, forward, a link): show its search text.
  useEffect(() => {
    const fromAddress = search.q ?? '';
    if (fromAddress !== lastSentText.current) {
      lastSentText.current = fromAddress;
      setText(fromAddress);
    }
  }, [search.q]);

  const page = members.data;
  const filtered = input.q !== undefined || input.role_id !== undefined;
  const sortDescriptor: SortDescriptor = {
    column: input.sort,
    direction: input.direction === 'desc' ? 'descending' : 'ascending',
  };

  // A page past the end (the last member of the last page deleted, an old link): go to the last one.
  const lastPage = page ? membersLastPage(page.total) : undefined;
  useEffect(() => {
    if (members.isPlaceholderData || !page || page.members.length > 0 || page.total === 0 || lastPage === undefined) return;
    if ((search.page ?? 1) > lastPage) {
      void navigate({ search: (prev) => ({ ...prev, page: lastPage > 1 ? lastPage : undefined }), replace: true });
    }
  }, [members.isPlaceholderData, page, lastPage, search.page, navigate]);

  function goToOffset(offset: number) {
    const next = Math.floor(offset / membersIndexPageSize) + 1;
    void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) });
  }

  function changeSort(descriptor: SortDescriptor) {
    const sort = String(descriptor.column) as MemberSortKey;
    const direction = descriptor.direction === 'descending' ? 'desc' : 'asc';
    const isDefault = sort === defaultMembersSort.sort && direction === defaultMembersSort.direction;
    void navigate({
      search: (prev) => ({
        ...prev,
        sort: isDefault ? undefined : sort,
        direction: isDefault ? undefined : direction,
        page: undefined,
      }),
    });
  }

  const remove = trpcHooks.members.delete.useMutation({
    onSuccess: async () => {
      toast.success(memberMessages.deleted);
      // Stay on this page; if it is now empty, the effect above steps back one.
      await Promise.all([utils.members.list.invalidate(), utils.permissionRoles.list.invalidate()]);
    },
    onError: (error) => toast.error(memberMessages.deleteFailed, errorMessage(error, memberMessages.deleteFallback)),
  });

  async function exportCsv() {
    setExporting(true);
    try {
      const file = await utils.members.exportCsv.fetch({ organization_id: organizationId }, { staleTime: 0 });
      const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }));
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = file.filename;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      toast.error('Error exporting members', errorMessage(error, 'Unable to export members'), {
        durationMs: longToastMs,
      });
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Members"
        description={`Everyone in ${organization.name}.`}
        actions={
          canManage ? (
            <>
              <Button variant="secondary" onPress={exportCsv} isPending={exporting}>
                Export CSV
              </Button>
              <ButtonLink to="/platform/members/import" variant="secondary">
                Import CSV
              </ButtonLink>
              <ButtonLink to="/platform/members/create">
                <PlusIcon />
                Add Member
              </ButtonLink>
            </>
          ) : null
        }
      />

      {canManage ? <PendingInvitations organizationId={organizationId} /> : null}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Select
          label="Role"
          className="sm:w-64"
          value={search.role === undefined ? allRoles : String(search.role)}
          onChange={(key) =>
            void navigate({
              search: (prev) => ({ ...prev, role: key === allRoles || key === null ? undefined : Number(key), page: undefined }),
            })
          }
        >
          <SelectItem id={allRoles}>All Roles</SelectItem>
          {(roles.data ?? []).map((role) => (
            <SelectItem key={role.id} id={String(role.id)}>
              {role.name}
            </SelectItem>
          ))}
        </Select>
        <TextField
          label="Search"
          type="search"
          className="sm:w-72"
          value={text}
          onChange={setText}
          maxLength={100}
          placeholder="Name or email"
        />
        {members.isFetching && page ? (
          <div className="flex items-center sm:ms-auto sm:self-center">
            <Spinner size="sm" label="Updating members" />
          </div>
        ) : null}
      </div>

      {members.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label="Loading members" />
        </div>
      ) : members.isError && !page ? (
        <QueryError
          title={memberMessages.loadListFailed}
          error={members.error}
          fallback={memberMessages.loadListFallback}
          onRetry={() => void members.refetch()}
        />
      ) : page ? (
        <div className="flex flex-col gap-3">
          <div
            aria-busy={members.isPlaceholderData || undefined}
            className={`transition-opacity duration-150 ${members.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            <Table aria-label="Members" sortDescriptor={sortDescriptor} onSortChange={changeSort}>
              <TableHeader>
                <Column id="name" isRowHeader allowsSorting>
                  Name
                </Column>
                <Column id="email" allowsSorting>
                  Email
                </Column>
                <Column id="role">Permission Role</Column>
                <Column id="status">Status</Column>
                <Column id="last_login" allowsSorting>
                  Last Login
                </Column>
                <Column id="actions">
                  <span className="sr-only">Actions</span>
                </Column>
              </TableHeader>
              <TableBody
                items={page.members}
                renderEmptyState={() => (
                  <p className="px-4 py-10 text-sm text-fg-muted">
                    {page.total === 0 && !filtered ? 'No members yet.' : 'No members match the filter.'}
                  </p>
                )}
              >
                {(member) => (
                  <Row id={member.id}>
                    <Cell>
                      <div className="flex flex-col">
                        <span className="font-medium">
                          {member.first_name} {member.last_name}
                        </span>
                        {member.display_name ? <span className="text-xs text-fg-subtle">{member.display_name}</span> : null}
                      </div>
                    </Cell>
                    <Cell>{member.email ?? <span className="text-fg-subtle">Hidden</span>}</Cell>
                    <Cell>
                      {member.PermissionRoles.length > 0 ? (
                        member.PermissionRoles.map((r) => r.name).join(', ')
                      ) : (
                        <span className="text-fg-subtle">No role</span>
                      )}
                    </Cell>
                    <Cell>
                      <MemberStatusBadge status={member.status} />
                    </Cell>
                    <Cell className="whitespace-nowrap">{formatDateTime(member.last_login, 'Never')}</Cell>
                    <Cell>
                      <div className="flex items-center justify-end gap-1">
                        <ButtonLink
                          to="/platform/members/$id"
                          params={{ id: String(member.id) }}
                          variant="ghost"
                          size="icon"
                          aria-label={`View ${member.first_name} ${member.last_name}`}
                        >
                          <ViewIcon />
                        </ButtonLink>
                        {canManage ? (
                          <>
                            <ButtonLink
                              to="/platform/members/$id/edit"
                              params={{ id: String(member.id) }}
                              variant="ghost"
                              size="icon"
                              aria-label={`Edit ${member.first_name} ${member.last_name}`}
                            >
                              <EditIcon />
                            </ButtonLink>
                            <Button
                              variant="ghost"
                              size="icon"
                              aria-label={`Delete ${member.first_name} ${member.last_name}`}
                              onPress={() => setToDelete(member)}
                            >
                              <DeleteIcon />
                            </Button>
                          </>
                        ) : null}
                      </div>
                    </Cell>
                  </Row>
                )}
              </TableBody>
            </Table>
          </div>
          {page.total > 0 ? (
            <Pagination
              offset={input.offset}
              limit={membersIndexPageSize}
              total={page.total}
              noun="members"
              isBusy={members.isPlaceholderData}
              onOffsetChange={goToOffset}
            />
          ) : null}
        </div>
      ) : null}

      <ConfirmDialog
        isOpen={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={memberMessages.deleteConfirmTitle}
        actionLabel="Delete"
        isPending={remove.isPending}
        onAction={() => remove.mutateAsync({ organization_id: organizationId, id: toDelete!.id })}
      >
        {toDelete ? (
          <>
            Are you sure you want to remove{' '}
            <strong className="text-fg">
              {toDelete.first_name} {toDelete.last_name}
            </strong>{' '}
            from {organization.name}? Their account and participation history stay; they lose access to this
            organization.
          </>
        ) : null}
      </ConfirmDialog>
      <p className="text-sm text-fg-subtle">
        Your own display name, biography and links: <Link to="/platform/profile">My profile</Link>.
      </p>
    </div>
  );
}
