import { Fragment, type ReactNode } from 'react';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { Dashboard } from '@lug/domain/dashboard';
import { standingBadge } from '@lug/domain/dues-figures';
import { PageHeader } from '../../components/page-header';
import { screenError } from '../../components/screen-error';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Link } from '../../components/ui/link';
import { ProgressBar } from '../../components/ui/progress-bar';
import { useSession } from '../../features/auth/session';
import { dashboardQueries } from '../../features/dashboard/api';
import { FeedbackCard } from '../../features/dashboard/feedback-card';
import { MyDuesCard, standingVariant } from '../../features/dashboard/my-dues-card';
import { SetupChecklist } from '../../features/dashboard/setup-checklist';
import { MyInvitationsCard } from '../../features/invitations/my-invitations-card';
import { MemberStatusBadge } from '../../features/members/member-status-badge';
import { warmDateFormat, useFormatDate } from '../../features/organizations/use-format-date';
import { useOrganization } from '../../features/organizations/use-organization';
import { describeDues, duesFigureLabels, registrationBadges } from '../../features/registration/messages';
import { RsvpQuickAnswer } from '../../features/rsvp/rsvp-quick-answer';
import { useStandings } from '../../features/rsvp/use-standings';
import { cn } from '../../lib/cn';
import { titleHead } from '../../lib/title';
import { loadOrganization } from '../../lib/route-loader';
import { Detail } from '../../components/ui/detail';

export const Route = createFileRoute('/platform/dashboard')({
  loader: loadOrganization((queryClient, organizationId) => [
    queryClient.ensureQueryData(dashboardQueries.get(organizationId)),
    warmDateFormat(queryClient, organizationId),
  ]),
  head: () => titleHead(t`Dashboard`),
  errorComponent: screenError({ heading: msg`Dashboard`, title: msg`Error loading the dashboard` }),
  component: DashboardPage,
});

function DashboardPage() {
  const { data: session } = useSession();
  const { organization, organizationId } = useOrganization();
  const { data: dashboard } = useSuspenseQuery(dashboardQueries.get(organizationId));
  const formatDate = useFormatDate();
  const { t } = useLingui();
  const firstName = session?.user.first_name ?? '';
  const organizationName = organization.name;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t`Dashboard`}
        description={t`Welcome back, ${firstName}. Here is what is happening in ${organizationName}.`}
      />
      <MyInvitationsCard formatDate={formatDate} />
      {dashboard.setup ? <SetupChecklist steps={dashboard.setup} /> : null}
      <DashboardCards dashboard={dashboard} organizationId={organizationId} />
    </div>
  );
}

function DashboardCards({ dashboard, organizationId }: { dashboard: Dashboard; organizationId: number }) {
  const formatDate = useFormatDate();
  const { participation, points, membership, overview, year } = dashboard;
  const { t } = useLingui();
  const registered = t(duesFigureLabels.registered);
  const paid = t(duesFigureLabels.paid);
  return (
    <>
      {overview ? (
        <section aria-labelledby="at-a-glance" className="flex flex-col gap-3">
          <h2 id="at-a-glance" className="text-base font-semibold tracking-tight text-fg">
            <Trans>At a glance</Trans>
          </h2>
          <div className="grid grid-cols-3 gap-3 sm:gap-4 lg:grid-cols-5">
            <Stat label={t`Active members`} value={overview.activeMembers} />
            <Stat
              label={t`${registered} in ${year}`}
              value={overview.dues.registered}
              hint={[ofWhole(overview.dues.members)]}
            />
            <Stat
              label={t`${paid} in ${year}`}
              value={overview.dues.paid}
              hint={(['partPaid', 'giftInLieu', 'unpaid'] as const).map((figure) => describeDues(overview.dues, [figure]))}
            />
            <UpcomingActivities
              className="col-span-3 lg:col-span-2"
              activities={dashboard.upcomingActivities}
              organizationId={organizationId}
            />
          </div>
        </section>
      ) : (
        // A member without the overview still sees what is coming, and answers their RSVP here.
        <UpcomingActivities heading="h2" activities={dashboard.upcomingActivities} organizationId={organizationId} />
      )}

      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader title={t`My LUG Participation`} description={t`Your year ${year} so far.`} />
          <CardContent>
            <dl className="grid grid-cols-3 gap-3">
              <Figure label={t`Activities attended`} value={participation.activitiesAttended} />
              <Figure label={t`Days attended`} value={participation.daysAttended} />
              <Figure
                label={t`Meetings attended`}
                value={participation.meetingCategoriesSet ? participation.meetingsAttended : '—'}
              />
            </dl>
            {participation.meetingCategoriesSet ? null : <NoMeetingCategories />}
            <dl className="mt-4">
              <Detail label={t`Last activity`}>
                {participation.lastActivity ? (
                  <>
                    <Link to="/platform/activities/$id" params={{ id: participation.lastActivity.id }}>
                      {participation.lastActivity.title}
                    </Link>
                    <span className="text-fg-muted"> · {formatDate(participation.lastActivity.date)}</span>
                  </>
                ) : (
                  <span className="text-fg-subtle">
                    <Trans>No activities yet</Trans>
                  </span>
                )}
              </Detail>
            </dl>
          </CardContent>
        </Card>

        <Card>
          <CardHeader title={t`LUG Points Ranking`} description={t`Points earned in ${year}.`} />
          <CardContent className="flex flex-col gap-4">
            {/* On a phone the level gets a row of its own: a level name is a word or two, not a number. */}
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              <Figure label={t`Total points`} value={points.total} />
              <Figure
                label={t`Rank`}
                value={points.rank === null ? '—' : points.rank}
                suffix={points.rank === null ? undefined : ofWhole(points.rankedMembers)}
              />
              <Figure label={t`Level`} value={points.level} small className="col-span-2 sm:col-span-1" />
            </dl>
            {points.nextLevel !== null && points.pointsToNextLevel !== null ? (
              <ProgressBar
                label={pointsToLevel(points.pointsToNextLevel, points.nextLevel)}
                value={points.total}
                minValue={0}
                maxValue={points.total + points.pointsToNextLevel}
                valueLabel={ofWhole(points.total + points.pointsToNextLevel, points.total)}
              />
            ) : (
              <p className="text-sm text-fg-muted">
                <Trans>You have reached the highest level.</Trans>
              </p>
            )}
            {points.rank === null ? (
              <p className="text-sm text-fg-subtle">
                <Trans>Earn points at an activity to be ranked.</Trans>
              </p>
            ) : null}
          </CardContent>
        </Card>

        <Card>
          <CardHeader title={t`Membership Status`} />
          <CardContent>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Detail label={t`Status`}>
                <MemberStatusBadge status={membership.status} />
              </Detail>
              <Detail label={t`Member since`}>{formatDate(membership.memberSince)}</Detail>
              <Detail label={t`Registration ${year}`}>
                <span className="flex flex-wrap gap-1.5">
                  <Badge variant={membership.registered ? 'success' : 'neutral'}>
                    {t(membership.registered ? registrationBadges.registered : registrationBadges.notRegistered)}
                  </Badge>
                  {/* The standing as the books count it (decision 43), the same as My dues: "Part paid". */}
                  <Badge variant={standingVariant[dashboard.myDues.standing]}>
                    {t(registrationBadges[standingBadge[dashboard.myDues.standing]])}
                  </Badge>
                </span>
              </Detail>
              <Detail label={t`Next renewal`}>{formatDate(membership.nextRenewal)}</Detail>
            </dl>
          </CardContent>
        </Card>

        <MyDuesCard dues={dashboard.myDues} />
        <FeedbackCard organizationId={organizationId} />
      </div>
    </>
  );
}

/** "of 40": a figure's whole (the members counted, the points of the next level); with `part`, "12 of 40". */
function ofWhole(whole: number, part?: number) {
  return part === undefined ? t`of ${whole}` : t`${part} of ${whole}`;
}

/** "3 points to Master Builder", the progress bar's name. */
function pointsToLevel(count: number, level: string) {
  return plural(count, { one: `# point to ${level}`, other: `# points to ${level}` });
}

/** A figure of "At a glance"; `hint` parts (other figures, named) go under it, a part never broken. */
function Stat({ label, value, hint }: { label: string; value: number; hint?: readonly string[] }) {
  return (
    <Card className="px-3 py-3 sm:px-4">
      <dl>
        <dt className="text-xs text-fg-muted sm:text-sm">{label}</dt>
        <dd className="text-2xl font-semibold tracking-tight text-fg tabular-nums">{value}</dd>
        {hint ? (
          <dd className="text-xs text-fg-muted tabular-nums">
            {hint.map((part, index) => (
              <Fragment key={part}>
                {index > 0 ? ' · ' : null}
                <span className="whitespace-nowrap">{part}</span>
              </Fragment>
            ))}
          </dd>
        ) : null}
      </dl>
    </Card>
  );
}

/**
 * "Meetings attended" counts activities in the categories the group marks as meetings; with none
 * marked it cannot count, and says so, with the way to Membership settings for those who may go.
 */
function NoMeetingCategories() {
  const { can } = useOrganization();
  return (
    <p className="mt-3 text-sm text-fg-muted">
      <Trans>Meetings attended counts activities in the group’s meeting categories, and none are chosen yet.</Trans>{' '}
      {can('settings.manage') ? (
        <Link to="/platform/settings/membership">
          <Trans>Choose meeting categories in Settings</Trans>
        </Link>
      ) : (
        <Trans>An administrator chooses them in Settings.</Trans>
      )}
    </p>
  );
}

function Figure({
  label,
  value,
  suffix,
  small,
  className,
}: {
  label: string;
  value: ReactNode;
  suffix?: string;
  small?: boolean;
  className?: string;
}) {
  return (
    <div className={`flex min-w-0 flex-col gap-0.5 rounded-lg bg-surface-2 px-3 py-2 ${className ?? ''}`}>
      <dt className="text-xs text-fg-muted">{label}</dt>
      {/* A long level name a group chose breaks inside its box rather than overflowing it. */}
      <dd
        className={`font-semibold [overflow-wrap:anywhere] text-fg tabular-nums ${small ? 'text-base leading-7' : 'text-xl'}`}
      >
        {value}
        {suffix ? <span className="ms-1 text-sm font-normal text-fg-muted">{suffix}</span> : null}
      </dd>
    </div>
  );
}

/** The group's next activities, each with the reader's RSVP answer where the activity takes them. */
function UpcomingActivities({
  activities,
  organizationId,
  className,
  heading: Heading = 'h3',
}: {
  activities: Dashboard['upcomingActivities'];
  organizationId: number;
  className?: string;
  /** h3 inside "At a glance"; h2 where it stands alone. */
  heading?: 'h2' | 'h3';
}) {
  const formatDate = useFormatDate();
  const standings = useStandings(organizationId, activities);
  return (
    <Card className={cn('px-4 py-3', className)}>
      <Heading className="text-sm text-fg-muted">
        <Trans>Upcoming activities</Trans>
      </Heading>
      {activities.length === 0 ? (
        <p className="mt-1 text-sm text-fg-subtle">
          <Trans>None planned</Trans>
        </p>
      ) : (
        <ul className="mt-1 flex flex-col gap-1">
          {activities.map((activity) => (
            <li key={activity.id} className="flex flex-col gap-0.5 text-sm">
              <span className="flex items-baseline justify-between gap-2">
                <Link to="/platform/activities/$id" params={{ id: activity.id }} className="min-w-0 truncate">
                  {activity.title}
                </Link>
                <span className="shrink-0 text-xs text-fg-muted tabular-nums">{formatDate(activity.start_date)}</span>
              </span>
              {standings.get(activity.id) ? (
                <RsvpQuickAnswer
                  organizationId={organizationId}
                  title={activity.title}
                  standing={standings.get(activity.id)!}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
