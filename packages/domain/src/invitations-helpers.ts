/** Invitations to join a group: limits and messages (zod-free: the web screens import them). */
import { messages, withValues } from './words';

/** How long an invitation link works. */
export const invitationLifetimeDays = 14;

export const invitationStatuses = ['pending', 'accepted', 'declined', 'revoked'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

export const invitationStatusLabels: Record<InvitationStatus, string> = {
  pending: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
  revoked: 'Withdrawn',
};

export const invitationMessages = /* @__PURE__ */ messages('invitation', {
  notFound: 'Invitation not found',
  /** The link is unknown, used, withdrawn or past its time: one answer for all of them. */
  linkInvalid: 'This invitation is no longer valid. Ask the group to invite you again.',
  alreadyPending: 'An invitation to this address is already waiting for an answer',
  alreadyAnswered: 'This invitation has already been answered',
  verifyFirst: 'Confirm your email address first: use the link we sent you, or ask for a new one on your profile.',
  wrongAccount: 'This invitation is for another account. Sign in with the address it was sent to.',
  /** The account has a password but has not confirmed its address: the link and the password together prove it is the owner. */
  signInFirst: 'Sign in to accept this invitation (forgot your password? Reset it with this address).',
  accepted: withValues('You joined {group}', (group: string) => ({ group })),
  declined: 'Invitation declined',
});
