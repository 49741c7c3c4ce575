import { z } from 'zod';
import {
  duesFee,
  duesFeesInput,
  duesPayment,
  duesPaymentsInput,
  recordDuesPaymentInput,
  removeDuesFeeInput,
  removeDuesPaymentInput,
  setDuesFeeInput,
} from '@lug/domain/dues';
import * as dues from '../../services/dues';
import * as payments from '../../services/dues-payments';
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

  /** A member's payments of a year, oldest first (decision 43). */
  payments: scopedProcedure(duesPaymentsInput, { field: 'organization_id' }, 'registration.manage')
    .output(z.array(duesPayment))
    .query(({ ctx, input }) => payments.listPayments(ctx.db, ctx.scope.organizationId, input.user_id, input.year)),

  recordPayment: scopedProcedure(recordDuesPaymentInput, { field: 'organization_id' }, 'registration.manage')
    .output(duesPayment)
    .mutation(({ ctx, input }) => payments.recordPayment(ctx, ctx.scope, input)),

  removePayment: scopedProcedure(removeDuesPaymentInput, { field: 'organization_id' }, 'registration.manage')
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await payments.removePayment(ctx, ctx.scope, input.id);
      return { success: true as const };
    }),
});
