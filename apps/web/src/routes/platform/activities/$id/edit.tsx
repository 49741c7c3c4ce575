import { useState } from 'react';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { ActivityFields } from '@lug/domain/activities';
import {
  activityYear,
  type ParticipationChangeMode,
  type ParticipationChangePreview,
} from '@lug/domain/activities-helpers';
import { FormPage, useSaveForm } from '../../../../components/catalogue/form-page';
import { screenError } from '../../../../components/screen-error';
import { activityQueries, useUpdateActivity } from '../../../../features/activities/api';
import { ActivityForm } from '../../../../features/activities/activity-form';
import { activityLoadFailure, activityMessages as m } from '../../../../features/activities/messages';
import { ParticipationChangeDialog } from '../../../../features/activities/participation-change-dialog';
import { readPreview } from '../../../../features/activities/participation-change-words';
import { categoryQueries } from '../../../../features/categories/api';
import { requirePermission } from '../../../../features/organizations/guards';
import { useOrganization } from '../../../../features/organizations/use-organization';
import { loadRow, numericIdParams } from '../../../../lib/route-loader';
import { titleHead } from '../../../../lib/title';
import { apiErrorCode, apiErrorDetails } from '../../../../lib/trpc';

export const Route = createFileRoute('/platform/activities/$id/edit')({
  params: numericIdParams,
  beforeLoad: requirePermission('activities.manage'),
  loader: loadRow((queryClient, organizationId, id) => [
    queryClient.ensureQueryData(activityQueries.get(organizationId, id)),
    queryClient.ensureQueryData(categoryQueries.list(organizationId)),
  ]),
  head: () => titleHead(t`Edit Activity`),
  errorComponent: (props) => screenError({ heading: t`Edit Activity`, ...activityLoadFailure() })(props),
  component: EditActivityPage,
});

/** The values to save, and the user's answer about the activity's participation records. */
interface ActivitySave {
  values: ActivityFields;
  participationChange?: ParticipationChangeMode;
}

function EditActivityPage() {
  const { t } = useLingui();
  const { id } = Route.useParams();
  const { organizationId } = useOrganization();
  const navigate = useNavigate();
  const { data: activity } = useSuspenseQuery(activityQueries.get(organizationId, id));
  const { data: categories } = useSuspenseQuery(categoryQueries.list(organizationId));
  const update = useUpdateActivity();
  /** The values waiting for the user's answer about participation records: how many are affected, what each answer does. */
  const [pending, setPending] = useState<{
    values: ActivityFields;
    affected: number;
    preview: ParticipationChangePreview | null;
  } | null>(null);
  const save = useSaveForm({
    save: ({ values, participationChange }: ActivitySave) =>
      update.mutateAsync({
        ...values,
        organization_id: organizationId,
        id,
        ...(participationChange ? { participation_change: participationChange } : {}),
      }),
    toasts: { saved: m.updated(), failed: m.errorUpdating() },
    onSaved: (saved) => {
      setPending(null);
      return navigate({ to: '/platform/activities', search: { year: activityYear(saved.start_date) } });
    },
    // Dates that leave participation records outside the activity: ask what becomes of them.
    onRefused: (error, { values, participationChange }) => {
      const details = apiErrorDetails(error);
      const { affected } = details;
      const ask =
        apiErrorCode(error) === 'PARTICIPATION_CHANGE_REQUIRED' && typeof affected === 'number' && !participationChange;
      setPending(ask ? { values, affected, preview: readPreview(details) } : null);
      return ask;
    },
  });

  return (
    <FormPage title={t`Edit Activity`} description={activity.title} width="3xl">
      <ActivityForm
        initial={activity}
        organizationId={organizationId}
        categories={categories}
        submitLabel={t`Save Changes`}
        // The form's button spins only until the question about participation records is asked.
        save={{ ...save, submit: (values) => save.submit({ values }), isPending: save.isPending && pending === null }}
      />
      <ParticipationChangeDialog
        affected={pending?.affected ?? null}
        preview={pending?.preview ?? null}
        pendingMode={save.submitted?.participationChange ?? null}
        onCancel={() => setPending(null)}
        onChoose={(participationChange) => pending && save.submit({ values: pending.values, participationChange })}
      />
    </FormPage>
  );
}
