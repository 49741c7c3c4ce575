import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';

/** The account's own invitations, and the ones a group sent (members.manage). */
export const invitationQueries = {
  mine: () => trpc.invitations.mine.queryOptions(),
  list: (organizationId: number) => trpc.invitations.list.queryOptions({ organization_id: organizationId }),
};

/** The account's invitations after an answer (or after one was answered elsewhere meanwhile). */
export function useMyInvitationsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.invitations.mine.queryFilter());
}

/** Answers are settled by the card (`useMyInvitationsChanged`): a refusal reloads the list too. */
export function useAcceptInvitation() {
  return useMutation(trpc.invitations.accept.mutationOptions());
}

export function useDeclineInvitation() {
  return useMutation(trpc.invitations.decline.mutationOptions());
}

/** A withdrawn (or meanwhile answered) invitation leaves the group's invitations and members lists. */
export function useGroupInvitationsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.invitations.list.queryFilter()),
      queryClient.invalidateQueries(trpc.members.list.queryFilter()),
    ]);
}

export function useRevokeInvitation() {
  return useMutation(trpc.invitations.revoke.mutationOptions());
}

/** What an invitation link shows before it is answered: the group, who asked, until when. */
export const invitationLinkQueries = {
  preview: (token: string) => trpc.invitations.preview.queryOptions({ token }),
};

/** Accept or decline through the link (the group joining a signed-in account is the page's part). */
export function useAnswerInvitationLink() {
  return useMutation(trpc.invitations.answerLink.mutationOptions());
}
