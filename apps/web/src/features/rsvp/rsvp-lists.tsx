import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { RsvpAnswer, RsvpListEntry, RsvpStatus } from '@lug/domain/rsvp';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { longToastMs, toast } from '../../lib/toast';
import { errorMessage } from '../../lib/trpc';
import { downloadCsv } from '../reports/csv';
import { rsvpQueries, useAnswerRsvp, useFetchRsvpCsv } from './api';

const sections: { status: RsvpStatus; title: MessageDescriptor; empty: MessageDescriptor }[] = [
  { status: 'going', title: msg`Going`, empty: msg`Nobody is going yet.` },
  { status: 'waitlisted', title: msg`Waitlist`, empty: msg`Nobody is waiting.` },
  { status: 'not_going', title: msg`Not going`, empty: msg`Nobody said no.` },
];

/** Where a manager may move a member from each list (a move is an answer for them). */
const moves: Record<RsvpStatus, { to: RsvpAnswer; label: MessageDescriptor }> = {
  going: { to: 'not_going', label: msg`Move to Not going` },
  waitlisted: { to: 'not_going', label: msg`Move to Not going` },
  not_going: { to: 'going', label: msg`Move to Going` },
};

/**
 * The manager's RSVP section on the activity (`activities.manage`): the three lists in answer
 * order, a move per member (PUT rsvp with `user_id`; "going" takes a seat or the end of the
 * waitlist) and the CSV download.
 */
export function RsvpLists({ organizationId, activityId }: { organizationId: number; activityId: number }) {
  const { t } = useLingui();
  const lists = useQuery(rsvpQueries.list(organizationId, activityId));
  const answer = useAnswerRsvp();
  const fetchCsv = useFetchRsvpCsv();
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      const file = await fetchCsv(organizationId, activityId);
      downloadCsv(file.filename, file.csv);
    } catch (error) {
      toast.error(t`Error downloading the answers`, errorMessage(error), { durationMs: longToastMs });
    } finally {
      setDownloading(false);
    }
  }

  function move(entry: RsvpListEntry, to: RsvpAnswer) {
    const name = entry.display_name;
    answer.mutate(
      { organization_id: organizationId, id: activityId, status: to, user_id: entry.user_id },
      {
        onSuccess: (result) => {
          const position = result.position ?? '?';
          toast.success(
            result.status === 'going'
              ? t`${name} is going`
              : result.status === 'waitlisted'
                ? t`${name} is on the waitlist, number ${position}`
                : t`${name} is not going`,
          );
        },
        onError: (error) => toast.error(t`Error moving the member`, errorMessage(error), { durationMs: longToastMs }),
      },
    );
  }

  const loadProblem = lists.isError ? errorMessage(lists.error) : null;

  return (
    <Card>
      <CardHeader
        title={t`RSVP answers`}
        description={lists.data ? answersSummary(lists.data) : t`Who is coming, in the order they answered.`}
        actions={
          <Button variant="secondary" size="sm" onPress={download} isPending={downloading}>
            <Trans>Download CSV</Trans>
          </Button>
        }
      />
      <CardContent>
        {lists.isPending ? (
          <Spinner label={t`Loading answers`} />
        ) : lists.isError ? (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <p role="alert">
              <Trans>Could not load the answers: {loadProblem}</Trans>
            </p>
            <Button variant="secondary" size="sm" onPress={() => void lists.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <div className="grid gap-6 md:grid-cols-3">
            {sections.map(({ status, title, empty }) => {
              const entries = lists.data[status];
              const heading = t(title);
              const moveLabel = t(moves[status].label);
              return (
                <section key={status} aria-label={heading} className="flex min-w-0 flex-col gap-2">
                  <h3 className="text-sm font-semibold">
                    {heading} <span className="font-normal text-fg-muted tabular-nums">({entries.length})</span>
                  </h3>
                  {entries.length === 0 ? (
                    <p className="text-sm text-fg-subtle italic">{t(empty)}</p>
                  ) : (
                    <ol className="flex flex-col gap-1">
                      {entries.map((entry, index) => (
                        <li
                          key={entry.user_id}
                          className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-surface-2 px-3 py-2 text-sm"
                        >
                          <span className="min-w-0 break-words">
                            {status === 'waitlisted' ? `${index + 1}. ` : ''}
                            {entry.display_name}
                          </span>
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={`${moveLabel}: ${entry.display_name}`}
                            isDisabled={answer.isPending}
                            onPress={() => move(entry, moves[status].to)}
                          >
                            {moveLabel}
                          </Button>
                        </li>
                      ))}
                    </ol>
                  )}
                </section>
              );
            })}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** "3 going (capacity 10), 1 waiting, 2 not going." */
function answersSummary(lists: {
  capacity: number | null;
  going: unknown[];
  waitlisted: unknown[];
  not_going: unknown[];
}) {
  const going = lists.going.length;
  const waiting = lists.waitlisted.length;
  const notGoing = lists.not_going.length;
  const capacity = lists.capacity;
  return capacity === null
    ? t`${going} going, ${waiting} waiting, ${notGoing} not going.`
    : t`${going} going (capacity ${capacity}), ${waiting} waiting, ${notGoing} not going.`;
}
