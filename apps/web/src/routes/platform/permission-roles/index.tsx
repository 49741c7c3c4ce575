import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import type { PermissionRole } from '@lug/domain/permission-roles';
import { permissionRoleMessages } from '@lug/domain/permission-roles-helpers';
import { DeleteIcon, EditIcon, PlusIcon } from '../../../components/action-icons';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { ButtonLink } from '../../../components/ui/link';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../components/ui/table';
import { UsersIcon } from '../../../features/permission-roles/users-icon';
import { useOrganization } from '../../../features/organizations/use-organization';
import { titleHead } from '../../../lib/title';
import { toast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useErrorToast } from '../../../lib/use-error-toast';

export const Route = createFileRoute('/platform/permission-roles/')({
  head: () => titleHead('Permission Roles'),
  loader: ({ context }) => {
    if (context.organization) {
      void context.trpc.permissionRoles.list.prefetch({
        organization_id: context.organization.id,
        include: 'assigned_users_count',
      });
    }
  },
  component: PermissionRolesPage,
});

const m = permissionRoleMessages;

function PermissionRolesPage() {
  const { organization, organizationId, can } = useOrganization();
  const canManage = can('roles.manage');
  const utils = trpc.useUtils();
  const roles = trpc.permissionRoles.list.useQuery({
    organization_id: organizationId,
    include: 'assigned_users_count',
  });
  useErrorToast(roles.error, m.fetchFailed);
  const [toDelete, setToDelete] = useState<PermissionRole | null>(null);

  const setDefault = trpc.permissionRoles.setDefault.useMutation({
    onSuccess: async () => {
      toast.success(m.defaultUpdated);
      await utils.permissionRoles.invalidate();
    },
    onError: (error) => toast.error(m.defaultFailed, errorMessage(error)),
  });
  const remove = trpc.permissionRoles.delete.useMutation({
    onSuccess: async () => {
      toast.success(m.deleted);
      await Promise.all([utils.permissionRoles.invalidate(), utils.members.invalidate()]);
    },
    onError: (error) => toast.error(m.deleteFailed, errorMessage(error)),
  });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Permission Roles"
        description={`What each role may do in ${organization.name}. Every member holds exactly one role; new members get the default role.`}
        actions={
          canManage ? (
            <ButtonLink to="/platform/permission-roles/create">
              <PlusIcon />
              Add New Role
            </ButtonLink>
          ) : null
        }
      />
      {roles.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label="Loading permission roles" />
        </div>
      ) : roles.isError ? (
        <QueryError title={m.fetchFailed} error={roles.error} onRetry={() => void roles.refetch()} />
      ) : (
        <Table aria-label="Permission roles">
          <TableHeader>
            <Column isRowHeader>Name</Column>
            <Column>Description</Column>
            <Column>Default Role</Column>
            <Column>Assigned Users</Column>
            <Column>
              <span className="sr-only">Actions</span>
            </Column>
          </TableHeader>
          <TableBody
            items={roles.data}
            renderEmptyState={() => <p className="px-4 py-10 text-sm text-fg-muted">No permission roles yet.</p>}
          >
            {(role) => {
              const isDefault = role.is_default_permission === 1;
              return (
                <Row id={role.id}>
                  <Cell>
                    <div className="flex flex-col gap-0.5">
                      <span className="font-medium">{role.name}</span>
                      <span className="text-xs text-fg-subtle">
                        {role.permissions.length === 0
                          ? 'No permissions'
                          : role.permissions.length === 1
                            ? '1 permission'
                            : `${role.permissions.length} permissions`}
                      </span>
                    </div>
                  </Cell>
                  <Cell className="max-w-md">
                    <span className="line-clamp-2 text-fg-muted">{role.description ?? ''}</span>
                  </Cell>
                  <Cell>
                    <Switch
                      aria-label={`${role.name} is the default role`}
                      isSelected={isDefault}
                      // The default moves by making another role default; it cannot be switched off.
                      isReadOnly={isDefault}
                      isDisabled={!canManage || setDefault.isPending}
                      onChange={(on) => {
                        if (on) setDefault.mutate({ id: role.id, organizationId });
                      }}
                    />
                  </Cell>
                  <Cell>
                    <Badge variant={role.assigned_users_count > 0 ? 'accent' : 'neutral'}>
                      {role.assigned_users_count}
                    </Badge>
                  </Cell>
                  <Cell>
                    {canManage ? (
                      <div className="flex items-center justify-end gap-1">
                        <ButtonLink
                          to="/platform/permission-roles/$id/edit"
                          params={{ id: String(role.id) }}
                          variant="ghost"
                          size="icon"
                          aria-label={`Edit ${role.name}`}
                        >
                          <EditIcon />
                        </ButtonLink>
                        <ButtonLink
                          to="/platform/permission-roles/$id/manage"
                          params={{ id: String(role.id) }}
                          variant="ghost"
                          size="icon"
                          aria-label={`Manage users of ${role.name}`}
                        >
                          <UsersIcon />
                        </ButtonLink>
                        {isDefault ? (
                          <span className="size-9" aria-hidden="true" />
                        ) : (
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Delete ${role.name}`}
                            onPress={() => setToDelete(role)}
                          >
                            <DeleteIcon />
                          </Button>
                        )}
                      </div>
                    ) : null}
                  </Cell>
                </Row>
              );
            }}
          </TableBody>
        </Table>
      )}
      <ConfirmDialog
        isOpen={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete Permission Role"
        actionLabel="Delete"
        isPending={remove.isPending}
        onAction={() => remove.mutateAsync({ organization_id: organizationId, id: toDelete!.id })}
      >
        {m.deleteConfirm}
        {toDelete && toDelete.assigned_users_count > 0 ? (
          <>
            {' '}
            Its {toDelete.assigned_users_count === 1
              ? 'member moves'
              : `${toDelete.assigned_users_count} members move`}{' '}
            to the default role.
          </>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
