import { useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-header';
import { CategoryForm } from '../../../features/categories/category-form';
import { categoryMessages } from '../../../features/categories/messages';
import { RequirePermission } from '../../../features/organizations/require-permission';
import { useOrganization } from '../../../features/organizations/use-organization';
import { titleHead } from '../../../lib/title';
import { toast } from '../../../lib/toast';
import { apiFieldErrors, errorMessage, trpc } from '../../../lib/trpc';
import { useErrorToast } from '../../../lib/use-error-toast';

export const Route = createFileRoute('/platform/categories/create')({
  loader: async ({ context }) => {
    const organizationId = context.organization?.id;
    if (!organizationId) return;
    await context.queryClient.prefetchQuery(
      context.trpc.categories.list.queryOptions({ organization_id: organizationId }),
    );
  },
  head: () => titleHead('Create Category'),
  component: () => (
    <RequirePermission permission="activities.manage">
      <CreateCategoryPage />
    </RequirePermission>
  ),
});

function CreateCategoryPage() {
  const { organizationId } = useOrganization();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const categories = trpc.categories.list.useQuery({ organization_id: organizationId });
  useErrorToast(categories.error, categoryMessages.errorLoading);
  const create = trpc.categories.create.useMutation();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader title="Create Category" />
      <CategoryForm
        categories={categories.data ?? []}
        categoriesLoading={categories.isPending}
        submitLabel="Create Category"
        isPending={create.isPending}
        serverErrors={serverErrors}
        onSubmit={(values) => {
          setServerErrors({});
          create.mutate(
            { ...values, organization_id: organizationId },
            {
              onSuccess: async () => {
                toast.success(categoryMessages.created);
                await utils.categories.invalidate();
                await navigate({ to: '/platform/categories' });
              },
              onError: (error) => {
                setServerErrors(apiFieldErrors(error, ['name', 'description', 'parent_id']));
                toast.error(categoryMessages.errorCreating, errorMessage(error));
              },
            },
          );
        }}
      />
    </div>
  );
}
