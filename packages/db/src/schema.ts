import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';
import type { CatalogueTables } from './tables/catalogue';
import type { MembersTables } from './tables/members';
import type { RegistrationTables } from './tables/registration';
import type { EngagementTables } from './tables/engagement';
export type { NotificationKind } from './tables/engagement';
import type { ApiTables } from './tables/api';
import type { PerformanceTables } from './tables/performance';
import type { RsvpTables } from './tables/rsvp';
import type { ShowTables } from './tables/shows';
import type { TablePlanTables } from './tables/table-plans';
import type { PointsTables } from './tables/points';
import type { BulkOrderTables } from './tables/bulk-orders';
export type { ExhibitStatus } from './tables/shows';

/** `timestamptz`: read and written as Date. */
export type Timestamp = Date;
/** `date`: travels as `yyyy-mm-dd` (the pg and PGlite parsers are set to leave it a string). */
export type CalendarDate = ColumnType<string, string, string>;
export type Json<T> = ColumnType<T, string | T, string | T>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  display_name: string | null;
  show_email: Generated<boolean>;
  biographical_info: string | null;
  website: string | null;
  facebook_url: string | null;
  twitter_handle: string | null;
  instagram_username: string | null;
  tiktok_username: string | null;
  flickr_username: string | null;
  bricklink_store_url: string | null;
  rebrickable_profile_url: string | null;
  lego_ideas_profile_url: string | null;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
  /** When the owner first signed up, signed in or set a password; null: never (migration 2026_11_24_0100). */
  signed_in_at: Generated<Timestamp | null>;
  /** When the address was confirmed by a link sent to it; null: not yet (migration 2026_11_24_0200). */
  email_verified_at: Generated<Timestamp | null>;
  /**
   * The keys of the name shown (display name, else first and last), of the last and of the first
   * name: `nameKey` of @lug/domain/name-key, computed by the database (`name_key`, migration
   * 2026_11_29_0200, decision 0045). Searches compare and the lists sort by them.
   */
  name_search: GeneratedAlways<string>;
  last_name_key: GeneratedAlways<string>;
  first_name_key: GeneratedAlways<string>;
}

export interface SessionsTable {
  /** SHA-256 of the token, hex. The token itself is never stored. */
  id: string;
  /** The number the sessions list shows and `DELETE /auth/sessions/{id}` takes (migration 2026_11_24_0500). */
  public_id: Generated<number>;
  user_id: number;
  /** When it ends unless used again: the idle timeout from the last use, capped by the absolute lifetime. */
  expires_at: Timestamp;
  created_at: Generated<Timestamp>;
  /** Written at most once a minute. */
  last_used_at: Generated<Timestamp>;
  user_agent: string | null;
  /** The client address of the last use. */
  ip: string | null;
  /** A kiosk session's activity: it may only check members in to it (migration 2026_11_29_0400, decision 0047). */
  kiosk_activity_id: number | null;
  /** When a kiosk session ends at the latest; null for every other session. */
  kiosk_until: Timestamp | null;
}

export interface PasswordResetTokensTable {
  id: string;
  user_id: number;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  /** The link was also shown to an administrator: using it does not confirm the address (decision 0036). */
  shown_to_administrator: Generated<boolean>;
}

export interface OrganizationsTable {
  id: Generated<number>;
  name: string;
  contact_email: string;
  settings: Json<Record<string, unknown>>;
  /** Members whose role grants roles.manage or settings.manage need two factors to use them (migration 2026_11_24_0510). */
  require_two_factor: Generated<boolean>;
  created_at: Generated<Timestamp>;
}

export interface MembershipsTable {
  organization_id: number;
  user_id: number;
  status: Generated<'active' | 'inactive'>;
  member_since: CalendarDate;
  last_login: Timestamp | null;
  created_at: Generated<Timestamp>;
}

export interface PermissionRolesTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  description: string | null;
  is_default: Generated<boolean>;
  permissions: ColumnType<string[], string[] | undefined, string[]>;
  created_at: Generated<Timestamp>;
}

export interface RoleAssignmentsTable {
  organization_id: number;
  user_id: number;
  role_id: number;
  assigned_by: number | null;
  assigned_at: Generated<Timestamp>;
}

export interface BetaApplicationsTable {
  id: Generated<number>;
  lug_name: string;
  contact_name: string;
  email: string;
  website: string;
  about: string | null;
  created_at: Generated<Timestamp>;
}

export type EmailStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface EmailOutboxTable {
  id: Generated<number>;
  organization_id: number | null;
  template: string;
  to_email: string;
  /** The account the email was written to, when it was written to one (migration 2026_11_24_0100). */
  to_user_id: number | null;
  to_name: string | null;
  from_email: string | null;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  status: Generated<EmailStatus>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Timestamp>;
  locked_until: Timestamp | null;
  last_error: string | null;
  /** When the worker last tried to deliver it (migration 2026_11_24_1500). */
  last_attempt_at: Timestamp | null;
  provider_message_id: string | null;
  sent_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  /** Files the email carries, content in base64; null for none (migration 2026_11_24_2000). */
  /** Written as JSON text (`JSON.stringify`): pg would send an array as a PostgreSQL array. */
  attachments: ColumnType<OutboxAttachment[] | null, string | null | undefined, string | null>;
}

/** One file of an outbox email, as stored in `email_outbox.attachments`. */
export interface OutboxAttachment {
  filename: string;
  content_type: string;
  /** The file's bytes in base64. */
  content: string;
  /** An inline image's `cid` (the renewal reminder's QR code, decision 46); absent for a file. */
  content_id?: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  organization_id: number | null;
  actor_user_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  details: Json<Record<string, unknown>>;
  created_at: Generated<Timestamp>;
}

export interface RateLimitEventsTable {
  id: Generated<number>;
  bucket: string;
  key: string;
  created_at: Generated<Timestamp>;
}

/** Two-factor sign-in (migration 2026_11_24_0510). */
export interface TwoFactorCredentialsTable {
  user_id: number;
  /** The TOTP key, base32. */
  secret: string;
  /** Null while a setup waits for its first code. */
  enabled_at: Timestamp | null;
  /** The time step of the last code accepted: each code works once. */
  last_used_step: number | null;
  created_at: Generated<Timestamp>;
}

export interface TwoFactorRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  /** argon2id of the code. */
  code_hash: string;
  used_at: Timestamp | null;
  created_at: Generated<Timestamp>;
}

export interface TwoFactorChallengesTable {
  /** SHA-256 of the challenge given to the client, hex. */
  id: string;
  user_id: number;
  attempts: Generated<number>;
  expires_at: Timestamp;
  created_at: Generated<Timestamp>;
}

/** The foundation's tables. Each area declares its own `<Area>Tables` and joins it to `Database`. */
export interface FoundationTables {
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  organizations: OrganizationsTable;
  memberships: MembershipsTable;
  permission_roles: PermissionRolesTable;
  role_assignments: RoleAssignmentsTable;
  beta_applications: BetaApplicationsTable;
  email_outbox: EmailOutboxTable;
  audit_log: AuditLogTable;
  rate_limit_events: RateLimitEventsTable;
  two_factor_credentials: TwoFactorCredentialsTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
}

// Areas add their tables with one `extends` each.
export interface Database
  extends
    FoundationTables,
    CatalogueTables,
    MembersTables,
    RegistrationTables,
    EngagementTables,
    ApiTables,
    PerformanceTables,
    RsvpTables,
    ShowTables,
    TablePlanTables,
    PointsTables,
    BulkOrderTables {}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type OrganizationRow = Selectable<OrganizationsTable>;
export type MembershipRow = Selectable<MembershipsTable>;
export type PermissionRoleRow = Selectable<PermissionRolesTable>;
export type EmailOutboxRow = Selectable<EmailOutboxTable>;
export type NewEmail = Insertable<EmailOutboxTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
