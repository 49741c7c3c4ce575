import { useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { ActivityFields } from '@lug/domain/activities';
import { activityYear, type ParticipationChangeMode } from '@lug/domain/activities-helpers';
import { BackLink, EditPage, useSaveForm } from '../../../../components/catalogue/form-page';
import { ActivityForm, activityFormFields } from '../../../../features/activities/activity-form';
import { activityMessages } from '../../../../features/activities/messages';
import { ParticipationChangeDialog } from '../../../../features/activities/participation-change-dialog';
import { RequirePermission } from '../../../../features/organizations/require-permission';
import { useOrganization } from '../../../../features/organizations/use-organization';
import { numericIdParams, rowLoader } from '../../../../lib/route-loader';
import { titleHead } from '../../../../lib/title';
import { longToastMs } from '../../../../lib/toast';
import { apiErrorCode, apiErrorDetails, trpcHooks } from '../../../../lib/trpc';
import { useErrorToast } from '../../../../lib/use-error-toast';

export const Route = createFileRoute('/platform/activities/$id/edit')({
  params: numericIdParams,
  loader: rowLoader((trpcHooks, organization_id, id) => [
    trpcHooks.activities.get.prefetch({ organization_id, id }),
    trpcHooks.categories.list.prefetch({ organization_id }),
  ]),
  head: () => titleHead('Edit Activity'),
  component: () => (
    <RequirePermission permission="activities.manage">
      <EditActivityPage />
    </RequirePermission>
  ),
});

/** The values to save, and the user's answer about the activity's participation records. */
interface ActivitySave {
  values: ActivityFields;
  participationChange?: ParticipationChangeMode;
}

function EditActivityPage() {
  const { id } = Route.useParams();
  const { organizationId } = useOrganization();
  const navigate = useNavigate();
  const utils = trpcHooks.useUtils();
  const activity = trpcHooks.activities.get.useQuery({ organization_id: organizationId, id });
  const categories = trpcHooks.categories.list.useQuery({ organization_id: organizationId });
  useErrorToast(categories.error, activityMessages.errorLoadingCategories);
  const update = trpcHooks.activities.update.useMutation();
  /** The values waiting for the user's answer about participation records, and how many are affected. */
  const [pending, setPending] = useState<{ values: ActivityFields; affected: number } | null>(null);
  const save = useSaveForm({
    save: ({ values, participationChange }: ActivitySave) =>
      update.mutateAsync({
        ...values,
        organization_id: organizationId,
        id,
        ...(participationChange ? { participation_change: participationChange } : {}),
      }),
    saved: activityMessages.updated,
    failed: activityMessages.errorUpdating,
    fields: activityFormFields,
    onSaved: async (saved) => {
      setPending(null);
      await Promise.all([utils.activities.invalidate(), utils.categories.list.invalidate()]);
      await navigate({ to: '/platform/activities', search: { year: activityYear(saved.start_date) } });
    },
    // Dates that leave participation records outside the activity: ask what becomes of them.
    onRefused: (error, { values, participationChange }) => {
      const { affected } = apiErrorDetails(error);
      const ask =
        apiErrorCode(error) === 'PARTICIPATION_CHANGE_REQUIRED' && typeof affected === 'number' && !participationChange;
      setPending(ask ? { values, affected } : null);
      return ask;
    },
  });

  return (
    <EditPage
      title="Edit Activity"
      query={activity}
      loadingLabel="Loading activity"
      errorTitle={activityMessages.errorLoadingActivity}
      errorToastMs={longToastMs}
      back={<BackLink to="/platform/activities">Back to Activities</BackLink>}
      description={(row) => row.title}
      width="3xl"
    >
      {(row) => (
        <>
          <ActivityForm
            initial={row}
            categories={categories.data ?? []}
            categoriesLoading={categories.isPending}
            submitLabel="Save Changes"
            isPending={save.isPending && pending === null}
            serverErrors={save.serverErrors}
            onSubmit={(values) => save.submit({ values })}
          />
          <ParticipationChangeDialog
            affected={pending?.affected ?? null}
            pendingMode={save.submitted?.participationChange ?? null}
            onCancel={() => setPending(null)}
            onChoose={(participationChange) => pending && save.submit({ values: pending.values, participationChange })}
          />
        </>
      )}
    </EditPage>
  );
}
