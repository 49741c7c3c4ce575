/**
 * What the member screens say (docs/product/members.md). Lingui messages (decision 0027): the
 * descriptors are read with `t(…)` where they show, the functions read the active language when
 * called. The server keeps its own `memberMessages` (@lug/domain) for its refusals; these keys are
 * a part of its keys, with the same English.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { MembershipStatus, memberMessages as serverMemberMessages } from '@lug/domain/members-helpers';

export const memberMessages = {
  loadListFailed: msg`Error loading members`,
  loadListFallback: msg`Unable to load members`,
  loadRolesFailed: msg`Error loading roles`,
  deleteFailed: msg`Error deleting member`,
  createFailed: msg`Error creating member`,
  createFallback: msg`Unable to create member`,
  loadFailed: msg`Error loading member`,
  updateFailed: msg`Error updating member`,
  updateFallback: msg`Unable to update member`,
  deleted: msg`Member deleted`,
  created: msg`Member created successfully`,
  // What became of the email: on its way (a provider is configured) or waiting (none is); never
  // "sent" before it was (docs/product/settings.md#email-delivery).
  createdDescription: msg`Welcome email is on its way.`,
  createdWaiting: msg`Welcome email is waiting: this installation cannot send email yet.`,
  updated: msg`Member updated successfully`,
  notFound: msg`Member not found`,
  deleteConfirmTitle: msg`Delete Member`,
  resetSentTitle: msg`Password Reset Email Queued`,
  resetSent: (address: string) => t`A password reset link is on its way to ${address}.`,
  resetWaitingTitle: msg`Password Reset Email Waiting`,
  resetWaiting: (address: string, linkShown: boolean) =>
    linkShown
      ? t`The email to ${address} is waiting: this installation cannot send email yet. Copy the link below and pass it on yourself.`
      : t`The email to ${address} is waiting: this installation cannot send email yet.`,
  resetFailed: msg`Error Sending Password Reset`,
  resetFallback: msg`Unable to send password reset email`,
} satisfies Partial<Record<keyof typeof serverMemberMessages, unknown>>;

/**
 * A membership's status as its badge says it: Active or Disabled (`membershipStatusLabel` of
 * @lug/domain says the same for the CLI).
 */
export const membershipStatusLabels: Record<MembershipStatus, MessageDescriptor> = {
  active: msg`Active`,
  inactive: msg`Disabled`,
};
