/**
 * Email delivery without zod: what the screens say about an email they caused
 * (docs/product/settings.md#email-delivery). An email is a row in the outbox the moment the change
 * that causes it commits; the server sends it only when a provider is configured (RESEND_API_KEY).
 * So a screen never says "sent": it says "on its way" when delivery is configured, and "waiting"
 * when it is not. The schemas are in ./email-delivery, which re-exports all of this.
 */
import { messages, withValues } from './words';

/** What became of an email a call queued: on its way (`queued`), or waiting for a provider (`not_configured`). */
export const emailDeliveryStates = ['queued', 'not_configured'] as const;
export type EmailDeliveryState = (typeof emailDeliveryStates)[number];

/** Test emails one administrator may queue per hour. */
export const testEmailLimit = { limit: 5, windowMs: 60 * 60 * 1000 } as const;

export const emailDeliveryMessages = /* @__PURE__ */ messages('emailDelivery', {
  // Forgot password (never says whether an account exists)
  forgotQueued: withValues(
    'If an account exists for {address}, an email with a link is on its way. It works for one hour.',
    (address: string) => ({ address }),
  ),
  forgotWaiting:
    'This installation cannot send email right now, so no link can reach you. Please ask an administrator of your group to reset your password.',
  // Banner and settings
  bannerNotConfigured: 'Emails are not being sent.',
  bannerNotConfiguredDetail:
    'No email provider is configured, so welcome, password and notification emails wait on the server.',
  bannerWaiting: withValues(
    '{count, plural, one {# email is waiting.} other {# emails are waiting.}}',
    (count: number) => ({
      count,
    }),
  ),
  bannerFailing: 'Emails are failing.',
  bannerFailingDetail: 'The last delivery attempt failed.',
  testQueuedTitle: 'Test email queued',
  testQueued: withValues(
    'A test email is on its way to {address}. Look for it in a minute or two.',
    (address: string) => ({
      address,
    }),
  ),
  testWaitingTitle: 'Test email waiting',
  testWaiting: withValues(
    'The test email to {address} is waiting: no email provider is configured, so it is sent only once one is.',
    (address: string) => ({ address }),
  ),
  testFailed: 'Could not queue a test email',
  testLimited: 'Too many test emails in the last hour. Please wait before sending another.',
  loadFailed: 'Error loading email delivery',
  // Importing members: the welcome and invitation emails the import queued
  importQueued: withValues(
    '{count, plural, one {Its welcome or invitation email is on its way.} other {Their # welcome and invitation emails are on their way.}}',
    (count: number) => ({ count }),
  ),
  importWaiting: withValues(
    "{count, plural, one {Its welcome or invitation email is} other {Their # welcome and invitation emails are}} waiting: no email provider is configured, so they are sent only once one is. A new member's page can give you their set-password link to pass on.",
    (count: number) => ({ count }),
  ),
});
