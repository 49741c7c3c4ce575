import { useMemo, useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import type { SortDescriptor } from 'react-aria-components';
import { compareMembers, memberMessages, type Member, type MemberSortKey } from '@lug/domain/members';
import { DeleteIcon, EditIcon, PlusIcon, ViewIcon } from '../../../components/action-icons';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { ButtonLink, Link } from '../../../components/ui/link';
import { Select, SelectItem } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { prefetchDateFormat, useFormatDateTime } from '../../../features/organizations/use-format-date';
import { MemberStatusBadge } from '../../../features/members/member-status-badge';
import { useOrganization } from '../../../features/organizations/use-organization';
import { titleHead } from '../../../lib/title';
import { longToastMs, toast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useErrorToast } from '../../../lib/use-error-toast';

export const Route = createFileRoute('/platform/members/')({
  head: () => titleHead('Members'),
  loader: ({ context }) => {
    const organizationId = context.organization?.id;
    if (organizationId === undefined) return;
    void context.trpc.members.list.prefetch({ organization_id: organizationId });
    void context.trpc.permissionRoles.list.prefetch({ organization_id: organizationId });
    void prefetchDateFormat(context.trpc, organizationId);
  },
  component: MembersPage,
});

const allRoles = 'all';

function MembersPage() {
  const { organization, organizationId, can } = useOrganization();
  const canManage = can('members.manage');
  const formatDateTime = useFormatDateTime();
  const utils = trpc.useUtils();
  const members = trpc.members.list.useQuery({ organization_id: organizationId });
  const roles = trpc.permissionRoles.list.useQuery({ organization_id: organizationId });
  useErrorToast(members.error, memberMessages.loadListFailed, { fallback: memberMessages.loadListFallback });
  useErrorToast(roles.error, memberMessages.loadRolesFailed);

  const [roleFilter, setRoleFilter] = useState<string>(allRoles);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const [toDelete, setToDelete] = useState<Member | null>(null);
  const [exporting, setExporting] = useState(false);

  const remove = trpc.members.delete.useMutation({
    onSuccess: async () => {
      toast.success(memberMessages.deleted);
      await Promise.all([utils.members.list.invalidate(), utils.permissionRoles.list.invalidate()]);
    },
    onError: (error) => toast.error(memberMessages.deleteFailed, errorMessage(error, memberMessages.deleteFallback)),
  });

  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const list = (members.data ?? []).filter((m) => {
      if (roleFilter !== allRoles && !m.PermissionRoles.some((r) => String(r.id) === roleFilter)) return false;
      if (!needle) return true;
      return [m.first_name, m.last_name, m.display_name, m.email].some((v) => v?.toLowerCase().includes(needle));
    });
    return list.sort(compareMembers(sort.column as MemberSortKey, sort.direction ?? 'ascending'));
  }, [members.data, roleFilter, search, sort]);

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

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Select
          label="Role"
          className="sm:w-64"
          value={roleFilter}
          onChange={(key) => setRoleFilter(String(key ?? allRoles))}
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
          value={search}
          onChange={setSearch}
          placeholder="Name or email"
        />
        {members.data ? (
          <p className="text-sm text-fg-muted sm:ms-auto" aria-live="polite">
            {rows.length === members.data.length
              ? `${rows.length} members`
              : `${rows.length} of ${members.data.length} members`}
          </p>
        ) : null}
      </div>

      {members.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label="Loading members" />
        </div>
      ) : members.isError ? (
        <QueryError
          title={memberMessages.loadListFailed}
          error={members.error}
          fallback={memberMessages.loadListFallback}
          onRetry={() => void members.refetch()}
        />
      ) : (
        <Table aria-label="Members" sortDescriptor={sort} onSortChange={setSort}>
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
            items={rows}
            renderEmptyState={() => (
              <p className="px-4 py-10 text-sm text-fg-muted">
                {members.data.length === 0 ? 'No members yet.' : 'No members match the filter.'}
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
      )}

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
