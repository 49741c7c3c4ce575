import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { RsvpAnswer, RsvpListEntry, RsvpStatus } from '@lug/domain/rsvp';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { longToastMs, toast } from '../../lib/toast';
import { errorMessage } from '../../lib/trpc';
import { downloadCsv } from '../reports/csv';
import { rsvpQueries, useAnswerRsvp, useFetchRsvpCsv } from './api';

const sections: { status: RsvpStatus; title: string; empty: string }[] = [
  { status: 'going', title: 'Going', empty: 'Nobody is going yet.' },
  { status: 'waitlisted', title: 'Waitlist', empty: 'Nobody is waiting.' },
  { status: 'not_going', title: 'Not going', empty: 'Nobody said no.' },
];

/** Where a manager may move a member from each list (a move is an answer for them). */
const moves: Record<RsvpStatus, { to: RsvpAnswer; label: string }> = {
  going: { to: 'not_going', label: 'Move to Not going' },
  waitlisted: { to: 'not_going', label: 'Move to Not going' },
  not_going: { to: 'going', label: 'Move to Going' },
};

/**
 * The manager's RSVP section on the activity (`activities.manage`): the three lists in answer
 * order, a move per member (PUT rsvp with `user_id`; "going" takes a seat or the end of the
 * waitlist) and the CSV download.
 */
export function RsvpLists({ organizationId, activityId }: { organizationId: number; activityId: number }) {
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
      toast.error('Error downloading the answers', errorMessage(error), { durationMs: longToastMs });
    } finally {
      setDownloading(false);
    }
  }

  function move(entry: RsvpListEntry, to: RsvpAnswer) {
    answer.mutate(
      { organization_id: organizationId, id: activityId, status: to, user_id: entry.user_id },
      {
        onSuccess: (result) =>
          toast.success(
            result.status === 'going'
              ? `${entry.display_name} is going`
              : result.status === 'waitlisted'
                ? `${entry.display_name} is on the waitlist, number ${result.position ?? '?'}`
                : `${entry.display_name} is not going`,
          ),
        onError: (error) => toast.error('Error moving the member', errorMessage(error), { durationMs: longToastMs }),
      },
    );
  }

  return (
    <Card>
      <CardHeader
        title="RSVP answers"
        description={
          lists.data
            ? `${lists.data.going.length} going${lists.data.capacity === null ? '' : ` (capacity ${lists.data.capacity})`}, ${lists.data.waitlisted.length} waiting, ${lists.data.not_going.length} not going.`
            : 'Who is coming, in the order they answered.'
        }
        actions={
          <Button variant="secondary" size="sm" onPress={download} isPending={downloading}>
            Download CSV
          </Button>
        }
      />
      <CardContent>
        {lists.isPending ? (
          <Spinner label="Loading answers" />
        ) : lists.isError ? (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <p role="alert">Could not load the answers: {errorMessage(lists.error)}</p>
            <Button variant="secondary" size="sm" onPress={() => void lists.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="grid gap-6 md:grid-cols-3">
            {sections.map(({ status, title, empty }) => {
              const entries = lists.data[status];
              return (
                <section key={status} aria-label={title} className="flex min-w-0 flex-col gap-2">
                  <h3 className="text-sm font-semibold">
                    {title} <span className="font-normal text-fg-muted tabular-nums">({entries.length})</span>
                  </h3>
                  {entries.length === 0 ? (
                    <p className="text-sm text-fg-subtle italic">{empty}</p>
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
                            aria-label={`${moves[status].label}: ${entry.display_name}`}
                            isDisabled={answer.isPending}
                            onPress={() => move(entry, moves[status].to)}
                          >
                            {moves[status].label}
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
