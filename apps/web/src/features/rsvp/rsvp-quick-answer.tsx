import { Trans, useLingui } from '@lingui/react/macro';
import type { RsvpAnswer, RsvpStanding } from '@lug/domain/rsvp';
import { Button } from '../../components/ui/button';
import { longToastMs, toast } from '../../lib/toast';
import { errorMessage } from '../../lib/trpc';
import { useAnswerRsvp } from './api';
import { RsvpBadge } from './rsvp-badge';
import { answerSentence } from './words';

/** Going / Not going in a line of a list (the dashboard's upcoming activities), with the answer's badge. */
export function RsvpQuickAnswer(props: { organizationId: number; title: string; standing: RsvpStanding }) {
  const { t } = useLingui();
  const answer = useAnswerRsvp();
  const { standing, title } = props;
  const reply = (status: RsvpAnswer) =>
    answer.mutate(
      { organization_id: props.organizationId, id: standing.activity_id, status },
      {
        onSuccess: (result) => toast.success(answerSentence(result), title),
        onError: (error) => toast.error(t`Error saving your answer`, errorMessage(error), { durationMs: longToastMs }),
      },
    );
  const going = standing.mine?.status === 'going' || standing.mine?.status === 'waitlisted';
  return (
    <span className="flex flex-wrap items-center gap-1">
      <RsvpBadge standing={standing} />
      {standing.closed_reason ? null : (
        <>
          <Button
            size="sm"
            variant={going ? 'primary' : 'ghost'}
            aria-pressed={going}
            aria-label={t`Going: ${title}`}
            isDisabled={answer.isPending}
            onPress={() => reply('going')}
          >
            <Trans>Going</Trans>
          </Button>
          <Button
            size="sm"
            variant={standing.mine?.status === 'not_going' ? 'primary' : 'ghost'}
            aria-pressed={standing.mine?.status === 'not_going'}
            aria-label={t`Not going: ${title}`}
            isDisabled={answer.isPending}
            onPress={() => reply('not_going')}
          >
            <Trans>Not going</Trans>
          </Button>
        </>
      )}
    </span>
  );
}
