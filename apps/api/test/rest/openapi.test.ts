import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness';

let h: Harness;
let document: any;

beforeAll(async () => {
  h = await createHarness();
  const response = await h.api('GET', '/api/openapi.json');
  expect(response.status).toBe(200);
  document = response.body;
});
afterAll(async () => {
  await h?.close();
});

/** The documentation's own endpoints are served beside the table, not part of it. */
const selfDescribing = new Set(['GET /api/openapi.json', 'GET /api/docs']);

/** Every `METHOD /api/path` the real app answers through the REST adapter, from Hono's route list. */
function servedOperations(): Set<string> {
  const served = new Set<string>();
  for (const route of h.app.routes) {
    if (!route.path.startsWith('/api/') || route.method === 'ALL') continue;
    // Hono's `:name{pattern}` is OpenAPI's `{name}`.
    const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
    const operation = `${route.method} ${path}`;
    if (!selfDescribing.has(operation)) served.add(operation);
  }
  return served;
}

function documentedOperations(): Set<string> {
  const documented = new Set<string>();
  for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, unknown>>)) {
    for (const method of Object.keys(methods)) documented.add(`${method.toUpperCase()} /api${path}`);
  }
  return documented;
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with bearer security and the error shape', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.schemas.Error).toMatchObject({ required: ['error', 'code'] });
    expect(document.components.schemas.Error.properties.code.enum).toEqual(expect.arrayContaining(['INVALID_INPUT', 'PARTICIPATION_CHANGE_REQUIRED']));
    expect(document.servers[0].url).toBe('http://localhost:3000/api');
  });

  it('documents every path the adapter serves, and serves every documented path', async () => {
    const served = servedOperations();
    const documented = documentedOperations();
    expect(served.size).toBeGreaterThan(50);
    expect([...served].filter((op) => !documented.has(op))).toEqual([]);
    expect([...documented].filter((op) => !served.has(op))).toEqual([]);

    // And the adapter really answers each documented operation (not its "no such path" 404).
    for (const operation of documented) {
      const [method, template] = operation.split(' ') as [string, string];
      const op = document.paths[template.slice('/api'.length)][method.toLowerCase()];
      const path = template.replace(/\{(\w+)\}/g, (_m, name: string) => {
        const parameter = op.parameters.find((p: { name: string }) => p.name === name);
        return parameter?.schema?.pattern?.includes('ics') ? 'abcdefghijklmnopqrstuvwx.ics' : '1';
      });
      const response = await h.api(method, path, { body: method === 'GET' ? undefined : {} });
      expect(String(response.body?.error ?? ''), operation).not.toMatch(/^No such API path/);
      expect(response.status, operation).toBeLessThan(500);
    }
  });

  it('takes parameters, bodies and responses from the procedures’ schemas', () => {
    const list = document.paths['/activities'].get;
    expect(list.security).toEqual([{ bearerAuth: [] }]);
    expect(list.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'organization_id', in: 'query', required: true, schema: expect.objectContaining({ type: 'integer' }) }),
        expect.objectContaining({ name: 'year', in: 'query', required: false }),
      ]),
    );
    expect(list.responses['200'].content['application/json'].schema.type).toBe('array');
    for (const status of ['400', '401', '403', '404', '409', '429']) {
      expect(list.responses[status].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    }

    const create = document.paths['/activities'].post;
    expect(create.responses['201']).toBeDefined();
    const body = create.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['organization_id', 'title', 'start_date', 'end_date']));
    expect(body.properties.start_date).toMatchObject({ type: 'string' });
    expect(body.properties.is_private).toMatchObject({ type: 'boolean' });

    const update = document.paths['/member-status/{userId}'].put;
    expect(update.parameters).toEqual([expect.objectContaining({ name: 'userId', in: 'path', required: true })]);
    expect(update.requestBody.content['application/json'].schema.properties.user_id).toBeUndefined();

    // DELETE with a list in the body (docs/product/api.md#rest-paths) documents a body; plain deletes a query.
    expect(document.paths['/permission-roles/{id}/users'].delete.requestBody).toBeDefined();
    expect(document.paths['/activities/{id}'].delete.parameters.map((p: { in: string }) => p.in)).toEqual(['path', 'query']);
    expect(document.paths['/activities/{id}'].delete.responses['204']).toBeDefined();

    // Public paths say so; the calendar answers iCalendar text.
    const feed = document.paths['/organizations/{id}/calendar.ics'].get;
    expect(feed.security).toEqual([]);
    expect(feed.responses['401']).toBeUndefined();
    expect(feed.responses['200'].content['text/calendar']).toBeDefined();
    expect(document.paths['/auth/login'].post.security).toEqual([]);

    // operationIds are unique.
    const ids = Object.values(document.paths).flatMap((methods: any) => Object.values(methods).map((op: any) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('says where each call takes its organisation from, and what the documented list answers', () => {
    // A call that names a row needs no organization_id; one sent must agree.
    const get = document.paths['/activities/{id}'].get;
    expect(get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'organization_id', in: 'query', required: false })]),
    );
    expect(get['x-organization']).toBe('row:activity:id');
    expect(get.description).toMatch(/organization of the activity `id` names.*`organization_id` sent as well must be that organization/);
    expect(document.paths['/participation/{id}'].put['x-organization']).toBe('row:participation:id');
    expect(document.paths['/participation/activity/{id}'].get.description).toMatch(/activity `activity_id` names/);
    expect(document.paths['/permission-roles/{id}/users'].post['x-permission']).toBe('roles.manage');
    expect(document.paths['/members/{id}'].get.description).toMatch(/one organization you share with the member/);
    expect(document.paths['/activities'].get.description).toMatch(/organization `organization_id` names/);
    // GET /members answers the JSON array of one page; the paging travels in headers.
    const members = document.paths['/members'].get.responses['200'];
    expect(members.content['application/json'].schema).toMatchObject({ type: 'array', items: { type: 'object' } });
    expect(Object.keys(members.headers)).toEqual(['X-Total-Count', 'Link']);
    expect(document.info.description).toMatch(/Ids are canonical/);
  });

  it('has a readable reference page at /api/docs', async () => {
    const response = await h.api('GET', '/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.body).toContain('LUG Platform API');
    expect(response.body).toContain('/api/activities/{id}');
    expect(response.body).not.toContain('<script');
  });
});
