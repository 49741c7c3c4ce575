import { useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { permissionRoleMessages } from '@lug/domain/permission-roles-helpers';
import { PageHeader } from '../../../components/page-header';
import { RequirePermission } from '../../../features/organizations/require-permission';
import { useOrganization } from '../../../features/organizations/use-organization';
import { RoleForm, roleServerErrors } from '../../../features/permission-roles/role-form';
import { titleHead } from '../../../lib/title';
import { toast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';

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
  const utils = trpc.useUtils();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const create = trpc.permissionRoles.create.useMutation();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader title="Add New Role" />
      <RoleForm
        submitLabel="Create Role"
        isPending={create.isPending}
        serverErrors={serverErrors}
        onSubmit={(values) => {
          setServerErrors({});
          create.mutate(
            { organization_id: organizationId, ...values },
            {
              onSuccess: async () => {
                toast.success(permissionRoleMessages.created);
                await utils.permissionRoles.invalidate();
                await navigate({ to: '/platform/permission-roles' });
              },
              onError: (error) => {
                const message = errorMessage(error, permissionRoleMessages.createFailed);
                setServerErrors(roleServerErrors(error));
                toast.error(message);
              },
            },
          );
        }}
      />
    </div>
  );
}
