/**
 * What the generated suites share (the isolation matrix, the answer headers): a world of rows to
 * aim the classified inputs at (`classification.ts`), and each procedure called over tRPC and over
 * every REST path that serves it.
 */
import { expect } from 'vitest';
import { buildOpenApiDocument, openApiPath } from '../../src/rest/openapi';
import { restRoutes, type RestRoute } from '../../src/rest/paths';
import { procedureDef, routeInput } from '../../src/rest/route-shape';
import { addMember, createActivity, createCategory, createParticipationRole } from '../support/factories-catalogue';
import { signUp, type Harness, type RequestOptions, type signUpWithOrganization } from '../support/harness';
import type { Target } from './classification';

type Api = Harness['api'];
export type Owner = Awaited<ReturnType<typeof signUpWithOrganization>>;

/**
 * One organisation with a row of every kind the classified inputs aim at (`Target`), each named
 * with `marker` so that an answer carrying any of them can be recognised.
 */
export async function seedOrganization(h: Harness, owner: Owner, marker: string): Promise<Target> {
  const org = owner.organization.id;
  const token = owner.token;
  const category = await createCategory(h, token, org, { name: `${marker} category` });
  const activity = await createActivity(h, token, org, {
    title: `${marker} activity`,
    start_date: '2026-06-01',
    end_date: '2026-06-02',
    category_id: category.id,
    location: `${marker} hall`,
  });
  const role = await createParticipationRole(h, token, org, { name: `${marker} role`, points: 3 });
  const member = await addMember(h, org);
  await h.deps.db
    .updateTable('users')
    .set({ first_name: `${marker}first`, last_name: `${marker}last`, email: `${marker.toLowerCase()}-${org}@example.org` })
    .where('id', '=', member.user.id)
    .execute();
  const permissionRole = await h.api('POST', '/api/permission-roles', {
    token,
    body: { organization_id: org, name: `${marker} board`, description: `${marker} description`, permissions: ['reports.view'] },
  });
  expect(permissionRole.status).toBe(201);
  const assigned = await h.api('POST', `/api/permission-roles/${permissionRole.body.id}/users`, {
    token,
    body: { userIds: [member.user.id] },
  });
  expect(assigned.status).toBe(200);
  const bulk = await h.api('POST', '/api/participation/bulk-update', {
    token,
    body: { activity_id: activity.id, user_ids: [member.user.id], role_ids: [role.id], action: 'assign', date: '2026-06-01' },
  });
  expect(bulk.status).toBe(200);
  const participation = await h.deps.db.selectFrom('participations').select('id').where('organization_id', '=', org).executeTakeFirstOrThrow();
  const status = await h.api('POST', '/api/member-status/bulk', {
    token,
    body: { updates: [{ user_id: member.user.id, year: new Date().getUTCFullYear(), status: 'registered', organization_id: org }] },
  });
  expect(status.status).toBe(200);
  await h.api('PUT', `/api/organizations/${org}/settings`, { token, body: { general: { description: `${marker} about us` } } });
  const apiToken = await h.api('POST', '/api/tokens', { token, body: { name: `${marker} token`, scope: 'read_write' } });
  expect(apiToken.status).toBe(201);
  const sessions = await h.api('GET', '/api/auth/sessions', { token });
  const session = (sessions.body as Array<{ id: number; current: boolean }>).find((s) => s.current)!.id;
  const outsider = await signUp(h, { email: `${marker.toLowerCase()}-invited-${org}@example.org`, first_name: `${marker}inv`, last_name: 'Ited' });
  const invited = await h.api('POST', '/api/members', {
    token,
    body: { organization_id: org, email: outsider.user.email, first_name: `${marker}typed`, last_name: 'Name' },
  });
  expect(invited.status).toBe(201);
  const shift = await h.api('POST', `/api/activities/${activity.id}/shifts`, {
    token,
    body: { title: `${marker} setup shift`, date: '2026-06-01', start_time: '09:00', end_time: '11:00', slots: 3, participation_role_id: role.id },
  });
  expect(shift.status).toBe(201);
  // The seeded activity is in the past, where members can no longer sign up: the row is written directly.
  await h.deps.db.insertInto('shift_signups').values({ organization_id: org, shift_id: shift.body.id, user_id: member.user.id }).execute();
  const equipment = await h.api('POST', `/api/organizations/${org}/equipment`, {
    token,
    body: { name: `${marker} tables`, quantity: 10, notes: `${marker} in the loft` },
  });
  expect(equipment.status).toBe(201);
  const booking = await h.api('POST', `/api/activities/${activity.id}/equipment-bookings`, {
    token,
    body: { equipment_id: equipment.body.id, quantity: 4, notes: `${marker} for the entrance` },
  });
  expect(booking.status).toBe(201);
  const exhibit = await h.deps.db
    .insertInto('exhibits')
    .values({ organization_id: org, activity_id: activity.id, user_id: member.user.id, title: `${marker} MOC`, width_studs: 32, depth_studs: 32, notes: `${marker} notes` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bulkOrder = await h.deps.db
    .insertInto('bulk_orders')
    .values({ organization_id: org, year: 2026, title: `${marker} LUGBulk`, currency: 'EUR', member_cap_minor: 20000, group_minimum_minor: 0, distinct_cap: 80, lot_minimum: 50, lot_step: 25, eligibility: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await h.deps.db
    .insertInto('bulk_order_elements')
    .values({ organization_id: org, bulk_order_id: bulkOrder.id, element_id: '300121', design_id: '3001', description: `${marker} brick 2x4`, colour: 'Bright Red', price_minor: 10, selected: true, line: 2 })
    .execute();
  return {
    org,
    bulkOrder: bulkOrder.id,
    activity: activity.id,
    category: category.id,
    role: role.id,
    member: member.user.id,
    permissionRole: permissionRole.body.id,
    participation: participation.id,
    token: apiToken.body.apiToken.id,
    session,
    invitation: invited.body.invitation.id,
    shift: shift.body.id,
    equipment: equipment.body.id,
    booking: booking.body.id,
    exhibit: exhibit.id,
  };
}

/** Text sent as it is in a path or query string (a respelling), never re-encoded as JSON. */
export class RawText {
  constructor(readonly text: string) {}
}
export type Input = Record<string, unknown>;
export type Place = 'json' | 'path' | 'query' | 'body';

export interface Answer {
  status: number;
  body: unknown;
  error: string | undefined;
  headers: Headers;
}

export interface Transport {
  label: string;
  /** Where a field of the input travels. */
  placeOf(field: string): Place;
  /** Sends `input` with a Bearer `token`, or with the credentials `options` carry (a cookie). */
  send(input: Input | undefined, token?: string, options?: RequestOptions): Promise<Answer>;
}

const document = buildOpenApiDocument({ publicUrl: 'http://localhost:3000' });

export function textOf(value: unknown): string {
  if (value instanceof RawText) return value.text;
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

function trpcTransport(api: Api, path: string): Transport {
  const { type } = procedureDef(path);
  return {
    label: `tRPC ${path}`,
    placeOf: () => 'json',
    async send(input, token, options = {}) {
      const response =
        type === 'query'
          ? await api('GET', `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, { ...options, token })
          : await api('POST', `/trpc/${path}`, { ...options, token, body: input ?? {} });
      const body = response.body as { error?: { message?: string } };
      return { status: response.status, body, error: body?.error?.message, headers: response.headers };
    },
  };
}

function restTransport(api: Api, route: RestRoute): Transport {
  const operation = document.paths[openApiPath(route.path)]![route.method.toLowerCase()]!;
  const { probe } = routeInput(route);
  const queryFields = new Set(operation.parameters.filter((p) => p.in === 'query').map((p) => p.name));
  const placeOf = (field: string): Place =>
    probe.fromPath.has(field) ? 'path' : queryFields.has(field) || (route.method === 'GET' && !operation.requestBody) ? 'query' : 'body';
  return {
    label: `${route.method} ${route.path}`,
    placeOf,
    async send(input, token, options = {}) {
      let path = route.path;
      const query = new URLSearchParams();
      const body: Input = {};
      for (const [field, value] of Object.entries(input ?? {})) {
        const place = placeOf(field);
        if (place === 'path') {
          const param = probe.fromPath.get(field)!;
          path = path.replace(new RegExp(`:${param}(\\{[^}]*\\})?`), encodeURIComponent(textOf(value)));
        } else if (place === 'query') query.append(field, textOf(value));
        else body[field] = value;
      }
      // Parameters the input left out (a path needs every one): a well-formed stand-in.
      path = path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => (name === 'secret' ? 'abc.ics' : '999999'));
      const search = query.size > 0 ? `?${query}` : '';
      const sendsBody = route.method !== 'GET' && (Object.keys(body).length > 0 || route.method !== 'DELETE');
      const response = await api(route.method, `/api${path}${search}`, { ...options, token, body: sendsBody ? body : undefined });
      const answer = response.body as { error?: string } | string;
      return {
        status: response.status,
        body: response.body,
        error: typeof answer === 'object' && answer ? answer.error : undefined,
        headers: response.headers,
      };
    },
  };
}

/** A procedure over tRPC and over each REST path that serves it, through `api` (`h.api`, or the wire's). */
export function transportsOfProcedure(api: Api, path: string): Transport[] {
  return [trpcTransport(api, path), ...restRoutes.filter((route) => route.procedure === path).map((route) => restTransport(api, route))];
}

