import { useState } from 'react';
import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { PageHeader } from '../../../../components/page-header';
import { QueryError } from '../../../../components/query-error';
import { ButtonLink } from '../../../../components/ui/link';
import { PageSpinner } from '../../../../components/ui/spinner';
import { RequirePermission } from '../../../../features/organizations/require-permission';
import { useOrganization } from '../../../../features/organizations/use-organization';
import { participationRoleMessages } from '../../../../features/participation-roles/messages';
import { ParticipationRoleForm } from '../../../../features/participation-roles/participation-role-form';
import { titleHead } from '../../../../lib/title';
import { toast } from '../../../../lib/toast';
import { apiErrorCode, apiFieldErrors, errorMessage, trpc } from '../../../../lib/trpc';
import { useErrorToast } from '../../../../lib/use-error-toast';

export const Route = createFileRoute('/platform/participation-roles/$id/edit')({
  params: {
    parse: ({ id }) => {
      if (!/^\d{1,10}$/.test(id)) throw notFound();
      return { id: Number(id) };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  loader: async ({ context, params }) => {
    const organizationId = context.organization?.id;
    if (!organizationId) return;
    await Promise.all([
      context.queryClient.prefetchQuery(
        context.trpc.participationRoles.get.queryOptions({ organization_id: organizationId, id: params.id }),
      ),
      context.queryClient.prefetchQuery(context.trpc.categories.list.queryOptions({ organization_id: organizationId })),
    ]);
  },
  head: () => titleHead('Edit Participation Role'),
  component: () => (
    <RequirePermission permission="activities.manage">
      <EditParticipationRolePage />
    </RequirePermission>
  ),
});

const formFields = ['name', 'points', 'description', 'category_id', 'status'];

function EditParticipationRolePage() {
  const { id } = Route.useParams();
  const { organizationId } = useOrganization();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const role = trpc.participationRoles.get.useQuery({ organization_id: organizationId, id });
  const categories = trpc.categories.list.useQuery({ organization_id: organizationId });
  useErrorToast(role.error, participationRoleMessages.errorLoading);
  useErrorToast(categories.error, participationRoleMessages.errorLoadingCategories);
  const update = trpc.participationRoles.update.useMutation();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  if (role.isPending) return <PageSpinner label="Loading participation role" />;
  if (role.isError) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title="Edit Participation Role" />
        <QueryError
          title={participationRoleMessages.errorLoading}
          error={role.error}
          onRetry={apiErrorCode(role.error) === 'NOT_FOUND' ? undefined : () => void role.refetch()}
        />
        <ButtonLink to="/platform/participation-roles" variant="secondary" className="self-center">
          Back to Participation Roles
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader title="Edit Participation Role" description={role.data.name} />
      <ParticipationRoleForm
        initial={role.data}
        categories={categories.data ?? []}
        categoriesLoading={categories.isPending}
        submitLabel="Save Changes"
        isPending={update.isPending}
        serverErrors={serverErrors}
        onSubmit={(values) => {
          setServerErrors({});
          update.mutate(
            { ...values, organization_id: organizationId, id },
            {
              onSuccess: async () => {
                toast.success(participationRoleMessages.updated);
                await utils.participationRoles.invalidate();
                await navigate({ to: '/platform/participation-roles' });
              },
              onError: (error) => {
                setServerErrors(apiFieldErrors(error, formFields));
                toast.error(participationRoleMessages.errorUpdating, errorMessage(error));
              },
            },
          );
        }}
      />
    </div>
  );
}
