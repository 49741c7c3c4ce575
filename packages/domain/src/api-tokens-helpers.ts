/**
 * Personal API tokens without zod: the prefix, scopes, limits and messages. The
 * profile screen imports this module, so it does not load zod (each page's JavaScript is budgeted:
 * 120 KB gzip for the home page, 250 KB for the others; scripts/check-bundle-budget.mjs); the
 * schemas are in ./api-tokens, which re-exports all of this.
 */
import { messages, withFixedValues } from './words';

/** Every personal token starts with this, so a bearer token's kind is known before any lookup. */
export const apiTokenPrefix = 'lug_pat_';

export const apiTokenScopes = ['read', 'read_write'] as const;
export type ApiTokenScope = (typeof apiTokenScopes)[number];

/** A member may hold this many tokens at once. */
export const maxApiTokensPerUser = 50;

/** `last_used_at` is written at most this often per token, so reads stay cheap. */
export const apiTokenLastUsedGranularityMs = 60_000;

export const apiTokenNameMax = 100;

export const apiTokenMessages = /* @__PURE__ */ messages('apiToken', {
  notFound: 'API token not found',
  readOnly: 'This API token is read-only',
  tooMany: withFixedValues('You can hold at most {max} API tokens: revoke one first', { max: maxApiTokensPerUser }),
  expiryInPast: 'The expiry date must be today or later',
  needsSignIn: 'Sign in with your password to manage API tokens (an API token cannot do this)',
});
