import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { CategoryFields } from '@lug/domain/categories';
import { FormPage, useSaveForm } from '../../../components/catalogue/form-page';
import { screenError } from '../../../components/screen-error';
import { categoryQueries, useCreateCategory } from '../../../features/categories/api';
import { CategoryForm } from '../../../features/categories/category-form';
import { categoryMessages } from '../../../features/categories/messages';
import { requirePermission } from '../../../features/organizations/guards';
import { useOrganization } from '../../../features/organizations/use-organization';
import { loadOrganization } from '../../../lib/route-loader';
import { titleHead } from '../../../lib/title';

export const Route = createFileRoute('/platform/categories/create')({
  beforeLoad: requirePermission('activities.manage'),
  loader: loadOrganization((queryClient, organizationId) => [
    queryClient.ensureQueryData(categoryQueries.list(organizationId)),
  ]),
  head: () => titleHead(t`Create Category`),
  errorComponent: (props) => screenError({ heading: t`Create Category`, title: categoryMessages.errorLoading })(props),
  component: CreateCategoryPage,
});

function CreateCategoryPage() {
  const { t } = useLingui();
  const { organizationId } = useOrganization();
  const navigate = useNavigate();
  const { data: categories } = useSuspenseQuery(categoryQueries.list(organizationId));
  const create = useCreateCategory();
  const save = useSaveForm({
    save: (values: CategoryFields) => create.mutateAsync({ ...values, organization_id: organizationId }),
    toasts: { saved: categoryMessages.created(), failed: categoryMessages.errorCreating() },
    onSaved: () => navigate({ to: '/platform/categories' }),
  });

  return (
    <FormPage title={t`Create Category`}>
      <CategoryForm categories={categories} submitLabel={t`Create Category`} save={save} />
    </FormPage>
  );
}
