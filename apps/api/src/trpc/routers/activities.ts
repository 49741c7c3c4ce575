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
import { orgProcedure, router } from '../init';

export const activitiesRouter = router({
  list: orgProcedure()
    .input(listActivitiesInput)
    .output(z.array(activityWithCategory))
    .query(({ ctx, input }) => activities.listActivities(ctx.db, ctx.membership, input)),

  /** The Activities screen's read: one page and the count (decision 0014). */
  page: orgProcedure()
    .input(activityPageInput)
    .output(activityPage)
    .query(({ ctx, input }) => activities.activityPage(ctx.db, ctx.membership, input)),

  get: orgProcedure()
    .input(activityRef)
    .output(activityDetail)
    .query(({ ctx, input }) => activities.getActivity(ctx.db, ctx.membership, input.id)),

  create: orgProcedure('activities.manage')
    .input(createActivityInput)
    .output(activityWithCategory)
    .mutation(({ ctx, input }) => activities.createActivity(ctx, ctx.membership, input)),

  update: orgProcedure('activities.manage')
    .input(updateActivityInput)
    .output(activityWithCategory)
    .mutation(({ ctx, input }) => activities.updateActivity(ctx, ctx.membership, input)),

  delete: orgProcedure('activities.manage')
    .input(activityRef)
    .output(z.void())
    .mutation(async ({ ctx, input }) => {
      await activities.deleteActivity(ctx, ctx.membership, input.id);
    }),
});
