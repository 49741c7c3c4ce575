import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { EditDeleteActions, ListPage, OptionalText, useListRows } from '../../../components/catalogue/list-page';
import { screenError } from '../../../components/screen-error';
import { Badge } from '../../../components/ui/badge';
import { useOrganization } from '../../../features/organizations/use-organization';
import { participationRoleQueries, useDeleteParticipationRole } from '../../../features/participation-roles/api';
import {
  participationRoleMessages as m,
  participationRoleStatusLabels,
} from '../../../features/participation-roles/messages';
import { loadOrganization } from '../../../lib/route-loader';
import { titleHead } from '../../../lib/title';
import { longToastMs } from '../../../lib/toast';

export const Route = createFileRoute('/platform/participation-roles/')({
  loader: loadOrganization((queryClient, organizationId) => [
    queryClient.ensureQueryData(participationRoleQueries.list(organizationId)),
  ]),
  head: () => titleHead(t`Participation Roles`),
  errorComponent: (props) => screenError({ heading: t`Participation Roles`, title: m.errorFetching })(props),
  component: ParticipationRolesPage,
});

function ParticipationRolesPage() {
  const { t } = useLingui();
  const { organizationId, can } = useOrganization();
  const canManage = can('activities.manage');
  const roles = useListRows(participationRoleQueries.list(organizationId), m.errorFetching());
  const remove = useDeleteParticipationRole();

  return (
    <ListPage
      deletion={{
        remove,
        organizationId,
        // A role with participation records stays: the server says to set it inactive instead.
        toasts: { deleted: m.deleted(), failed: m.errorDeleting(), failedMs: longToastMs },
        title: m.deleteTitle(),
        question: m.deleteQuestion(),
      }}
      title={t`Participation Roles`}
      description={t`What members do at activities, and the points each role earns.`}
      create={canManage ? { to: '/platform/participation-roles/create', label: t`Add Participation Role` } : null}
      table={{
        'aria-label': t`Participation roles`,
        rows: roles,
        empty: t`No participation roles yet.`,
        columns: [
          { id: 'name', header: t`Role Name`, isRowHeader: true, className: 'font-medium', cell: (role) => role.name },
          {
            id: 'description',
            header: t`Description`,
            className: 'max-w-md',
            cell: (role) => <OptionalText>{role.description}</OptionalText>,
          },
          { id: 'points', header: t`Points Value`, className: 'tabular-nums', cell: (role) => role.points },
          {
            id: 'status',
            header: t`Status`,
            cell: (role) => (
              <Badge variant={role.status === 'active' ? 'success' : 'danger'}>
                {t(participationRoleStatusLabels[role.status])}
              </Badge>
            ),
          },
        ],
        actions: (role, askDelete) =>
          canManage ? (
            <EditDeleteActions
              name={role.name}
              edit={{ to: '/platform/participation-roles/$id/edit', id: role.id }}
              onDelete={askDelete}
            />
          ) : null,
      }}
    />
  );
}
