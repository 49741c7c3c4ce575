import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc, trpcClient } from '../../lib/trpc';

/**
 * Exhibits (issue 18, docs/product/shows-exhibits.md): reads are query factories (loaders
 * `ensureQueryData` them, screens `useSuspenseQuery` them); writes are hooks that read the area again.
 */
export const exhibitQueries = {
  /** The exhibits the caller may see and the totals over them. */
  list: (organizationId: number, activityId: number) =>
    trpc.exhibits.list.queryOptions({ organization_id: organizationId, id: activityId }),
  /** The table plan and the approved exhibits to place (`activities.manage`). */
  tablePlan: (organizationId: number, activityId: number) =>
    trpc.exhibits.tablePlan.queryOptions({ organization_id: organizationId, id: activityId }),
};

function useExhibitsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.exhibits.pathFilter());
}

export function useRegisterExhibit() {
  const changed = useExhibitsChanged();
  return useMutation(trpc.exhibits.register.mutationOptions({ onSuccess: changed }));
}

export function useUpdateExhibit() {
  const changed = useExhibitsChanged();
  return useMutation(trpc.exhibits.update.mutationOptions({ onSuccess: changed }));
}

export function useWithdrawExhibit() {
  const changed = useExhibitsChanged();
  return useMutation(trpc.exhibits.withdraw.mutationOptions({ onSuccess: changed }));
}

export function useReviewExhibit() {
  const changed = useExhibitsChanged();
  return useMutation(trpc.exhibits.review.mutationOptions({ onSuccess: changed }));
}

export function useSetExhibitPhoto() {
  const changed = useExhibitsChanged();
  return useMutation(trpc.exhibits.setPhoto.mutationOptions({ onSuccess: changed }));
}

export function useSaveTablePlan() {
  const changed = useExhibitsChanged();
  return useMutation(trpc.exhibits.saveTablePlan.mutationOptions({ onSuccess: changed }));
}

/** The MOC cards as a PDF download (read once, not cached). */
export async function downloadCards(organizationId: number, activityId: number) {
  const file = await trpcClient.exhibits.cards.query({ organization_id: organizationId, id: activityId });
  const bytes = Uint8Array.from(atob(file.data), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file as base64 (without the `data:` prefix), for the photo upload. */
export function fileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
