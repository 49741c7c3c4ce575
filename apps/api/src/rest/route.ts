/**
 * One row of the REST path table: which tRPC procedure answers a documented path, how the request
 * becomes its input, and the success status. No logic lives in the table.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestRequestParts {
  params: Record<string, string>;
  query: Record<string, string>;
  body: Record<string, unknown>;
}

export interface RestRoute {
  method: HttpMethod;
  /** Hono path under /api, `:name` for parameters. */
  path: string;
  /** Dotted tRPC procedure path, e.g. `auth.login`. */
  procedure: string;
  /** Default: query, then body, then path parameters merged into one object. */
  input?: (parts: RestRequestParts) => unknown;
  /** Success status; 204 answers no body. */
  status?: 200 | 201 | 202 | 204;
  /** Shapes the response body from the procedure's output. */
  respond?: (output: unknown) => unknown;
  /** A non-JSON answer (e.g. `text/csv`): the body is `respond(output)` (or the output) as text. */
  contentType?: string;
  /** Extra response headers from the output, e.g. a download's Content-Disposition. */
  headers?: (output: unknown) => Record<string, string>;
}
