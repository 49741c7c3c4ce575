import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { ParticipationRole } from '@lug/domain/participation-roles';
import { participationRoleDeleteConfirm, participationRoleStatusLabel } from '@lug/domain/participation-roles-helpers';
import {
  ConfirmDeleteDialog,
  EditDeleteActions,
  ListPage,
  ListTable,
  OptionalText,
  useConfirmDelete,
} from '../../../components/catalogue/list-page';
import { screenError } from '../../../components/screen-error';
import { Badge } from '../../../components/ui/badge';
import { useOrganization } from '../../../features/organizations/use-organization';
import { participationRoleQueries, useDeleteParticipationRole } from '../../../features/participation-roles/api';
import { participationRoleMessages as m } from '../../../features/participation-roles/messages';
import { loadOrganization } from '../../../lib/route-loader';
import { titleHead } from '../../../lib/title';
import { longToastMs } from '../../../lib/toast';
import { useErrorToast } from '../../../lib/use-error-toast';

export const Route = createFileRoute('/platform/participation-roles/')({
  loader: loadOrganization((queryClient, organizationId) => [
    queryClient.ensureQueryData(participationRoleQueries.list(organizationId)),
  ]),
  head: () => titleHead('Participation Roles'),
  errorComponent: screenError({ heading: 'Participation Roles', title: m.errorFetching }),
  component: ParticipationRolesPage,
});

function ParticipationRolesPage() {
  const { organizationId, can } = useOrganization();
  const canManage = can('activities.manage');
  const { data: roles, error } = useSuspenseQuery(participationRoleQueries.list(organizationId));
  useErrorToast(error, m.errorFetching);
  const remove = useDeleteParticipationRole();
  const deletion = useConfirmDelete<ParticipationRole>({
    remove: (role) => remove.mutateAsync({ organization_id: organizationId, id: role.id }),
    deleted: m.deleted,
    failed: m.errorDeleting,
    // A role with participation records stays: the server says to set it inactive instead.
    failedDurationMs: longToastMs,
  });

  return (
    <ListPage
      title="Participation Roles"
      description="What members do at activities, and the points each role earns."
      create={canManage ? { to: '/platform/participation-roles/create', label: 'Add Participation Role' } : null}
    >
      <ListTable
        aria-label="Participation roles"
        rows={roles}
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
            <EditDeleteActions
              name={role.name}
              edit={{ to: '/platform/participation-roles/$id/edit', id: role.id }}
              onDelete={() => deletion.ask(role)}
            />
          ) : null
        }
      />

      <ConfirmDeleteDialog state={deletion} title={m.deleteTitle}>
        {participationRoleDeleteConfirm}
      </ConfirmDeleteDialog>
    </ListPage>
  );
}
