import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-header';
import { screenError } from '../../components/screen-error';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent } from '../../components/ui/card';
import { ButtonLink, Link } from '../../components/ui/link';
import { formatActivityWhen } from '../../features/activities/format';
import { useOrganization } from '../../features/organizations/use-organization';
import { rsvpQueries } from '../../features/rsvp/api';
import { answerBadge } from '../../features/rsvp/words';
import { titleHead } from '../../lib/title';

/**
 * My signups (docs/product/activities.md#my-signups): the signed-in person's answers to activities
 * that have not ended, in every group they are an active member of. Linked from the profile.
 */
export const Route = createFileRoute('/platform/signups')({
  loader: ({ context }) => context.queryClient.ensureQueryData(rsvpQueries.mySignups()),
  head: () => titleHead(t`My signups`),
  errorComponent: screenError({ heading: msg`My signups`, title: msg`Error loading your signups` }),
  component: MySignupsPage,
});

function MySignupsPage() {
  const { data } = useSuspenseQuery(rsvpQueries.mySignups());
  const { organizationId } = useOrganization();
  const { t } = useLingui();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader title={t`My signups`} description={t`Activities you answered that have not ended, in every group.`} />
      {data.signups.length === 0 ? (
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
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t`My signups`}>
          {data.signups.map((signup) => {
            const badge = answerBadge(signup);
            const here = signup.organization_id === organizationId;
            return (
              <li key={`${signup.organization_id}-${signup.activity.id}`}>
                <Card>
                  <CardContent className="flex flex-wrap items-start justify-between gap-3 pt-4">
                    <div className="flex min-w-0 flex-col gap-1">
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
                        {formatActivityWhen(signup.activity)}
                        {signup.activity.location ? ` · ${signup.activity.location}` : ''}
                      </span>
                      <span className="text-sm text-fg-subtle">{signup.organization_name}</span>
                    </div>
                    <Badge variant={badge.variant}>{badge.label}</Badge>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
