import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { CategoryFields } from '@lug/domain/categories';
import { BackLink, EditPage, useSaveForm } from '../../../../components/catalogue/form-page';
import { CategoryForm, categoryFormFields } from '../../../../features/categories/category-form';
import { categoryMessages } from '../../../../features/categories/messages';
import { RequirePermission } from '../../../../features/organizations/require-permission';
import { useOrganization } from '../../../../features/organizations/use-organization';
import { numericIdParams, rowLoader } from '../../../../lib/route-loader';
import { titleHead } from '../../../../lib/title';
import { trpc } from '../../../../lib/trpc';
import { useErrorToast } from '../../../../lib/use-error-toast';

export const Route = createFileRoute('/platform/categories/$id/edit')({
  params: numericIdParams,
  loader: rowLoader((trpc, organization_id, id) => [
    trpc.categories.get.prefetch({ organization_id, id }),
    trpc.categories.list.prefetch({ organization_id }),
  ]),
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
  const save = useSaveForm({
    save: (values: CategoryFields) => update.mutateAsync({ ...values, organization_id: organizationId, id }),
    saved: categoryMessages.updated,
    failed: categoryMessages.errorUpdating,
    // A parent that would make the category its own ancestor comes back as a parent_id problem.
    fields: categoryFormFields,
    onSaved: async () => {
      await Promise.all([utils.categories.invalidate(), utils.activities.invalidate()]);
      await navigate({ to: '/platform/categories' });
    },
  });

  return (
    <EditPage
      title="Edit Category"
      query={category}
      loadingLabel="Loading category"
      errorTitle={categoryMessages.errorLoadingData}
      back={<BackLink to="/platform/categories">Back to Categories</BackLink>}
      description={(row) => row.name}
    >
      {(row) => (
        <CategoryForm
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
