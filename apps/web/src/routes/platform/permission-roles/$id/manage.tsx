import { lazy, Suspense, useState } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { permissionRoleMessages } from '@lug/domain/permission-roles-helpers';
import { DeleteIcon, PlusIcon } from '../../../../components/action-icons';
import { PageHeader } from '../../../../components/page-header';
import { QueryError } from '../../../../components/query-error';
import { screenError } from '../../../../components/screen-error';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { ButtonLink } from '../../../../components/ui/link';
import { Spinner } from '../../../../components/ui/spinner';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../../components/ui/table';
import { requirePermission } from '../../../../features/organizations/guards';
import { useFormatDateTime } from '../../../../features/organizations/use-format-date';
import { useOrganization } from '../../../../features/organizations/use-organization';
import { permissionRoleQueries, useRemoveRoleUsers } from '../../../../features/permission-roles/api';
import { loadRow, numericIdParams } from '../../../../lib/route-loader';
import { titleHead } from '../../../../lib/title';
import { toast } from '../../../../lib/toast';
import { apiErrorCode, errorMessage } from '../../../../lib/trpc';
import { useErrorToast } from '../../../../lib/use-error-toast';

export const Route = createFileRoute('/platform/permission-roles/$id/manage')({
  params: numericIdParams,
  beforeLoad: requirePermission('roles.manage'),
  loader: loadRow((queryClient, organizationId, id) => [
    queryClient.ensureQueryData(permissionRoleQueries.get(organizationId, id)),
    // Who holds the role shows under the heading, with its own spinner and failure.
    queryClient.prefetchQuery(permissionRoleQueries.users(organizationId, id)),
  ]),
  head: () => titleHead('Manage Role'),
  errorComponent: screenError({
    heading: 'Manage Role',
    title: (error) =>
      apiErrorCode(error) === 'NOT_FOUND'
        ? permissionRoleMessages.roleNotFound
        : permissionRoleMessages.fetchRoleDataFailed,
    back: { to: '/platform/permission-roles', label: 'Back to Permission Roles' },
  }),
  component: ManageRolePage,
});

const m = permissionRoleMessages;

// The 'Assign Users' dialog loads when it is first opened, to keep the page's JavaScript within its
// 250 KB gzip budget (scripts/check-bundle-budget.mjs).
const loadAssignUsersDialog = () => import('../../../../features/permission-roles/assign-users-dialog');
const AssignUsersDialog = lazy(() => loadAssignUsersDialog().then((module) => ({ default: module.AssignUsersDialog })));

function ManageRolePage() {
  const { id } = Route.useParams();
  const { organizationId } = useOrganization();
  const formatDateTime = useFormatDateTime();
  const { data: role } = useSuspenseQuery(permissionRoleQueries.get(organizationId, id));
  // The roles' order gives the Assign Users dialog its badge colours; it can come later.
  const roles = useQuery(permissionRoleQueries.list(organizationId));
  // Secondary: the table under the heading keeps its own spinner and inline failure.
  const users = useQuery(permissionRoleQueries.users(organizationId, id));
  useErrorToast(users.error, m.fetchAssignedFailed);
  const [assignOpen, setAssignOpen] = useState(false);
  // Mounted from the first opening on (so it can animate its closing).
  const [assignUsed, setAssignUsed] = useState(false);
  const [removingId, setRemovingId] = useState<number | null>(null);
  const remove = useRemoveRoleUsers();
  const isDefault = role.is_default_permission === 1;

  function removeUser(userId: number) {
    setRemovingId(userId);
    remove.mutate(
      { id, organizationId, userIds: [userId] },
      {
        onSuccess: async (answer) => {
          toast.success(
            answer.defaultRole ? m.movedToDefault : m.removedFromRole,
            `They now hold ${answer.defaultRole.name}.`,
          );
        },
        onError: (error) => toast.error(m.removeFailed, errorMessage(error)),
        onSettled: () => setRemovingId(null),
      },
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={
          <span className="inline-flex flex-wrap items-center gap-3">
            Manage {role.name}
            {isDefault ? <Badge variant="accent">Default Role</Badge> : null}
          </span>
        }
        description={role.description ?? undefined}
        actions={
          <>
            <ButtonLink to="/platform/permission-roles" variant="secondary">
              Back
            </ButtonLink>
            <Button
              onPressStart={() => void loadAssignUsersDialog()}
              onPress={() => {
                setAssignUsed(true);
                setAssignOpen(true);
              }}
            >
              <PlusIcon />
              Assign Users
            </Button>
          </>
        }
      />
      {isDefault ? (
        <p className="text-sm text-fg-muted">
          New members get this role. Users cannot be removed from the default role: assign them to another role instead.
        </p>
      ) : null}
      {users.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label="Loading assigned users" />
        </div>
      ) : users.isError ? (
        <QueryError title={m.fetchAssignedFailed} error={users.error} onRetry={() => void users.refetch()} />
      ) : (
        <Table aria-label={`Users assigned to ${role.name}`}>
          <TableHeader>
            <Column isRowHeader>User</Column>
            <Column>Email</Column>
            <Column>Assigned By</Column>
            <Column>Assigned At</Column>
            {/* Users cannot be removed from the default role: no button that can only fail. */}
            {isDefault ? null : (
              <Column>
                <span className="sr-only">Actions</span>
              </Column>
            )}
          </TableHeader>
          <TableBody
            items={users.data}
            renderEmptyState={() => <p className="px-4 py-10 text-sm text-fg-muted">No users hold this role yet.</p>}
          >
            {(user) => (
              <Row id={user.id}>
                <Cell className="font-medium">{user.user_name}</Cell>
                <Cell>{user.user_email}</Cell>
                <Cell>{user.assigned_by_name ?? <span className="text-fg-subtle">—</span>}</Cell>
                <Cell className="whitespace-nowrap">{formatDateTime(user.assigned_at)}</Cell>
                {isDefault ? null : (
                  <Cell>
                    <div className="flex justify-end">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove ${user.user_name} from ${role.name}`}
                        isPending={removingId === user.id}
                        onPress={() => removeUser(user.id)}
                      >
                        <DeleteIcon />
                      </Button>
                    </div>
                  </Cell>
                )}
              </Row>
            )}
          </TableBody>
        </Table>
      )}
      {assignUsed ? (
        <Suspense fallback={null}>
          <AssignUsersDialog
            isOpen={assignOpen}
            onOpenChange={setAssignOpen}
            organizationId={organizationId}
            role={{ id: role.id, name: role.name }}
            roleOrder={(roles.data ?? []).map((r) => r.id)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
