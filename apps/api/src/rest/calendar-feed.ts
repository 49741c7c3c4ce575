/**
 * Conditional requests of an organisation's public calendar feed (`GET /api/organizations/:id/calendar.ics`):
 * calendar apps poll it every few minutes, and most of the time nothing in it has changed. The
 * feed's version (one index lookup, `organizationFeedVersion`) gives its ETag and Last-Modified;
 * a client whose copy is current gets 304 without the feed being read or built. A feed kept for
 * that version (`keptOrganizationCalendar`) is answered here, as the procedure would answer it,
 * from its bytes in the encoding asked for, made once per version (`feedCopies`): a fetch costs the
 * version's lookup. Otherwise the REST table's row answers (the procedure, which builds and keeps
 * the feed) with these headers.
 */
import { createMiddleware } from 'hono/factory';
import type { AppDeps } from '../context';
import { appendVary, compress, etagMatches, markEncoded, notModifiedSince, preferredEncoding, type Encoding } from '../http-caching';
import { keptOrganizationCalendar, organizationFeedVersion } from '../services/calendar';

export const organizationFeedPath = '/api/organizations/:id{[0-9]+}/calendar.ics';

/** The feed's own caching: calendar apps and proxies may keep it five minutes. */
const feedCacheControl = 'public, max-age=300';

/** How the feed is answered (the REST table's row, platform-api.ts, and the kept feed here). */
export const organizationFeedAnswer = {
  contentType: 'text/calendar; charset=utf-8',
  headers: { 'content-disposition': 'inline; filename="activities.ics"', 'cache-control': feedCacheControl },
} as const;

/**
 * The kept feeds' bytes as sent, by version and encoding, the last few (a big group's feed is
 * ~1 MB, ~100 KB compressed): made once, however many calendar apps ask at the same moment.
 */
function feedCopies(count = 8) {
  const copies = new Map<string, Promise<Uint8Array>>();
  return (etag: string, encoding: Encoding | undefined, body: string): Promise<Uint8Array> => {
    const key = `${encoding ?? 'identity'} ${etag}`;
    let bytes = copies.get(key);
    copies.delete(key);
    if (!bytes) {
      const plain = new TextEncoder().encode(body);
      bytes = encoding ? compress(plain, encoding) : Promise.resolve(plain);
      // A failure is not kept: the next request tries again.
      bytes.catch(() => copies.delete(key));
    }
    copies.set(key, bytes);
    while (copies.size > count) copies.delete(copies.keys().next().value!);
    return bytes;
  };
}

export function organizationFeedValidators(deps: AppDeps) {
  const copies = feedCopies();
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
    const kept = keptOrganizationCalendar(deps.db, id, version.etag);
    if (kept !== undefined) {
      const encoding = preferredEncoding(c.req.header('accept-encoding'));
      const bytes = await copies(version.etag, encoding, kept);
      for (const [name, value] of Object.entries(organizationFeedAnswer.headers)) c.header(name, value);
      c.header('Content-Type', organizationFeedAnswer.contentType);
      const answer = c.body(bytes as Uint8Array<ArrayBuffer>, 200);
      appendVary(answer.headers, 'Accept-Encoding');
      if (encoding) markEncoded(answer.headers, encoding);
      return answer;
    }
    await next();
    if (c.res.status !== 200) {
      c.res.headers.delete('ETag');
      c.res.headers.delete('Last-Modified');
    }
  });
}
