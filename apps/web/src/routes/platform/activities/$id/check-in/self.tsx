import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { screenError } from '../../../../../components/screen-error';
import { Button } from '../../../../../components/ui/button';
import { PageHeader } from '../../../../../components/page-header';
import { Card, CardContent } from '../../../../../components/ui/card';
import { ButtonLink } from '../../../../../components/ui/link';
import { activityQueries } from '../../../../../features/activities/api';
import { activityLoadFailure } from '../../../../../features/activities/messages';
import { participationRoleQueries } from '../../../../../features/participation-roles/api';
import { useOrganization } from '../../../../../features/organizations/use-organization';
import { useCheckIn } from '../../../../../features/rsvp/api';
import { loadRow, numericIdParams } from '../../../../../lib/route-loader';
import { searchString } from '../../../../../lib/search-params';
import { titleHead } from '../../../../../lib/title';

/**
 * The page the kiosk's QR code opens (`?code=`): one button that checks the signed-in member in
 * with the activity's current code, and a plain answer (docs/product/activities.md#self-check-in).
 */
export const Route = createFileRoute('/platform/activities/$id/check-in/self')({
  params: numericIdParams,
  validateSearch: (search: Record<string, unknown>): { code?: string } => ({ code: searchString(search.code) }),
  loader: loadRow((queryClient, organizationId, id) => [
    queryClient.ensureQueryData(activityQueries.get(organizationId, id)),
  ]),
  head: () => titleHead('Check in'),
  errorComponent: screenError({ heading: 'Check in', ...activityLoadFailure }),
  component: SelfCheckInPage,
});

function SelfCheckInPage() {
  const { id } = Route.useParams();
  const { code } = Route.useSearch();
  const { organizationId } = useOrganization();
  const { data: activity } = useSuspenseQuery(activityQueries.get(organizationId, id));
  const checkIn = useCheckIn();
  const roles = useQuery({ ...participationRoleQueries.list(organizationId), enabled: checkIn.isSuccess });
  const role = checkIn.data ? roles.data?.find((r) => r.id === checkIn.data.role_id) : undefined;

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6">
      <PageHeader title="Check in" description={activity.title} />
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          {!code ? (
            <p role="alert" className="text-danger-text">
              This link has no check-in code. Scan the QR code at the door again.
            </p>
          ) : checkIn.isSuccess ? (
            <div role="status" className="flex flex-col gap-1 rounded-xl bg-success-soft p-4 text-success-text">
              <p className="text-lg font-semibold">You are checked in</p>
              <p>
                {checkIn.data.date === null ? 'For the whole event' : `For ${checkIn.data.date}`}
                {role ? ` as ${role.name} (${role.points} points)` : ''}.
              </p>
            </div>
          ) : (
            <>
              <p className="text-fg-muted">Tap the button to record that you are here.</p>
              <Button
                size="lg"
                className="w-full"
                isPending={checkIn.isPending}
                onPress={() => checkIn.mutate({ organization_id: organizationId, id, code })}
              >
                Check me in
              </Button>
              {checkIn.isError ? (
                <p role="alert" className="rounded-xl bg-danger-soft p-4 text-danger-text">
                  Not checked in: {checkIn.error.message}
                </p>
              ) : null}
            </>
          )}
          <ButtonLink to="/platform/activities/$id" params={{ id }} variant="secondary">
            View activity
          </ButtonLink>
        </CardContent>
      </Card>
    </div>
  );
}
