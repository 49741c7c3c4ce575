import { emailDeliveryInput, emailDeliveryStatus, sendTestEmailResult } from '@lug/domain/email-delivery';
import * as emailDelivery from '../../services/email-delivery';
import { router } from '../init';
import { scopedProcedure } from '../scope';

/** The organisation's email delivery, for `settings.manage` (docs/product/settings.md#email-delivery). */
export const emailDeliveryRouter = router({
  status: scopedProcedure(emailDeliveryInput, { field: 'organization_id' }, 'settings.manage')
    .output(emailDeliveryStatus)
    .query(({ ctx }) => emailDelivery.readEmailDeliveryStatus(ctx, ctx.scope)),

  /** Queues a test email to the caller's own address; 5 an hour per administrator. */
  sendTest: scopedProcedure(emailDeliveryInput, { field: 'organization_id' }, 'settings.manage')
    .output(sendTestEmailResult)
    .mutation(({ ctx }) => emailDelivery.sendTestEmail(ctx, ctx.scope)),
});
