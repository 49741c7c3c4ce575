import { serialize } from 'hono/utils/cookie';

export const sessionCookieName = 'lug_session';

export function sessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  return serialize(sessionCookieName, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearedSessionCookie(secure: boolean): string {
  return serialize(sessionCookieName, '', { httpOnly: true, sameSite: 'Lax', secure, path: '/', maxAge: 0 });
}
