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
import { signInRequiredMessage } from '../trpc/init';

type Caller = ReturnType<typeof createCaller>;
type ProcedureFn = (input: unknown) => Promise<unknown>;

function resolveProcedure(caller: Caller, path: string): ProcedureFn {
  let target: unknown = caller;
  for (const key of path.split('.')) target = (target as Record<string, unknown>)[key];
  if (typeof target !== 'function') throw new Error(`REST table names an unknown procedure: ${path}`);
  return target as ProcedureFn;
}

/** A refusal the adapter itself decides (not JSON, no such path): the same coded body as the procedures'. */
export function jsonError(c: HonoContext, status: number, message: string, code: ErrorCode = status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST') {
  return c.json({ error: message, code } satisfies ApiErrorBody, status as 400);
}

async function readBody(c: HonoContext): Promise<Record<string, unknown> | Response> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return {};
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return jsonError(c, 400, 'The request body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return jsonError(c, 400, 'The request body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

function errorResponse(c: HonoContext, error: unknown) {
  const trpcError = toTRPCError(error);
  return c.json(apiErrorOf(trpcError), getHTTPStatusCodeFromError(trpcError) as 400);
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
      if (authed && !ctx.auth) return jsonError(c, 401, signInRequiredMessage, 'UNAUTHORIZED');
      try {
        const parts = decode({ params: c.req.param() as Record<string, string>, queries: c.req.queries(), body });
        const input = (route.input ?? defaultInput)(parts);
        const output = await resolveProcedure(createCaller(ctx), route.procedure)(input);
        ctx.responseHeaders.forEach((value, key) => c.header(key, value, { append: true }));
        const status = route.status ?? 200;
        if (status === 204) return c.body(null, 204);
        for (const [key, value] of Object.entries(route.headers?.(output, { url: new URL(c.req.url) }) ?? {})) c.header(key, value);
        if (route.contentType) {
          return c.body(String(route.respond ? route.respond(output) : output), status, { 'content-type': route.contentType });
        }
        return c.json((route.respond ? route.respond(output) : output) ?? null, status);
      } catch (error) {
        return errorResponse(c, error);
      }
    });
  }
  app.all('*', (c) => jsonError(c, 404, `No such API path: ${c.req.method} ${new URL(c.req.url).pathname}`));
  return app;
}
