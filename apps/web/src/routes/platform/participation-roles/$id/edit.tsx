import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { ParticipationRoleFields } from '@lug/domain/participation-roles';
import { BackLink, EditPage, useSaveForm } from '../../../../components/catalogue/form-page';
import { RequirePermission } from '../../../../features/organizations/require-permission';
import { useOrganization } from '../../../../features/organizations/use-organization';
import { participationRoleMessages } from '../../../../features/participation-roles/messages';
import {
  ParticipationRoleForm,
  participationRoleFormFields,
} from '../../../../features/participation-roles/participation-role-form';
import { numericIdParams, rowLoader } from '../../../../lib/route-loader';
import { titleHead } from '../../../../lib/title';
import { trpcHooks } from '../../../../lib/trpc';
import { useErrorToast } from '../../../../lib/use-error-toast';

export const Route = createFileRoute('/platform/participation-roles/$id/edit')({
  params: numericIdParams,
  loader: rowLoader((trpcHooks, organization_id, id) => [
    trpcHooks.participationRoles.get.prefetch({ organization_id, id }),
    trpcHooks.categories.list.prefetch({ organization_id }),
  ]),
  head: () => titleHead('Edit Participation Role'),
  component: () => (
    <RequirePermission permission="activities.manage">
      <EditParticipationRolePage />
    </RequirePermission>
  ),
});

function EditParticipationRolePage() {
  const { id } = Route.useParams();
  const { organizationId } = useOrganization();
  const navigate = useNavigate();
  const utils = trpcHooks.useUtils();
  const role = trpcHooks.participationRoles.get.useQuery({ organization_id: organizationId, id });
  const categories = trpcHooks.categories.list.useQuery({ organization_id: organizationId });
  useErrorToast(categories.error, participationRoleMessages.errorLoadingCategories);
  const update = trpcHooks.participationRoles.update.useMutation();
  const save = useSaveForm({
    save: (values: ParticipationRoleFields) => update.mutateAsync({ ...values, organization_id: organizationId, id }),
    saved: participationRoleMessages.updated,
    failed: participationRoleMessages.errorUpdating,
    fields: participationRoleFormFields,
    onSaved: async () => {
      await utils.participationRoles.invalidate();
      await navigate({ to: '/platform/participation-roles' });
    },
  });

  return (
    <EditPage
      title="Edit Participation Role"
      query={role}
      loadingLabel="Loading participation role"
      errorTitle={participationRoleMessages.errorLoading}
      back={<BackLink to="/platform/participation-roles">Back to Participation Roles</BackLink>}
      description={(row) => row.name}
    >
      {(row) => (
        <ParticipationRoleForm
          initial={row}
          categories={categories.data ?? []}
          categoriesLoading={categories.isPending}
          submitLabel="Save Changes"
          isPending={save.isPending}
          serverErrors={save.serverErrors}
          onSubmit={save.submit}
        />
      )}
    </EditPage>
  );
}
