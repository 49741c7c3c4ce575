import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { RsvpAnswer } from '@lug/domain/rsvp';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { longToastMs, toast } from '../../lib/toast';
import { errorMessage } from '../../lib/trpc';
import { rsvpQueries, useAnswerRsvp } from './api';
import { answerBadge, answerSentence, seatsLine } from './words';

/**
 * The member's RSVP on the activity's page (docs/product/activities.md#rsvp-screens): seats left,
 * their answer and waitlist number, **Going** / **Not going**. Nothing when the activity takes no RSVPs.
 */
export function RsvpCard({ organizationId, activityId }: { organizationId: number; activityId: number }) {
  const { t } = useLingui();
  const standings = useQuery(rsvpQueries.standings(organizationId, [activityId]));
  const answer = useAnswerRsvp();

  if (standings.isPending) {
    return (
      <Card>
        <CardHeader title={t`RSVP`} />
        <CardContent>
          <Spinner label={t`Loading RSVP`} />
        </CardContent>
      </Card>
    );
  }
  if (standings.isError) {
    const problem = errorMessage(standings.error);
    return (
      <Card>
        <CardHeader title={t`RSVP`} />
        <CardContent className="flex flex-wrap items-center gap-3 text-sm">
          <p role="alert">
            <Trans>Could not load the RSVP: {problem}</Trans>
          </p>
          <Button variant="secondary" size="sm" onPress={() => void standings.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </CardContent>
      </Card>
    );
  }
  const standing = standings.data.standings[0];
  if (!standing) return null;

  const reply = (status: RsvpAnswer) =>
    answer.mutate(
      { organization_id: organizationId, id: activityId, status },
      {
        onSuccess: (result) => toast.success(answerSentence(result)),
        onError: (error) => toast.error(t`Error saving your answer`, errorMessage(error), { durationMs: longToastMs }),
      },
    );
  const mine = standing.mine;
  const badge = mine ? answerBadge(mine) : null;
  const closed = standing.closed_reason;
  const waitlisted = standing.waitlisted;

  return (
    <Card>
      <CardHeader title={t`RSVP`} description={seatsLine(standing)} />
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2" aria-live="polite">
          {badge ? <Badge variant={badge.variant}>{badge.label}</Badge> : null}
          <p className="text-sm text-fg">{answerSentence(mine)}</p>
        </div>
        {waitlisted > 0 ? (
          <p className="text-sm text-fg-muted">
            <Plural value={waitlisted} one="# member is on the waitlist." other="# members are on the waitlist." />
          </p>
        ) : null}
        {closed ? (
          <p className="text-sm text-fg-muted">{closed}</p>
        ) : (
          <div className="flex flex-wrap gap-2" role="group" aria-label={t`Your answer`}>
            <Button
              variant={mine?.status === 'going' || mine?.status === 'waitlisted' ? 'primary' : 'secondary'}
              aria-pressed={mine?.status === 'going' || mine?.status === 'waitlisted'}
              isPending={answer.isPending && answer.variables.status === 'going'}
              isDisabled={answer.isPending}
              onPress={() => reply('going')}
            >
              <Trans>Going</Trans>
            </Button>
            <Button
              variant={mine?.status === 'not_going' ? 'primary' : 'secondary'}
              aria-pressed={mine?.status === 'not_going'}
              isPending={answer.isPending && answer.variables.status === 'not_going'}
              isDisabled={answer.isPending}
              onPress={() => reply('not_going')}
            >
              <Trans>Not going</Trans>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
