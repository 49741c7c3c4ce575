import { t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { localDateTime } from '@lug/domain/rsvp-helpers';
import { screenError } from '../../../../../components/screen-error';
import { Button } from '../../../../../components/ui/button';
import { PageHeader } from '../../../../../components/page-header';
import { Card, CardContent } from '../../../../../components/ui/card';
import { ButtonLink } from '../../../../../components/ui/link';
import { activityQueries } from '../../../../../features/activities/api';
import { activityLoadFailure } from '../../../../../features/activities/messages';
import { participationRoleQueries } from '../../../../../features/participation-roles/api';
import { useDateTimeStyle, useFormatDate, warmDateFormat } from '../../../../../features/organizations/use-format-date';
import { useOrganization } from '../../../../../features/organizations/use-organization';
import { useCheckIn } from '../../../../../features/rsvp/api';
import { loadRow, numericIdParams } from '../../../../../lib/route-loader';
import { searchString } from '../../../../../lib/search-params';
import { titleHead } from '../../../../../lib/title';

/**
 * The page the kiosk's QR code opens (`?code=`): one button that checks the signed-in member in
 * with the activity's current code for the group's today, and a plain answer
 * (docs/product/activities.md#self-check-in). On a day outside the activity it says when check-in
 * is open instead of offering a button the server would refuse (decision 0039).
 */
export const Route = createFileRoute('/platform/activities/$id/check-in/self')({
  params: numericIdParams,
  validateSearch: (search: Record<string, unknown>): { code?: string } => ({ code: searchString(search.code) }),
  loader: loadRow((queryClient, organizationId, id) => [
    queryClient.ensureQueryData(activityQueries.get(organizationId, id)),
    warmDateFormat(queryClient, organizationId),
  ]),
  head: () => titleHead(t`Check in`),
  errorComponent: (props) => screenError({ heading: t`Check in`, ...activityLoadFailure() })(props),
  component: SelfCheckInPage,
});

function SelfCheckInPage() {
  const { t } = useLingui();
  const { id } = Route.useParams();
  const { code } = Route.useSearch();
  const { organizationId } = useOrganization();
  const { data: activity } = useSuspenseQuery(activityQueries.get(organizationId, id));
  const checkIn = useCheckIn();
  const roles = useQuery({ ...participationRoleQueries.list(organizationId), enabled: checkIn.isSuccess });
  const role = checkIn.data ? roles.data?.find((r) => r.id === checkIn.data.role_id) : undefined;
  const problem = checkIn.error?.message;
  const { timeZone } = useDateTimeStyle();
  const formatDate = useFormatDate();
  const today = localDateTime(new Date(), timeZone).date;
  const start = formatDate(activity.start_date);
  const end = formatDate(activity.end_date);

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6">
      <PageHeader title={t`Check in`} description={activity.title} />
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          {!code ? (
            <p role="alert" className="text-danger-text">
              <Trans>This link has no check-in code. Scan the QR code at the door again.</Trans>
            </p>
          ) : !checkIn.isSuccess && today < activity.start_date ? (
            <p role="status" className="rounded-xl bg-surface-2 p-4">
              <Trans>Check-in opens on {start}, the activity's first day.</Trans>
            </p>
          ) : !checkIn.isSuccess && today > activity.end_date ? (
            <p role="status" className="rounded-xl bg-surface-2 p-4">
              <Trans>This activity ended on {end}: check-in is closed.</Trans>
            </p>
          ) : checkIn.isSuccess ? (
            <div role="status" className="flex flex-col gap-1 rounded-xl bg-success-soft p-4 text-success-text">
              <p className="text-lg font-semibold">
                <Trans>You are checked in</Trans>
              </p>
              <p>
                <CheckedInFor date={checkIn.data.date === null ? null : formatDate(checkIn.data.date)} role={role} />
              </p>
            </div>
          ) : (
            <>
              <p className="text-fg-muted">
                <Trans>Tap the button to record that you are here today.</Trans>
              </p>
              <Button
                size="lg"
                className="w-full"
                isPending={checkIn.isPending}
                onPress={() => checkIn.mutate({ organization_id: organizationId, id, code })}
              >
                <Trans>Check me in</Trans>
              </Button>
              {checkIn.isError ? (
                <p role="alert" className="rounded-xl bg-danger-soft p-4 text-danger-text">
                  <Trans>Not checked in: {problem}</Trans>
                </p>
              ) : null}
            </>
          )}
          <ButtonLink to="/platform/activities/$id" params={{ id }} variant="secondary">
            <Trans>View activity</Trans>
          </ButtonLink>
        </CardContent>
      </Card>
    </div>
  );
}

/** "For the whole event." / "For 2026-06-27 as Attendee (2 points)." */
function CheckedInFor({ date, role }: { date: string | null; role: { name: string; points: number } | undefined }) {
  if (!role) return date === null ? <Trans>For the whole event.</Trans> : <Trans>For {date}.</Trans>;
  const roleName = role.name;
  const points = role.points;
  return date === null ? (
    <Plural
      value={points}
      one={`For the whole event as ${roleName} (# point).`}
      other={`For the whole event as ${roleName} (# points).`}
    />
  ) : (
    <Plural
      value={points}
      one={`For ${date} as ${roleName} (# point).`}
      other={`For ${date} as ${roleName} (# points).`}
    />
  );
}
