/**
 * HTTP plumbing for smaller and fewer answers: choosing a content encoding from `Accept-Encoding`,
 * compressing the API's answers, and the `If-None-Match` / `If-Modified-Since` checks of the
 * answers that carry a validator (index.html, the calendar feed). docs/ARCHITECTURE.md ("Caching
 * and compression") says what is served how.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { createMiddleware } from 'hono/factory';

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer in, of those `offered` (in the server's order of preference), by the
 * request's `Accept-Encoding` and its q-values (RFC 9110 12.5.3): the highest q wins, a tie goes
 * to the server's order, `q=0` refuses, `*` stands for every encoding not named. Undefined: send
 * the answer as it is (identity).
 */
export function preferredEncoding(acceptEncoding: string | undefined, offered: readonly Encoding[] = ['br', 'gzip']): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') q = Number(value);
    }
    weights.set(name.trim(), Number.isFinite(q) ? q : 0);
  }
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of offered) {
    const q = weights.get(encoding) ?? (encoding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/** Adds `value` to the answer's `Vary` unless it is there already (or `Vary: *`). */
export function appendVary(headers: Headers, value: string): void {
  const current = headers.get('vary');
  if (!current) {
    headers.set('vary', value);
    return;
  }
  const names = current.split(',').map((name) => name.trim().toLowerCase());
  if (names.includes('*') || names.includes(value.toLowerCase())) return;
  headers.set('vary', `${current}, ${value}`);
}

/**
 * Whether `If-None-Match` names the entity tag (weak comparison, RFC 9110 13.1.2: `W/` and the
 * encoding suffix an answer's tag may carry, `"tag-br"`, do not matter; `*` matches anything).
 */
export function etagMatches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = tag.replace(/^W\//, '').replace(/^"|"$/g, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    return value === '*' || value === bare || value === `${bare}-br` || value === `${bare}-gzip`;
  });
}

/**
 * Whether the client's copy is current by `If-Modified-Since` (only when the request has no
 * `If-None-Match`, which takes precedence; RFC 9110 13.1.3). Seconds are compared: that is all
 * the header carries.
 */
export function notModifiedSince(ifNoneMatch: string | undefined, ifModifiedSince: string | undefined, lastModified: Date): boolean {
  if (ifNoneMatch !== undefined || !ifModifiedSince) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) <= Math.floor(since / 1000);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What the API compresses: JSON, and the text answers (calendar feeds, CSV exports, the reference page). */
const compressibleType = /^\s*(application\/(?:[\w.+-]+\+)?json|text\/(?:calendar|csv|html|plain))\s*(?:;|$)/i;

/**
 * The headers of an answer sent in `encoding`: `Content-Encoding`, and a strong `ETag` with the
 * encoding as a suffix (other bytes, another strong tag; `etagMatches` takes either).
 */
export function markEncoded(headers: Headers, encoding: Encoding): void {
  headers.set('content-encoding', encoding);
  const etag = headers.get('etag');
  if (etag && !etag.startsWith('W/')) headers.set('etag', etag.replace(/"$/, `-${encoding}"`));
}

/** Compresses `body` in `encoding` on libuv's thread pool (brotli quality 5: fast, near gzip's time). */
export async function compress(body: Uint8Array, encoding: Encoding): Promise<Uint8Array> {
  const compressed =
    encoding === 'br'
      ? await brotli(body, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        })
      : await gzipAsync(body, { level: 6 });
  return new Uint8Array(compressed.buffer, compressed.byteOffset, compressed.byteLength);
}

/**
 * Compresses the API's answers of at least `threshold` bytes (br, else gzip, by the request's
 * `Accept-Encoding`): JSON and the text types above. Left alone: HEAD, 204/206/304, an answer
 * already encoded, a streamed one (`Transfer-Encoding`, tRPC's `application/jsonl` batches; an
 * event stream is not a type above), and `Cache-Control: no-transform`. Every other header (the
 * API's `Cache-Control` included) stays; a strong `ETag` gets the encoding as a suffix (`"tag-br"`:
 * other bytes, another strong tag; `etagMatches` takes either). The answers here are whole JSON or
 * text documents already in memory, so the body is read at once and compressed on libuv's thread
 * pool. (The calendar feed compresses its own answer once per change: rest/calendar-feed.ts.)
 */
export function compressAnswers({ threshold = 1024 } = {}) {
  return createMiddleware(async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || [204, 206, 304].includes(res.status) || !res.body) return;
    if (res.headers.has('content-encoding') || res.headers.has('transfer-encoding')) return;
    if (!compressibleType.test(res.headers.get('content-type') ?? '')) return;
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('cache-control') ?? '')) return;
    const length = res.headers.get('content-length');
    if (length !== null && Number(length) < threshold) return;
    const encoding = preferredEncoding(c.req.header('accept-encoding'));
    // A client that takes no encoding gets the answer as it is, never read and copied here.
    if (!encoding) return appendVary(res.headers, 'Accept-Encoding');

    // The headers before the body: reading the body of @hono/node-server's `Response` rebuilds it
    // without the headers set on it since it was made (server.ts, `answerHeaders`).
    const headers = new Headers(res.headers);
    const body = new Uint8Array(await res.arrayBuffer());
    const answer = (bytes: Uint8Array) => {
      c.res = undefined; // Hono merges the old answer's headers into a new one: start afresh
      c.res = new Response(bytes as Uint8Array<ArrayBuffer>, { status: res.status, statusText: res.statusText, headers });
    };
    // Small: sent as it is, with its length (the answer is passed on as a stream from here).
    if (body.byteLength < threshold) {
      headers.set('content-length', String(body.byteLength));
      return answer(body);
    }
    appendVary(headers, 'Accept-Encoding');
    const bytes = await compress(body, encoding);
    markEncoded(headers, encoding);
    headers.set('content-length', String(bytes.byteLength));
    answer(bytes);
  });
}
