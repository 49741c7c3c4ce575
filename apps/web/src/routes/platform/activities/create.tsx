import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { ActivityFields } from '@lug/domain/activities';
import { activityYear } from '@lug/domain/activities-helpers';
import { FormPage, useSaveForm } from '../../../components/catalogue/form-page';
import { ActivityForm, activityFormFields } from '../../../features/activities/activity-form';
import { activityMessages } from '../../../features/activities/messages';
import { RequirePermission } from '../../../features/organizations/require-permission';
import { useOrganization } from '../../../features/organizations/use-organization';
import { organizationLoader } from '../../../lib/route-loader';
import { titleHead } from '../../../lib/title';
import { trpcHooks } from '../../../lib/trpc';
import { useErrorToast } from '../../../lib/use-error-toast';

export const Route = createFileRoute('/platform/activities/create')({
  loader: organizationLoader((trpcHooks, organization_id) => [trpcHooks.categories.list.prefetch({ organization_id })]),
  head: () => titleHead('Create Activity'),
  component: () => (
    <RequirePermission permission="activities.manage">
      <CreateActivityPage />
    </RequirePermission>
  ),
});

function CreateActivityPage() {
  const { organizationId } = useOrganization();
  const navigate = useNavigate();
  const utils = trpcHooks.useUtils();
  const categories = trpcHooks.categories.list.useQuery({ organization_id: organizationId });
  useErrorToast(categories.error, activityMessages.errorLoadingCategories);
  const create = trpcHooks.activities.create.useMutation();
  const save = useSaveForm({
    save: (values: ActivityFields) => create.mutateAsync({ ...values, organization_id: organizationId }),
    saved: activityMessages.created,
    failed: activityMessages.errorCreating,
    fields: activityFormFields,
    onSaved: async (activity) => {
      await Promise.all([utils.activities.invalidate(), utils.categories.list.invalidate()]);
      await navigate({ to: '/platform/activities', search: { year: activityYear(activity.start_date) } });
    },
  });

  return (
    <FormPage title="Create Activity" description="Add a meeting, show or build to your group's calendar." width="3xl">
      <ActivityForm
        categories={categories.data ?? []}
        categoriesLoading={categories.isPending}
        submitLabel="Create Activity"
        isPending={save.isPending}
        serverErrors={save.serverErrors}
        onSubmit={save.submit}
      />
    </FormPage>
  );
}
