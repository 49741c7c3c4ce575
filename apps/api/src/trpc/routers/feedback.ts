import { z } from 'zod';
import { organizationId } from '@lug/domain/common';
import { feedbackEntry, feedbackInput } from '@lug/domain/settings';
import * as feedback from '../../services/feedback';
import { router } from '../init';
import { scopedProcedure } from '../scope';

export const feedbackRouter = router({
  /** Any active member; stored with no link to them. */
  submit: scopedProcedure(feedbackInput, { field: 'organization_id' })
    .output(feedbackEntry)
    .mutation(({ ctx, input }) => feedback.submitFeedback(ctx, ctx.scope, input.message, ctx)),

  list: scopedProcedure(z.object({ organization_id: organizationId }), { field: 'organization_id' }, 'settings.manage')
    .output(z.array(feedbackEntry))
    .query(({ ctx }) => feedback.listFeedback(ctx.db, ctx.scope)),
});
