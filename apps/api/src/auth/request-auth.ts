import { getCookie } from 'hono/cookie';
import type { Context as HonoContext } from 'hono';
import type { DB } from '@lug/db';
import type { Auth } from '../context';
import type { Config } from '../env';
import { sessionCookieNameFor } from './cookies';
import { organizationHint } from './organization-hint';
import { validateSessionToken } from './sessions';
import { isApiToken, validateApiToken } from '../services/api-tokens';

/**
 * Bearer token first (scripts: a session token, or a personal API token `lug_pat_…`), else the
 * session cookie (the browser). The statement that checks the token also reads the caller's
 * membership of the organisation the request names, when it names one visibly (`organizationHint`).
 */
export async function resolveAuth(
  c: HonoContext,
  db: DB,
  now: Date,
  config: Pick<Config, 'session' | 'secureCookies'>,
  ip: string,
): Promise<Auth | null> {
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
    const result = await validateSessionToken(db, bearer, now, config.session, { organizationId, ip });
    return result ? { ...result, via: 'bearer', scope: 'read_write', apiTokenId: null } : null;
  }
  const token = getCookie(c, sessionCookieNameFor(config.secureCookies));
  if (!token) return null;
  const result = await validateSessionToken(db, token, now, config.session, { organizationId, ip });
  return result ? { ...result, via: 'cookie', scope: 'read_write', apiTokenId: null } : null;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin a browser says a request came from: the Origin header, else the Referer's. */
function sourceOrigin(c: HonoContext): string | null | undefined {
  const source = c.req.header('origin') ?? c.req.header('referer');
  if (source === undefined) return undefined;
  try {
    return new URL(source).origin;
  } catch {
    return null; // "null" (a sandboxed frame, a privacy setting) or garbage: not ours
  }
}

/**
 * The origins our own pages are served from: PUBLIC_URL's, and, only behind a trusted proxy, the
 * host the proxy says it was asked for (X-Forwarded-Host, else Host). Without a trusted proxy the
 * Host header is whatever the client wrote, so it proves nothing.
 */
function ownOrigins(c: HonoContext, publicUrl: string, trustProxy: number): string[] {
  const origins = [new URL(publicUrl).origin];
  if (trustProxy > 0) {
    const forwarded = c.req.header('x-forwarded-host')?.split(',').map((h) => h.trim()).filter(Boolean);
    const host = forwarded?.[Math.max(0, forwarded.length - trustProxy)] ?? c.req.header('host');
    const proto = c.req.header('x-forwarded-proto')?.split(',').map((p) => p.trim()).at(-1) ?? new URL(c.req.url).protocol.replace(':', '');
    if (host && /^https?$/.test(proto)) {
      try {
        origins.push(new URL(`${proto}://${host}`).origin);
      } catch {
        // an unreadable host adds nothing
      }
    }
  }
  return origins;
}

/**
 * A mutation a browser sent from another site. Refused:
 * - any mutation that names a foreign Origin (or Referer), signed in or not: sign-up and sign-in
 *   too, so another site cannot sign a visitor in to an account of its choosing (login CSRF);
 * - a cookie-authenticated mutation that names no origin at all (`cookieAuthenticated`).
 * Scripts send no Origin and authenticate with a bearer token, which browsers never add by themselves.
 */
export function isCrossSiteMutation(c: HonoContext, publicUrl: string, trustProxy: number, cookieAuthenticated: boolean): boolean {
  if (safeMethods.has(c.req.method)) return false;
  const origin = sourceOrigin(c);
  if (origin === undefined) return cookieAuthenticated;
  if (origin === null) return true;
  return !ownOrigins(c, publicUrl, trustProxy).includes(origin);
}
