import { t } from '@lingui/core/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { screenError } from '../../../../../components/screen-error';
import { activityQueries } from '../../../../../features/activities/api';
import { activityLoadFailure } from '../../../../../features/activities/messages';
import { requirePermission } from '../../../../../features/organizations/guards';
import { useOrganization } from '../../../../../features/organizations/use-organization';
import { CheckInPoster } from '../../../../../features/rsvp/check-in-poster';
import { loadRow, numericIdParams } from '../../../../../lib/route-loader';
import { titleHead } from '../../../../../lib/title';

/** The printable check-in poster (issue 28, docs/product/activities.md#check-in-poster). */
export const Route = createFileRoute('/platform/activities/$id/check-in/poster')({
  params: numericIdParams,
  beforeLoad: requirePermission('participation.manage'),
  loader: loadRow((queryClient, organizationId, id) => [queryClient.ensureQueryData(activityQueries.get(organizationId, id))]),
  head: () => titleHead(t`Check-in poster`),
  errorComponent: (props) => screenError({ heading: t`Check-in poster`, ...activityLoadFailure() })(props),
  component: PosterPage,
});

function PosterPage() {
  const { id } = Route.useParams();
  const { organizationId } = useOrganization();
  const { data: activity } = useSuspenseQuery(activityQueries.get(organizationId, id));
  return <CheckInPoster organizationId={organizationId} activity={activity} />;
}
