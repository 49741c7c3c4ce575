import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { FormPage, useSaveForm } from '../../../../components/catalogue/form-page';
import { screenError } from '../../../../components/screen-error';
import { requirePermission } from '../../../../features/organizations/guards';
import { useOrganization } from '../../../../features/organizations/use-organization';
import { permissionRoleQueries, useUpdatePermissionRole } from '../../../../features/permission-roles/api';
import { RoleForm, type RoleFormValues } from '../../../../features/permission-roles/role-form';
import { permissionRoleMessages as m } from '../../../../features/permission-roles/words';
import { i18n } from '../../../../lib/i18n';
import { loadRow, numericIdParams } from '../../../../lib/route-loader';
import { titleHead } from '../../../../lib/title';
import { apiErrorCode } from '../../../../lib/trpc';

export const Route = createFileRoute('/platform/permission-roles/$id/edit')({
  params: numericIdParams,
  beforeLoad: requirePermission('roles.manage'),
  loader: loadRow((queryClient, organizationId, id) => [
    queryClient.ensureQueryData(permissionRoleQueries.get(organizationId, id)),
  ]),
  head: () => titleHead(t`Edit Role`),
  errorComponent: (props) =>
    screenError({
      heading: t`Edit Role`,
      title: (error) => i18n._(apiErrorCode(error) === 'NOT_FOUND' ? m.roleNotFound : m.fetchOneFailed),
      back: { to: '/platform/permission-roles', label: t`Back to Permission Roles` },
    })(props),
  component: EditRolePage,
});

function EditRolePage() {
  const { t } = useLingui();
  const { id } = Route.useParams();
  const { organizationId } = useOrganization();
  const navigate = useNavigate();
  const { data: role } = useSuspenseQuery(permissionRoleQueries.get(organizationId, id));
  const update = useUpdatePermissionRole();
  const save = useSaveForm({
    save: (values: RoleFormValues) => update.mutateAsync({ id, organization_id: organizationId, ...values }),
    toasts: { saved: t(m.updated), failed: t(m.updateFailed) },
    onSaved: () => navigate({ to: '/platform/permission-roles' }),
  });

  return (
    <FormPage title={t`Edit Role`} description={role.name}>
      <RoleForm initial={role} submitLabel={t`Save Changes`} save={save} />
    </FormPage>
  );
}
