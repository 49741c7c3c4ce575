/**
 * Personal API tokens: created and revoked by their owner, shown once, stored as a SHA-256 hash.
 * A token acts as its user everywhere (tokens belong to a user, not to an organisation), limited
 * by its scope: `read` tokens may only read.
 */
import {
  apiTokenLastUsedGranularityMs,
  apiTokenMessages,
  apiTokenPrefix,
  maxApiTokensPerUser,
  type ApiToken,
  type ApiTokenScope,
  type CreatedApiToken,
} from '@lug/domain/api-tokens';
import { conflict, forbidden, invalidField, notFound } from '@lug/domain/errors';
import { emailVerificationMessages } from '@lug/domain/auth';
import { z } from 'zod';
import { prepared, type UserRow, type DB } from '@lug/db';
import type { AppDeps } from '../context';
import { generateSecretToken, hashToken } from '../auth/tokens';
import { writeAudit } from './audit';
import { membershipHint, membershipSnapshot, type MembershipHint } from './authorization';

interface ApiTokenRow {
  id: number;
  name: string;
  scope: ApiTokenScope;
  expires_at: Date | null;
  last_used_at: Date | null;
  created_at: Date;
}

function toApiToken(row: ApiTokenRow, now: Date, currentTokenId: number | null = null): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    expires_at: row.expires_at?.toISOString() ?? null,
    last_used_at: row.last_used_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    expired: row.expires_at !== null && row.expires_at.getTime() <= now.getTime(),
    current: row.id === currentTokenId,
  };
}

const tokenColumns = ['id', 'name', 'scope', 'expires_at', 'last_used_at', 'created_at'] as const;

export async function listApiTokens(
  db: DB,
  userId: number,
  now: Date,
  currentTokenId: number | null = null,
): Promise<ApiToken[]> {
  const rows = await db
    .selectFrom('api_tokens')
    .select(tokenColumns)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => toApiToken(row, now, currentTokenId));
}

/** The end of the named day (UTC): a token that expires on 2027-01-31 works through that day. */
function endOfDay(isoDay: string): Date {
  return new Date(`${isoDay}T23:59:59.999Z`);
}

export async function createApiToken(
  deps: AppDeps,
  userId: number,
  input: { name: string; scope: ApiTokenScope; expires_on?: string | null | undefined },
): Promise<CreatedApiToken> {
  const now = deps.now();
  const expiresAt = input.expires_on ? endOfDay(input.expires_on) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw invalidField('expires_on', apiTokenMessages.expiryInPast);
  const token = `${apiTokenPrefix}${generateSecretToken()}`;
  return deps.db.transaction().execute(async (trx) => {
    // One user's token creations are serialised on their user row, so the limit holds.
    const owner = await trx.selectFrom('users').select('email_verified_at').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    // A token outlives sessions and passwords: only the proven owner of the address may make one.
    if (owner.email_verified_at === null) throw forbidden(emailVerificationMessages.tokensNeedVerifiedEmail);
    const { count } = await trx
      .selectFrom('api_tokens')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= maxApiTokensPerUser) throw conflict(apiTokenMessages.tooMany);
    const row = await trx
      .insertInto('api_tokens')
      .values({ user_id: userId, name: input.name, scope: input.scope, token_hash: hashToken(token), expires_at: expiresAt, created_at: now })
      .returning(tokenColumns)
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      organizationId: null,
      actorUserId: userId,
      action: 'api_token.create',
      entity: 'api_token',
      entityId: row.id,
      details: { name: input.name, scope: input.scope, expires_at: expiresAt?.toISOString() ?? null },
    });
    return { token, apiToken: toApiToken(row, now) };
  });
}

export async function revokeApiToken(deps: AppDeps, userId: number, tokenId: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('api_tokens')
      .where('id', '=', tokenId)
      .where('user_id', '=', userId)
      .returning(['id', 'name'])
      .executeTakeFirst();
    if (!row) throw notFound(apiTokenMessages.notFound);
    await writeAudit(trx, {
      organizationId: null,
      actorUserId: userId,
      action: 'api_token.revoke',
      entity: 'api_token',
      entityId: row.id,
      details: { name: row.name },
    });
  });
}

const tokenShape = z.string().regex(new RegExp(`^${apiTokenPrefix}[a-z2-7]{20,64}$`));

export function isApiToken(token: string): boolean {
  return token.startsWith(apiTokenPrefix);
}

/**
 * The user and scope behind a personal API token, or null when it is unknown, revoked or expired.
 * Records the use, at most once a minute per token (one conditional write, no extra read).
 */
export async function validateApiToken(
  db: DB,
  token: string,
  now: Date,
  organizationId?: number,
): Promise<{ user: UserRow; tokenId: number; scope: ApiTokenScope; membership?: MembershipHint | undefined } | null> {
  if (!tokenShape.safeParse(token).success) return null;
  const row = await db
    .selectFrom('api_tokens as t')
    .innerJoin('users', 'users.id', 't.user_id')
    .selectAll('users')
    .select(['t.id as token_id', 't.scope as token_scope', 't.expires_at as token_expires_at', 't.last_used_at as token_last_used_at'])
    // The membership of the organisation the request names, in the same statement (sessions.ts).
    .$if(organizationId !== undefined, (qb) => qb.select(membershipSnapshot(organizationId!).as('membership_snapshot')))
    .where('t.token_hash', '=', hashToken(token))
    // Every request with a personal token runs it: prepared once per connection (a key lookup).
    .modifyEnd(prepared('api-token-check'))
    .executeTakeFirst();
  if (!row) return null;
  const { token_id, token_scope, token_expires_at, token_last_used_at, membership_snapshot, ...user } = row;
  if (token_expires_at && token_expires_at.getTime() <= now.getTime()) return null;
  if (!token_last_used_at || now.getTime() - token_last_used_at.getTime() >= apiTokenLastUsedGranularityMs) {
    await db
      .updateTable('api_tokens')
      .set({ last_used_at: now })
      .where('id', '=', token_id)
      .where((eb) =>
        eb.or([
          eb('last_used_at', 'is', null),
          eb('last_used_at', '<=', new Date(now.getTime() - apiTokenLastUsedGranularityMs)),
        ]),
      )
      .execute();
  }
  return { user, tokenId: token_id, scope: token_scope, membership: membershipHint(organizationId, membership_snapshot) };
}
