import { z } from 'zod';
import { id } from '@lug/domain/common';
import { feedbackEntry, feedbackInput } from '@lug/domain/settings';
import * as feedback from '../../services/feedback';
import { orgProcedure, router } from '../init';

export const feedbackRouter = router({
  /** Any active member; stored with no link to them. */
  submit: orgProcedure()
    .input(feedbackInput)
    .output(feedbackEntry)
    .mutation(({ ctx, input }) => feedback.submitFeedback(ctx, input.organization_id, input.message)),

  list: orgProcedure('settings.manage')
    .input(z.object({ organization_id: id }))
    .output(z.array(feedbackEntry))
    .query(({ ctx, input }) => feedback.listFeedback(ctx.db, input.organization_id)),
});
