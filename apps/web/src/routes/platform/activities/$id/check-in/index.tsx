import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { screenError } from '../../../../../components/screen-error';
import { ButtonLink } from '../../../../../components/ui/link';
import { activityLoadFailure } from '../../../../../features/activities/messages';
import { activityQueries } from '../../../../../features/activities/api';
import { requirePermission } from '../../../../../features/organizations/guards';
import { warmDateFormat } from '../../../../../features/organizations/use-format-date';
import { useOrganization } from '../../../../../features/organizations/use-organization';
import { rsvpQueries } from '../../../../../features/rsvp/api';
import { KioskScreen } from '../../../../../features/rsvp/kiosk-screen';
import { OpenKioskButton } from '../../../../../features/rsvp/open-kiosk-button';
import { loadRow, numericIdParams } from '../../../../../lib/route-loader';
import { titleHead } from '../../../../../lib/title';

/**
 * The check-in kiosk as a manager sees it (docs/product/activities.md#check-in-kiosk): the kiosk
 * itself (features/rsvp/kiosk-screen.tsx), the poster and "New code", and "Open as kiosk" to turn
 * this device into a kiosk that can do nothing else (decision 0047).
 */
export const Route = createFileRoute('/platform/activities/$id/check-in/')({
  params: numericIdParams,
  beforeLoad: requirePermission('participation.manage'),
  loader: loadRow((queryClient, organizationId, id) => [
    // The breadcrumb names the activity from this query (platform-breadcrumbs.tsx).
    queryClient.ensureQueryData(activityQueries.get(organizationId, id)),
    queryClient.ensureQueryData(rsvpQueries.kiosk(organizationId, id)),
    warmDateFormat(queryClient, organizationId),
  ]),
  head: () => titleHead(t`Check-in`),
  errorComponent: (props) => screenError({ heading: t`Check-in`, ...activityLoadFailure() })(props),
  component: KioskPage,
});

function KioskPage() {
  const { id } = Route.useParams();
  const { organizationId, can } = useOrganization();
  return (
    <KioskScreen
      organizationId={organizationId}
      activityId={id}
      canRotate={can('activities.manage')}
      showPoster
      actions={
        <>
          <OpenKioskButton organizationId={organizationId} activityId={id} />
          <ButtonLink to="/platform/activities/$id" params={{ id }} variant="secondary">
            <Trans>Back to activity</Trans>
          </ButtonLink>
        </>
      }
    />
  );
}
