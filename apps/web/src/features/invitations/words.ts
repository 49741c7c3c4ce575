import { msg, t } from '@lingui/core/macro';
import type { invitationMessages as serverInvitationMessages } from '@lug/domain/invitations-helpers';

/**
 * What the invitation screens say. Lingui messages (decision 0027): descriptors are read with
 * `t(…)`, the functions read the active language when called. The server keeps its own
 * `invitationMessages` (@lug/domain) for its answers; these keys are a part of its keys, with the
 * same English.
 */
export const invitationMessages = {
  /** The link is unknown, used, withdrawn or past its time: one answer for all of them. */
  linkInvalid: msg`This invitation is no longer valid. Ask the group to invite you again.`,
  accepted: (group: string) => t`You joined ${group}`,
  declined: msg`Invitation declined`,
} satisfies Partial<Record<keyof typeof serverInvitationMessages, unknown>>;
