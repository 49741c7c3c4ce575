import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { permissionRoleMessages } from '@lug/domain/permission-roles-helpers';
import { FormPage, useSaveForm } from '../../../components/catalogue/form-page';
import { RequirePermission } from '../../../features/organizations/require-permission';
import { useOrganization } from '../../../features/organizations/use-organization';
import { RoleForm, roleFormFields, type RoleFormValues } from '../../../features/permission-roles/role-form';
import { titleHead } from '../../../lib/title';
import { trpcHooks } from '../../../lib/trpc';

export const Route = createFileRoute('/platform/permission-roles/create')({
  head: () => titleHead('Add New Role'),
  component: () => (
    <RequirePermission permission="roles.manage">
      <CreateRolePage />
    </RequirePermission>
  ),
});

function CreateRolePage() {
  const { organizationId } = useOrganization();
  const navigate = useNavigate();
  const utils = trpcHooks.useUtils();
  const create = trpcHooks.permissionRoles.create.useMutation();
  const save = useSaveForm({
    save: (values: RoleFormValues) => create.mutateAsync({ organization_id: organizationId, ...values }),
    saved: permissionRoleMessages.created,
    failed: permissionRoleMessages.createFailed,
    fields: roleFormFields,
    onSaved: async () => {
      await utils.permissionRoles.invalidate();
      await navigate({ to: '/platform/permission-roles' });
    },
  });
  return (
    <FormPage title="Add New Role">
      <RoleForm
        submitLabel="Create Role"
        isPending={save.isPending}
        serverErrors={save.serverErrors}
        onSubmit={save.submit}
      />
    </FormPage>
  );
}
