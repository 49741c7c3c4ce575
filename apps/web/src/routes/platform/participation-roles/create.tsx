import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { ParticipationRoleFields } from '@lug/domain/participation-roles';
import { FormPage, useSaveForm } from '../../../components/catalogue/form-page';
import { RequirePermission } from '../../../features/organizations/require-permission';
import { useOrganization } from '../../../features/organizations/use-organization';
import { participationRoleMessages } from '../../../features/participation-roles/messages';
import {
  ParticipationRoleForm,
  participationRoleFormFields,
} from '../../../features/participation-roles/participation-role-form';
import { organizationLoader } from '../../../lib/route-loader';
import { titleHead } from '../../../lib/title';
import { trpcHooks } from '../../../lib/trpc';
import { useErrorToast } from '../../../lib/use-error-toast';

export const Route = createFileRoute('/platform/participation-roles/create')({
  loader: organizationLoader((trpcHooks, organization_id) => [trpcHooks.categories.list.prefetch({ organization_id })]),
  head: () => titleHead('Add Participation Role'),
  component: () => (
    <RequirePermission permission="activities.manage">
      <CreateParticipationRolePage />
    </RequirePermission>
  ),
});

function CreateParticipationRolePage() {
  const { organizationId } = useOrganization();
  const navigate = useNavigate();
  const utils = trpcHooks.useUtils();
  const categories = trpcHooks.categories.list.useQuery({ organization_id: organizationId });
  useErrorToast(categories.error, participationRoleMessages.errorLoadingCategories);
  const create = trpcHooks.participationRoles.create.useMutation();
  const save = useSaveForm({
    save: (values: ParticipationRoleFields) => create.mutateAsync({ ...values, organization_id: organizationId }),
    saved: participationRoleMessages.created,
    failed: participationRoleMessages.errorCreating,
    fields: participationRoleFormFields,
    onSaved: async () => {
      await utils.participationRoles.invalidate();
      await navigate({ to: '/platform/participation-roles' });
    },
  });

  return (
    <FormPage title="Add Participation Role">
      <ParticipationRoleForm
        categories={categories.data ?? []}
        categoriesLoading={categories.isPending}
        submitLabel="Create Role"
        isPending={save.isPending}
        serverErrors={save.serverErrors}
        onSubmit={save.submit}
      />
    </FormPage>
  );
}
