import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { screenError } from '../../../../components/screen-error';
import { ButtonLink } from '../../../../components/ui/link';
import { activityLoadFailure } from '../../../../features/activities/messages';
import { activityQueries } from '../../../../features/activities/api';
import { equipmentQueries } from '../../../../features/equipment/api';
import { exhibitQueries } from '../../../../features/exhibits/api';
import { TablePlanEditor } from '../../../../features/exhibits/table-plan/table-plan-editor';
import { requirePermission } from '../../../../features/organizations/guards';
import { useOrganization } from '../../../../features/organizations/use-organization';
import { loadRow, numericIdParams } from '../../../../lib/route-loader';
import { titleHead } from '../../../../lib/title';

export const Route = createFileRoute('/platform/activities/$id/table-plan')({
  params: numericIdParams,
  beforeLoad: requirePermission('activities.manage'),
  loader: loadRow((queryClient, organizationId, id) => [
    // The breadcrumb names the activity from this query (platform-breadcrumbs.tsx).
    queryClient.ensureQueryData(activityQueries.get(organizationId, id)),
    queryClient.ensureQueryData(exhibitQueries.tablePlan(organizationId, id)),
    // The equipment booked for the activity: its tables can become the plan's (decision 0048).
    queryClient.ensureQueryData(equipmentQueries.bookings(organizationId, id)),
  ]),
  head: () => titleHead(t`Table plan`),
  errorComponent: (props) => screenError({ heading: t`Table plan`, ...activityLoadFailure() })(props),
  component: TablePlanPage,
});

function TablePlanPage() {
  const { id } = Route.useParams();
  const { organizationId } = useOrganization();
  const { data: activity } = useSuspenseQuery(activityQueries.get(organizationId, id));
  const { data } = useSuspenseQuery(exhibitQueries.tablePlan(organizationId, id));
  const { data: bookings } = useSuspenseQuery(equipmentQueries.bookings(organizationId, id));
  return (
    <TablePlanEditor
      // One editor per activity: another activity starts from its own saved plan.
      key={`${organizationId}:${id}`}
      organizationId={organizationId}
      activityId={id}
      activityTitle={activity.title}
      data={data}
      booked={bookings.equipment.filter((item) => item.booked > 0)}
      back={
        <ButtonLink to="/platform/activities/$id/exhibits" params={{ id }} variant="secondary">
          <Trans>Back to exhibits</Trans>
        </ButtonLink>
      }
    />
  );
}
