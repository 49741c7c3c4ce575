import { getCookie } from 'hono/cookie';
import type { Context as HonoContext } from 'hono';
import type { DB } from '@lug/db';
import type { Auth } from '../context';
import { sessionCookieName } from './cookies';
import { organizationHint } from './organization-hint';
import { validateSessionToken } from './sessions';
import { isApiToken, validateApiToken } from '../services/api-tokens';

/**
 * Bearer token first (scripts: a session token, or a personal API token `lug_pat_…`), else the
 * session cookie (the browser). The statement that checks the token also reads the caller's
 * membership of the organisation the request names, when it names one visibly (`organizationHint`).
 */
export async function resolveAuth(c: HonoContext, db: DB, now: Date): Promise<Auth | null> {
  const organizationId = organizationHint(c);
  const header = c.req.header('authorization');
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) return null;
    const bearer = match[1]!;
    // Personal API tokens carry a prefix, so each kind of token is looked up in its own table.
    if (isApiToken(bearer)) {
      const result = await validateApiToken(db, bearer, now, organizationId);
      return result
        ? {
            user: result.user,
            session: null,
            via: 'token',
            scope: result.scope,
            apiTokenId: result.tokenId,
            membership: result.membership,
          }
        : null;
    }
    const result = await validateSessionToken(db, bearer, now, organizationId);
    return result ? { ...result, via: 'bearer', scope: 'read_write', apiTokenId: null } : null;
  }
  const token = getCookie(c, sessionCookieName);
  if (!token) return null;
  const result = await validateSessionToken(db, token, now, organizationId);
  return result ? { ...result, via: 'cookie', scope: 'read_write', apiTokenId: null } : null;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated mutations must come from our own pages: the Origin (or, failing that, the
 * Referer) must be PUBLIC_URL's origin or the host the request was sent to.
 */
export function isCrossSiteMutation(c: HonoContext, publicUrl: string): boolean {
  if (safeMethods.has(c.req.method)) return false;
  const source = c.req.header('origin') ?? c.req.header('referer');
  if (!source) return true;
  let origin: URL;
  try {
    origin = new URL(source);
  } catch {
    return true;
  }
  if (origin.origin === new URL(publicUrl).origin) return false;
  const host = c.req.header('x-forwarded-host') ?? c.req.header('host');
  return !host || origin.host !== host;
}
