import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { permissionRoleMessages } from '@lug/domain/permission-roles-helpers';
import { PageHeader } from '../../../../components/page-header';
import { PageSpinner } from '../../../../components/ui/spinner';
import { sessionQueryKey } from '../../../../features/auth/session';
import { parseMemberId } from '../../../../features/members/params';
import { RequirePermission } from '../../../../features/organizations/require-permission';
import { useOrganization } from '../../../../features/organizations/use-organization';
import { RoleForm, roleServerErrors } from '../../../../features/permission-roles/role-form';
import { titleHead } from '../../../../lib/title';
import { toast } from '../../../../lib/toast';
import { apiErrorCode, errorMessage, trpc } from '../../../../lib/trpc';

export const Route = createFileRoute('/platform/permission-roles/$id/edit')({
  head: () => titleHead('Edit Role'),
  loader: ({ context, params }) => {
    const id = parseMemberId(params.id);
    if (context.organization && id !== null) {
      void context.trpc.permissionRoles.get.prefetch({ organization_id: context.organization.id, id });
    }
  },
  component: () => (
    <RequirePermission permission="roles.manage">
      <EditRolePage />
    </RequirePermission>
  ),
});

const m = permissionRoleMessages;

function EditRolePage() {
  const params = Route.useParams();
  const id = parseMemberId(params.id);
  const { organizationId } = useOrganization();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const role = trpc.permissionRoles.get.useQuery(
    { organization_id: organizationId, id: id ?? 0 },
    { enabled: id !== null },
  );
  const update = trpc.permissionRoles.update.useMutation();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const failed = id === null || role.isError;
  useEffect(() => {
    if (!failed) return;
    toast.error(
      id === null || apiErrorCode(role.error) === 'NOT_FOUND' ? m.roleNotFound : m.fetchOneFailed,
      errorMessage(role.error, m.roleNotFound),
    );
    void navigate({ to: '/platform/permission-roles', replace: true });
  }, [failed, id, role.error, navigate]);

  if (failed || role.isPending) return <PageSpinner label="Loading role" />;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader title="Edit Role" description={role.data.name} />
      <RoleForm
        initial={role.data}
        submitLabel="Save Changes"
        isPending={update.isPending}
        serverErrors={serverErrors}
        onSubmit={(values) => {
          setServerErrors({});
          update.mutate(
            { id: role.data.id, organization_id: organizationId, ...values },
            {
              onSuccess: async () => {
                toast.success(m.updated);
                await Promise.all([
                  utils.permissionRoles.invalidate(),
                  utils.members.invalidate(),
                  // Your own role's permissions may have changed.
                  queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
                ]);
                await navigate({ to: '/platform/permission-roles' });
              },
              onError: (error) => {
                const message = errorMessage(error, m.updateFailed);
                setServerErrors(roleServerErrors(error));
                toast.error(m.updateFailed, message);
              },
            },
          );
        }}
      />
    </div>
  );
}
