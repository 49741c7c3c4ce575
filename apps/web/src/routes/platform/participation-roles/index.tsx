import { createFileRoute } from '@tanstack/react-router';
import type { ParticipationRole } from '@lug/domain/participation-roles';
import { participationRoleDeleteConfirm, participationRoleStatusLabel } from '@lug/domain/participation-roles-helpers';
import { EditIcon, PlusIcon } from '../../../components/action-icons';
import {
  ConfirmDeleteDialog,
  DeleteRowButton,
  ListBody,
  ListTable,
  OptionalText,
  RowActionLink,
  RowActions,
  useConfirmDelete,
} from '../../../components/catalogue/list-page';
import { PageHeader } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/link';
import { useOrganization } from '../../../features/organizations/use-organization';
import { participationRoleMessages } from '../../../features/participation-roles/messages';
import { organizationLoader } from '../../../lib/route-loader';
import { titleHead } from '../../../lib/title';
import { longToastMs } from '../../../lib/toast';
import { trpcHooks } from '../../../lib/trpc';
import { useErrorToast } from '../../../lib/use-error-toast';

export const Route = createFileRoute('/platform/participation-roles/')({
  loader: organizationLoader((trpcHooks, organization_id) => [trpcHooks.participationRoles.list.prefetch({ organization_id })]),
  head: () => titleHead('Participation Roles'),
  component: ParticipationRolesPage,
});

function ParticipationRolesPage() {
  const { organizationId, can } = useOrganization();
  const canManage = can('activities.manage');
  const roles = trpcHooks.participationRoles.list.useQuery({ organization_id: organizationId });
  useErrorToast(roles.error, participationRoleMessages.errorFetching);
  const utils = trpcHooks.useUtils();
  const remove = trpcHooks.participationRoles.delete.useMutation();
  const deletion = useConfirmDelete<ParticipationRole>({
    remove: (role) => remove.mutateAsync({ organization_id: organizationId, id: role.id }),
    deleted: participationRoleMessages.deleted,
    failed: participationRoleMessages.errorDeleting,
    // A role with participation records stays: the server says to set it inactive instead.
    failedDurationMs: longToastMs,
    onDeleted: () => utils.participationRoles.invalidate(),
  });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Participation Roles"
        description="What members do at activities, and the points each role earns."
        actions={
          canManage ? (
            <ButtonLink to="/platform/participation-roles/create">
              <PlusIcon />
              Add Participation Role
            </ButtonLink>
          ) : null
        }
      />

      <ListBody
        query={roles}
        loadingLabel="Loading participation roles"
        errorTitle={participationRoleMessages.errorFetching}
      >
        {(data) => (
          <ListTable
            aria-label="Participation roles"
            rows={data}
            empty="No participation roles yet."
            columns={[
              { id: 'name', header: 'Role Name', isRowHeader: true, className: 'font-medium', cell: (role) => role.name },
              {
                id: 'description',
                header: 'Description',
                className: 'max-w-md',
                cell: (role) => <OptionalText>{role.description}</OptionalText>,
              },
              { id: 'points', header: 'Points Value', className: 'tabular-nums', cell: (role) => role.points },
              {
                id: 'status',
                header: 'Status',
                cell: (role) => (
                  <Badge variant={role.status === 'active' ? 'success' : 'danger'}>
                    {participationRoleStatusLabel(role.status)}
                  </Badge>
                ),
              },
            ]}
            actions={(role) =>
              canManage ? (
                <RowActions>
                  <RowActionLink
                    to="/platform/participation-roles/$id/edit"
                    params={{ id: role.id }}
                    aria-label={`Edit ${role.name}`}
                  >
                    <EditIcon />
                  </RowActionLink>
                  <DeleteRowButton name={role.name} onPress={() => deletion.ask(role)} />
                </RowActions>
              ) : null
            }
          />
        )}
      </ListBody>

      <ConfirmDeleteDialog state={deletion} title={participationRoleMessages.deleteTitle}>
        {participationRoleDeleteConfirm}
      </ConfirmDeleteDialog>
    </div>
  );
}
