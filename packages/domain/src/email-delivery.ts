/**
 * Email delivery: the state of an organisation's outbox and the test email
 * (docs/product/settings.md#email-delivery). Messages and the states without zod are in
 * ./email-delivery-helpers.
 */
import { z } from 'zod';
import { organizationId } from './common';
import { emailDeliveryStates } from './email-delivery-helpers';

export * from './email-delivery-helpers';

export const emailDeliveryState = z.enum(emailDeliveryStates);

export const emailDeliveryInput = z.object({ organization_id: organizationId });
export type EmailDeliveryInput = z.infer<typeof emailDeliveryInput>;

export const emailDeliveryStatus = z.object({
  /** A provider is configured (RESEND_API_KEY): the server sends what the outbox holds. */
  configured: z.boolean(),
  /** This organisation's emails not sent yet (waiting for a provider, or for their next try). */
  waiting: z.number().int(),
  /** This organisation's emails given up for good. */
  failed: z.number().int(),
  /** The newest delivery error of this organisation's emails, and when it happened (ISO time). */
  lastError: z.object({ message: z.string(), at: z.string().nullable() }).nullable(),
  /** When an email of this organisation was last sent (ISO time), if ever. */
  lastSentAt: z.string().nullable(),
  /** The newest delivery attempt of this organisation's emails failed. */
  failing: z.boolean(),
});
export type EmailDeliveryStatus = z.infer<typeof emailDeliveryStatus>;

export const sendTestEmailResult = z.object({
  /** The address the test email was written to: the signed-in administrator's own. */
  to: z.string(),
  emailDelivery: emailDeliveryState,
});
export type SendTestEmailResult = z.infer<typeof sendTestEmailResult>;
