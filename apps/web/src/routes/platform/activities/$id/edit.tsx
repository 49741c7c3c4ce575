import { useState } from 'react';
import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import type { ActivityFields } from '@lug/domain/activities';
import {
  activityYear,
  type ParticipationChangeMode,
} from '@lug/domain/activities-helpers';
import { PageHeader } from '../../../../components/page-header';
import { QueryError } from '../../../../components/query-error';
import { ButtonLink } from '../../../../components/ui/link';
import { PageSpinner } from '../../../../components/ui/spinner';
import { ActivityForm } from '../../../../features/activities/activity-form';
import { activityMessages } from '../../../../features/activities/messages';
import { ParticipationChangeDialog } from '../../../../features/activities/participation-change-dialog';
import { RequirePermission } from '../../../../features/organizations/require-permission';
import { useOrganization } from '../../../../features/organizations/use-organization';
import { titleHead } from '../../../../lib/title';
import { longToastMs, toast } from '../../../../lib/toast';
import { apiErrorCode, apiErrorDetails, apiFieldErrors, errorMessage, trpc } from '../../../../lib/trpc';
import { useErrorToast } from '../../../../lib/use-error-toast';

export const Route = createFileRoute('/platform/activities/$id/edit')({
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
        context.trpc.activities.get.queryOptions({ organization_id: organizationId, id: params.id }),
      ),
      context.queryClient.prefetchQuery(context.trpc.categories.list.queryOptions({ organization_id: organizationId })),
    ]);
  },
  head: () => titleHead('Edit Activity'),
  component: () => (
    <RequirePermission permission="activities.manage">
      <EditActivityPage />
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

function EditActivityPage() {
  const { id } = Route.useParams();
  const { organizationId } = useOrganization();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const activity = trpc.activities.get.useQuery({ organization_id: organizationId, id });
  const categories = trpc.categories.list.useQuery({ organization_id: organizationId });
  useErrorToast(activity.error, activityMessages.errorLoadingActivity, { durationMs: longToastMs });
  useErrorToast(categories.error, activityMessages.errorLoadingCategories);
  const update = trpc.activities.update.useMutation();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  /** The values waiting for the user's answer about participation records, and how many are affected. */
  const [pending, setPending] = useState<{ values: ActivityFields; affected: number } | null>(null);
  const [pendingMode, setPendingMode] = useState<ParticipationChangeMode | null>(null);

  function save(values: ActivityFields, participationChange?: ParticipationChangeMode) {
    setServerErrors({});
    setPendingMode(participationChange ?? null);
    update.mutate(
      {
        ...values,
        organization_id: organizationId,
        id,
        ...(participationChange ? { participation_change: participationChange } : {}),
      },
      {
        onSuccess: async (saved) => {
          setPending(null);
          setPendingMode(null);
          toast.success(activityMessages.updated);
          await Promise.all([utils.activities.invalidate(), utils.categories.list.invalidate()]);
          await navigate({ to: '/platform/activities', search: { year: activityYear(saved.start_date) } });
        },
        onError: (error) => {
          setPendingMode(null);
          const { affected } = apiErrorDetails(error);
          if (apiErrorCode(error) === 'PARTICIPATION_CHANGE_REQUIRED' && typeof affected === 'number' && !participationChange) {
            setPending({ values, affected });
            return;
          }
          setPending(null);
          setServerErrors(apiFieldErrors(error, formFields));
          toast.error(activityMessages.errorUpdating, errorMessage(error));
        },
      },
    );
  }

  if (activity.isPending) return <PageSpinner label="Loading activity" />;
  if (activity.isError) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title="Edit Activity" />
        <QueryError
          title={activityMessages.errorLoadingActivity}
          error={activity.error}
          onRetry={apiErrorCode(activity.error) === 'NOT_FOUND' ? undefined : () => void activity.refetch()}
        />
        <ButtonLink to="/platform/activities" variant="secondary" className="self-center">
          Back to Activities
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader title="Edit Activity" description={activity.data.title} />
      <ActivityForm
        initial={activity.data}
        categories={categories.data ?? []}
        categoriesLoading={categories.isPending}
        submitLabel="Save Changes"
        isPending={update.isPending && pending === null}
        serverErrors={serverErrors}
        onSubmit={(values) => save(values)}
      />
      <ParticipationChangeDialog
        affected={pending?.affected ?? null}
        pendingMode={pendingMode}
        onCancel={() => setPending(null)}
        onChoose={(mode) => pending && save(pending.values, mode)}
      />
    </div>
  );
}
