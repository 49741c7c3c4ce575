import { z } from 'zod';
import { id, organizationId } from '@lug/domain/common';
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
import * as history from '../../services/participation/history';
import * as manager from '../../services/participation/manager';
import * as records from '../../services/participation/records';
import { router } from '../init';
import { scopedProcedure } from '../scope';

export const participationRouter = router({
  history: scopedProcedure(participationHistoryInput, { field: 'organization_id' })
    .output(participationHistoryPage)
    .query(({ ctx, input }) => history.participationHistory(ctx.db, ctx.scope, input)),

  years: scopedProcedure(z.object({ organization_id: organizationId }), { field: 'organization_id' })
    .output(z.array(z.number()))
    .query(({ ctx }) => history.participationYears(ctx.db, ctx.scope)),

  forActivity: scopedProcedure(
    z.object({ organization_id: organizationId.optional(), activity_id: id }),
    { row: 'activity', id: 'activity_id' },
    'participation.manage',
  )
    .output(activityParticipationView)
    .query(({ ctx, input }) => manager.getActivityParticipation(ctx.db, ctx.scope, input.activity_id)),

  /** The Participation Manager's page: searched, sorted and cut on the server (decision 13). */
  forActivityPage: scopedProcedure(activityParticipationPageInput, { row: 'activity', id: 'activity_id' }, 'participation.manage')
    .output(activityParticipationPage)
    .query(({ ctx, input }) => manager.getActivityParticipationPage(ctx.db, ctx.scope, input)),

  /** Every member the page's search and filter match, ids only: "Select all N matching members". */
  forActivityMemberIds: scopedProcedure(activityMemberIdsInput, { row: 'activity', id: 'activity_id' }, 'participation.manage')
    .output(activityMemberIds)
    .query(({ ctx, input }) => manager.getActivityMemberIds(ctx.db, ctx.scope, input)),

  bulkUpdate: scopedProcedure(bulkUpdateParticipationInput, { row: 'activity', id: 'activity_id' }, 'participation.manage')
    .output(bulkUpdateResult)
    .mutation(({ ctx, input }) => records.bulkUpdateParticipation(ctx, ctx.scope, input)),

  get: scopedProcedure(participationRecordRef, { row: 'participation', id: 'id' })
    .output(participationRecord)
    .query(({ ctx, input }) => records.getParticipationRecord(ctx.db, ctx.scope, input.id)),

  create: scopedProcedure(createParticipationInput, { row: 'activity', id: 'activity_id' }, 'participation.manage')
    .output(participationRecord)
    .mutation(({ ctx, input }) => records.createParticipationRecord(ctx, ctx.scope, input)),

  update: scopedProcedure(updateParticipationInput, { row: 'participation', id: 'id' }, 'participation.manage')
    .output(participationRecord)
    .mutation(({ ctx, input }) => records.updateParticipationRecord(ctx, ctx.scope, input)),

  delete: scopedProcedure(participationRecordRef, { row: 'participation', id: 'id' }, 'participation.manage')
    .output(z.void())
    .mutation(async ({ ctx, input }) => {
      await records.deleteParticipationRecord(ctx, ctx.scope, input.id);
    }),
});
