import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { CategoryFields } from '@lug/domain/categories';
import { FormPage, useSaveForm } from '../../../components/catalogue/form-page';
import { CategoryForm, categoryFormFields } from '../../../features/categories/category-form';
import { categoryMessages } from '../../../features/categories/messages';
import { RequirePermission } from '../../../features/organizations/require-permission';
import { useOrganization } from '../../../features/organizations/use-organization';
import { organizationLoader } from '../../../lib/route-loader';
import { titleHead } from '../../../lib/title';
import { trpc } from '../../../lib/trpc';
import { useErrorToast } from '../../../lib/use-error-toast';

export const Route = createFileRoute('/platform/categories/create')({
  loader: organizationLoader((trpc, organization_id) => [trpc.categories.list.prefetch({ organization_id })]),
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
  const save = useSaveForm({
    save: (values: CategoryFields) => create.mutateAsync({ ...values, organization_id: organizationId }),
    saved: categoryMessages.created,
    failed: categoryMessages.errorCreating,
    fields: categoryFormFields,
    onSaved: async () => {
      await utils.categories.invalidate();
      await navigate({ to: '/platform/categories' });
    },
  });

  return (
    <FormPage title="Create Category">
      <CategoryForm
        categories={categories.data ?? []}
        categoriesLoading={categories.isPending}
        submitLabel="Create Category"
        isPending={save.isPending}
        serverErrors={save.serverErrors}
        onSubmit={save.submit}
      />
    </FormPage>
  );
}
