/**
 * The API as a product: personal API tokens and personal calendar feed links
 * (docs/product/api.md#personal-api-tokens, docs/product/api.md#calendars).
 */
import type { Generated } from 'kysely';
import type { Timestamp } from '../schema';

export type ApiTokenScope = 'read' | 'read_write';

export interface ApiTokensTable {
  id: Generated<number>;
  /** Tokens belong to a user, not to an organisation: they act as that user everywhere. */
  user_id: number;
  name: string;
  /** SHA-256 of the whole token (`lug_pat_…`), hex. The token itself is shown once and never stored. */
  token_hash: string;
  scope: ApiTokenScope;
  expires_at: Timestamp | null;
  /** Updated at most once a minute per token. */
  last_used_at: Timestamp | null;
  created_at: Generated<Timestamp>;
}

export interface CalendarFeedsTable {
  /** One personal feed link per user; regenerating replaces it. */
  user_id: number;
  /** SHA-256 of the secret in the feed's URL, hex. */
  secret_hash: string;
  last_used_at: Timestamp | null;
  created_at: Generated<Timestamp>;
}

export interface ApiTables {
  api_tokens: ApiTokensTable;
  calendar_feeds: CalendarFeedsTable;
}
