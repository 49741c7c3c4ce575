import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { FormPage, useSaveForm } from '../../../components/catalogue/form-page';
import { screenError } from '../../../components/screen-error';
import { requirePermission } from '../../../features/organizations/guards';
import { useOrganization } from '../../../features/organizations/use-organization';
import { useCreatePermissionRole } from '../../../features/permission-roles/api';
import { RoleForm, type RoleFormValues } from '../../../features/permission-roles/role-form';
import { permissionRoleMessages as m } from '../../../features/permission-roles/words';
import { titleHead } from '../../../lib/title';

export const Route = createFileRoute('/platform/permission-roles/create')({
  beforeLoad: requirePermission('roles.manage'),
  head: () => titleHead(t`Add New Role`),
  errorComponent: (props) => screenError({ heading: t`Add New Role`, title: m.createFailed })(props),
  component: CreateRolePage,
});

function CreateRolePage() {
  const { t } = useLingui();
  const { organizationId } = useOrganization();
  const navigate = useNavigate();
  const create = useCreatePermissionRole();
  const save = useSaveForm({
    save: (values: RoleFormValues) => create.mutateAsync({ organization_id: organizationId, ...values }),
    toasts: { saved: t(m.created), failed: t(m.createFailed) },
    onSaved: () => navigate({ to: '/platform/permission-roles' }),
  });
  return (
    <FormPage title={t`Add New Role`}>
      <RoleForm submitLabel={t`Create Role`} save={save} />
    </FormPage>
  );
}
