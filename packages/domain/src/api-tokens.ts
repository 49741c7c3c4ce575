/**
 * Personal API tokens (docs/product/api.md#personal-api-tokens): a member creates named tokens for
 * scripts, read-only or read-write, optionally expiring; the token is shown once and stored only as
 * a hash.
 */
import { z } from 'zod';
import { id, isoDate, requiredText } from './common';
import { apiTokenNameMax, apiTokenScopes } from './api-tokens-helpers';
import { issue } from './words';

// The zod-free constants and messages (the profile screen imports them from there).
export * from './api-tokens-helpers';

export const apiTokenScope = z.enum(
  apiTokenScopes,
  issue('schema.scopeMustBeReadOrReadWrite', 'Scope must be read or read_write'),
);

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
