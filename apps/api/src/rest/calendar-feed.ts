/**
 * Conditional requests of an organisation's public calendar feed (`GET /api/organizations/:id/calendar.ics`):
 * calendar apps poll it every few minutes, and most of the time nothing in it has changed. The
 * feed's version (one index lookup, `organizationFeedVersion`) gives its ETag and Last-Modified;
 * a client whose copy is current gets 304 without the feed being read or built. Otherwise the
 * REST table's row answers (the procedure, which keeps the last feeds built) with these headers.
 */
import { createMiddleware } from 'hono/factory';
import type { AppDeps } from '../context';
import { etagMatches, notModifiedSince } from '../http-caching';
import { organizationFeedVersion } from '../services/calendar';

export const organizationFeedPath = '/api/organizations/:id{[0-9]+}/calendar.ics';

/** The feed's own caching (platform-api.ts): calendar apps and proxies may keep it five minutes. */
const feedCacheControl = 'public, max-age=300';

export function organizationFeedValidators(deps: AppDeps) {
  return createMiddleware(async (c, next) => {
    const id = Number(c.req.param('id'));
    // Not an organisation id: the procedure answers as it does.
    const version = Number.isSafeInteger(id) && id <= 2_147_483_647 ? await organizationFeedVersion(deps, id) : null;
    if (!version) return next();
    const ifNoneMatch = c.req.header('if-none-match');
    c.header('ETag', version.etag);
    if (version.lastModified) c.header('Last-Modified', version.lastModified.toUTCString());
    if (etagMatches(ifNoneMatch, version.etag) || (version.lastModified && notModifiedSince(ifNoneMatch, c.req.header('if-modified-since'), version.lastModified))) {
      c.header('Cache-Control', feedCacheControl);
      return c.body(null, 304);
    }
    await next();
    if (c.res.status !== 200) {
      c.res.headers.delete('ETag');
      c.res.headers.delete('Last-Modified');
    }
  });
}
