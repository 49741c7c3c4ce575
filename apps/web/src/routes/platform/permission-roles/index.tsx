import { t } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import type { PermissionRole } from '@lug/domain/permission-roles';
import { EditDeleteActions, ListPage, RowActionLink, useListRows } from '../../../components/catalogue/list-page';
import { screenError } from '../../../components/screen-error';
import { Badge } from '../../../components/ui/badge';
import { Switch } from '../../../components/ui/switch';
import { useOrganization } from '../../../features/organizations/use-organization';
import {
  permissionRoleQueries,
  useDeletePermissionRole,
  useSetDefaultPermissionRole,
} from '../../../features/permission-roles/api';
import { UsersIcon } from '../../../features/permission-roles/users-icon';
import { permissionRoleMessages } from '../../../features/permission-roles/words';
import { i18n } from '../../../lib/i18n';
import { loadOrganization } from '../../../lib/route-loader';
import { titleHead } from '../../../lib/title';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/trpc';

export const Route = createFileRoute('/platform/permission-roles/')({
  loader: loadOrganization((queryClient, organizationId) => [
    queryClient.ensureQueryData(permissionRoleQueries.listWithCounts(organizationId)),
  ]),
  head: () => titleHead(t`Permission Roles`),
  errorComponent: (props) =>
    screenError({ heading: t`Permission Roles`, title: permissionRoleMessages.fetchFailed })(props),
  component: PermissionRolesPage,
});

const m = permissionRoleMessages;

function PermissionRolesPage() {
  const { t } = useLingui();
  const { organization, organizationId, can } = useOrganization();
  const organizationName = organization.name;
  const canManage = can('roles.manage');
  const roles = useListRows(permissionRoleQueries.listWithCounts(organizationId), t(m.fetchFailed));
  const setDefault = useSetDefaultPermissionRole();
  const makeDefault = (role: PermissionRole) =>
    setDefault.mutate(
      { id: role.id, organizationId },
      {
        onSuccess: () => toast.success(t(m.defaultUpdated)),
        onError: (failure) => toast.error(t(m.defaultFailed), errorMessage(failure)),
      },
    );
  const remove = useDeletePermissionRole();

  return (
    <ListPage
      deletion={{
        remove,
        organizationId,
        toasts: { deleted: t(m.deleted), failed: t(m.deleteFailed) },
        title: t`Delete Permission Role`,
        question: deleteRoleQuestion,
      }}
      title={t`Permission Roles`}
      description={t`What each role may do in ${organizationName}. Every member holds exactly one role; new members get the default role.`}
      create={canManage ? { to: '/platform/permission-roles/create', label: t`Add New Role` } : null}
      table={{
        'aria-label': t`Permission roles`,
        rows: roles,
        empty: t`No permission roles yet.`,
        columns: [
          {
            id: 'name',
            header: t`Name`,
            isRowHeader: true,
            cell: (role) => {
              const permissionCount = role.permissions.length;
              return (
                <div className="flex flex-col gap-0.5">
                  <span className="font-medium">{role.name}</span>
                  <span className="text-xs text-fg-subtle">
                    <Plural value={permissionCount} _0="No permissions" one="# permission" other="# permissions" />
                  </span>
                </div>
              );
            },
          },
          {
            id: 'description',
            header: t`Description`,
            className: 'max-w-md',
            cell: (role) => <span className="line-clamp-2 text-fg-muted">{role.description ?? ''}</span>,
          },
          {
            id: 'default',
            header: t`Default Role`,
            cell: (role) => {
              const roleName = role.name;
              return (
                <Switch
                  aria-label={t`${roleName} is the default role`}
                  isSelected={role.is_default_permission === 1}
                  // The default moves by making another role default; it cannot be switched off.
                  isReadOnly={role.is_default_permission === 1}
                  isDisabled={!canManage || setDefault.isPending}
                  onChange={(on) => {
                    if (on) makeDefault(role);
                  }}
                />
              );
            },
          },
          {
            id: 'users',
            header: t`Assigned Users`,
            cell: (role) => (
              <Badge variant={role.assigned_users_count > 0 ? 'accent' : 'neutral'}>{role.assigned_users_count}</Badge>
            ),
          },
        ],
        actions: (role, askDelete) => {
          const roleName = role.name;
          return canManage ? (
            <EditDeleteActions
              name={role.name}
              edit={{ to: '/platform/permission-roles/$id/edit', id: role.id }}
              // The default role cannot be deleted.
              onDelete={role.is_default_permission === 1 ? null : askDelete}
            >
              <RowActionLink
                to="/platform/permission-roles/$id/manage"
                params={{ id: role.id }}
                aria-label={t`Manage users of ${roleName}`}
              >
                <UsersIcon />
              </RowActionLink>
            </EditDeleteActions>
          ) : null;
        },
      }}
    />
  );
}

/** The question, and where the role's members go. */
function deleteRoleQuestion(role: PermissionRole) {
  const memberCount = role.assigned_users_count;
  return (
    <>
      {i18n._(m.deleteConfirm)}
      {memberCount > 0 ? (
        <>
          {' '}
          <Plural
            value={memberCount}
            one="Its member moves to the default role."
            other="Its # members move to the default role."
          />
        </>
      ) : null}
    </>
  );
}
