import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { ParticipationRoleFields } from '@lug/domain/participation-roles';
import { FormPage, useSaveForm } from '../../../../components/catalogue/form-page';
import { screenError } from '../../../../components/screen-error';
import { categoryQueries } from '../../../../features/categories/api';
import { requirePermission } from '../../../../features/organizations/guards';
import { useOrganization } from '../../../../features/organizations/use-organization';
import { participationRoleQueries, useUpdateParticipationRole } from '../../../../features/participation-roles/api';
import { participationRoleMessages as m } from '../../../../features/participation-roles/messages';
import { ParticipationRoleForm } from '../../../../features/participation-roles/participation-role-form';
import { loadRow, numericIdParams } from '../../../../lib/route-loader';
import { titleHead } from '../../../../lib/title';

export const Route = createFileRoute('/platform/participation-roles/$id/edit')({
  params: numericIdParams,
  beforeLoad: requirePermission('activities.manage'),
  loader: loadRow((queryClient, organizationId, id) => [
    queryClient.ensureQueryData(participationRoleQueries.get(organizationId, id)),
    queryClient.ensureQueryData(categoryQueries.list(organizationId)),
  ]),
  head: () => titleHead(t`Edit Participation Role`),
  errorComponent: (props) =>
    screenError({
      heading: t`Edit Participation Role`,
      title: m.errorLoading,
      back: { to: '/platform/participation-roles', label: t`Back to Participation Roles` },
    })(props),
  component: EditParticipationRolePage,
});

function EditParticipationRolePage() {
  const { t } = useLingui();
  const { id } = Route.useParams();
  const { organizationId } = useOrganization();
  const navigate = useNavigate();
  const { data: role } = useSuspenseQuery(participationRoleQueries.get(organizationId, id));
  const { data: categories } = useSuspenseQuery(categoryQueries.list(organizationId));
  const update = useUpdateParticipationRole();
  const save = useSaveForm({
    save: (values: ParticipationRoleFields) => update.mutateAsync({ ...values, organization_id: organizationId, id }),
    toasts: { saved: m.updated(), failed: m.errorUpdating() },
    onSaved: () => navigate({ to: '/platform/participation-roles' }),
  });

  return (
    <FormPage title={t`Edit Participation Role`} description={role.name}>
      <ParticipationRoleForm initial={role} categories={categories} submitLabel={t`Save Changes`} save={save} />
    </FormPage>
  );
}
