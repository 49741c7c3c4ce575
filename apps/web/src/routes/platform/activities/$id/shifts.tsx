import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../../components/page-header';
import { screenError } from '../../../../components/screen-error';
import { ButtonLink } from '../../../../components/ui/link';
import { activityLoadFailure } from '../../../../features/activities/messages';
import { BookingsCard } from '../../../../features/equipment/bookings-card';
import { useFormatDate, warmDateFormat } from '../../../../features/organizations/use-format-date';
import { useOrganization } from '../../../../features/organizations/use-organization';
import { shiftQueries } from '../../../../features/shifts/api';
import { ShiftsBoard } from '../../../../features/shifts/shifts-board';
import { loadRow, numericIdParams } from '../../../../lib/route-loader';
import { activityQueries } from '../../../../features/activities/api';
import { titleHead } from '../../../../lib/title';

/**
 * An activity's shifts and equipment (docs/product/shows-shifts.md): every member sees the shifts
 * by day and signs up; managers add and confirm shifts and book the group's equipment.
 */
export const Route = createFileRoute('/platform/activities/$id/shifts')({
  params: numericIdParams,
  loader: loadRow((queryClient, organizationId, id) => [
    // The breadcrumb names the activity from this query (platform-breadcrumbs.tsx).
    queryClient.ensureQueryData(activityQueries.get(organizationId, id)),
    queryClient.ensureQueryData(shiftQueries.list(organizationId, id)),
    warmDateFormat(queryClient, organizationId),
  ]),
  head: () => titleHead(t`Shifts`),
  errorComponent: (props) => screenError({ heading: t`Shifts`, ...activityLoadFailure() })(props),
  component: ShiftsPage,
});

function ShiftsPage() {
  const { id } = Route.useParams();
  const { organizationId, can } = useOrganization();
  const formatDate = useFormatDate();
  const { data } = useSuspenseQuery(shiftQueries.list(organizationId, id));
  const title = data.activity.title;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t`Shifts: ${title}`}
        description={
          data.activity.start_date === data.activity.end_date
            ? formatDate(data.activity.start_date)
            : `${formatDate(data.activity.start_date)} – ${formatDate(data.activity.end_date)}`
        }
        actions={
          <ButtonLink to="/platform/activities/$id" params={{ id }} variant="secondary">
            <Trans>Back to Activity</Trans>
          </ButtonLink>
        }
      />
      <ShiftsBoard organizationId={organizationId} activityId={id} formatDate={formatDate} />
      {can('activities.manage') ? <BookingsCard organizationId={organizationId} activityId={id} /> : null}
    </div>
  );
}
