import type { Generated } from 'kysely';
import type { Timestamp } from '../schema';

/** A one-time link confirming an address (migration 2026_11_24_0200). */
export interface EmailVerificationTokensTable {
  /** SHA-256 of the token, hex. */
  id: string;
  user_id: number;
  /** The address the link confirms: the account's own, or the new one it changes to. */
  email: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Generated<Timestamp>;
}

export type InvitationStatus = 'pending' | 'accepted' | 'declined' | 'revoked';

/** A group asks an existing account to join (migration 2026_11_24_0200). */
export interface InvitationsTable {
  id: Generated<number>;
  organization_id: number;
  user_id: number;
  /** The address and names as the group typed them: all the group sees until the owner accepts. */
  email: string;
  first_name: string;
  last_name: string;
  token_hash: string;
  status: Generated<InvitationStatus>;
  invited_by: number | null;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  responded_at: Timestamp | null;
}

/** Members and permission roles beyond the foundation's tables. */
export interface MembersTables {
  email_verification_tokens: EmailVerificationTokensTable;
  invitations: InvitationsTable;
}
