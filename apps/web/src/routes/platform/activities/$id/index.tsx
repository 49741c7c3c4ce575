import type { ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { activityYear, participantTotals } from '@lug/domain/activities-helpers';
import { EditIcon } from '../../../../components/action-icons';
import { PageHeader } from '../../../../components/page-header';
import { screenError } from '../../../../components/screen-error';
import { Badge } from '../../../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card';
import { ButtonLink, ExternalLink, Link } from '../../../../components/ui/link';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../../components/ui/table';
import { activityQueries } from '../../../../features/activities/api';
import { formatActivityWhen } from '../../../../features/activities/format';
import { activityLoadFailure, participationTypeLabels } from '../../../../features/activities/messages';
import { useFormatDate, warmDateFormat } from '../../../../features/organizations/use-format-date';
import { useOrganization } from '../../../../features/organizations/use-organization';
import { loadRow, numericIdParams } from '../../../../lib/route-loader';
import { titleHead } from '../../../../lib/title';
import { Detail } from '../../../../components/ui/detail';
import { RsvpCard } from '../../../../features/rsvp/rsvp-card';
import { RsvpLists } from '../../../../features/rsvp/rsvp-lists';

export const Route = createFileRoute('/platform/activities/$id/')({
  params: numericIdParams,
  loader: loadRow((queryClient, organizationId, id) => [
    queryClient.ensureQueryData(activityQueries.get(organizationId, id)),
    // The date format: the default until it is there.
    warmDateFormat(queryClient, organizationId),
  ]),
  head: () => titleHead(t`Activity`),
  errorComponent: (props) => screenError({ heading: t`Activity`, ...activityLoadFailure() })(props),
  component: ActivityDetailPage,
});

function Empty({ children }: { children: ReactNode }) {
  return <span className="text-fg-subtle italic">{children}</span>;
}

function ActivityDetailPage() {
  const { t } = useLingui();
  const { id } = Route.useParams();
  const { organizationId, can } = useOrganization();
  const formatDate = useFormatDate();
  const { data: a } = useSuspenseQuery(activityQueries.get(organizationId, id));
  const { participants, uniqueParticipants, totalPoints } = participantTotals(a.Participations);
  const deadline = a.rsvp_deadline ? formatDate(a.rsvp_deadline) : null;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {a.title}
            {a.is_private ? (
              <Badge variant="warning">
                <Trans>Private</Trans>
              </Badge>
            ) : null}
          </span>
        }
        description={a.Organization ? a.Organization.name : t`No organization specified`}
        actions={
          <>
            <ButtonLink to="/platform/activities" search={{ year: activityYear(a.start_date) }} variant="secondary">
              <Trans>Back to Activities</Trans>
            </ButtonLink>
            {can('participation.manage') ? (
              <ButtonLink to="/platform/activities/$id/check-in" params={{ id: a.id }} variant="secondary">
                <Trans>Check-in kiosk</Trans>
              </ButtonLink>
            ) : null}
            {can('activities.manage') ? (
              <ButtonLink to="/platform/activities/$id/edit" params={{ id: a.id }}>
                <EditIcon />
                <Trans>Edit Activity</Trans>
              </ButtonLink>
            ) : null}
          </>
        }
      />

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader title={t`Details`} />
          <CardContent>
            <dl className="grid gap-5 sm:grid-cols-2">
              <Detail label={t`Date & Time`}>{formatActivityWhen(a, formatDate)}</Detail>
              <Detail label={t`Location`}>
                {a.location ?? (
                  <Empty>
                    <Trans>No location specified</Trans>
                  </Empty>
                )}
              </Detail>
              <Detail label={t`Category`}>
                {a.Category ? (
                  <Badge variant="accent">{a.Category.name}</Badge>
                ) : (
                  <Empty>
                    <Trans>No category assigned</Trans>
                  </Empty>
                )}
              </Detail>
              <Detail label={t`Participation Tracking`}>{t(participationTypeLabels[a.participation_type])}</Detail>
              {a.rsvp_open ? (
                <Detail label={t`RSVP`}>
                  {a.rsvp_deadline ? <Trans>Answers until {deadline}</Trans> : <Trans>Answers until the start</Trans>}
                </Detail>
              ) : null}
              {a.organizer ? <Detail label={t`Organizer`}>{a.organizer}</Detail> : null}
              {a.external_url ? (
                <Detail label={t`External URL`}>
                  <ExternalLink href={a.external_url} variant="inline" className="break-all">
                    {a.external_url}
                  </ExternalLink>
                </Detail>
              ) : null}
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader title={t`Description`} />
          <CardContent>
            {a.description ? (
              <p className="text-sm leading-relaxed whitespace-pre-line text-fg">{a.description}</p>
            ) : (
              <p className="text-sm">
                <Empty>
                  <Trans>No description provided</Trans>
                </Empty>
              </p>
            )}
          </CardContent>
        </Card>
      </div>

      {a.rsvp_open ? <RsvpCard organizationId={organizationId} activityId={a.id} /> : null}
      {a.rsvp_open && can('activities.manage') ? <RsvpLists organizationId={organizationId} activityId={a.id} /> : null}

      <Card>
        <CardHeader title={t`Show`} description={t`Exhibits, shifts, the table plan and the report after the show.`} />
        <CardContent className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Link to="/platform/activities/$id/exhibits" params={{ id: a.id }}>
            <Trans>Exhibits</Trans>
          </Link>
          <Link to="/platform/activities/$id/shifts" params={{ id: a.id }}>
            <Trans>Shifts</Trans>
          </Link>
          {can('activities.manage') ? (
            <Link to="/platform/activities/$id/table-plan" params={{ id: a.id }}>
              <Trans>Table plan</Trans>
            </Link>
          ) : null}
          {can('reports.view') || can('activities.manage') ? (
            <Link to="/platform/activities/$id/report" params={{ id: a.id }}>
              <Trans>Report</Trans>
            </Link>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader
          title={t`Participants`}
          description={t`Points summed per member over every day and role.`}
          actions={
            can('participation.manage') ? (
              <Link to="/platform/participation" search={{ activity: a.id }} className="text-sm">
                <Trans>Assign Participants</Trans>
              </Link>
            ) : null
          }
        />
        <CardContent className="flex flex-col gap-4">
          <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
            <div className="rounded-lg bg-surface-2 px-3 py-2">
              <dt className="text-xs text-fg-muted">
                <Trans>Unique participants</Trans>
              </dt>
              <dd className="text-xl font-semibold tabular-nums text-fg">{uniqueParticipants}</dd>
            </div>
            <div className="rounded-lg bg-surface-2 px-3 py-2">
              <dt className="text-xs text-fg-muted">
                <Trans>Total points</Trans>
              </dt>
              <dd className="text-xl font-semibold tabular-nums text-fg">{totalPoints}</dd>
            </div>
          </dl>
          <Table aria-label={t`Participants`}>
            <TableHeader>
              <Column isRowHeader>
                <Trans>Name</Trans>
              </Column>
              <Column>
                <span className="block text-end">
                  <Trans>Total Points</Trans>
                </span>
              </Column>
            </TableHeader>
            <TableBody
              items={participants.map((p) => ({ ...p, id: p.user_id }))}
              renderEmptyState={() => (
                <p className="px-4 py-8 text-center text-sm text-fg-muted">
                  <Trans>No participants yet</Trans>
                </p>
              )}
            >
              {(p) => (
                <Row id={p.user_id}>
                  <Cell>{p.display_name}</Cell>
                  <Cell className="text-end tabular-nums">{p.points}</Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </div>
  );
}
