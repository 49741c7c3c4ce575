import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { permissionRoleMessages } from '@lug/domain/permission-roles-helpers';
import { BackLink, EditPage, useSaveForm } from '../../../../components/catalogue/form-page';
import { sessionQueryKey } from '../../../../features/auth/session';
import { RequirePermission } from '../../../../features/organizations/require-permission';
import { useOrganization } from '../../../../features/organizations/use-organization';
import { RoleForm, roleFormFields, type RoleFormValues } from '../../../../features/permission-roles/role-form';
import { numericIdParams, rowLoader } from '../../../../lib/route-loader';
import { titleHead } from '../../../../lib/title';
import { apiErrorCode, trpcHooks } from '../../../../lib/trpc';

export const Route = createFileRoute('/platform/permission-roles/$id/edit')({
  params: numericIdParams,
  head: () => titleHead('Edit Role'),
  loader: rowLoader((trpcHooks, organization_id, id) => [
    trpcHooks.permissionRoles.get.prefetch({ organization_id, id }),
  ]),
  component: () => (
    <RequirePermission permission="roles.manage">
      <EditRolePage />
    </RequirePermission>
  ),
});

const m = permissionRoleMessages;

function EditRolePage() {
  const { id } = Route.useParams();
  const { organizationId } = useOrganization();
  const navigate = useNavigate();
  const utils = trpcHooks.useUtils();
  const queryClient = useQueryClient();
  const role = trpcHooks.permissionRoles.get.useQuery({ organization_id: organizationId, id });
  const update = trpcHooks.permissionRoles.update.useMutation();
  const save = useSaveForm({
    save: (values: RoleFormValues) => update.mutateAsync({ id, organization_id: organizationId, ...values }),
    saved: m.updated,
    failed: m.updateFailed,
    fields: roleFormFields,
    onSaved: async () => {
      await Promise.all([
        utils.permissionRoles.invalidate(),
        utils.members.invalidate(),
        // Your own role's permissions may have changed.
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]);
      await navigate({ to: '/platform/permission-roles' });
    },
  });

  return (
    <EditPage
      title="Edit Role"
      query={role}
      loadingLabel="Loading role"
      errorTitle={(error) => (apiErrorCode(error) === 'NOT_FOUND' ? m.roleNotFound : m.fetchOneFailed)}
      back={<BackLink to="/platform/permission-roles">Back to Permission Roles</BackLink>}
      description={(row) => row.name}
    >
      {(row) => (
        <RoleForm
          initial={row}
          submitLabel="Save Changes"
          isPending={save.isPending}
          serverErrors={save.serverErrors}
          onSubmit={save.submit}
        />
      )}
    </EditPage>
  );
}
