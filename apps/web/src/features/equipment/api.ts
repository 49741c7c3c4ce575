import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';

/** The group's equipment and its bookings for activities (issue 18, docs/product/shows-shifts.md). */
export const equipmentQueries = {
  /** What the group owns (any member). */
  list: (organizationId: number) => trpc.equipment.list.queryOptions({ organization_id: organizationId }),
  /** An activity's bookings and what is free on its days (`activities.manage`). */
  bookings: (organizationId: number, activityId: number) =>
    trpc.equipment.bookings.queryOptions({ organization_id: organizationId, id: activityId }),
};

/** Any change of the items or the bookings changes what is free: the whole area is read again. */
function useEquipmentChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.equipment.pathFilter());
}

export function useCreateEquipment() {
  const changed = useEquipmentChanged();
  return useMutation(trpc.equipment.create.mutationOptions({ onSuccess: changed }));
}

export function useUpdateEquipment() {
  const changed = useEquipmentChanged();
  return useMutation(trpc.equipment.update.mutationOptions({ onSuccess: changed }));
}

export function useDeleteEquipment() {
  const changed = useEquipmentChanged();
  return useMutation(trpc.equipment.delete.mutationOptions({ onSuccess: changed }));
}

export function useBookEquipment() {
  const changed = useEquipmentChanged();
  return useMutation(trpc.equipment.book.mutationOptions({ onSuccess: changed }));
}

export function useUnbookEquipment() {
  const changed = useEquipmentChanged();
  return useMutation(trpc.equipment.unbook.mutationOptions({ onSuccess: changed }));
}
