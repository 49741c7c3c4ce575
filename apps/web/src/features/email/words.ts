/**
 * What the account screens say about a link emailed to the account (confirming or changing the
 * address). Lingui messages (decision 0027): each reads the active language when called.
 */
import { msg, t } from '@lingui/core/macro';

export const emailLinkMessages = {
  confirmQueuedTitle: msg`Confirmation link on its way`,
  confirmQueued: (address: string) => t`Look for it in the inbox of ${address}.`,
  confirmWaitingTitle: msg`Confirmation link waiting`,
  confirmWaiting: (address: string) =>
    t`This installation cannot send email yet, so the link to ${address} waits on the server. Ask an administrator of your group.`,
  noticeQueued: (address: string) => t`A link to confirm it is on its way to ${address}.`,
  noticeWaiting: (address: string) =>
    t`The link to confirm ${address} is waiting: this installation cannot send email yet.`,
  changeQueued: (next: string, current: string) =>
    t`A link is on its way to ${next}. Your address changes when you use it, and ${current} is told then; until then you keep signing in with ${current}.`,
  changeWaiting: (next: string, current: string) =>
    t`The link to ${next} is waiting: this installation cannot send email yet. Your address changes only when the link is used, and ${current} is told then; until then you keep signing in with ${current}.`,
  signedUpQueued: (address: string) => t`A link to confirm ${address} is on its way.`,
  signedUpWaiting: (address: string) =>
    t`The link to confirm ${address} is waiting: this installation cannot send email yet.`,
} as const;
