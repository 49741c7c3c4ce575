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
import { restRoutes } from '../../src/rest/paths';
import { procedureDef, procedurePaths } from '../../src/rest/route-shape';
import { addMember } from '../support/factories-catalogue';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';
import { RawText, seedOrganization, transportsOfProcedure, type Answer, type Input, type Place, type Transport } from './calls';
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
    'points_awards',
    'bulk_orders',
    'bulk_order_elements',
    'bulk_order_participants',
    'bulk_order_picks',
    'bulk_order_requests',
    'bulk_order_allocations',
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
  targetA = await seedOrganization(h, a, MARK);
  targetB = await seedOrganization(h, b, 'OwnB');
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
// Calling a procedure over tRPC and over each REST path that serves it (calls.ts)

const transportsOf = (path: string) => transportsOfProcedure(h.api, path);

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
