import { Hono, type Context as HonoContext } from 'hono';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { RequestContext } from '../context';
import { createCaller } from '../trpc/router';
import type { ApiErrorBody, ErrorCode } from '@lug/domain/errors';
import { apiErrorOf, toTRPCError } from '../trpc/errors';
import { restRoutes, type RestRoute } from './paths';
import { defaultInput } from './route';
import { routeInput, signInRequired } from './route-shape';
import { wireDecoder } from './wire';
import { apiMessages, httpMessages } from '../words';
import { retryAfterOf } from '../services/rate-limit';

type Caller = ReturnType<typeof createCaller>;
type ProcedureFn = (input: unknown) => Promise<unknown>;

function resolveProcedure(caller: Caller, path: string): ProcedureFn {
  let target: unknown = caller;
  for (const key of path.split('.')) target = (target as Record<string, unknown>)[key];
  if (typeof target !== 'function') throw new Error(`REST table names an unknown procedure: ${path}`);
  return target as ProcedureFn;
}

/** A refusal the adapter itself decides (not JSON, no such path): the same coded body as the procedures'. */
export function jsonError(
  c: HonoContext,
  status: number,
  message: string,
  code: ErrorCode = status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST',
) {
  return c.json({ error: message, code } satisfies ApiErrorBody, status as 400);
}

/** `application/json`, with or without parameters (`; charset=utf-8`). */
function isJson(contentType: string | undefined): boolean {
  return contentType !== undefined && contentType.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/**
 * The body as a JSON object. A body, or a declared type, that is not JSON is 415: a browser sends
 * a form or `text/plain` to another site without asking first, never JSON, so this alone keeps
 * another site's forms off every path (sign-in included).
 */
async function readBody(c: HonoContext): Promise<Record<string, unknown> | Response> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return {};
  const contentType = c.req.header('content-type');
  const text = await c.req.text();
  if ((text !== '' || contentType !== undefined) && !isJson(contentType))
    return jsonError(c, 415, httpMessages.jsonBodyRequired, 'UNSUPPORTED_MEDIA_TYPE');
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return jsonError(c, 400, httpMessages.bodyNotJson);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return jsonError(c, 400, httpMessages.bodyNotObject);
  }
  return parsed as Record<string, unknown>;
}

function errorResponse(c: HonoContext, error: unknown) {
  const trpcError = toTRPCError(error);
  const retryAfter = retryAfterOf(error);
  if (retryAfter !== undefined) c.header('Retry-After', String(retryAfter));
  return c.json(apiErrorOf(trpcError), getHTTPStatusCodeFromError(trpcError) as 400);
}

/** A Hono path (`/members/:id`, `/calendar/:secret{[a-z2-7]+\\.ics}`) as a regular expression. */
function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => {
      const param = /^:[A-Za-z_]+(?:\{(.+)\})?$/.exec(segment);
      if (param) return param[1] ? `(?:${param[1]})` : '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** The methods the table serves at a path (GET brings HEAD), for a 405's `Allow`. */
function allowedMethods(routes: RestRoute[], pathname: string): string[] {
  const methods = new Set<string>();
  for (const route of routes) {
    if (!pathPattern(route.path).test(pathname)) continue;
    methods.add(route.method);
    if (route.method === 'GET') methods.add('HEAD');
  }
  return [...methods];
}

/**
 * Serves the REST path table. `context` builds the same request context the tRPC endpoint gets,
 * so a REST call and an RPC call of one procedure behave identically. Path and query text is
 * decoded by the procedure's field types (`wire.ts`) before the row's mapping sees it.
 */
export function createRestApp(context: (c: HonoContext) => Promise<RequestContext>, routes: RestRoute[] = restRoutes) {
  const app = new Hono();
  for (const route of routes) {
    const decode = wireDecoder(route);
    const authed = signInRequired(routeInput(route).def);
    app.on(route.method, route.path, async (c) => {
      const body = await readBody(c);
      if (body instanceof Response) return body;
      const ctx = await context(c);
      // Who is calling is settled before the request's shape is (as the procedure itself does).
      if (authed && !ctx.auth) return jsonError(c, 401, apiMessages.signInRequired, 'UNAUTHORIZED');
      try {
        const parts = decode({ params: c.req.param() as Record<string, string>, queries: c.req.queries(), body });
        const input = (route.input ?? defaultInput)(parts);
        const output = await resolveProcedure(createCaller(ctx), route.procedure)(input);
        ctx.responseHeaders.forEach((value, key) => c.header(key, value, { append: true }));
        const status = route.status ?? 200;
        if (status === 204) return c.body(null, 204);
        for (const [key, value] of Object.entries(route.headers?.(output, { url: new URL(c.req.url) }) ?? {}))
          c.header(key, value);
        if (route.contentType) {
          const type = typeof route.contentType === 'function' ? route.contentType(output) : route.contentType;
          const document = route.respond ? route.respond(output) : output;
          return c.body(document instanceof Uint8Array ? new Uint8Array(document) : String(document), status, {
            'content-type': type,
          });
        }
        return c.json((route.respond ? route.respond(output) : output) ?? null, status);
      } catch (error) {
        return errorResponse(c, error);
      }
    });
  }
  app.all('*', (c) => {
    const pathname = new URL(c.req.url).pathname;
    // A known path asked with a method it does not serve: 405, naming those it does.
    const allowed = allowedMethods(routes, pathname.replace(/^\/api(?=\/)/, ''));
    if (allowed.length > 0) {
      c.header('Allow', allowed.join(', '));
      return jsonError(c, 405, httpMessages.methodNotAllowed(c.req.method, allowed.join(', ')), 'METHOD_NOT_ALLOWED');
    }
    return jsonError(c, 404, httpMessages.noSuchPath(c.req.method, pathname));
  });
  return app;
}
