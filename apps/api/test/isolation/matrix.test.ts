/**
 * Tenant isolation and authority, generated from the tRPC router and the REST path table
 * (docs/product/tenancy-and-security.md#the-scope-resolver).
 *
 * Every procedure is classified in `classification.ts`; every one is then called over tRPC and over
 * each REST path that serves it, by an anonymous caller, an administrator of another organisation
 * (B), an inactive member of organisation A, a member of A without permissions and members of A
 * holding one permission, with these attack classes:
 * - the victim's rows and organisation, as they are (refused: 401, 403 or 404);
 * - respelled ids (`" 1"`, `"1"`, `01`, `1.0`, `1e0`, `+1`, `[1]`, `true`, …): 400 naming the field;
 * - the organisation under both spellings with different values: 400;
 * - the caller's own rows paired with the victim's organisation: refused;
 * - the victim's rows paired with the caller's own organisation: refused, or only the caller's data.
 * No answer may carry organisation A's data (marker strings seeded into it), and A must end the run
 * exactly as it started. A procedure or REST path the table does not classify fails the first test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionKeys, type Permission } from '@lug/domain/permissions';
import { buildOpenApiDocument, openApiPath } from '../../src/rest/openapi';
import { restRoutes, type RestRoute } from '../../src/rest/paths';
import { procedureDef, procedurePaths, routeInput } from '../../src/rest/route-shape';
import { addMember, createActivity, createCategory, createParticipationRole } from '../support/factories-catalogue';
import { createHarness, signUp, signUpWithOrganization, type Harness } from '../support/harness';
import { isIdField, procedureSpecs, type ProcedureSpec, type Target } from './classification';

const MARK = 'ZqSecretA';

let h: Harness;
let a: Awaited<ReturnType<typeof signUpWithOrganization>>;
let b: Awaited<ReturnType<typeof signUpWithOrganization>>;
let targetA: Target;
let targetB: Target;
/** Members of A: none active, no permission, and one permission each. */
const actorsOfA: { inactive?: string; plain?: string; holding: Partial<Record<Permission, string>> } = { holding: {} };
let snapshot: string;

// ---------------------------------------------------------------------------------------------
// The world

async function seedOrganization(owner: typeof a, marker: string): Promise<Target> {
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
  return {
    org,
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

async function snapshotOfA(): Promise<string> {
  const tables = [
    'activities',
    'categories',
    'participation_roles',
    'participations',
    'permission_roles',
    'role_assignments',
    'memberships',
    'member_statuses',
    'dues_payments',
    'feedback',
    'invitations',
    'shifts',
    'shift_signups',
    'equipment',
    'equipment_bookings',
    'exhibits',
    'exhibit_photos',
    'table_plans',
  ] as const;
  const parts: string[] = [];
  for (const table of tables) {
    const rows = await h.deps.db.selectFrom(table).selectAll().where('organization_id', '=', targetA.org).execute();
    parts.push(JSON.stringify(rows.map((r) => JSON.stringify(r)).sort()));
  }
  const org = await h.deps.db.selectFrom('organizations').select(['name', 'contact_email', 'settings', 'require_two_factor']).where('id', '=', targetA.org).executeTakeFirstOrThrow();
  const users = await h.deps.db
    .selectFrom('users')
    .innerJoin('memberships', 'memberships.user_id', 'users.id')
    .select(['users.id', 'users.email', 'users.first_name', 'users.last_name', 'users.password_hash'])
    .where('memberships.organization_id', '=', targetA.org)
    .orderBy('users.id')
    .execute();
  const tokens = await h.deps.db.selectFrom('api_tokens').select(['id', 'name', 'scope']).where('id', '=', targetA.token).execute();
  const sessions = await h.deps.db.selectFrom('sessions').select(['public_id', 'user_id']).where('public_id', '=', targetA.session).execute();
  return JSON.stringify({ parts, org, users, tokens, sessions });
}

beforeAll(async () => {
  h = await createHarness();
  a = await signUpWithOrganization(h, `${MARK} Organisation`);
  b = await signUpWithOrganization(h, 'Other Organisation');
  targetA = await seedOrganization(a, MARK);
  targetB = await seedOrganization(b, 'OwnB');
  actorsOfA.plain = (await addMember(h, targetA.org)).token;
  actorsOfA.inactive = (await addMember(h, targetA.org, { status: 'inactive' })).token;
  for (const permission of permissionKeys) {
    const role = await h.api('POST', '/api/permission-roles', {
      token: a.token,
      body: { organization_id: targetA.org, name: `Only ${permission}`, permissions: [permission] },
    });
    expect(role.status).toBe(201);
    const holder = await addMember(h, targetA.org);
    const assigned = await h.api('POST', `/api/permission-roles/${role.body.id}/users`, { token: a.token, body: { userIds: [holder.user.id] } });
    expect(assigned.status).toBe(200);
    actorsOfA.holding[permission] = holder.token;
  }
  snapshot = await snapshotOfA();
}, 120_000);

afterAll(async () => {
  await h?.close();
});

// ---------------------------------------------------------------------------------------------
// Calling a procedure over tRPC and over each REST path that serves it

/** Text sent as it is in a path or query string (a respelling), never re-encoded as JSON. */
class RawText {
  constructor(readonly text: string) {}
}
type Input = Record<string, unknown>;
type Place = 'json' | 'path' | 'query' | 'body';

interface Answer {
  status: number;
  body: unknown;
  error: string | undefined;
}

interface Transport {
  label: string;
  /** Where a field of the input travels. */
  placeOf(field: string): Place;
  send(input: Input | undefined, token?: string): Promise<Answer>;
}

const document = buildOpenApiDocument({ publicUrl: 'http://localhost:3000' });

function textOf(value: unknown): string {
  if (value instanceof RawText) return value.text;
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

function trpcTransport(path: string): Transport {
  const { type } = procedureDef(path);
  return {
    label: `tRPC ${path}`,
    placeOf: () => 'json',
    async send(input, token) {
      const response =
        type === 'query'
          ? await h.api('GET', `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, { token })
          : await h.api('POST', `/trpc/${path}`, { token, body: input ?? {} });
      const body = response.body as { error?: { message?: string } };
      return { status: response.status, body, error: body?.error?.message };
    },
  };
}

function restTransport(route: RestRoute): Transport {
  const operation = document.paths[openApiPath(route.path)]![route.method.toLowerCase()]!;
  const { probe } = routeInput(route);
  const queryFields = new Set(operation.parameters.filter((p) => p.in === 'query').map((p) => p.name));
  const placeOf = (field: string): Place =>
    probe.fromPath.has(field) ? 'path' : queryFields.has(field) || (route.method === 'GET' && !operation.requestBody) ? 'query' : 'body';
  return {
    label: `${route.method} ${route.path}`,
    placeOf,
    async send(input, token) {
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
      const response = await h.api(route.method, `/api${path}${search}`, { token, body: sendsBody ? body : undefined });
      const answer = response.body as { error?: string } | string;
      return { status: response.status, body: response.body, error: typeof answer === 'object' && answer ? answer.error : undefined };
    },
  };
}

function transportsOf(path: string): Transport[] {
  return [trpcTransport(path), ...restRoutes.filter((route) => route.procedure === path).map(restTransport)];
}

const classified = () => Object.entries(procedureSpecs) as Array<[string, ProcedureSpec]>;
const isOrgProcedure = (spec: ProcedureSpec) => spec.access === 'member' || spec.access.startsWith('perm:');

function expectNoLeak(answer: Answer, label: string) {
  const text = JSON.stringify(answer.body ?? '').toLowerCase();
  expect(text, `${label} leaked A's data: ${text.slice(0, 300)}`).not.toContain(MARK.toLowerCase());
}

/** Runs `check` for every transport of every procedure `select` keeps, collecting every failure. */
async function forEachCall(
  select: (spec: ProcedureSpec, path: string) => boolean,
  check: (call: { path: string; spec: ProcedureSpec; transport: Transport }) => Promise<void>,
) {
  const failures: string[] = [];
  for (const [path, spec] of classified()) {
    if (!select(spec, path)) continue;
    for (const transport of transportsOf(path)) {
      try {
        await check({ path, spec, transport });
      } catch (error) {
        failures.push(`${transport.label}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  expect(failures).toEqual([]);
}

function expectStatus(answer: Answer, allowed: number[], label: string) {
  expect(allowed, `${label} answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`).toContain(answer.status);
}

// ---------------------------------------------------------------------------------------------
// Respellings

const jsonRespellings = (value: number): unknown[] => [
  ` ${value}`,
  `${value}`,
  `0${value}`,
  `${value}.0`,
  `${value}e0`,
  `+${value}`,
  [value],
  true,
  { id: value },
  value + 0.5,
  -value,
  0,
];
const textRespellings = (value: number): RawText[] =>
  [` ${value}`, `0${value}`, `${value}.0`, `${value}e0`, `+${value}`, `0x${value.toString(16)}`, `${value},${value}`, '', `-${value}`, `[${value}]`].map(
    (text) => new RawText(text),
  );

/** Every way to respell one id field of an input, for the place it travels in. */
function respellings(input: Input, field: string, place: Place): Array<{ input: Input; shown: string; errorField: RegExp }> {
  const value = input[field];
  const fieldPattern = (suffix = '') => new RegExp(`^${field}${suffix}:`);
  if (Array.isArray(value) && typeof value[0] === 'object' && value[0] !== null) {
    // A list of items (`updates`): each id field of the first item, respelled in turn.
    if (place === 'path' || place === 'query') return [];
    const item = value[0] as Input;
    return Object.keys(item)
      .filter(isIdField)
      .flatMap((key) =>
        jsonRespellings(item[key] as number).map((spelling) => ({
          input: { ...input, [field]: [{ ...item, [key]: spelling }, ...value.slice(1)] },
          shown: `${field}[0].${key}: ${JSON.stringify(spelling)}`,
          errorField: new RegExp(`^${field}\\.0\\.${key}:`),
        })),
      );
  }
  if (Array.isArray(value)) {
    if (place === 'path' || place === 'query') return [];
    return jsonRespellings(value[0] as number).map((spelling) => ({
      input: { ...input, [field]: [spelling] },
      shown: `${field}: [${JSON.stringify(spelling)}]`,
      errorField: fieldPattern('\\.0'),
    }));
  }
  if (typeof value !== 'number') return [];
  const spellings =
    place === 'path'
      ? textRespellings(value).filter((spelling) => spelling.text !== '') // an empty segment is another path
      : place === 'query'
        ? textRespellings(value)
        : jsonRespellings(value);
  return spellings.map((spelling) => ({
    input: { ...input, [field]: spelling },
    shown: `${field}: ${spelling instanceof RawText ? `text ${JSON.stringify(spelling.text)}` : JSON.stringify(spelling)}`,
    errorField: fieldPattern(),
  }));
}

// ---------------------------------------------------------------------------------------------

// Each test walks every procedure over tRPC and REST (thousands of calls): on a busy two-core
// machine one takes well over the default 30 s.
describe('the isolation matrix', { timeout: 180_000 }, () => {
  it('classifies every procedure of the router and every REST path, as each declares itself', () => {
    const procedures = procedurePaths();
    expect(procedures.filter((path) => !(path in procedureSpecs))).toEqual([]);
    expect(Object.keys(procedureSpecs).filter((path) => !procedures.includes(path))).toEqual([]);
    expect(restRoutes.filter((route) => !(route.procedure in procedureSpecs)).map((r) => `${r.method} ${r.path}`)).toEqual([]);
    for (const [path, spec] of classified()) {
      const declared = procedureDef(path).meta?.scope;
      if (isOrgProcedure(spec)) {
        expect(declared, path).toEqual({ source: spec.scope, permission: spec.access === 'member' ? null : spec.access.slice('perm:'.length) });
      } else {
        expect(declared, `${path} is classified ${spec.access} but resolves an organisation`).toBeUndefined();
      }
    }
  });

  it('refuses an anonymous caller on every non-public procedure with 401', async () => {
    await forEachCall(
      (spec) => spec.access !== 'public',
      async ({ spec, transport }) => {
        const answer = await transport.send(spec.input?.(targetA));
        expectStatus(answer, [401], transport.label);
        expectNoLeak(answer, transport.label);
      },
    );
  });

  it("refuses another organisation's administrator aiming at organisation A (403 or 404), leaking nothing", async () => {
    await forEachCall(
      (spec) => isOrgProcedure(spec),
      async ({ spec, transport }) => {
        const answer = await transport.send(spec.input?.(targetA), b.token);
        expectStatus(answer, [403, 404], transport.label);
        expectNoLeak(answer, transport.label);
      },
    );
  });

  it('refuses an inactive member of A on every organisation procedure with 403', async () => {
    await forEachCall(
      (spec) => isOrgProcedure(spec),
      async ({ spec, transport }) => {
        const answer = await transport.send(spec.input?.(targetA), actorsOfA.inactive);
        expectStatus(answer, [403], transport.label);
      },
    );
  });

  it('refuses a member of A without permissions, and members holding one other permission, with 403', async () => {
    const callers: Array<[string, string]> = [
      ['no permission', actorsOfA.plain!],
      ...Object.entries(actorsOfA.holding).map(([permission, token]) => [`only ${permission}`, token!] as [string, string]),
    ];
    await forEachCall(
      (spec) => spec.access.startsWith('perm:'),
      async ({ spec, transport }) => {
        for (const [who, token] of callers) {
          if (who === `only ${spec.access.slice('perm:'.length)}`) continue;
          const answer = await transport.send(spec.input?.(targetA), token);
          expectStatus(answer, [403], `${transport.label} as a member with ${who}`);
        }
      },
    );
  });

  it('refuses every respelled id with 400 naming the field, before anything is read or changed', async () => {
    await forEachCall(
      (spec) => spec.input !== undefined && !spec.selfOnly,
      async ({ spec, transport }) => {
        const input = spec.input!(targetA);
        for (const field of Object.keys(input).filter((key) => isIdField(key) || Array.isArray(input[key]))) {
          for (const attack of respellings(input, field, transport.placeOf(field))) {
            const answer = await transport.send(attack.input, b.token);
            const label = `${transport.label} with ${attack.shown}`;
            expectStatus(answer, [400], label);
            expect(answer.error, label).toMatch(attack.errorField);
            expectNoLeak(answer, label);
          }
        }
      },
    );
  });

  it('refuses the organisation sent under both spellings, with different values or the same', async () => {
    await forEachCall(
      (spec) => isOrgProcedure(spec) && spec.input !== undefined,
      async ({ spec, transport }) => {
        const own = spec.input!(targetB);
        const spelled = 'organizationId' in own ? 'organizationId' : 'organization_id';
        const other = spelled === 'organizationId' ? 'organization_id' : 'organizationId';
        for (const [caller, first, second] of [
          [b.token, targetB.org, targetA.org],
          [b.token, targetA.org, targetB.org],
          [a.token, targetA.org, targetA.org],
        ] as const) {
          // Both in the place the procedure takes its organisation from (one object, one query string).
          const input = { ...spec.input!(caller === a.token ? targetA : targetB), [spelled]: first, [other]: second };
          if (transport.placeOf(spelled) !== transport.placeOf(other)) continue;
          const answer = await transport.send(input, caller);
          expectStatus(answer, [400], `${transport.label} with ${spelled}=${first} and ${other}=${second}`);
          expectNoLeak(answer, transport.label);
        }
      },
    );
  });

  it("refuses the caller's own rows paired with organisation A, leaking nothing", async () => {
    await forEachCall(
      (spec) => isOrgProcedure(spec) && spec.input !== undefined,
      async ({ spec, transport }) => {
        const answer = await transport.send(spec.input!({ ...targetB, org: targetA.org }), b.token);
        expectStatus(answer, [400, 403, 404], transport.label);
        expectNoLeak(answer, transport.label);
      },
    );
  });

  it("answers A's rows paired with the caller's own organisation with a refusal or the caller's own data only", async () => {
    await forEachCall(
      (spec) => (isOrgProcedure(spec) || (spec.access === 'user' && !spec.selfOnly)) && spec.input !== undefined,
      async ({ spec, transport }) => {
        const answer = await transport.send(spec.input!({ ...targetA, org: targetB.org }), b.token);
        if (answer.status >= 300) expectStatus(answer, [400, 403, 404, 409], transport.label);
        expectNoLeak(answer, transport.label);
      },
    );
  });

  it('gives a signed-in user of another organisation only their own data on personal reads', async () => {
    await forEachCall(
      (spec, path) => spec.access === 'user' && procedureDef(path).type === 'query',
      async ({ spec, transport }) => {
        const answer = await transport.send(spec.input?.(targetA), b.token);
        expect(answer.status, transport.label).toBeLessThan(500);
        expectNoLeak(answer, transport.label);
      },
    );
  });

  it('left organisation A exactly as it was', async () => {
    expect(await snapshotOfA()).toBe(snapshot);
  });
});
