import { serialize } from 'hono/utils/cookie';

/**
 * The session cookie. Under https it carries the `__Host-` prefix: the browser then accepts it only
 * with Secure, Path=/ and no Domain, so no other host (a sibling subdomain) can set or shadow it.
 */
export const sessionCookieName = 'lug_session';
export const secureSessionCookieName = `__Host-${sessionCookieName}`;

export function sessionCookieNameFor(secure: boolean): string {
  return secure ? secureSessionCookieName : sessionCookieName;
}

export function sessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  return serialize(sessionCookieNameFor(secure), token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearedSessionCookie(secure: boolean): string {
  return serialize(sessionCookieNameFor(secure), '', {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    maxAge: 0,
  });
}
