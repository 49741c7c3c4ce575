import { useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { activityYear } from '@lug/domain/activities-helpers';
import { PageHeader } from '../../../components/page-header';
import { ActivityForm } from '../../../features/activities/activity-form';
import { activityMessages } from '../../../features/activities/messages';
import { RequirePermission } from '../../../features/organizations/require-permission';
import { useOrganization } from '../../../features/organizations/use-organization';
import { titleHead } from '../../../lib/title';
import { toast } from '../../../lib/toast';
import { apiFieldErrors, errorMessage, trpc } from '../../../lib/trpc';
import { useErrorToast } from '../../../lib/use-error-toast';

export const Route = createFileRoute('/platform/activities/create')({
  loader: async ({ context }) => {
    const organizationId = context.organization?.id;
    if (!organizationId) return;
    await context.queryClient.prefetchQuery(
      context.trpc.categories.list.queryOptions({ organization_id: organizationId }),
    );
  },
  head: () => titleHead('Create Activity'),
  component: () => (
    <RequirePermission permission="activities.manage">
      <CreateActivityPage />
    </RequirePermission>
  ),
});

const formFields = [
  'title',
  'description',
  'start_date',
  'end_date',
  'start_time',
  'end_time',
  'location',
  'organizer',
  'external_url',
];

function CreateActivityPage() {
  const { organizationId } = useOrganization();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const categories = trpc.categories.list.useQuery({ organization_id: organizationId });
  useErrorToast(categories.error, activityMessages.errorLoadingCategories);
  const create = trpc.activities.create.useMutation();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader title="Create Activity" description="Add a meeting, show or build to your group's calendar." />
      <ActivityForm
        categories={categories.data ?? []}
        categoriesLoading={categories.isPending}
        submitLabel="Create Activity"
        isPending={create.isPending}
        serverErrors={serverErrors}
        onSubmit={(values) => {
          setServerErrors({});
          create.mutate(
            { ...values, organization_id: organizationId },
            {
              onSuccess: async (activity) => {
                toast.success(activityMessages.created);
                await Promise.all([utils.activities.invalidate(), utils.categories.list.invalidate()]);
                await navigate({ to: '/platform/activities', search: { year: activityYear(activity.start_date) } });
              },
              onError: (error) => {
                setServerErrors(apiFieldErrors(error, formFields));
                toast.error(activityMessages.errorCreating, errorMessage(error));
              },
            },
          );
        }}
      />
    </div>
  );
}
