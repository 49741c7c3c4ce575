/**
 * Invitations: an existing account is asked to join a group and joins when its owner accepts
 * (docs/product/members.md). The group sees the address and names it typed, and the status.
 */
import { z } from 'zod';
import { id, organizationId } from './common';
import { invitationStatuses } from './invitations-helpers';
import { issue } from './words';

export * from './invitations-helpers';

const timestamp = z.string();

/** An invitation as the inviting group sees it. */
export const groupInvitation = z.object({
  id,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  status: z.enum(invitationStatuses),
  invited_by_name: z.string().nullable(),
  created_at: timestamp,
  expires_at: timestamp,
  responded_at: timestamp.nullable(),
});
export type GroupInvitation = z.infer<typeof groupInvitation>;

/** An invitation as the invited account sees it. */
export const myInvitation = z.object({
  id,
  organization: z.object({ id, name: z.string() }),
  invited_by_name: z.string().nullable(),
  created_at: timestamp,
  expires_at: timestamp,
});
export type MyInvitation = z.infer<typeof myInvitation>;

export const listGroupInvitationsInput = z.object({ organization_id: organizationId });
export const groupInvitationRef = z.object({ organization_id: organizationId.optional(), id });
export const invitationRef = z.object({ id });

export const invitationAnswer = z.enum(
  ['accept', 'decline'],
  issue('schema.field.answerMustBeAcceptOrDecline', 'answer must be accept or decline'),
);

/** The link's answer: whoever holds the link may decline; accepting needs the invited account signed in. */
export const answerInvitationLinkInput = z.object({
  token: z
    .string(issue('schema.field.tokenIsRequired', 'token is required'))
    .min(1, issue('schema.field.tokenIsRequired', 'token is required'))
    .max(200, issue('schema.field.tokenIsTooLong', 'token is too long')),
  answer: invitationAnswer,
});

/** What the invitation link shows before answering. */
export const invitationLinkPreview = z.object({
  organization: z.object({ name: z.string() }),
  invited_by_name: z.string().nullable(),
  expires_at: timestamp,
});

export const invitationLinkInput = z.object({ token: answerInvitationLinkInput.shape.token });

export const answeredInvitation = z.object({
  status: z.enum(invitationStatuses),
  organization: z.object({ id, name: z.string() }),
});
