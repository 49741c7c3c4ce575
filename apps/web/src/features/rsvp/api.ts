import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';

/**
 * RSVP, waitlist and check-in (issue 17, docs/product/activities.md#rsvp): the calls the screens
 * will use. Reads are query factories (loaders `ensureQueryData` them, screens
 * `useSuspenseQuery` them); writes are hooks that invalidate what they make stale.
 */
export const rsvpQueries = {
  /** The manager's three lists (`activities.manage`). */
  list: (organizationId: number, activityId: number) =>
    trpc.rsvp.list.queryOptions({ organization_id: organizationId, id: activityId }),
  /** The same lists as CSV, for the download button. */
  csv: (organizationId: number, activityId: number) =>
    trpc.rsvp.csv.queryOptions({ organization_id: organizationId, id: activityId }),
  /** The signed-in person's answers to activities that have not ended, in every group. */
  mySignups: () => trpc.rsvp.mySignups.queryOptions(),
  /** Counts, free seats and the caller's own answer, for up to 100 activities (detail, list badges). */
  standings: (organizationId: number, activityIds: number[]) =>
    trpc.rsvp.standings.queryOptions({ organization_id: organizationId, ids: activityIds }),
  /** The kiosk's roster: every active member, their answer, checked in today or not. */
  kiosk: (organizationId: number, activityId: number) =>
    trpc.rsvp.kiosk.queryOptions({ organization_id: organizationId, id: activityId }),
  /** The activity's one self check-in code (made on first read; never replaced by reading). */
  checkInCode: (organizationId: number, activityId: number) =>
    trpc.rsvp.checkInCode.queryOptions({ organization_id: organizationId, id: activityId }),
};

/**
 * An answer changes the lists, my signups, and the activity (seats left); a promotion changes
 * another member's standing too, so the whole area is read again.
 */
function useRsvpChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.rsvp.pathFilter()),
      queryClient.invalidateQueries(trpc.activities.pathFilter()),
    ]);
}

/** Going / not going, by the member (or by a manager for `user_id`). */
export function useAnswerRsvp() {
  const changed = useRsvpChanged();
  return useMutation(trpc.rsvp.answer.mutationOptions({ onSuccess: changed }));
}

/**
 * The kiosk's queued check-ins (`features/rsvp/check-in-queue.ts`): one call per queued check-in,
 * no retries (the queue retries), and the roster re-read once the queue is empty.
 */
export function useSendQueuedCheckIn() {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation(trpc.rsvp.checkIn.mutationOptions({ retry: false }));
  const send = useCallback(
    (input: { organization_id: number; id: number; user_id: number; date: string }) => mutateAsync(input),
    [mutateAsync],
  );
  const drained = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.rsvp.kiosk.pathFilter()),
        queryClient.invalidateQueries(trpc.participation.pathFilter()),
        queryClient.invalidateQueries(trpc.activities.pathFilter()),
      ]),
    [queryClient],
  );
  return { send, drained };
}

/** The kiosk's `{user_id}` or the member's `{code}`: writes participation, so its reads go stale too. */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.rsvp.checkIn.mutationOptions({
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries(trpc.participation.pathFilter()),
          queryClient.invalidateQueries(trpc.activities.pathFilter()),
          queryClient.invalidateQueries(trpc.reports.pathFilter()),
        ]),
    }),
  );
}

/** The lists as CSV, fresh from the server, for the download button. */
export function useFetchRsvpCsv() {
  const queryClient = useQueryClient();
  return (organizationId: number, activityId: number) =>
    queryClient.fetchQuery({ ...rsvpQueries.csv(organizationId, activityId), staleTime: 0 });
}

/** "New code": a new self check-in code; older QR codes (and posters) stop working, every kiosk shows the new one. */
export function useRotateCheckInCode() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.rsvp.rotateCheckInCode.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.rsvp.checkInCode.pathFilter()),
    }),
  );
}

/** Takes back a check-in made moments ago at the kiosk (decision 0047). */
export function useUndoCheckIn() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.rsvp.undoCheckIn.mutationOptions({
      retry: false,
      onSuccess: () => queryClient.invalidateQueries(trpc.rsvp.kiosk.pathFilter()),
    }),
  );
}

/** Makes this device a kiosk of the activity: its own session ends (decision 0047). */
export function useOpenKiosk() {
  return useMutation(trpc.kiosk.open.mutationOptions());
}

/** Ends the kiosk on this device with the manager's password. */
export function useCloseKiosk() {
  return useMutation(trpc.kiosk.close.mutationOptions({ retry: false }));
}
