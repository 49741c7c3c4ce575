/**
 * One row of the REST path table: which tRPC procedure answers a documented path, how the request
 * becomes its input, and the success status. No logic lives in the table.
 */
import type { inferRouterInputs } from '@trpc/server';
import type { ZodType } from 'zod';
import type { AppRouter } from '../trpc/router';

/** `area.procedure` for every procedure of the router: a typo in the table does not compile. */
export type ProcedurePath = {
  [Area in keyof inferRouterInputs<AppRouter> & string]: `${Area}.${keyof inferRouterInputs<AppRouter>[Area] & string}`;
}[keyof inferRouterInputs<AppRouter> & string];

/** The areas whose router reads, updates and deletes one row by id (`get`, `update`, `delete`). */
type RowArea = {
  [Area in keyof inferRouterInputs<AppRouter> & string]: 'get' | 'update' | 'delete' extends keyof inferRouterInputs<AppRouter>[Area]
    ? Area
    : never;
}[keyof inferRouterInputs<AppRouter> & string];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request's parts, path and query text already decoded by the field types (`wire.ts`). */
export interface RestRequestParts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

export interface RestRoute {
  method: HttpMethod;
  /** Hono path under /api, `:name` for parameters. */
  path: string;
  /** Dotted tRPC procedure path, e.g. `auth.login`. */
  procedure: ProcedurePath;
  /** Default: query, then body, then path parameters merged into one object. */
  input?: (parts: RestRequestParts) => unknown;
  /** Success status; 204 answers no body. */
  status?: 200 | 201 | 202 | 204;
  /** Shapes the response body from the procedure's output. */
  respond?: (output: unknown) => unknown;
  /**
   * A non-JSON answer (e.g. `text/csv`): the body is `respond(output)` (or the output) as text, or
   * as bytes when it is a `Uint8Array`. A function picks the type from the output (one path, several
   * formats); `mediaTypes` then lists them for the OpenAPI document.
   */
  contentType?: string | ((output: unknown) => string);
  /** The media types a `contentType` function answers, for the OpenAPI document. */
  mediaTypes?: string[];
  /** Extra response headers from the output (and the request's URL), e.g. a download's Content-Disposition. */
  headers?: (output: unknown, request: { url: URL }) => Record<string, string>;
  /** For the OpenAPI document, where `respond` and `headers` reshape the answer: what it then is. */
  answers?: {
    schema: ZodType;
    headers?: Record<string, { description: string; schema: { type: string } }>;
  };
}

/** `GET`, `PUT` and `DELETE` of `path/:id`: the area's `get`, `update` and `delete` (204). */
export function rowPaths(path: string, area: RowArea): RestRoute[] {
  return [
    { method: 'GET', path: `${path}/:id`, procedure: `${area}.get` },
    { method: 'PUT', path: `${path}/:id`, procedure: `${area}.update` },
    { method: 'DELETE', path: `${path}/:id`, procedure: `${area}.delete`, status: 204 },
  ];
}

/** Query, then body, then path parameters merged into one object (a field from two places is refused by the adapter). */
export function defaultInput({ params, query, body }: RestRequestParts): Record<string, unknown> {
  return { ...query, ...body, ...params };
}
