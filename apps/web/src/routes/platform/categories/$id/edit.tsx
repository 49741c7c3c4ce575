import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { CategoryFields } from '@lug/domain/categories';
import { FormPage, useSaveForm } from '../../../../components/catalogue/form-page';
import { screenError } from '../../../../components/screen-error';
import { categoryQueries, useUpdateCategory } from '../../../../features/categories/api';
import { CategoryForm } from '../../../../features/categories/category-form';
import { categoryMessages } from '../../../../features/categories/messages';
import { requirePermission } from '../../../../features/organizations/guards';
import { useOrganization } from '../../../../features/organizations/use-organization';
import { loadRow, numericIdParams } from '../../../../lib/route-loader';
import { titleHead } from '../../../../lib/title';

export const Route = createFileRoute('/platform/categories/$id/edit')({
  params: numericIdParams,
  beforeLoad: requirePermission('activities.manage'),
  loader: loadRow((queryClient, organizationId, id) => [
    queryClient.ensureQueryData(categoryQueries.get(organizationId, id)),
    queryClient.ensureQueryData(categoryQueries.list(organizationId)),
  ]),
  head: () => titleHead(t`Edit Category`),
  errorComponent: (props) =>
    screenError({
      heading: t`Edit Category`,
      title: categoryMessages.errorLoadingData,
      back: { to: '/platform/categories', label: t`Back to Categories` },
    })(props),
  component: EditCategoryPage,
});

function EditCategoryPage() {
  const { t } = useLingui();
  const { id } = Route.useParams();
  const { organizationId } = useOrganization();
  const navigate = useNavigate();
  const { data: category } = useSuspenseQuery(categoryQueries.get(organizationId, id));
  const { data: categories } = useSuspenseQuery(categoryQueries.list(organizationId));
  const update = useUpdateCategory();
  const save = useSaveForm({
    save: (values: CategoryFields) => update.mutateAsync({ ...values, organization_id: organizationId, id }),
    toasts: { saved: categoryMessages.updated(), failed: categoryMessages.errorUpdating() },
    onSaved: () => navigate({ to: '/platform/categories' }),
  });

  return (
    <FormPage title={t`Edit Category`} description={category.name}>
      <CategoryForm initial={category} categories={categories} submitLabel={t`Save Changes`} save={save} />
    </FormPage>
  );
}
