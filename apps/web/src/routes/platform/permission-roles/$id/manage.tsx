import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { permissionRoleMessages } from '@lug/domain/permission-roles-helpers';
import { DeleteIcon, PlusIcon } from '../../../../components/action-icons';
import { PageHeader } from '../../../../components/page-header';
import { QueryError } from '../../../../components/query-error';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { ButtonLink } from '../../../../components/ui/link';
import { PageSpinner, Spinner } from '../../../../components/ui/spinner';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../../components/ui/table';
import { sessionQueryKey } from '../../../../features/auth/session';
import { useFormatDateTime } from '../../../../features/organizations/use-format-date';
import { parseMemberId } from '../../../../features/members/params';
import { RequirePermission } from '../../../../features/organizations/require-permission';
import { useOrganization } from '../../../../features/organizations/use-organization';
import { titleHead } from '../../../../lib/title';
import { toast } from '../../../../lib/toast';
import { apiErrorCode, errorMessage, trpcHooks } from '../../../../lib/trpc';
import { useErrorToast } from '../../../../lib/use-error-toast';

export const Route = createFileRoute('/platform/permission-roles/$id/manage')({
  head: () => titleHead('Manage Role'),
  loader: ({ context, params }) => {
    const id = parseMemberId(params.id);
    if (context.organization && id !== null) {
      void context.trpcUtils.permissionRoles.get.prefetch({ organization_id: context.organization.id, id });
      void context.trpcUtils.permissionRoles.users.prefetch({ organization_id: context.organization.id, id });
    }
  },
  component: () => (
    <RequirePermission permission="roles.manage">
      <ManageRolePage />
    </RequirePermission>
  ),
});

const m = permissionRoleMessages;

// The 'Assign Users' dialog loads when it is first opened, to keep the page's JavaScript within its
// 250 KB gzip budget (scripts/check-bundle-budget.mjs).
const loadAssignUsersDialog = () => import('../../../../features/permission-roles/assign-users-dialog');
const AssignUsersDialog = lazy(() => loadAssignUsersDialog().then((module) => ({ default: module.AssignUsersDialog })));

function RoleMissing({ message }: { message: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-semibold tracking-tight text-fg">{message}</h1>
      <ButtonLink to="/platform/permission-roles" variant="secondary">
        Back to Permission Roles
      </ButtonLink>
    </div>
  );
}

function ManageRolePage() {
  const params = Route.useParams();
  const id = parseMemberId(params.id);
  if (id === null) return <RoleMissing message={m.idsMissing} />;
  return <ManageRole id={id} />;
}

function ManageRole({ id }: { id: number }) {
  const { organizationId } = useOrganization();
  const formatDateTime = useFormatDateTime();
  const utils = trpcHooks.useUtils();
  const queryClient = useQueryClient();
  const role = trpcHooks.permissionRoles.get.useQuery({ organization_id: organizationId, id });
  const roles = trpcHooks.permissionRoles.list.useQuery({ organization_id: organizationId });
  const users = trpcHooks.permissionRoles.users.useQuery({ organization_id: organizationId, id });
  useErrorToast(role.error && apiErrorCode(role.error) !== 'NOT_FOUND' ? role.error : null, m.fetchRoleDataFailed);
  useErrorToast(users.error, m.fetchAssignedFailed);
  const [assignOpen, setAssignOpen] = useState(false);
  // Mounted from the first opening on (so it can animate its closing).
  const [assignUsed, setAssignUsed] = useState(false);
  const [removingId, setRemovingId] = useState<number | null>(null);
  const remove = trpcHooks.permissionRoles.removeUsers.useMutation();

  async function refresh() {
    await Promise.all([
      utils.permissionRoles.invalidate(),
      utils.members.invalidate(),
      queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    ]);
  }

  if (role.isPending) return <PageSpinner label="Loading role" />;
  if (role.isError) {
    if (apiErrorCode(role.error) === 'NOT_FOUND') return <RoleMissing message={m.roleNotFound} />;
    return <QueryError title={m.fetchRoleDataFailed} error={role.error} onRetry={() => void role.refetch()} />;
  }
  const isDefault = role.data.is_default_permission === 1;

  function removeUser(userId: number) {
    if (isDefault) {
      toast.error(m.cannotRemoveFromDefault);
      return;
    }
    setRemovingId(userId);
    remove.mutate(
      { id, organizationId, userIds: [userId] },
      {
        onSuccess: async (answer) => {
          toast.success(
            answer.defaultRole ? m.movedToDefault : m.removedFromRole,
            `They now hold ${answer.defaultRole.name}.`,
          );
          await refresh();
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
            Manage {role.data.name}
            {isDefault ? <Badge variant="accent">Default Role</Badge> : null}
          </span>
        }
        description={role.data.description ?? undefined}
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
        <Table aria-label={`Users assigned to ${role.data.name}`}>
          <TableHeader>
            <Column isRowHeader>User</Column>
            <Column>Email</Column>
            <Column>Assigned By</Column>
            <Column>Assigned At</Column>
            <Column>
              <span className="sr-only">Actions</span>
            </Column>
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
                <Cell>
                  <div className="flex justify-end">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${user.user_name} from ${role.data.name}`}
                      isPending={removingId === user.id}
                      onPress={() => removeUser(user.id)}
                    >
                      <DeleteIcon />
                    </Button>
                  </div>
                </Cell>
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
            role={{ id: role.data.id, name: role.data.name }}
            roleOrder={(roles.data ?? []).map((r) => r.id)}
            onAssigned={refresh}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
