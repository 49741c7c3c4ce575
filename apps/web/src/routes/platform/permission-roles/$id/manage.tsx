import { lazy, Suspense, useState } from 'react';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
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
import { permissionRoleMessages } from '../../../../features/permission-roles/words';
import { i18n } from '../../../../lib/i18n';
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
  head: () => titleHead(t`Manage Role`),
  errorComponent: (props) =>
    screenError({
      heading: t`Manage Role`,
      title: (error) =>
        i18n._(
          apiErrorCode(error) === 'NOT_FOUND'
            ? permissionRoleMessages.roleNotFound
            : permissionRoleMessages.fetchRoleDataFailed,
        ),
      back: { to: '/platform/permission-roles', label: t`Back to Permission Roles` },
    })(props),
  component: ManageRolePage,
});

const m = permissionRoleMessages;

// The 'Assign Users' dialog loads when it is first opened, to keep the page's JavaScript within its
// 250 KB gzip budget (scripts/check-bundle-budget.mjs).
const loadAssignUsersDialog = () => import('../../../../features/permission-roles/assign-users-dialog');
const AssignUsersDialog = lazy(() => loadAssignUsersDialog().then((module) => ({ default: module.AssignUsersDialog })));

function ManageRolePage() {
  const { t } = useLingui();
  const { id } = Route.useParams();
  const { organizationId } = useOrganization();
  const formatDateTime = useFormatDateTime();
  const { data: role } = useSuspenseQuery(permissionRoleQueries.get(organizationId, id));
  // The roles' order gives the Assign Users dialog its badge colours; it can come later.
  const roles = useQuery(permissionRoleQueries.list(organizationId));
  // Secondary: the table under the heading keeps its own spinner and inline failure.
  const users = useQuery(permissionRoleQueries.users(organizationId, id));
  useErrorToast(users.error, t(m.fetchAssignedFailed));
  const [assignOpen, setAssignOpen] = useState(false);
  // Mounted from the first opening on (so it can animate its closing).
  const [assignUsed, setAssignUsed] = useState(false);
  const [removingId, setRemovingId] = useState<number | null>(null);
  const remove = useRemoveRoleUsers();
  const isDefault = role.is_default_permission === 1;
  const roleName = role.name;

  function removeUser(userId: number) {
    setRemovingId(userId);
    remove.mutate(
      { id, organizationId, userIds: [userId] },
      {
        onSuccess: async (answer) => {
          const defaultRole = answer.defaultRole.name;
          toast.success(t(answer.defaultRole ? m.movedToDefault : m.removedFromRole), t`They now hold ${defaultRole}.`);
        },
        onError: (error) => toast.error(t(m.removeFailed), errorMessage(error)),
        onSettled: () => setRemovingId(null),
      },
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={
          <span className="inline-flex flex-wrap items-center gap-3">
            <Trans>Manage {roleName}</Trans>
            {isDefault ? (
              <Badge variant="accent">
                <Trans>Default Role</Trans>
              </Badge>
            ) : null}
          </span>
        }
        description={role.description ?? undefined}
        actions={
          <>
            <ButtonLink to="/platform/permission-roles" variant="secondary">
              <Trans>Back</Trans>
            </ButtonLink>
            <Button
              onPressStart={() => void loadAssignUsersDialog()}
              onPress={() => {
                setAssignUsed(true);
                setAssignOpen(true);
              }}
            >
              <PlusIcon />
              <Trans>Assign Users</Trans>
            </Button>
          </>
        }
      />
      {isDefault ? (
        <p className="text-sm text-fg-muted">
          <Trans>
            New members get this role. Users cannot be removed from the default role: assign them to another role
            instead.
          </Trans>
        </p>
      ) : null}
      {users.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label={t`Loading assigned users`} />
        </div>
      ) : users.isError ? (
        <QueryError title={t(m.fetchAssignedFailed)} error={users.error} onRetry={() => void users.refetch()} />
      ) : (
        <Table aria-label={t`Users assigned to ${roleName}`}>
          <TableHeader>
            <Column isRowHeader>{t`User`}</Column>
            <Column>{t`Email`}</Column>
            <Column>{t`Assigned By`}</Column>
            <Column>{t`Assigned At`}</Column>
            {/* Users cannot be removed from the default role: no button that can only fail. */}
            {isDefault ? null : (
              <Column>
                <span className="sr-only">
                  <Trans>Actions</Trans>
                </span>
              </Column>
            )}
          </TableHeader>
          <TableBody
            items={users.data}
            renderEmptyState={() => (
              <p className="px-4 py-10 text-sm text-fg-muted">
                <Trans>No users hold this role yet.</Trans>
              </p>
            )}
          >
            {(user) => {
              const userName = user.user_name;
              return (
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
                          aria-label={t`Remove ${userName} from ${roleName}`}
                          isPending={removingId === user.id}
                          onPress={() => removeUser(user.id)}
                        >
                          <DeleteIcon />
                        </Button>
                      </div>
                    </Cell>
                  )}
                </Row>
              );
            }}
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
