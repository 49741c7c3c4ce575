/**
 * Personal API tokens (issue 7): a member creates named tokens for scripts, read-only or
 * read-write, optionally expiring; the token is shown once and stored only as a hash.
 */
import { z } from 'zod';
import { id, isoDate, requiredText } from './common';

/** Every personal token starts with this, so a bearer token's kind is known before any lookup. */
export const apiTokenPrefix = 'lug_pat_';

export const apiTokenScopes = ['read', 'read_write'] as const;
export type ApiTokenScope = (typeof apiTokenScopes)[number];
export const apiTokenScope = z.enum(apiTokenScopes, { error: 'Scope must be read or read_write' });

export const apiTokenScopeLabels: Record<ApiTokenScope, string> = {
  read: 'Read only',
  read_write: 'Read and write',
};

/** A member may hold this many tokens at once. */
export const maxApiTokensPerUser = 50;

/** `last_used_at` is written at most this often per token, so reads stay cheap. */
export const apiTokenLastUsedGranularityMs = 60_000;

export const apiTokenNameMax = 100;

export const createApiTokenInput = z.object({
  name: requiredText('Name', apiTokenNameMax),
  scope: apiTokenScope.default('read'),
  /** The last day the token works (`yyyy-mm-dd`, through the end of that day, UTC); null: never expires. */
  expires_on: isoDate.nullish(),
});
export type CreateApiTokenInput = z.input<typeof createApiTokenInput>;

export const apiTokenRef = z.object({ id });

export const apiToken = z.object({
  id,
  name: z.string(),
  scope: apiTokenScope,
  expires_at: z.iso.datetime().nullable(),
  last_used_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  expired: z.boolean(),
  /** True for the token this very request came with. */
  current: z.boolean(),
});
export type ApiToken = z.infer<typeof apiToken>;

/** The answer to a create: the token itself, shown this once. */
export const createdApiToken = z.object({ token: z.string(), apiToken });
export type CreatedApiToken = z.infer<typeof createdApiToken>;

export const apiTokenMessages = {
  notFound: 'API token not found',
  readOnly: 'This API token is read-only',
  tooMany: `You can hold at most ${maxApiTokensPerUser} API tokens: revoke one first`,
  expiryInPast: 'expires_on: The expiry date must be today or later',
  needsSignIn: 'Sign in with your password to manage API tokens (an API token cannot do this)',
} as const;
