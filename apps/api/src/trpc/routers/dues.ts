import { z } from 'zod';
import { duesFee, duesFeesInput, removeDuesFeeInput, setDuesFeeInput } from '@lug/domain/dues';
import * as dues from '../../services/dues';
import { router } from '../init';
import { scopedProcedure } from '../scope';

/** A group's dues fee per year (docs/product/registration.md#dues-amounts). */
export const duesRouter = router({
  /** Every active member reads the fees (My Profile shows their amount in the year's currency). */
  fees: scopedProcedure(duesFeesInput, { field: 'organization_id' })
    .output(z.array(duesFee))
    .query(({ ctx }) => dues.listFees(ctx.db, ctx.scope)),

  setFee: scopedProcedure(setDuesFeeInput, { field: 'organization_id' }, 'settings.manage')
    .output(duesFee)
    .mutation(({ ctx, input }) => dues.setFee(ctx, ctx.scope, input)),

  removeFee: scopedProcedure(removeDuesFeeInput, { field: 'organization_id' }, 'settings.manage')
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await dues.removeFee(ctx, ctx.scope, input.year);
      return { success: true as const };
    }),
});
