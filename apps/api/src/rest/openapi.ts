/**
 * The OpenAPI 3.1 document of the REST surface, generated from the two things that define it: the
 * REST path table (`rest/paths.ts`) and the procedures' own zod input and output schemas. There
 * is no second, hand-written description to fall out of date.
 *
 * How a path's parameters are found: each row's input mapping is run once with marker values, so
 * the generator sees which procedure fields come from the path, and whether the query string or
 * the body feeds the rest (see docs/decisions/0007-the-api-as-a-product.md).
 */
import { z } from 'zod';
import { appRouter } from '../trpc/router';
import { authedProcedure } from '../trpc/init';
import { restRoutes, type RestRequestParts, type RestRoute } from './paths';

type JsonSchema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};

interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  inputs: z.ZodType[];
  output?: z.ZodType;
  middlewares: unknown[];
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  security: Array<Record<string, string[]>>;
  parameters: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
  'x-procedure': string;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    securitySchemes: Record<string, Record<string, string>>;
    schemas: Record<string, JsonSchema>;
  };
  security: Array<Record<string, string[]>>;
}

const procedures = (appRouter as unknown as { _def: { procedures: Record<string, { _def: ProcedureDef }> } })._def
  .procedures;

/** The middleware `authedProcedure` adds: a procedure that runs it needs a signed-in caller. */
const signInCheck = (authedProcedure as unknown as { _def: { middlewares: unknown[] } })._def.middlewares.at(-1);

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function inputSchema(def: ProcedureDef): JsonSchema | null {
  if (def.inputs.length === 0) return null;
  const parts = def.inputs.map((input) => jsonSchema(input, 'input'));
  if (parts.length === 1) return parts[0]!;
  // Chained `.input()` calls merge objects: so do their schemas.
  const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
  for (const part of parts) {
    Object.assign(merged.properties!, part.properties ?? {});
    merged.required!.push(...(part.required ?? []));
  }
  return merged;
}

/** `/members/:id` → `/members/{id}`; a parameter's own pattern (`:id{[0-9]+}`) is kept for its schema. */
export function openApiPath(honoPath: string): string {
  return honoPath.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
}

function pathParameters(honoPath: string): Array<{ name: string; pattern: string | null }> {
  return [...honoPath.matchAll(/:(\w+)(?:\{([^}]*)\})?/g)].map((m) => ({ name: m[1]!, pattern: m[2] ?? null }));
}

const queryMarker = '\u0000query';
const bodyMarker = '\u0000body';
const pathMarker = (name: string) => `\u0000path:${name}`;

function defaultInput({ params, query, body }: RestRequestParts): unknown {
  return { ...query, ...body, ...params };
}

/** Runs the row's input mapping on marker values: which fields come from the path, query and body. */
function probeInputMapping(route: RestRoute, params: string[]) {
  const parts: RestRequestParts = {
    params: Object.fromEntries(params.map((name) => [name, pathMarker(name)])),
    query: { [queryMarker]: queryMarker },
    body: { [bodyMarker]: bodyMarker },
  };
  let result: unknown;
  try {
    result = (route.input ?? defaultInput)(parts);
  } catch {
    result = defaultInput(parts);
  }
  if (result === undefined || result === null || typeof result !== 'object') {
    return { takesInput: false, fromPath: new Map<string, string>(), query: false, body: false };
  }
  const record = result as Record<string, unknown>;
  const fromPath = new Map<string, string>();
  for (const [field, value] of Object.entries(record)) {
    const param = params.find((name) => value === pathMarker(name));
    if (param) fromPath.set(field, param);
  }
  return { takesInput: true, fromPath, query: queryMarker in record, body: bodyMarker in record };
}

function isScalar(schema: JsonSchema): boolean {
  const types = [schema.type, ...(schema.anyOf ?? []).map((s) => s.type)].flat().filter(Boolean);
  return types.length > 0 && types.every((t) => t !== 'array' && t !== 'object');
}

const errorStatuses: Record<string, string> = {
  '400': 'Bad input: the message names the field and the problem',
  '401': 'Not signed in, or the token is unknown, expired or revoked',
  '403': 'Not allowed (missing permission, or a read-only API token on a write)',
  '404': 'Missing, or in another organisation',
  '409': 'A rule of the product is broken; the message says which',
  '429': 'Too many requests',
};

function errorResponses(authed: boolean) {
  const responses: OpenApiOperation['responses'] = {};
  for (const [status, description] of Object.entries(errorStatuses)) {
    if (!authed && (status === '401' || status === '403')) continue;
    responses[status] = { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  }
  return responses;
}

function successResponse(route: RestRoute, def: ProcedureDef): OpenApiOperation['responses'] {
  const status = String(route.status ?? 200);
  if (status === '204') return { '204': { description: 'Done; no content' } };
  if (route.contentType) {
    const mediaType = route.contentType.split(';')[0]!.trim();
    return { [status]: { description: 'The document', content: { [mediaType]: { schema: { type: 'string' } } } } };
  }
  // A row that reshapes the answer (`respond`) answers some JSON the table does not describe.
  const schema = route.respond || !def.output ? {} : jsonSchema(def.output, 'output');
  return { [status]: { description: status === '201' ? 'Created' : 'OK', content: { 'application/json': { schema } } } };
}

function buildOperation(route: RestRoute, operationIds: Set<string>): OpenApiOperation {
  const procedure = procedures[route.procedure];
  if (!procedure) throw new Error(`REST table names an unknown procedure: ${route.procedure}`);
  const def = procedure._def;
  const authed = def.middlewares.includes(signInCheck);
  const params = pathParameters(route.path);
  const probe = probeInputMapping(
    route,
    params.map((p) => p.name),
  );
  const input = probe.takesInput ? inputSchema(def) : null;
  const properties = input?.properties ?? {};
  const required = new Set(input?.required ?? []);

  const parameters: OpenApiParameter[] = params.map(({ name, pattern }) => {
    const field = [...probe.fromPath].find(([, param]) => param === name)?.[0];
    const base: JsonSchema = (field && properties[field]) || { type: 'string' };
    return {
      name,
      in: 'path',
      required: true,
      ...(field && field !== name ? { description: `The procedure's \`${field}\`` } : {}),
      schema: pattern ? { ...base, type: base.type === 'integer' ? 'integer' : 'string', pattern: `^${pattern}$` } : base,
    };
  });

  const rest = Object.entries(properties).filter(([field]) => !probe.fromPath.has(field));
  let requestBody: OpenApiOperation['requestBody'];
  if (rest.length > 0 || (input && !input.properties)) {
    const method = route.method;
    const inBody =
      probe.body &&
      (method === 'POST' || method === 'PUT' || method === 'PATCH' || (method === 'DELETE' && rest.some(([, s]) => !isScalar(s))));
    if (inBody || (!probe.query && probe.body)) {
      const body: JsonSchema = input?.properties
        ? {
            type: 'object',
            properties: Object.fromEntries(rest),
            required: [...required].filter((f) => !probe.fromPath.has(f)),
          }
        : (input ?? {});
      requestBody = { required: (body.required?.length ?? 0) > 0, content: { 'application/json': { schema: body } } };
    } else if (probe.query) {
      for (const [field, schema] of rest) {
        parameters.push({ name: field, in: 'query', required: required.has(field), schema });
      }
    }
  }

  let operationId = route.procedure;
  if (operationIds.has(operationId)) operationId = `${route.procedure}.${route.method.toLowerCase()}`;
  operationIds.add(operationId);

  return {
    operationId,
    summary: route.procedure,
    tags: [route.procedure.split('.')[0]!],
    security: authed ? [{ bearerAuth: [] }] : [],
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses: { ...successResponse(route, def), ...errorResponses(authed) },
    'x-procedure': route.procedure,
  };
}

export function buildOpenApiDocument(options: { publicUrl: string; routes?: RestRoute[] }): OpenApiDocument {
  const routes = options.routes ?? restRoutes;
  const paths: OpenApiDocument['paths'] = {};
  const operationIds = new Set<string>();
  const tags = new Set<string>();
  for (const route of routes) {
    const operation = buildOperation(route, operationIds);
    operation.tags.forEach((t) => tags.add(t));
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'LUG Platform API',
      version: '1',
      description: [
        'The REST surface of the LUG Platform. Every path calls the same procedure the web app uses over tRPC (`/trpc`), so both behave the same.',
        '',
        'Authenticate with `Authorization: Bearer <token>`: a personal API token (`lug_pat_…`, created on your profile; read-only tokens get 403 on writes) or the session token `POST /api/auth/login` returns.',
        '',
        'Errors answer `{ "error": "message" }` with the status saying what happened. Ids are integers; dates travel as `yyyy-mm-dd`; timestamps as ISO 8601.',
      ].join('\n'),
    },
    servers: [{ url: `${options.publicUrl}/api` }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'A personal API token (`lug_pat_…`) or a session token',
        },
      },
      schemas: {
        Error: {
          type: 'object',
          properties: { error: { type: 'string', description: 'What went wrong, ready to show to a person' } },
          required: ['error'],
        },
      },
    },
    security: [{ bearerAuth: [] }],
  };
}
