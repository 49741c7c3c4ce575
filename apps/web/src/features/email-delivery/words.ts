/**
 * What the screens say about email delivery: the banner, the test email, the forgot-password
 * answer, the import's emails (docs/product/settings.md#email-delivery). Lingui messages (decision
 * 0027): descriptors are read with `t(…)`, the functions read the active language when called. The
 * server keeps its own `emailDeliveryMessages` (@lug/domain); these keys are a part of its keys,
 * with the same English.
 */
import { msg, plural, t } from '@lingui/core/macro';
import type { emailDeliveryMessages as serverEmailDeliveryMessages } from '@lug/domain/email-delivery-helpers';

export const emailDeliveryMessages = {
  // Forgot password (never says whether an account exists)
  forgotQueued: (address: string) =>
    t`If an account exists for ${address}, an email with a link is on its way. It works for one hour.`,
  forgotWaiting: msg`This installation cannot send email right now, so no link can reach you. Please ask an administrator of your group to reset your password.`,
  // Banner and settings
  bannerNotConfigured: msg`Emails are not being sent.`,
  bannerNotConfiguredDetail: msg`No email provider is configured, so welcome, password and notification emails wait on the server.`,
  bannerWaiting: (count: number) => plural(count, { one: '# email is waiting.', other: '# emails are waiting.' }),
  bannerFailing: msg`Emails are failing.`,
  bannerFailingDetail: msg`The last delivery attempt failed.`,
  testQueuedTitle: msg`Test email queued`,
  testQueued: (address: string) => t`A test email is on its way to ${address}. Look for it in a minute or two.`,
  testWaitingTitle: msg`Test email waiting`,
  testWaiting: (address: string) =>
    t`The test email to ${address} is waiting: no email provider is configured, so it is sent only once one is.`,
  testFailed: msg`Could not queue a test email`,
  loadFailed: msg`Error loading email delivery`,
  // Importing members: the welcome and invitation emails the import queued
  importQueued: (count: number) =>
    plural(count, {
      one: 'Its welcome or invitation email is on its way.',
      other: 'Their # welcome and invitation emails are on their way.',
    }),
  importWaiting: (count: number) =>
    plural(count, {
      one: "Its welcome or invitation email is waiting: no email provider is configured, so they are sent only once one is. A new member's page can give you their set-password link to pass on.",
      other:
        "Their # welcome and invitation emails are waiting: no email provider is configured, so they are sent only once one is. A new member's page can give you their set-password link to pass on.",
    }),
} satisfies Partial<Record<keyof typeof serverEmailDeliveryMessages, unknown>>;
