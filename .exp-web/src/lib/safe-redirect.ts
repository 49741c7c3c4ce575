/** Where to go after login when no (safe) redirect was asked for. */
export const defaultAfterLogin = '/platform/dashboard';

/**
 * A same-site path to return to, or `fallback`. Refuses absolute URLs, protocol-relative `//host`,
 * backslash tricks and the auth pages themselves (no loops).
 */
export function safeRedirect(value: unknown, fallback = defaultAfterLogin): string {
  if (typeof value !== 'string' || value === '') return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(value)) return fallback;
  try {
    const base = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    if (['/login', '/signup', '/forgot-password', '/reset-password'].includes(url.pathname)) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
