import type { ReactNode } from 'react';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { MySignupExhibit } from '@lug/domain/my-signups';
import { PageHeader } from '../../components/page-header';
import { screenError } from '../../components/screen-error';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { Card, CardContent } from '../../components/ui/card';
import { ButtonLink, Link } from '../../components/ui/link';
import { formatActivityWhen } from '../../features/activities/format';
import { useFormatDate } from '../../features/organizations/use-format-date';
import { useOrganization } from '../../features/organizations/use-organization';
import { rsvpQueries } from '../../features/rsvp/api';
import { answerBadge } from '../../features/rsvp/words';
import { DownloadLink } from '../../features/show-report/download-link';
import { titleHead } from '../../lib/title';

/**
 * My signups (docs/product/activities.md#my-signups, docs/product/shows-report.md#my-signups): the
 * signed-in person's answers to activities that have not ended, their exhibits and their shifts,
 * in every group they are an active member of, and all of it as a calendar file. Linked from the
 * profile.
 */
export const Route = createFileRoute('/platform/signups')({
  loader: ({ context }) => context.queryClient.ensureQueryData(rsvpQueries.mySignups()),
  head: () => titleHead(t`My signups`),
  errorComponent: screenError({ heading: msg`My signups`, title: msg`Error loading your signups` }),
  component: MySignupsPage,
});

function exhibitBadge(status: MySignupExhibit['status']): { label: string; variant: BadgeVariant } {
  if (status === 'approved') return { label: t`Approved`, variant: 'success' };
  if (status === 'rejected') return { label: t`Rejected`, variant: 'danger' };
  return { label: t`Waiting for review`, variant: 'warning' };
}

function Section({ title, label, children }: { title: string; label: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-fg">{title}</h2>
      <ul className="flex flex-col gap-3" aria-label={label}>
        {children}
      </ul>
    </section>
  );
}

/** One entry: what, when and where on the left, its badge on the right. */
function Entry({ children, badge }: { children: ReactNode; badge: { label: string; variant: BadgeVariant } }) {
  return (
    <li>
      <Card>
        <CardContent className="flex flex-wrap items-start justify-between gap-3 pt-4">
          <div className="flex min-w-0 flex-col gap-1">{children}</div>
          <Badge variant={badge.variant}>{badge.label}</Badge>
        </CardContent>
      </Card>
    </li>
  );
}

function MySignupsPage() {
  const { data } = useSuspenseQuery(rsvpQueries.mySignups());
  const { organizationId } = useOrganization();
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const nothing = data.signups.length === 0 && data.exhibits.length === 0 && data.shifts.length === 0;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title={t`My signups`}
        description={t`Activities you answered, your exhibits and your shifts, that have not ended, in every group.`}
        actions={
          nothing ? null : (
            <DownloadLink href="/api/me/signups.ics">
              <Trans>Add to calendar (.ics)</Trans>
            </DownloadLink>
          )
        }
      />
      {nothing ? (
        <Card>
          <CardContent className="flex flex-col items-start gap-3 pt-6">
            <p className="text-fg-muted">
              <Trans>You have not signed up for any upcoming activity.</Trans>
            </p>
            <ButtonLink to="/platform/activities" variant="secondary">
              <Trans>See activities</Trans>
            </ButtonLink>
          </CardContent>
        </Card>
      ) : null}

      {data.signups.length > 0 ? (
        <Section title={t`Activities`} label={t`My signups`}>
          {data.signups.map((signup) => {
            const here = signup.organization_id === organizationId;
            return (
              <Entry key={`${signup.organization_id}-${signup.activity.id}`} badge={answerBadge(signup)}>
                {here ? (
                  <Link
                    to="/platform/activities/$id"
                    params={{ id: signup.activity.id }}
                    className="font-medium break-words"
                  >
                    {signup.activity.title}
                  </Link>
                ) : (
                  <span className="font-medium break-words">{signup.activity.title}</span>
                )}
                <span className="text-sm text-fg-muted">
                  {formatActivityWhen(signup.activity, formatDate)}
                  {signup.activity.location ? ` · ${signup.activity.location}` : ''}
                </span>
                <span className="text-sm text-fg-subtle">{signup.organization_name}</span>
              </Entry>
            );
          })}
        </Section>
      ) : null}

      {data.exhibits.length > 0 ? (
        <Section title={t`Exhibits`} label={t`My exhibits`}>
          {data.exhibits.map((exhibit) => {
            const here = exhibit.organization_id === organizationId;
            const show = exhibit.activity.title;
            const reason = exhibit.review_reason;
            return (
              <Entry key={`${exhibit.organization_id}-${exhibit.id}`} badge={exhibitBadge(exhibit.status)}>
                <span className="font-medium break-words">{exhibit.title}</span>
                <span className="text-sm text-fg-muted">
                  {here ? (
                    <Link to="/platform/activities/$id/exhibits" params={{ id: exhibit.activity.id }} variant="inline">
                      {show}
                    </Link>
                  ) : (
                    show
                  )}
                  {' · '}
                  {formatActivityWhen({ ...exhibit.activity, start_time: null, end_time: null }, formatDate)}
                </span>
                {exhibit.status === 'rejected' && reason ? (
                  <span className="text-sm text-fg">
                    <Trans>Reason: {reason}</Trans>
                  </span>
                ) : null}
                <span className="text-sm text-fg-subtle">{exhibit.organization_name}</span>
              </Entry>
            );
          })}
        </Section>
      ) : null}

      {data.shifts.length > 0 ? (
        <Section title={t`Shifts`} label={t`My shifts`}>
          {data.shifts.map((shift) => {
            const here = shift.organization_id === organizationId;
            const show = shift.activity.title;
            const day = formatDate(shift.date);
            const { start_time: from, end_time: to } = shift;
            return (
              <Entry
                key={`${shift.organization_id}-${shift.id}`}
                badge={
                  shift.confirmed
                    ? { label: t`Confirmed`, variant: 'success' }
                    : { label: t`Signed up`, variant: 'neutral' }
                }
              >
                <span className="font-medium break-words">{shift.title}</span>
                <span className="text-sm text-fg-muted">
                  <Trans>
                    {day}, {from}–{to}
                  </Trans>
                  {shift.activity.location ? ` · ${shift.activity.location}` : ''}
                </span>
                <span className="text-sm text-fg-muted">
                  {here ? (
                    <Link to="/platform/activities/$id/shifts" params={{ id: shift.activity.id }} variant="inline">
                      {show}
                    </Link>
                  ) : (
                    show
                  )}
                </span>
                <span className="text-sm text-fg-subtle">{shift.organization_name}</span>
              </Entry>
            );
          })}
        </Section>
      ) : null}
    </div>
  );
}
