import { useEffect, useState } from 'react';
import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { PageHeader } from '../../../../components/page-header';
import { PageSpinner } from '../../../../components/ui/spinner';
import { CategoryForm } from '../../../../features/categories/category-form';
import { categoryMessages } from '../../../../features/categories/messages';
import { RequirePermission } from '../../../../features/organizations/require-permission';
import { useOrganization } from '../../../../features/organizations/use-organization';
import { titleHead } from '../../../../lib/title';
import { toast } from '../../../../lib/toast';
import { apiFieldErrors, errorMessage, trpc } from '../../../../lib/trpc';
import { useErrorToast } from '../../../../lib/use-error-toast';

export const Route = createFileRoute('/platform/categories/$id/edit')({
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
        context.trpc.categories.get.queryOptions({ organization_id: organizationId, id: params.id }),
      ),
      context.queryClient.prefetchQuery(context.trpc.categories.list.queryOptions({ organization_id: organizationId })),
    ]);
  },
  head: () => titleHead('Edit Category'),
  component: () => (
    <RequirePermission permission="activities.manage">
      <EditCategoryPage />
    </RequirePermission>
  ),
});

function EditCategoryPage() {
  const { id } = Route.useParams();
  const { organizationId } = useOrganization();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const category = trpc.categories.get.useQuery({ organization_id: organizationId, id });
  const categories = trpc.categories.list.useQuery({ organization_id: organizationId });
  useErrorToast(categories.error, categoryMessages.errorLoading);
  const update = trpc.categories.update.useMutation();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  // 'Error loading data', then back to the list (docs/product/categories.md#create-and-edit-category).
  useEffect(() => {
    if (!category.error) return;
    toast.error(categoryMessages.errorLoadingData, errorMessage(category.error));
    void navigate({ to: '/platform/categories', replace: true });
  }, [category.error, navigate]);

  if (category.isPending || category.isError) return <PageSpinner label="Loading category" />;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader title="Edit Category" description={category.data.name} />
      <CategoryForm
        initial={category.data}
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
                toast.success(categoryMessages.updated);
                await Promise.all([utils.categories.invalidate(), utils.activities.invalidate()]);
                await navigate({ to: '/platform/categories' });
              },
              onError: (error) => {
                // A parent that would make the category its own ancestor comes back as a parent_id problem.
                setServerErrors(apiFieldErrors(error, ['name', 'description', 'parent_id']));
                toast.error(categoryMessages.errorUpdating, errorMessage(error));
              },
            },
          );
        }}
      />
    </div>
  );
}
