import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { ParticipationRoleFields } from '@lug/domain/participation-roles';
import { FormPage, useSaveForm } from '../../../components/catalogue/form-page';
import { screenError } from '../../../components/screen-error';
import { categoryQueries } from '../../../features/categories/api';
import { requirePermission } from '../../../features/organizations/guards';
import { useOrganization } from '../../../features/organizations/use-organization';
import { useCreateParticipationRole } from '../../../features/participation-roles/api';
import { participationRoleMessages as m } from '../../../features/participation-roles/messages';
import { ParticipationRoleForm } from '../../../features/participation-roles/participation-role-form';
import { loadOrganization } from '../../../lib/route-loader';
import { titleHead } from '../../../lib/title';

export const Route = createFileRoute('/platform/participation-roles/create')({
  beforeLoad: requirePermission('activities.manage'),
  loader: loadOrganization((queryClient, organizationId) => [
    queryClient.ensureQueryData(categoryQueries.list(organizationId)),
  ]),
  head: () => titleHead(t`Add Participation Role`),
  errorComponent: (props) =>
    screenError({ heading: t`Add Participation Role`, title: m.errorLoadingCategories })(props),
  component: CreateParticipationRolePage,
});

function CreateParticipationRolePage() {
  const { t } = useLingui();
  const { organizationId } = useOrganization();
  const navigate = useNavigate();
  const { data: categories } = useSuspenseQuery(categoryQueries.list(organizationId));
  const create = useCreateParticipationRole();
  const save = useSaveForm({
    save: (values: ParticipationRoleFields) => create.mutateAsync({ ...values, organization_id: organizationId }),
    toasts: { saved: m.created(), failed: m.errorCreating() },
    onSaved: () => navigate({ to: '/platform/participation-roles' }),
  });

  return (
    <FormPage title={t`Add Participation Role`}>
      <ParticipationRoleForm categories={categories} submitLabel={t`Create Role`} save={save} />
    </FormPage>
  );
}
