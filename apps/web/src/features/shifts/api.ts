import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';

/**
 * Shifts on an activity (issue 18, docs/product/shows-shifts.md): the list query and the writes.
 * A sign-up or a cancellation changes the shift's free slots; a confirmation (and a check-in) writes
 * participation, so those reads go stale too.
 */
export const shiftQueries = {
  /** The activity's shifts with free slots and the caller's own sign-up; managers also see who. */
  list: (organizationId: number, activityId: number) =>
    trpc.shifts.list.queryOptions({ organization_id: organizationId, id: activityId }),
};

function useShiftsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.shifts.pathFilter());
}

export function useCreateShift() {
  const changed = useShiftsChanged();
  return useMutation(trpc.shifts.create.mutationOptions({ onSuccess: changed }));
}

export function useUpdateShift() {
  const changed = useShiftsChanged();
  return useMutation(trpc.shifts.update.mutationOptions({ onSuccess: changed }));
}

export function useDeleteShift() {
  const changed = useShiftsChanged();
  return useMutation(trpc.shifts.delete.mutationOptions({ onSuccess: changed }));
}

export function useSignUpForShift() {
  const changed = useShiftsChanged();
  return useMutation(trpc.shifts.signUp.mutationOptions({ onSuccess: changed }));
}

export function useCancelShiftSignup() {
  const changed = useShiftsChanged();
  return useMutation(trpc.shifts.cancel.mutationOptions({ onSuccess: changed }));
}

/** A manager confirms a worked shift: a participation record, so participation and reports go stale. */
export function useConfirmShift() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.shifts.confirm.mutationOptions({
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries(trpc.shifts.pathFilter()),
          queryClient.invalidateQueries(trpc.participation.pathFilter()),
          queryClient.invalidateQueries(trpc.activities.pathFilter()),
          queryClient.invalidateQueries(trpc.reports.pathFilter()),
        ]),
    }),
  );
}
