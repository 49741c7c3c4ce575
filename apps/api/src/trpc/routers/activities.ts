import { z } from 'zod';
import {
  activityDetail,
  activityPage,
  activityPageInput,
  activityRef,
  activityWithCategory,
  createActivityInput,
  listActivitiesInput,
  updateActivityInput,
} from '@lug/domain/activities';
import * as activities from '../../services/activities';
import { router } from '../init';
import { scopedProcedure } from '../scope';

export const activitiesRouter = router({
  list: scopedProcedure(listActivitiesInput, { field: 'organization_id' })
    .output(z.array(activityWithCategory))
    .query(({ ctx, input }) => activities.listActivities(ctx.db, ctx.scope, input)),

  /** The Activities screen's read: one page and the count (decision 0014). */
  page: scopedProcedure(activityPageInput, { field: 'organization_id' })
    .output(activityPage)
    .query(({ ctx, input }) => activities.activityPage(ctx.db, ctx.scope, input)),

  get: scopedProcedure(activityRef, { row: 'activity', id: 'id' })
    .output(activityDetail)
    .query(({ ctx, input }) => activities.getActivity(ctx.db, ctx.scope, input.id)),

  create: scopedProcedure(createActivityInput, { field: 'organization_id' }, 'activities.manage')
    .output(activityWithCategory)
    .mutation(({ ctx, input }) => activities.createActivity(ctx, ctx.scope, input)),

  update: scopedProcedure(updateActivityInput, { row: 'activity', id: 'id' }, 'activities.manage')
    .output(activityWithCategory)
    .mutation(({ ctx, input }) => activities.updateActivity(ctx, ctx.scope, input)),

  delete: scopedProcedure(activityRef, { row: 'activity', id: 'id' }, 'activities.manage')
    .output(z.void())
    .mutation(async ({ ctx, input }) => {
      await activities.deleteActivity(ctx, ctx.scope, input.id);
    }),
});
