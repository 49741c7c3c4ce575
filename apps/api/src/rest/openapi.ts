/**
 * The OpenAPI 3.1 document of the REST surface, generated from the two things that define it: the
 * REST path table (`rest/paths.ts`) and the procedures' own zod input and output schemas. There
 * is no second, hand-written description to fall out of date.
 *
 * How a path's parameters are found: each row's input mapping is run once with marker values, so
 * the generator sees which procedure fields come from the path, and whether the query string or
 * the body feeds the rest (see docs/decisions/0007-the-api-as-a-product.md).
 */
import { errorCodes } from '@lug/domain/errors';
import { restRoutes, type RestRoute } from './paths';
import { jsonSchema, openApiPath, routeInput, signInRequired, type JsonSchema, type ProcedureDef } from './route-shape';

export { openApiPath };

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
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: JsonSchema }>; headers?: Record<string, { description: string; schema: JsonSchema }> }
  >;
  description?: string;
  'x-procedure': string;
  /** Where the organisation the call acts in comes from (`field:organization_id`, `row:activity:id`, `member:id`). */
  'x-organization'?: string;
  /** The permission the call needs, when it needs one. */
  'x-permission'?: string;
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

function isScalar(schema: JsonSchema): boolean {
  const types = [schema.type, ...(schema.anyOf ?? []).map((s) => s.type)].flat().filter(Boolean);
  return types.length > 0 && types.every((t) => t !== 'array' && t !== 'object');
}

const errorStatuses: Record<string, string> = {
  '400': 'Bad input: the message names the field and the problem',
  '401': 'Not signed in, or the token is unknown, expired or revoked',
  '403': 'Not allowed (missing permission, or a read-only API token on a write)',
  '404': 'Missing, or in another organization',
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
    const types = typeof route.contentType === 'function' ? (route.mediaTypes ?? []) : [route.contentType];
    const content = Object.fromEntries(
      types.map((type) => [type.split(';')[0]!.trim(), { schema: { type: 'string', ...(type.startsWith('text/') ? {} : { format: 'binary' }) } }]),
    );
    return { [status]: { description: 'The document', content } };
  }
  const description = status === '201' ? 'Created' : 'OK';
  if (route.answers) {
    return {
      [status]: {
        description,
        content: { 'application/json': { schema: jsonSchema(route.answers.schema, 'output') } },
        ...(route.answers.headers ? { headers: route.answers.headers } : {}),
      },
    };
  }
  // A row that reshapes the answer (`respond`) without saying how answers some JSON.
  const schema = route.respond || !def.output ? {} : jsonSchema(def.output, 'output');
  return { [status]: { description, content: { 'application/json': { schema } } } };
}

/** The organisation sentence of an operation, from the procedure's declared scope source. */
function organizationSentence(source: string, agreeing: string | undefined): string {
  const [kind, row, field] = source.split(':');
  if (kind === 'field') return `Acts in the organization \`${row}\` names.`;
  const agree = agreeing ? ` An \`${agreeing}\` sent as well must be that organization, or the answer is 404.` : '';
  if (kind === 'row') {
    return `Acts in the organization of the ${row!.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)} \`${field}\` names (404 when it is another organization's).${agree}`;
  }
  return `Acts in the one organization you share with the member \`${row}\` names; name it with \`organization_id\` when you share several (400 otherwise).${agree}`;
}

function buildOperation(route: RestRoute, operationIds: Set<string>): OpenApiOperation {
  const { def, params, probe, schema: input } = routeInput(route);
  const authed = signInRequired(def);
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

  const scope = def.meta?.scope;
  const agreeing = ['organization_id', 'organizationId'].find((key) => key in properties);
  const description = scope
    ? [organizationSentence(scope.source, scope.source.startsWith('field:') ? undefined : agreeing), scope.permission ? `Needs the permission \`${scope.permission}\`.` : 'Any active member.'].join(' ')
    : undefined;

  let operationId: string = route.procedure;
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
    ...(description ? { description } : {}),
    'x-procedure': route.procedure,
    ...(scope ? { 'x-organization': scope.source, ...(scope.permission ? { 'x-permission': scope.permission } : {}) } : {}),
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
        'Errors answer `{ "error": "message", "code": "…" }` with the status saying what happened; bad input also names every field at fault in `fields` (code `INVALID_INPUT`). Programs read `code` and `fields`, never the message. Dates travel as `yyyy-mm-dd`; timestamps as ISO 8601.',
        '',
        'Ids are canonical: a JSON integer in a body, digits without sign or leading zero in a path or query string. Anything else (`" 1"`, `"1"` in a body, `01`, `1.0`, `1e0`, `[1]`, `true`) is 400 with the field named. Each field is sent once, under one spelling: `organization_id` and `organizationId` together, or one field in both the query string and the body, is 400.',
        '',
        'A call that names a row (`/activities/{id}`) acts in that row\'s organization and needs no `organization_id`; one sent as well must agree (404 otherwise).'
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
          properties: {
            error: { type: 'string', description: 'What went wrong, ready to show to a person' },
            code: { type: 'string', enum: [...errorCodes], description: 'What went wrong, for a program: map this, never the text' },
            fields: {
              type: 'object',
              additionalProperties: { type: 'string' },
              description: 'With INVALID_INPUT (and some conflicts): every field at fault and its message',
            },
            details: { type: 'object', description: 'Facts of the refusal, e.g. `affected` and `preview` (what each answer keeps, converts and removes: `keep`, `remove.removed`, `convert.converted`/`into`/`removed`, each `{ count, days, full_event }`) with PARTICIPATION_CHANGE_REQUIRED; `shifts` and `choices` with SHIFT_CHANGE_REQUIRED; `short` (items and days short) when new dates pass the equipment stock' },
          },
          required: ['error', 'code'],
        },
      },
    },
    security: [{ bearerAuth: [] }],
  };
}
