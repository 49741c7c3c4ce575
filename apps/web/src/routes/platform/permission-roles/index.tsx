import { createFileRoute } from '@tanstack/react-router';
import type { PermissionRole } from '@lug/domain/permission-roles';
import { permissionRoleMessages } from '@lug/domain/permission-roles-helpers';
import { EditIcon, PlusIcon } from '../../../components/action-icons';
import {
  ConfirmDeleteDialog,
  DeleteRowButton,
  ListBody,
  ListTable,
  RowActionLink,
  RowActions,
  useConfirmDelete,
} from '../../../components/catalogue/list-page';
import { PageHeader } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/link';
import { Switch } from '../../../components/ui/switch';
import { UsersIcon } from '../../../features/permission-roles/users-icon';
import { useOrganization } from '../../../features/organizations/use-organization';
import { organizationLoader } from '../../../lib/route-loader';
import { titleHead } from '../../../lib/title';
import { toast } from '../../../lib/toast';
import { errorMessage, trpcHooks } from '../../../lib/trpc';
import { useErrorToast } from '../../../lib/use-error-toast';

export const Route = createFileRoute('/platform/permission-roles/')({
  head: () => titleHead('Permission Roles'),
  loader: organizationLoader((trpcHooks, organization_id) => [
    trpcHooks.permissionRoles.list.prefetch({ organization_id, include: 'assigned_users_count' }),
  ]),
  component: PermissionRolesPage,
});

const m = permissionRoleMessages;

function PermissionRolesPage() {
  const { organization, organizationId, can } = useOrganization();
  const canManage = can('roles.manage');
  const utils = trpcHooks.useUtils();
  const roles = trpcHooks.permissionRoles.list.useQuery({
    organization_id: organizationId,
    include: 'assigned_users_count',
  });
  useErrorToast(roles.error, m.fetchFailed);

  const setDefault = trpcHooks.permissionRoles.setDefault.useMutation({
    onSuccess: async () => {
      toast.success(m.defaultUpdated);
      await utils.permissionRoles.invalidate();
    },
    onError: (error) => toast.error(m.defaultFailed, errorMessage(error)),
  });
  const remove = trpcHooks.permissionRoles.delete.useMutation();
  const deletion = useConfirmDelete<PermissionRole>({
    remove: (role) => remove.mutateAsync({ organization_id: organizationId, id: role.id }),
    deleted: m.deleted,
    failed: m.deleteFailed,
    onDeleted: () => Promise.all([utils.permissionRoles.invalidate(), utils.members.invalidate()]),
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
      <ListBody query={roles} loadingLabel="Loading permission roles" errorTitle={m.fetchFailed}>
        {(data) => (
          <ListTable
            aria-label="Permission roles"
            rows={data}
            empty="No permission roles yet."
            columns={[
              {
                id: 'name',
                header: 'Name',
                isRowHeader: true,
                cell: (role) => (
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
                ),
              },
              {
                id: 'description',
                header: 'Description',
                className: 'max-w-md',
                cell: (role) => <span className="line-clamp-2 text-fg-muted">{role.description ?? ''}</span>,
              },
              {
                id: 'default',
                header: 'Default Role',
                cell: (role) => (
                  <Switch
                    aria-label={`${role.name} is the default role`}
                    isSelected={role.is_default_permission === 1}
                    // The default moves by making another role default; it cannot be switched off.
                    isReadOnly={role.is_default_permission === 1}
                    isDisabled={!canManage || setDefault.isPending}
                    onChange={(on) => {
                      if (on) setDefault.mutate({ id: role.id, organizationId });
                    }}
                  />
                ),
              },
              {
                id: 'users',
                header: 'Assigned Users',
                cell: (role) => (
                  <Badge variant={role.assigned_users_count > 0 ? 'accent' : 'neutral'}>
                    {role.assigned_users_count}
                  </Badge>
                ),
              },
            ]}
            actions={(role) =>
              canManage ? (
                <RowActions>
                  <RowActionLink
                    to="/platform/permission-roles/$id/edit"
                    params={{ id: role.id }}
                    aria-label={`Edit ${role.name}`}
                  >
                    <EditIcon />
                  </RowActionLink>
                  <RowActionLink
                    to="/platform/permission-roles/$id/manage"
                    params={{ id: String(role.id) }}
                    aria-label={`Manage users of ${role.name}`}
                  >
                    <UsersIcon />
                  </RowActionLink>
                  {role.is_default_permission === 1 ? (
                    // The default role cannot be deleted: the space keeps the buttons in line.
                    <span className="size-9" aria-hidden="true" />
                  ) : (
                    <DeleteRowButton name={role.name} onPress={() => deletion.ask(role)} />
                  )}
                </RowActions>
              ) : null
            }
          />
        )}
      </ListBody>
      <ConfirmDeleteDialog state={deletion} title="Delete Permission Role">
        {(role) => (
          <>
            {m.deleteConfirm}
            {role.assigned_users_count > 0 ? (
              <>
                {' '}
                Its {role.assigned_users_count === 1 ? 'member moves' : `${role.assigned_users_count} members move`}{' '}
                to the default role.
              </>
            ) : null}
          </>
        )}
      </ConfirmDeleteDialog>
    </div>
  );
}
