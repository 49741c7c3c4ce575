import { z } from 'zod';
import { id } from '@lug/domain/common';
import {
  activityMemberIds,
  activityMemberIdsInput,
  activityParticipationPage,
  activityParticipationPageInput,
  activityParticipationView,
  bulkUpdateParticipationInput,
  bulkUpdateResult,
  createParticipationInput,
  participationHistoryInput,
  participationHistoryPage,
  participationRecord,
  participationRecordRef,
  updateParticipationInput,
} from '@lug/domain/participation';
import * as participation from '../../services/participation';
import { orgProcedure, router } from '../init';

export const participationRouter = router({
  history: orgProcedure()
    .input(participationHistoryInput)
    .output(participationHistoryPage)
    .query(({ ctx, input }) => participation.participationHistory(ctx.db, ctx.membership, input)),

  years: orgProcedure()
    .input(z.object({ organization_id: id }))
    .output(z.array(z.number()))
    .query(({ ctx }) => participation.participationYears(ctx.db, ctx.membership)),

  forActivity: orgProcedure('participation.manage')
    .input(z.object({ organization_id: id, activity_id: id }))
    .output(activityParticipationView)
    .query(({ ctx, input }) => participation.getActivityParticipation(ctx.db, input.organization_id, input.activity_id)),

  /** The Participation Manager's page: searched, sorted and cut on the server (decision 13). */
  forActivityPage: orgProcedure('participation.manage')
    .input(activityParticipationPageInput)
    .output(activityParticipationPage)
    .query(({ ctx, input }) => participation.getActivityParticipationPage(ctx.db, input.organization_id, input)),

  /** Every member the page's search and filter match, ids only: "Select all N matching members". */
  forActivityMemberIds: orgProcedure('participation.manage')
    .input(activityMemberIdsInput)
    .output(activityMemberIds)
    .query(({ ctx, input }) => participation.getActivityMemberIds(ctx.db, input.organization_id, input)),

  bulkUpdate: orgProcedure('participation.manage')
    .input(bulkUpdateParticipationInput)
    .output(bulkUpdateResult)
    .mutation(({ ctx, input }) => participation.bulkUpdateParticipation(ctx, ctx.membership, input)),

  get: orgProcedure()
    .input(participationRecordRef)
    .output(participationRecord)
    .query(({ ctx, input }) => participation.getParticipationRecord(ctx.db, ctx.membership, input.id)),

  create: orgProcedure('participation.manage')
    .input(createParticipationInput)
    .output(participationRecord)
    .mutation(({ ctx, input }) => participation.createParticipationRecord(ctx, ctx.membership, input)),

  update: orgProcedure('participation.manage')
    .input(updateParticipationInput)
    .output(participationRecord)
    .mutation(({ ctx, input }) => participation.updateParticipationRecord(ctx, ctx.membership, input)),

  delete: orgProcedure('participation.manage')
    .input(participationRecordRef)
    .output(z.void())
    .mutation(async ({ ctx, input }) => {
      await participation.deleteParticipationRecord(ctx, ctx.membership, input.id);
    }),
});
