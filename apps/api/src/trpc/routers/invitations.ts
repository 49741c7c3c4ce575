import { z } from 'zod';
import {
  answerInvitationLinkInput,
  answeredInvitation,
  groupInvitation,
  groupInvitationRef,
  invitationLinkInput,
  invitationLinkPreview,
  invitationRef,
  listGroupInvitationsInput,
  myInvitation,
} from '@lug/domain/invitations';
import * as invitations from '../../services/invitations';
import { authedProcedure, publicProcedure, router } from '../init';
import { scopedProcedure } from '../scope';

/** Invitations to join a group: the invited account's side, the link's, and the group's. */
export const invitationsRouter = router({
  /** The signed-in account's invitations waiting for an answer. */
  mine: authedProcedure
    .output(z.array(myInvitation))
    .query(({ ctx }) => invitations.listMyInvitations(ctx.db, ctx.auth.user, ctx.now())),

  accept: authedProcedure
    .input(invitationRef)
    .output(answeredInvitation)
    .mutation(({ ctx, input }) => invitations.answerMyInvitation(ctx, ctx.auth.user, input.id, true)),

  decline: authedProcedure
    .input(invitationRef)
    .output(answeredInvitation)
    .mutation(({ ctx, input }) => invitations.answerMyInvitation(ctx, ctx.auth.user, input.id, false)),

  /** Public, behind the emailed link's secret: which group invites, before answering. */
  preview: publicProcedure
    .input(invitationLinkInput)
    .output(invitationLinkPreview)
    .query(({ ctx, input }) => invitations.previewInvitationLink(ctx, input.token)),

  /** Public, behind the link's secret; a signed-in caller must be the invited account. */
  answerLink: publicProcedure
    .input(answerInvitationLinkInput)
    .output(answeredInvitation)
    .mutation(({ ctx, input }) => invitations.answerInvitationLink(ctx, input.token, input.answer === 'accept', ctx.auth?.user.id ?? null)),

  /** The group's invitations: what it typed and where each stands. */
  list: scopedProcedure(listGroupInvitationsInput, { field: 'organization_id' }, 'members.manage')
    .output(z.array(groupInvitation))
    .query(({ ctx }) => invitations.listGroupInvitations(ctx.db, ctx.scope)),

  revoke: scopedProcedure(groupInvitationRef, { row: 'invitation', id: 'id' }, 'members.manage')
    .output(z.void())
    .mutation(async ({ ctx, input }) => {
      await invitations.revokeInvitation(ctx, ctx.scope, input.id);
    }),
});
