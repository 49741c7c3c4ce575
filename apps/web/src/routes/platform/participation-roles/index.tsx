import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import type { ParticipationRole } from '@lug/domain/participation-roles';
import { participationRoleDeleteConfirm, participationRoleStatusLabel } from '@lug/domain/participation-roles-helpers';
import { DeleteIcon, EditIcon, PlusIcon } from '../../../components/action-icons';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { ButtonLink } from '../../../components/ui/link';
import { PageSpinner } from '../../../components/ui/spinner';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../components/ui/table';
import { useOrganization } from '../../../features/organizations/use-organization';
import { participationRoleMessages } from '../../../features/participation-roles/messages';
import { titleHead } from '../../../lib/title';
import { longToastMs, toast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
import { useErrorToast } from '../../../lib/use-error-toast';

export const Route = createFileRoute('/platform/participation-roles/')({
  loader: async ({ context }) => {
    const organizationId = context.organization?.id;
    if (!organizationId) return;
    await context.queryClient.prefetchQuery(
      context.trpc.participationRoles.list.queryOptions({ organization_id: organizationId }),
    );
  },
  head: () => titleHead('Participation Roles'),
  component: ParticipationRolesPage,
});

function ParticipationRolesPage() {
  const { organizationId, can } = useOrganization();
  const canManage = can('activities.manage');
  const roles = trpc.participationRoles.list.useQuery({ organization_id: organizationId });
  useErrorToast(roles.error, participationRoleMessages.errorFetching);
  const utils = trpc.useUtils();
  const remove = trpc.participationRoles.delete.useMutation();
  const [toDelete, setToDelete] = useState<ParticipationRole | null>(null);

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove.mutateAsync({ organization_id: organizationId, id: toDelete.id });
      toast.success(participationRoleMessages.deleted);
      await utils.participationRoles.invalidate();
    } catch (error) {
      // A role with participation records stays: the server says to set it inactive instead.
      toast.error(participationRoleMessages.errorDeleting, errorMessage(error), { durationMs: longToastMs });
      throw error;
    }
  }

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

      {roles.isPending ? (
        <PageSpinner label="Loading participation roles" />
      ) : roles.isLoadingError ? (
        <QueryError
          title={participationRoleMessages.errorFetching}
          error={roles.error}
          onRetry={() => void roles.refetch()}
        />
      ) : (
        <Table aria-label="Participation roles">
          <TableHeader>
            <Column isRowHeader>Role Name</Column>
            <Column>Description</Column>
            <Column>Points Value</Column>
            <Column>Status</Column>
            <Column>
              <span className="sr-only sm:not-sr-only">Actions</span>
            </Column>
          </TableHeader>
          <TableBody
            items={roles.data}
            renderEmptyState={() => (
              <p className="px-4 py-10 text-center text-sm text-fg-muted">No participation roles yet.</p>
            )}
          >
            {(role) => (
              <Row id={role.id}>
                <Cell className="font-medium">{role.name}</Cell>
                <Cell className="max-w-md">
                  {role.description ? (
                    <span className="line-clamp-2 text-fg-muted">{role.description}</span>
                  ) : (
                    <span className="text-fg-subtle">—</span>
                  )}
                </Cell>
                <Cell className="tabular-nums">{role.points}</Cell>
                <Cell>
                  <Badge variant={role.status === 'active' ? 'success' : 'danger'}>
                    {participationRoleStatusLabel(role.status)}
                  </Badge>
                </Cell>
                <Cell>
                  {canManage ? (
                    <div className="flex items-center justify-end gap-1">
                      <ButtonLink
                        to="/platform/participation-roles/$id/edit"
                        params={{ id: role.id }}
                        variant="ghost"
                        size="icon"
                        aria-label={`Edit ${role.name}`}
                      >
                        <EditIcon />
                      </ButtonLink>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Delete ${role.name}`}
                        className="text-danger-text"
                        onPress={() => setToDelete(role)}
                      >
                        <DeleteIcon />
                      </Button>
                    </div>
                  ) : null}
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}

      <ConfirmDialog
        isOpen={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={participationRoleMessages.deleteTitle}
        actionLabel="Delete"
        isPending={remove.isPending}
        onAction={confirmDelete}
      >
        {participationRoleDeleteConfirm}
      </ConfirmDialog>
    </div>
  );
}
