import { useState } from 'react';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { ActivityFields } from '@lug/domain/activities';
import type { ShiftDateChangeMode } from '@lug/domain/shifts-helpers';
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
import {
  readShiftQuestion,
  ShiftChangeDialog,
  type ShiftChangeQuestion,
} from '../../../../features/activities/shift-change-dialog';
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

/** The values to save, and the user's answers about the activity's participation records and shifts. */
interface ActivitySave {
  values: ActivityFields;
  participationChange?: ParticipationChangeMode;
  shiftChange?: ShiftDateChangeMode;
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
  /** The save waiting for the user's answer about shifts the new dates leave out (decision 0039). */
  const [pendingShifts, setPendingShifts] = useState<{ save: ActivitySave; question: ShiftChangeQuestion } | null>(
    null,
  );
  const save = useSaveForm({
    save: ({ values, participationChange, shiftChange }: ActivitySave) =>
      update.mutateAsync({
        ...values,
        organization_id: organizationId,
        id,
        ...(participationChange ? { participation_change: participationChange } : {}),
        ...(shiftChange ? { shift_change: shiftChange } : {}),
      }),
    toasts: { saved: m.updated(), failed: m.errorUpdating() },
    onSaved: (saved) => {
      setPending(null);
      setPendingShifts(null);
      return navigate({ to: '/platform/activities', search: { year: activityYear(saved.start_date) } });
    },
    // Dates that leave participation records or shifts outside the activity: ask what becomes of them.
    onRefused: (error, submitted) => {
      const details = apiErrorDetails(error);
      const { affected } = details;
      const code = apiErrorCode(error);
      const ask =
        code === 'PARTICIPATION_CHANGE_REQUIRED' && typeof affected === 'number' && !submitted.participationChange;
      setPending(ask ? { values: submitted.values, affected, preview: readPreview(details) } : null);
      const question = code === 'SHIFT_CHANGE_REQUIRED' ? readShiftQuestion(details) : null;
      setPendingShifts(question ? { save: { ...submitted, shiftChange: undefined }, question } : null);
      return ask || question !== null;
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
        save={{
          ...save,
          submit: (values) => save.submit({ values }),
          isPending: save.isPending && pending === null && pendingShifts === null,
        }}
      />
      <ParticipationChangeDialog
        affected={pending?.affected ?? null}
        preview={pending?.preview ?? null}
        pendingMode={save.submitted?.participationChange ?? null}
        onCancel={() => setPending(null)}
        onChoose={(participationChange) => pending && save.submit({ values: pending.values, participationChange })}
      />
      <ShiftChangeDialog
        question={pendingShifts?.question ?? null}
        pendingMode={pendingShifts ? (save.submitted?.shiftChange ?? null) : null}
        onCancel={() => setPendingShifts(null)}
        onChoose={(shiftChange) => pendingShifts && save.submit({ ...pendingShifts.save, shiftChange })}
      />
    </FormPage>
  );
}
