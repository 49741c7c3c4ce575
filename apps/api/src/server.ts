/**
 * The Hono app: /trpc (RPC for the web app), /api (the documented REST paths), /health, and the
 * built web app for every other path.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono, type Context as HonoContext } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { createMiddleware } from 'hono/factory';
import { serveStatic } from '@hono/node-server/serve-static';
import { getConnInfo } from '@hono/node-server/conninfo';
import { TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { sql } from '@lug/db';
import { exhibitLimits } from '@lug/domain/exhibits-helpers';
import type { AppDeps, Auth, RequestContext } from './context';
import { clientAddress } from './auth/client-address';
import { isCrossSiteMutation, resolveAuth } from './auth/request-auth';
import { createRestApp, jsonError } from './rest/adapter';
import { organizationFeedPath, organizationFeedValidators } from './rest/calendar-feed';
import { buildOpenApiDocument } from './rest/openapi';
import { renderApiReference } from './rest/reference-page';
import { appRouter } from './trpc/router';
import { appendVary, compressAnswers, etagMatches, preferredEncoding, type Encoding } from './http-caching';
import { apiMessages, httpMessages } from './words';

/** `authUnavailable`: the session could not be read (database down); /trpc answers 503 in its shape. */
/** The most calls one tRPC batch may carry; `httpBatchLink({ maxItems })` matches it in the clients. */
export const maxTrpcBatchSize = 50;

type Env = { Variables: { auth: Auth | null; authUnavailable?: boolean } };

/** The client's address (`auth/client-address.ts`): X-Forwarded-For counts only behind `TRUST_PROXY` hops. */
function clientIp(c: HonoContext, trustProxy: number): string {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    socket = undefined; // app.request() in tests has no socket
  }
  return clientAddress(c.req.header('x-forwarded-for'), socket, trustProxy);
}

interface IndexPage {
  /** The file's SHA-256 (base64url, 22 characters): its ETag, with `-br` / `-gzip` for those. */
  hash: string;
  identity: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer> | undefined;
  gzip?: Uint8Array<ArrayBuffer> | undefined;
  encodings: Encoding[];
}

/** index.html and the build's compressed copies of it, read once. */
async function loadIndexPage(webDist: string): Promise<IndexPage> {
  const path = join(webDist, 'index.html');
  const identity = new Uint8Array(await readFile(path));
  const copy = async (suffix: string) =>
    existsSync(path + suffix) ? new Uint8Array(await readFile(path + suffix)) : undefined;
  const [br, gzip] = await Promise.all([copy('.br'), copy('.gz')]);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  const encodings: Encoding[] = [...(br ? ['br' as const] : []), ...(gzip ? ['gzip' as const] : [])];
  return { hash, identity, br, gzip, encodings };
}

function defaultWebDist(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  // apps/api/src or apps/api/dist -> apps/web/dist
  return resolve(here, '../../web/dist');
}

export function createApp(deps: AppDeps) {
  const app = new Hono<Env>();
  const { config, logger, db } = deps;

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
    }),
  );

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    logger.debug({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
  });

  app.get('/health', async (c) => {
    try {
      await sql`select 1`.execute(db);
      return c.json({ status: 'ok', database: 'up' });
    } catch {
      return c.json({ status: 'unavailable', database: 'down' }, 503);
    }
  });

  // Authentication and the cross-site check, once, for both API surfaces.
  const bodyTooLarge = (c: HonoContext) => jsonError(c, 413, httpMessages.bodyTooLarge, 'PAYLOAD_TOO_LARGE');
  const limitSmallBody = bodyLimit({ maxSize: 2 * 1024 * 1024, onError: bodyTooLarge });
  // An exhibit photo is sent as base64 in JSON: 12 MB of image is 16 MB of body (decision 0039).
  const limitPhotoBody = bodyLimit({
    maxSize: Math.ceil(exhibitLimits.photoBytesMax / 3) * 4 + 64 * 1024,
    onError: bodyTooLarge,
  });
  const limitBody = createMiddleware<Env>((c, next) =>
    isPhotoUpload(c.req.method, c.req.path) ? limitPhotoBody(c, next) : limitSmallBody(c, next),
  );
  const authenticate = createMiddleware<Env>(async (c, next) => {
    let auth: Auth | null;
    try {
      auth = await resolveAuth(c, db, deps.now(), config, clientIp(c, config.trustProxy));
    } catch (error) {
      logger.error({ err: error }, 'could not resolve the session');
      // A tRPC client needs tRPC's error shape (batched, too): the /trpc handler's context raises it.
      if (c.req.path.startsWith('/trpc/')) {
        c.set('auth', null);
        c.set('authUnavailable', true);
        return next();
      }
      return jsonError(c, 503, apiMessages.databaseUnavailable, 'SERVICE_UNAVAILABLE');
    }
    if (isCrossSiteMutation(c, config.publicUrl, config.trustProxy, auth?.via === 'cookie')) {
      return jsonError(c, 403, httpMessages.crossSiteRefused, 'FORBIDDEN');
    }
    // A read-only API token reads: every REST write answers 403 (tRPC mutations check it in init.ts).
    if (
      auth?.scope === 'read' &&
      c.req.path.startsWith('/api/') &&
      !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)
    ) {
      return jsonError(c, 403, apiMessages.tokenReadOnly, 'FORBIDDEN');
    }
    c.set('auth', auth);
    await next();
  });
  /**
   * What every API answer says about itself: nothing signed in (or answering a token) is stored by
   * a browser or a proxy (`Cache-Control: no-store`; only public answers that chose their own
   * caching keep it), and a 401 names the scheme that would work (`WWW-Authenticate: Bearer`).
   * Outermost, so nothing after it replaces the answer. It makes a new answer with these headers
   * rather than setting them on the old one: under @hono/node-server (whose `Response` npm start
   * uses) a header set on an answer after it was made is dropped whenever the answer is rebuilt
   * from what it was made with, as reading its body (compression) or answering a HEAD does; that
   * lost both headers on most REST answers (issue 26, docs/ARCHITECTURE.md).
   */
  const answerHeaders = createMiddleware<Env>(async (c, next) => {
    await next();
    const res = c.res;
    const headers = new Headers(res.headers);
    const signedIn =
      Boolean(c.get('auth')) || c.req.header('authorization') !== undefined || c.req.header('cookie') !== undefined;
    if (signedIn || !headers.has('cache-control') || res.status >= 400) headers.set('Cache-Control', 'no-store');
    if (res.status === 401) headers.set('WWW-Authenticate', 'Bearer realm="LUG Platform"');
    c.res = undefined; // Hono merges the old answer's headers into a new one: start afresh
    c.res = new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  });
  // Answers of 1 KB or more are compressed (http-caching.ts), after the handler's headers are settled.
  const compress = compressAnswers();
  for (const prefix of ['/api/*', '/trpc/*']) app.use(prefix, answerHeaders, compress, limitBody, authenticate);

  const requestContext = async (c: HonoContext<Env>, responseHeaders = new Headers()): Promise<RequestContext> => ({
    ...deps,
    auth: c.get('auth'),
    ip: clientIp(c, config.trustProxy),
    userAgent: c.req.header('user-agent') ?? null,
    responseHeaders,
  });

  app.all('/trpc/*', async (c) => {
    const response = await fetchRequestHandler({
      endpoint: '/trpc',
      req: c.req.raw,
      router: appRouter,
      // One request may carry at most this many calls (the clients' batch links split above it).
      maxBatchSize: maxTrpcBatchSize,
      createContext: ({ resHeaders }) => {
        if (c.get('authUnavailable'))
          throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: apiMessages.databaseUnavailable });
        return requestContext(c, resHeaders);
      },
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') logger.error({ err: error.cause ?? error, path }, 'trpc error');
      },
    });
    // An error tRPC meets before any procedure runs (no or a wrong Content-Type: 415) carries its
    // JSON error body without saying so.
    if (response.status >= 400 && response.headers.get('content-type')?.startsWith('text/plain')) {
      response.headers.set('content-type', 'application/json');
    }
    return response;
  });
  // The REST surface's own description: generated from the path table and the procedures' schemas.
  const openApi = buildOpenApiDocument({ publicUrl: config.publicUrl });
  const referencePage = renderApiReference(openApi);
  app.get('/api/openapi.json', (c) => c.json(openApi));
  app.get('/api/docs', (c) => c.html(referencePage));
  // The organisation's calendar feed: 304 for a calendar app whose copy is current.
  app.get(organizationFeedPath, organizationFeedValidators(deps));
  app.route(
    '/api',
    createRestApp((c) => requestContext(c as HonoContext<Env>)),
  );

  // The web app: static files, and index.html for every client-side route. The build writes a
  // `.br` and a `.gz` of each text file (apps/web/vite.config.ts, `precompress`): the browser gets
  // one of them when it accepts it (docs/ARCHITECTURE.md, "Caching and compression").
  const webDist = config.webDist ?? defaultWebDist();
  if (existsSync(join(webDist, 'index.html'))) {
    const indexPage = loadIndexPage(webDist);
    // Source maps stay on the build machine (they show the whole source): never served.
    // nor the build's manifest (.vite/): files for the build, not for browsers.
    const buildOnly = (path: string) => path.endsWith('.map') || path.startsWith('/.vite/');
    app.get('*', async (c, next) => (buildOnly(c.req.path) ? c.text(httpMessages.notFound, 404) : next()));
    // A static file: `Vary: Accept-Encoding` on every text file (serveStatic says it only when it
    // sends a compressed one, and a cache must not hand that identity copy to everyone).
    const staticHeaders = (cacheControl: string | null) =>
      createMiddleware(async (c, next) => {
        await next();
        if (c.res.status !== 200 && c.res.status !== 206) return;
        if (cacheControl) c.res.headers.set('Cache-Control', cacheControl);
        if (
          /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg)/.test(
            c.res.headers.get('content-type') ?? '',
          )
        ) {
          appendVary(c.res.headers, 'Accept-Encoding');
        }
      });
    const serveFiles = serveStatic({ root: webDist, precompressed: true });
    // Hashed file names: a year, never revalidated. Set on the answer itself, after serveStatic
    // (its onFound hook runs once the response exists, too late for a header).
    app.use('/assets/*', staticHeaders('public, max-age=31536000, immutable'), serveFiles);
    // A missing asset (an old page asking for a file a new build replaced) is 404, not index.html.
    app.get('/assets/*', (c) => c.text(httpMessages.notFound, 404));
    // index.html: revalidated on every load (a new build must reach the browser), by its ETag.
    const servePage = async (c: HonoContext) => {
      const page = await indexPage;
      const encoding = preferredEncoding(c.req.header('accept-encoding'), page.encodings);
      c.header('Cache-Control', 'no-cache');
      c.header('Vary', 'Accept-Encoding');
      c.header('ETag', encoding ? `"${page.hash}-${encoding}"` : `"${page.hash}"`);
      if (etagMatches(c.req.header('if-none-match'), page.hash)) return c.body(null, 304);
      c.header('Content-Type', 'text/html; charset=UTF-8');
      if (!encoding) return c.body(page.identity);
      c.header('Content-Encoding', encoding);
      return c.body(page[encoding]!);
    };
    app.get('/', servePage);
    app.get('/index.html', servePage);
    app.use('*', staticHeaders(null), serveFiles);
    app.get('*', servePage);
  } else {
    app.get('*', (c) => c.text(httpMessages.webAppNotBuilt, 503));
  }

  return app;
}

/** The photo upload, on either surface: `PUT /api/exhibits/{id}/photo` or tRPC `exhibits.setPhoto`. */
function isPhotoUpload(method: string, path: string): boolean {
  if (method === 'PUT' && /^\/api\/exhibits\/[^/]+\/photo\/?$/.test(path)) return true;
  return method === 'POST' && path.startsWith('/trpc/') && path.slice('/trpc/'.length).split(',').includes('exhibits.setPhoto');
}
