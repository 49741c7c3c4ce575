import { useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-header';
import { RequirePermission } from '../../../features/organizations/require-permission';
import { useOrganization } from '../../../features/organizations/use-organization';
import { participationRoleMessages } from '../../../features/participation-roles/messages';
import { ParticipationRoleForm } from '../../../features/participation-roles/participation-role-form';
import { titleHead } from '../../../lib/title';
import { toast } from '../../../lib/toast';
import { apiFieldErrors, errorMessage, trpc } from '../../../lib/trpc';
import { useErrorToast } from '../../../lib/use-error-toast';

export const Route = createFileRoute('/platform/participation-roles/create')({
  loader: async ({ context }) => {
    const organizationId = context.organization?.id;
    if (!organizationId) return;
    await context.queryClient.prefetchQuery(
      context.trpc.categories.list.queryOptions({ organization_id: organizationId }),
    );
  },
  head: () => titleHead('Add Participation Role'),
  component: () => (
    <RequirePermission permission="activities.manage">
      <CreateParticipationRolePage />
    </RequirePermission>
  ),
});

const formFields = ['name', 'points', 'description', 'category_id', 'status'];

function CreateParticipationRolePage() {
  const { organizationId } = useOrganization();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const categories = trpc.categories.list.useQuery({ organization_id: organizationId });
  useErrorToast(categories.error, participationRoleMessages.errorLoadingCategories);
  const create = trpc.participationRoles.create.useMutation();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader title="Add Participation Role" />
      <ParticipationRoleForm
        categories={categories.data ?? []}
        categoriesLoading={categories.isPending}
        submitLabel="Create Role"
        isPending={create.isPending}
        serverErrors={serverErrors}
        onSubmit={(values) => {
          setServerErrors({});
          create.mutate(
            { ...values, organization_id: organizationId },
            {
              onSuccess: async () => {
                toast.success(participationRoleMessages.created);
                await utils.participationRoles.invalidate();
                await navigate({ to: '/platform/participation-roles' });
              },
              onError: (error) => {
                setServerErrors(apiFieldErrors(error, formFields));
                toast.error(participationRoleMessages.errorCreating, errorMessage(error));
              },
            },
          );
        }}
      />
    </div>
  );
}
