/**
 * The fuzzer's world, shared by the fuzz test files (rest.test.ts, trpc-queries.test.ts,
 * trpc-mutations.test.ts), which Vitest runs side by side, each in its own worker with its own
 * database. Fuzzing and bad input: it is refused, never answered with a 500, and never leaves a write
 * half-done. Every REST path of the path table and every tRPC procedure receives generated,
 * malformed and hostile input from a signed-in administrator of organisation A, while organisation
 * B exists with data of its own: wrong types, missing fields, huge strings, unicode (emoji, RTL,
 * NUL, lone surrogates), negative, huge and fractional numbers, impossible dates, ids of the
 * caller's organisation, of the other one and garbage, prototype-pollution keys, arrays where
 * objects belong and bodies that are not JSON at all.
 *
 * Each answer must be below 500; a refused one (4xx) must be a well-formed error (REST:
 * `{ "error": "message" }`; tRPC: its error shape with a message) and must leave every table
 * exactly as it was (rate_limit_events and sessions excepted: failed logins are counted, and the
 * test mints sessions). Object.prototype must come out of the run untouched.
 *
 * Each run draws a new seed and prints it (`fuzz: seed N`), so every run explores new input
 * (docs/decisions/0037-fast-feedback.md). Replay a run with FUZZ_SEED=<that number>; widen one with
 * FUZZ_RUNS=<runs per endpoint>.
 */
import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@lug/db';
import { encodeHistoryCursor } from '@lug/domain/participation';
import { permissionKeys } from '@lug/domain/permissions';
import { createSession, validateSessionToken } from '../../src/auth/sessions';
import { buildOpenApiDocument, openApiPath } from '../../src/rest/openapi';
import type { RestRoute } from '../../src/rest/paths';
import { appRouter } from '../../src/trpc/router';
import { createHarness, origin, type ApiResponse, type Harness } from '../support/harness';
import { createClub, createRole, joinClub, type Club } from '../support/factories-members';
import {
  createActivity,
  createCategory,
  createParticipationRole,
  recordParticipation,
} from '../support/factories-catalogue';

// ---------------------------------------------------------------------------------------------
// Run size and reproducibility

const baseSeed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
if (!Number.isSafeInteger(baseSeed)) throw new Error(`FUZZ_SEED must be a whole number, not ${process.env.FUZZ_SEED}`);
console.log(`fuzz: seed ${baseSeed} (replay with FUZZ_SEED=${baseSeed})`);
const runsOverride = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : undefined;
/** Runs per endpoint: about 170 endpoints, so the file stays near a minute on PGlite. */
const defaultRuns = { rest: 20, trpc: 14, batch: 40 };

/** Each endpoint gets its own seed, so one endpoint's failure replays alone and in any order. */
export function seedFor(name: string): number {
  let hash = 2166136261;
  for (const ch of name) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619);
  return (hash ^ baseSeed) | 0;
}

// ---------------------------------------------------------------------------------------------
// The world: organisation A (the caller's) and organisation B (someone else's), both with data

type Kind =
  | 'organization'
  | 'activity'
  | 'category'
  | 'participationRole'
  | 'permissionRole'
  | 'user'
  | 'participation'
  | 'apiToken';
const kinds: Kind[] = [
  'organization',
  'activity',
  'category',
  'participationRole',
  'permissionRole',
  'user',
  'participation',
  'apiToken',
];
type Pools = Record<Kind, { own: number[]; other: number[] }>;

let h: Harness;
let a: Club;
let b: Club;
let adminToken: string;
const pools = Object.fromEntries(kinds.map((k) => [k, { own: [], other: [] }])) as unknown as Pools;
const emails: string[] = [];
const currentYear = new Date().getUTCFullYear();

async function seedOrganization(club: Club, side: 'own' | 'other') {
  const org = club.organization.id;
  pools.organization[side].push(org);
  const roleRows = await h.deps.db
    .selectFrom('permission_roles')
    .select('id')
    .where('organization_id', '=', org)
    .execute();
  const helpers = await createRole(h, club, `Helpers ${side}`, ['activities.manage', 'reports.view']);
  pools.permissionRole[side].push(...roleRows.map((r) => r.id), helpers);
  const m1 = await joinClub(h, club, { first_name: 'Ada', last_name: 'Brick' });
  const m2 = await joinClub(h, club, { first_name: 'Bo', last_name: 'Plate', roleId: helpers });
  pools.user[side].push(club.user.id, m1.user.id, m2.user.id);
  emails.push(club.user.email, m1.user.email, m2.user.email);

  const parent = await createCategory(h, club.token, org, { name: `Shows ${side}` });
  const child = await createCategory(h, club.token, org, { name: `Train shows ${side}`, parent_id: parent.id });
  pools.category[side].push(parent.id, child.id);
  const daily = await createActivity(h, club.token, org, {
    start_date: `${currentYear}-06-01`,
    end_date: `${currentYear}-06-03`,
    category_id: child.id,
  });
  const full = await createActivity(h, club.token, org, {
    start_date: `${currentYear - 1}-09-10`,
    end_date: `${currentYear - 1}-09-11`,
    participation_type: 'full',
    is_private: true,
  });
  pools.activity[side].push(daily.id, full.id);
  const builder = await createParticipationRole(h, club.token, org, { name: `Builder ${side}`, points: 5 });
  const helper = await createParticipationRole(h, club.token, org, { name: `Helper ${side}`, points: 2 });
  pools.participationRole[side].push(builder.id, helper.id);
  for (const [userId, date, activityId, roleId] of [
    [m1.user.id, `${currentYear}-06-01`, daily.id, builder.id],
    [m1.user.id, `${currentYear}-06-02`, daily.id, helper.id],
    [m2.user.id, null, full.id, builder.id],
    [club.user.id, `${currentYear}-06-03`, daily.id, builder.id],
  ] as const) {
    const row = await recordParticipation(h, { organizationId: org, activityId, userId, roleId, date });
    pools.participation[side].push(row.id);
  }
  const status = await h.api('PUT', `/api/member-status/${m1.user.id}`, {
    token: club.token,
    body: { organization_id: org, year: currentYear, registration_complete: true, dues_type: 'paid' },
  });
  const feedback = await h.api('POST', '/api/feedback', {
    token: club.token,
    body: { organization_id: org, message: `Great ${side}` },
  });
  const token = await h.api('POST', '/api/tokens', {
    token: club.token,
    body: { name: `script ${side}`, scope: 'read_write' },
  });
  const link = await h.api('POST', '/api/calendar/link', { token: club.token });
  for (const response of [status, feedback, token, link]) {
    if (response.status >= 300) throw new Error(`seeding failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  pools.apiToken[side].push(token.body.apiToken.id as number);
}

// ---------------------------------------------------------------------------------------------
// The database's fingerprint

let tables: string[] = [];
let baseline = new Map<string, string>();

async function checksum(): Promise<Map<string, string>> {
  const query = tables
    .map(
      (t) => `select '${t}' as name, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as sum from "${t}" x`,
    )
    .join(' union all ');
  const { rows } = await sql<{ name: string; sum: string }>`${sql.raw(query)}`.execute(h.deps.db);
  return new Map(rows.map((r) => [r.name, r.sum]));
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return tables.filter((t) => before.get(t) !== after.get(t));
}

/**
 * A request that succeeded may have taken something from the caller (a role, its permissions, the
 * membership, the session): give it back, so later requests still reach the services.
 */
async function restoreAdmin() {
  const db = h.deps.db;
  const org = a.organization.id;
  const userId = a.user.id;
  await db
    .insertInto('memberships')
    .values({ organization_id: org, user_id: userId, status: 'active', member_since: `${currentYear}-01-01` })
    .onConflict((oc) => oc.columns(['organization_id', 'user_id']).doUpdateSet({ status: 'active' }))
    .execute();
  let roleId = (
    await db
      .selectFrom('role_assignments')
      .select('role_id')
      .where('organization_id', '=', org)
      .where('user_id', '=', userId)
      .executeTakeFirst()
  )?.role_id;
  if (roleId === undefined) {
    roleId = (
      await db
        .selectFrom('permission_roles')
        .select('id')
        .where('organization_id', '=', org)
        .where('is_default', '=', true)
        .executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('role_assignments')
      .values({ organization_id: org, user_id: userId, role_id: roleId, assigned_by: null })
      .execute();
  }
  await db
    .updateTable('permission_roles')
    .set({ permissions: [...permissionKeys] })
    .where('id', '=', roleId)
    .execute();
  if (!(await validateSessionToken(db, adminToken, h.clock.now, h.deps.config.session))) {
    adminToken = (await createSession(db, userId, null, h.clock.now, h.deps.config.session)).token;
  }
}

/** FUZZ_STATS=1 prints, per endpoint, how many answers had each status: is the input reaching the services? */
const stats = new Map<string, Map<string, number>>();
let currentEndpoint = '';

/** The checks every answer gets: below 500, a proper error when refused, and no trace of a refusal. */
export async function checkOutcome(where: string, status: number, errorMessage: unknown) {
  if (process.env.FUZZ_STATS) {
    const key = status >= 400 ? `${status} ${String(errorMessage).slice(0, 60)}` : String(status);
    const counts = stats.get(currentEndpoint) ?? new Map<string, number>();
    counts.set(key, (counts.get(key) ?? 0) + 1);
    stats.set(currentEndpoint, counts);
  }
  if (status < 400) await restoreAdmin();
  const after = await checksum();
  const changed = changedTables(baseline, after);
  // The next request (or fast-check's next shrinking attempt) compares with the database as it is now.
  baseline = after;
  expect(status, `${where} answered ${status}`).toBeLessThan(500);
  if (status >= 400) {
    expect(typeof errorMessage, `${where} answered ${status} without an error message`).toBe('string');
    expect((errorMessage as string).trim(), `${where} answered ${status} with an empty error message`).not.toBe('');
    expect(changed, `${where} was refused (${status}: ${String(errorMessage)}) but changed the database`).toEqual([]);
  }
}

// ---------------------------------------------------------------------------------------------
// Hostile values

/** A huge string that stays short in fast-check's reports: JSON.stringify and String() expand it. */
class Big {
  constructor(
    readonly unit: string,
    readonly count: number,
  ) {}
  toJSON(): string {
    return this.unit.repeat(this.count);
  }
  toString(): string {
    return this.toJSON();
  }
  [fc.toStringMethod](): string {
    return `Big(${JSON.stringify(this.unit)} × ${this.count})`;
  }
}

const badDates = [
  '2025-02-30',
  '99999-01-01',
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '2023-02-29',
  '2025-13-01',
  '2025-00-10',
  '2025-1-1',
  '2025-01-01T00:00:00Z',
  '20250101',
  '-2025-01-01',
  '1899-12-31',
  '275760-09-13',
  ' 2026-01-01',
  '2026-01-01\u0000',
];

const hostileStrings = [
  '',
  ' ',
  '\t\r\n',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'x\uD83Dy',
  '🧱👩🏽‍💻🏳️‍🌈',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'שלום',
  '\uFEFFbom',
  '\u200B',
  '𝕳𝖊𝖑𝖑𝖔',
  "'; drop table users; --",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '%00%s%n',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '0x10',
  '1_000',
  '٣',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  ...badDates,
];

const hugeStrings = [
  new Big('x', 100_000),
  new Big('🧱', 50_000),
  new Big('\u0000', 100_000),
  new Big('9', 100_000),
  new Big('\uD800', 100_000),
  new Big('a@b.co ', 15_000),
];

const hostileNumbers = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  -2147483648,
  2147483648,
  2 ** 53,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

function nested(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

const pollution = { polluted: 'yes', isAdmin: true, toString: 'x' };

/** Adds `__proto__`, `constructor` and `prototype` as the object's own keys (as JSON.parse would). */
function pollute(value: unknown): unknown {
  const base =
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Big) ? value : {};
  const copy: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of [
    ['__proto__', pollution],
    ['constructor', { prototype: pollution }],
    ['prototype', pollution],
  ] as const) {
    Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return copy;
}

const strangeString = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', '\uD800', '\uDFFF', '\u202E', '🧱', '\uFFFF', '\uFFFE', '\u0085', '\u2028', '\u0301'),
    fc.string({ maxLength: 8 }),
  )
  .map(([x, y, z2]) => x + y + z2);

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<unknown>(...hostileStrings) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(...hugeStrings) },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...hostileNumbers) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: strangeString },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 10, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.constantFrom<unknown>([], {}, [{}], nested(1000)) },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'a', '0', ''), hostileScalar, { maxKeys: 3 }),
  },
  { weight: 1, arbitrary: fc.constant(null).map(() => pollute({})) },
);

/** A value that is missing altogether: the field is left out. */
const MISSING = Symbol('missing');

// ---------------------------------------------------------------------------------------------
// Plausible values, guided by each procedure's JSON schema and its fields' names

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
}

const areaKinds: Record<string, Kind> = {
  activities: 'activity',
  categories: 'category',
  participationRoles: 'participationRole',
  permissionRoles: 'permissionRole',
  members: 'user',
  participation: 'participation',
  apiTokens: 'apiToken',
  organizations: 'organization',
  settings: 'organization',
  memberStatus: 'user',
};

/** Which table a field's id points at, from its name (`user_ids` and `userIds` as `user_id`). */
function kindOf(field: string, area: string): Kind | null {
  const name = field.replace(/_ids$/, '_id').replace(/Ids$/, 'Id');
  if (/^organization_?id$/i.test(name)) return 'organization';
  if (name === 'activity_id') return 'activity';
  if (/^(category_id|parent_id|meeting_category_id)$/.test(name)) return 'category';
  if (name === 'role_id') return area === 'members' || area === 'users' ? 'permissionRole' : 'participationRole';
  if (/^(user_?id|member_?id|memberId|actor_id)$/i.test(name)) return 'user';
  if (name === 'id') return areaKinds[area] ?? null;
  return null;
}

const garbageIds = [
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53,
  1e308,
  -2147483648,
  '7',
  '0012',
  ' 3 ',
  '3e0',
  '0x1',
  '',
  'null',
  '١',
];

function idArb(kind: Kind | null): fc.Arbitrary<unknown> {
  const all = kinds.flatMap((k) => [...pools[k].own, ...pools[k].other]);
  const own = kind ? pools[kind].own : all;
  const other = kind ? pools[kind].other : all;
  return fc.oneof(
    { weight: kind === 'organization' ? 12 : 6, arbitrary: fc.constantFrom(...own) },
    { weight: 3, arbitrary: fc.constantFrom(...other) },
    { weight: 1, arbitrary: fc.constantFrom(...all) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(...garbageIds) },
  );
}

const validDate = fc
  .date({
    min: new Date(Date.UTC(currentYear - 6, 0, 1)),
    max: new Date(Date.UTC(currentYear + 2, 11, 31)),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));
const base32 = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz234567'),
  minLength: 20,
  maxLength: 64,
});
const text = fc.oneof(
  fc.string({ minLength: 1, maxLength: 24 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
  fc.constantFrom(
    'Spring Train Show',
    'Ada Brick',
    'Ünïcödé Brïck',
    '🧱 Club',
    'מועדון',
    'Bricks\u0000and\uD800stones',
  ),
);

const csv = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...['new@example.org', 'x', '']), fc.emailAddress()), text, text), {
    maxLength: 4,
  })
  .chain((rows) =>
    fc.constantFrom(
      ['email,first_name,last_name', ...rows.map((r) => r.map((c) => JSON.stringify(c)).join(','))].join('\n'),
      ['Email;Name', ...rows.map((r) => r.join(';'))].join('\n'),
      '"unterminated,quote\n',
      '\uFEFFemail,first_name,last_name\n\u0000,\uD800,x',
    ),
  );

function stringFor(field: string): fc.Arbitrary<unknown> {
  if (/email/i.test(field)) {
    return fc.oneof(fc.constantFrom(...emails, 'someone@example.org', 'UPPER@EXAMPLE.ORG'), fc.emailAddress());
  }
  if (/password/i.test(field)) return fc.constantFrom('correct horse battery', 'another long password', 'short');
  if (/(date|^from|^to|_on)$/.test(field))
    return fc.oneof({ weight: 4, arbitrary: validDate }, { weight: 1, arbitrary: fc.constantFrom(...badDates) });
  if (/time$/.test(field) && field !== 'time_zone') {
    return fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([hh, mm]) => `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}`);
  }
  if (field === 'time_zone') return fc.constantFrom('UTC', 'Europe/Brussels', 'America/New_York', 'Mars/Olympus_Mons');
  if (field === 'renewal_date') return fc.constantFrom('01-01', '02-29', '12-31', '13-01', '02-30');
  if (/url|website/i.test(field))
    return fc.constantFrom(
      'https://example.org/x',
      'http://localhost:3000/',
      'javascript:alert(1)',
      'https://例え.jp/🧱',
    );
  if (/username|handle/.test(field))
    return fc.constantFrom('@brick_fan', 'brick.fan', 'https://example.org/me', 'two words');
  if (field === 'token' || field === 'secret') return base32;
  if (field === 'csv') return csv;
  if (field === 'cursor') {
    return fc.oneof(
      fc
        .tuple(fc.oneof(validDate, fc.constantFrom(...badDates)), fc.constantFrom(1, 5, 2 ** 31, 2 ** 53 - 1))
        .map(([date, id]) => encodeHistoryCursor({ date, id })),
      fc.constantFrom('', 'abc', '!!!', 'W10', 'WyIyMDI1LTAxLTAxIiwxXQ'),
    );
  }
  if (field === 'include') return fc.constantFrom('permission_roles', '', 'permission_roles,other');
  if (field === 'entity') return fc.constantFrom('activity', 'member', 'permission_role');
  if (field === 'action') return fc.constantFrom('activity.create', 'member.update', 'assign', 'remove');
  return text;
}

function numberFor(field: string, schema: Schema, area: string): fc.Arbitrary<unknown> {
  const kind = kindOf(field, area);
  if (kind || (schema.exclusiveMinimum === 0 && schema.maximum === 2_147_483_647)) return idArb(kind);
  if (/year/i.test(field))
    return fc.oneof(fc.integer({ min: currentYear - 6, max: currentYear + 2 }), fc.constantFrom(1900, 9999));
  if (field === 'limit') return fc.integer({ min: 1, max: 500 });
  const min = Math.max(schema.minimum ?? -10, -1000);
  const max = Math.min(schema.maximum ?? 1000, Math.max(min, 0) + 1000);
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min, max }) },
    { weight: 1, arbitrary: fc.constantFrom(schema.maximum ?? 1_000_000) },
  );
}

/** A value of the right type and shape, with ids of both organisations. */
function plausible(field: string, schema: Schema, area: string, depth = 0): fc.Arbitrary<unknown> {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((s) => plausible(field, s, area, depth)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number':
      return numberFor(field, schema, area);
    case 'string':
      return stringFor(field);
    case 'array': {
      const singular = field.replace(/_ids$/, '_id').replace(/Ids$/, 'Id').replace(/s$/, '');
      return fc.array(plausible(singular, schema.items ?? {}, area, depth + 1), { minLength: 1, maxLength: 4 });
    }
    case 'object':
      return depth > 3 ? fc.constant({}) : objectArb(schema, area, depth, 'plausible');
    default:
      return hostile;
  }
}

/** A hostile value for the field: general garbage, or a near miss of its own type. */
function hostileFor(field: string, schema: Schema, area: string, depth: number): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const nearMisses: fc.Arbitrary<unknown>[] = [];
  if (type === 'object' && depth < 3) nearMisses.push(fuzzed(schema, area, depth + 1));
  if (type === 'array' && schema.items) {
    nearMisses.push(
      fc.array(fc.oneof(hostile, plausible(field, schema.items, area, depth + 1)), { minLength: 1, maxLength: 4 }),
    );
    nearMisses.push(fc.constantFrom(Array.from({ length: 10_001 }, (_, i) => i + 1)));
  }
  if (type === 'integer' || type === 'number' || kindOf(field, area))
    nearMisses.push(fc.constantFrom<unknown>(...garbageIds, ...hostileNumbers));
  if (/(date|^from|^to|_on)$/.test(field)) nearMisses.push(fc.constantFrom(...badDates));
  if (type === 'string') nearMisses.push(strangeString, fc.constantFrom<unknown>(...hugeStrings));
  return nearMisses.length > 0
    ? fc.oneof({ weight: 2, arbitrary: hostile }, ...nearMisses.map((arbitrary) => ({ weight: 2, arbitrary })))
    : hostile;
}

function withoutMissing(entries: Array<[string, unknown]>): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) if (value !== MISSING) object[key] = value;
  return object;
}

const isOrganizationField = (name: string) => /^organization_?id$/i.test(name);

function objectArb(
  schema: Schema,
  area: string,
  depth: number,
  mode: 'plausible' | 'mixed',
): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {});
  const parts = fields.map(([name, field]) => {
    const good = plausible(name, field, area, depth + 1);
    // The organisation decides whether anything else is even looked at: keep it mostly right.
    const goodWeight = isOrganizationField(name) ? 12 : 3;
    const arbitrary =
      mode === 'plausible'
        ? required.has(name)
          ? good
          : fc.oneof({ weight: 2, arbitrary: good }, { weight: 1, arbitrary: fc.constant<unknown>(MISSING) })
        : fc.oneof(
            { weight: goodWeight, arbitrary: good },
            { weight: 2, arbitrary: hostileFor(name, field, area, depth) },
            { weight: 1, arbitrary: fc.constant<unknown>(MISSING) },
          );
    return arbitrary.map((value) => [name, value] as [string, unknown]);
  });
  return fc.tuple(...parts).map(withoutMissing);
}

/**
 * Input for a schema: plausible, plausible but for one field (wrong, or left out), every field a
 * gamble, plausible with prototype-pollution keys, or not even the right type.
 */
export function fuzzed(schema: Schema, area: string, depth = 0): fc.Arbitrary<unknown> {
  const fields = Object.entries(schema.properties ?? {});
  if (fields.length === 0)
    return fc.oneof({ weight: 2, arbitrary: fc.constant({}) }, { weight: 3, arbitrary: hostile });
  const plausibleObject = objectArb(schema, area, depth, 'plausible');
  // The field to spoil: rarely the organisation (the isolation matrix covers it), mostly the others.
  const targets = fields.flatMap((field) =>
    Array.from({ length: isOrganizationField(field[0]) && fields.length > 1 ? 1 : 6 }, () => field),
  );
  const oneOff = fc
    .tuple(
      plausibleObject,
      fc
        .constantFrom(...targets)
        .chain(([name, field]) =>
          fc.tuple(
            fc.constant(name),
            fc.oneof(
              { weight: 4, arbitrary: hostileFor(name, field, area, depth) },
              { weight: 1, arbitrary: fc.constant<unknown>(MISSING) },
            ),
          ),
        ),
    )
    .map(([object, [key, value]]) =>
      withoutMissing([...Object.entries(object).filter(([k]) => k !== key), [key, value]]),
    );
  const onlyOrganization = fields.every(([name]) => isOrganizationField(name));
  return fc.oneof(
    { weight: 3, arbitrary: plausibleObject },
    { weight: onlyOrganization ? 1 : 5, arbitrary: oneOff },
    { weight: 2, arbitrary: objectArb(schema, area, depth, 'mixed') },
    { weight: 1, arbitrary: plausibleObject.map(pollute) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        hostile,
        plausibleObject.map((o) => [o]),
      ),
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Requests

/** Percent-encodes as a browser would; a lone surrogate becomes U+FFFD rather than a URIError. */
export function encode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

function queryValue(value: unknown): string {
  if (value instanceof Big || typeof value !== 'object' || value === null) return String(value);
  return JSON.stringify(value);
}

function queryString(fields: unknown, extra: string | null): string {
  const parts: string[] = [];
  if (typeof fields === 'object' && fields !== null && !Array.isArray(fields) && !(fields instanceof Big)) {
    for (const [key, value] of Object.entries(fields)) {
      for (const item of Array.isArray(value) ? value : [value])
        parts.push(`${encode(key)}=${encode(queryValue(item))}`);
    }
  } else if (fields !== undefined) {
    parts.push(encode(queryValue(fields)));
  }
  if (extra) parts.push(extra);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

const rawBodies = [
  '{',
  '{"organization_id": 1,}',
  '{"a":',
  'nul',
  '\u0000',
  "{'single': 'quotes'}",
  '\uFEFF{}',
  '[]',
  '[{"organization_id": 1}]',
  '"a string"',
  '123',
  'null',
  'true',
  '{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}}',
  '{"a": 1e999999}',
  '{"a": "\\ud800"}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  'organization_id=1&title=x',
];

const extraQueries = [
  '__proto__[polluted]=yes',
  'constructor[prototype][polluted]=yes',
  '__proto__=1',
  'organization_id=1&organization_id=2',
  '%E0%A4%A=1',
  'a=%E0%A4%A',
  'organization_id[]=1',
];

const garbageSegments = [
  '0',
  '-1',
  '1.5',
  '2147483648',
  '99999999999999999999999',
  '1e3',
  '0x1f',
  'abc',
  'null',
  '%00',
  '%F0%9F%A7%B1',
  '%E0%A4%A',
  '%2e%2e',
  '%2F',
  '__proto__',
  'constructor',
  '%20',
  '+1',
  '%D9%A3',
  'x'.repeat(5000),
];

interface Sent {
  where: string;
  response: ApiResponse;
}

function describeRequest(method: string, url: string, body: string | undefined): string {
  const cut = (s: string) => (s.length > 400 ? `${s.slice(0, 400)}… (${s.length} chars)` : s);
  return `${method} ${cut(url)}${body === undefined ? '' : ` body ${cut(JSON.stringify(body))}`}`;
}

export async function send(
  method: string,
  url: string,
  body: string | undefined,
  token: string,
  headers: Record<string, string> = {},
): Promise<Sent> {
  const response = await h.api(method, url, {
    token,
    ...(body === undefined ? {} : { rawBody: body }),
    headers: { origin, ...headers },
  });
  return { where: describeRequest(method, url, body), response };
}

/** `logout` ends the session it is called with: give it a session of its own. */
export async function tokenFor(procedure: string): Promise<string> {
  if (procedure !== 'auth.logout') return adminToken;
  return (await createSession(h.deps.db, a.user.id, null, h.clock.now, h.deps.config.session)).token;
}

// ---------------------------------------------------------------------------------------------
// REST

type RestBody = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string } | { kind: 'none' };

interface RestCase {
  params: Record<string, string>;
  fields: unknown;
  fieldsIn: 'query' | 'body';
  body: RestBody;
  extraQuery: string | null;
}

function pathParamArb(route: RestRoute, name: string): fc.Arbitrary<string> {
  if (name === 'secret') {
    return fc.oneof(
      base32.map((s) => `${s}.ics`),
      fc.constantFrom('aaaa.ics', `${'a'.repeat(100_000)}.ics`, 'abc.ics', '.ics', 'ABC.ics', `${'2'.repeat(64)}.ics`),
    );
  }
  const area = route.procedure.split('.')[0]!;
  const kind: Kind | null = route.path.startsWith('/organizations/')
    ? 'organization'
    : name === 'userId'
      ? 'user'
      : kindOf('id', area);
  return fc.oneof(
    { weight: 6, arbitrary: idArb(kind).map((v) => encode(queryValue(v))) },
    { weight: 2, arbitrary: fc.constantFrom(...garbageSegments) },
    { weight: 1, arbitrary: hostileScalar.map((v) => encode(queryValue(v))) },
  );
}

const openApi = buildOpenApiDocument({ publicUrl: origin });

export function restCaseArb(route: RestRoute): fc.Arbitrary<RestCase> {
  const operation = openApi.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
  if (!operation) throw new Error(`no OpenAPI operation for ${route.method} ${route.path}`);
  const area = route.procedure.split('.')[0]!;
  const pathNames = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');
  const querySchema: Schema = {
    type: 'object',
    properties: Object.fromEntries(queryParameters.map((p) => [p.name, p.schema as Schema])),
    required: queryParameters.filter((p) => p.required).map((p) => p.name),
  };
  const bodySchema = operation.requestBody?.content['application/json']?.schema as Schema | undefined;
  const isGet = route.method === 'GET';
  const jsonBody: fc.Arbitrary<RestBody> = bodySchema
    ? fuzzed(bodySchema, area).map((value) => ({ kind: 'json', value }))
    : fc.oneof(
        { weight: 4, arbitrary: fc.constant<RestBody>({ kind: 'none' }) },
        { weight: 2, arbitrary: fc.constant<RestBody>({ kind: 'json', value: {} }) },
        { weight: 1, arbitrary: hostile.map((value): RestBody => ({ kind: 'json', value })) },
      );
  const body: fc.Arbitrary<RestBody> = isGet
    ? fc.constant<RestBody>({ kind: 'none' })
    : fc.oneof(
        { weight: 8, arbitrary: jsonBody },
        { weight: 1, arbitrary: fc.constantFrom(...rawBodies).map((text): RestBody => ({ kind: 'raw', text })) },
        { weight: 1, arbitrary: fc.constant<RestBody>({ kind: 'none' }) },
      );
  return fc.record({
    params: fc.record(Object.fromEntries(pathNames.map((name) => [name, pathParamArb(route, name)]))) as fc.Arbitrary<
      Record<string, string>
    >,
    fields: queryParameters.length > 0 ? fuzzed(querySchema, area) : fc.option(hostile, { nil: undefined, freq: 3 }),
    fieldsIn: isGet
      ? fc.constant('query' as const)
      : fc.constantFrom('query' as const, 'query' as const, 'body' as const),
    body,
    extraQuery: fc.option(fc.constantFrom(...extraQueries), { nil: null, freq: 6 }),
  });
}

export async function sendRest(route: RestRoute, c: RestCase): Promise<Sent> {
  const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => c.params[name] ?? '');
  let bodyText: string | undefined;
  let queryFields = c.fields;
  if (c.body.kind === 'raw') bodyText = c.body.text;
  if (c.body.kind === 'json') {
    let value = c.body.value;
    if (
      c.fieldsIn === 'body' &&
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      typeof c.fields === 'object' &&
      c.fields !== null
    ) {
      value = { ...(c.fields as object), ...(value as object) };
      queryFields = undefined;
    }
    bodyText = JSON.stringify(value) ?? 'null';
  }
  const url = `/api${path}${queryString(queryFields, c.extraQuery)}`;
  return send(route.method, url, bodyText, await tokenFor(route.procedure));
}

// ---------------------------------------------------------------------------------------------
// tRPC

export interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  inputs: z.ZodType[];
}
export const procedures = (appRouter as unknown as { _def: { procedures: Record<string, { _def: ProcedureDef }> } })
  ._def.procedures;

export function inputSchemaOf(def: ProcedureDef): Schema {
  const parts = def.inputs.map((input) => z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as Schema);
  if (parts.length === 1) return parts[0]!;
  const merged: Schema = { type: 'object', properties: {}, required: [] };
  for (const part of parts) {
    Object.assign(merged.properties!, part.properties ?? {});
    merged.required!.push(...(part.required ?? []));
  }
  return merged;
}

type Transport = 'proper' | 'garbage' | 'no-input' | 'no-content-type' | 'wrong-method';

interface TrpcCase {
  input: unknown;
  transport: Transport;
  garbage: string;
}

export function trpcCaseArb(path: string, def: ProcedureDef): fc.Arbitrary<TrpcCase> {
  return fc.record({
    input: fuzzed(inputSchemaOf(def), path.split('.')[0]!),
    transport: fc.oneof(
      { weight: 12, arbitrary: fc.constant<Transport>('proper') },
      { weight: 1, arbitrary: fc.constantFrom<Transport>('garbage', 'no-input', 'no-content-type', 'wrong-method') },
    ),
    garbage: fc.constantFrom(...rawBodies),
  });
}

export async function sendTrpc(path: string, def: ProcedureDef, c: TrpcCase): Promise<Sent> {
  const json = JSON.stringify(c.input) ?? 'null';
  const asQuery = def.type === 'query' ? c.transport !== 'wrong-method' : c.transport === 'wrong-method';
  const payload = c.transport === 'garbage' ? c.garbage : json;
  const token = await tokenFor(path);
  if (asQuery) {
    const url = `/trpc/${path}${c.transport === 'no-input' ? '' : `?input=${encode(payload)}`}`;
    return send('GET', url, undefined, token);
  }
  if (c.transport === 'no-content-type') return send('POST', `/trpc/${path}`, undefined, token);
  if (c.transport === 'no-input')
    return send('POST', `/trpc/${path}`, undefined, token, { 'content-type': 'application/json' });
  return send('POST', `/trpc/${path}`, payload, token);
}

// ---------------------------------------------------------------------------------------------
// The run

/** Builds the world before the file's tests and closes it after them. */
export function useFuzzWorld(): void {
  beforeAll(async () => {
    h = await createHarness();
    a = await createClub(h, 'Fuzz LUG A');
    b = await createClub(h, 'Fuzz LUG B');
    adminToken = a.token;
    await seedOrganization(a, 'own');
    await seedOrganization(b, 'other');
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not in ('rate_limit_events', 'sessions')
      order by table_name`.execute(h.deps.db);
    tables = rows.map((r) => r.table_name);
    baseline = await checksum();
  });

  afterAll(async () => {
    await h?.close();
    for (const [endpoint, counts] of stats) {
      console.log(
        `${endpoint}\n${[...counts]
          .sort((x, y) => y[1] - x[1])
          .map(([k, n]) => `  ${n} × ${k}`)
          .join('\n')}`,
      );
    }
  });
}

export const runsFor = (surface: keyof typeof defaultRuns) => runsOverride ?? defaultRuns[surface];

/** Names the endpoint whose answers FUZZ_STATS counts. */
export function fuzzing(endpoint: string): void {
  currentEndpoint = endpoint;
}

/** The admin's session, renewed when a request ended it. */
export const adminSession = (): string => adminToken;

/** The checks after a file's run: nothing polluted, and the surface it fuzzed is not empty. */
export function afterTheRun(fuzzed: { rest?: number; procedures?: number }): void {
  describe('after the run', () => {
    it('left Object.prototype unpolluted', () => {
      const probe: Record<string, unknown> = {};
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(
        [
          '__defineGetter__',
          '__defineSetter__',
          '__lookupGetter__',
          '__lookupSetter__',
          '__proto__',
          'constructor',
          'hasOwnProperty',
          'isPrototypeOf',
          'propertyIsEnumerable',
          'toLocaleString',
          'toString',
          'valueOf',
        ].sort(),
      );
      expect(probe.polluted).toBeUndefined();
      expect(probe.isAdmin).toBeUndefined();
      expect(typeof probe.toString).toBe('function');
      expect(Object.prototype.toString.call([])).toBe('[object Array]');
    });

    it('covered the paths and procedures it was given', () => {
      if (fuzzed.rest !== undefined) expect(fuzzed.rest).toBeGreaterThan(60);
      if (fuzzed.procedures !== undefined) expect(fuzzed.procedures).toBeGreaterThan(40);
    });
  });
}

/** Batches, as the web app sends them: several procedures in one request, each with its own input. */
export type BatchCall = [path: string, input: unknown];

export function batchArb(type: 'query' | 'mutation'): fc.Arbitrary<BatchCall[]> {
  const candidates = Object.entries(procedures).filter(([, p]) => p._def.type === type);
  const call: fc.Arbitrary<BatchCall> = fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .constantFrom(...candidates)
        .chain(([path, p]) =>
          fuzzed(inputSchemaOf(p._def), path.split('.')[0]!).map((input): BatchCall => [path, input]),
        ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom('__proto__', 'constructor', 'nope', 'auth', 'auth.__proto__', ''), hostile),
    },
  );
  return fc.array(call, { minLength: 1, maxLength: 4 });
}

/** Fuzzes every tRPC procedure of one type (a test file's half); answers how many there are. */
export function fuzzProcedures(type: 'query' | 'mutation'): number {
  const chosen = Object.entries(procedures).filter(([, p]) => p._def.type === type);
  describe(`fuzzing every tRPC ${type}`, () => {
    for (const [path, procedure] of chosen) {
      const def = procedure._def;
      it(`${def.type} ${path} answers hostile input with a clean error or success`, async () => {
        fuzzing(`trpc ${path}`);
        await fc.assert(
          fc.asyncProperty(trpcCaseArb(path, def), async (c) => {
            const { where, response } = await sendTrpc(path, def, c);
            if (response.status >= 400) {
              const error = response.body?.error;
              expect(response.headers.get('content-type'), `${where}: an error that is not JSON`).toMatch(
                /application\/json/,
              );
              expect(
                error?.data?.httpStatus,
                `${where}: not tRPC's error shape: ${JSON.stringify(response.body)}`,
              ).toBe(response.status);
              expect(typeof error?.data?.code, `${where}: not tRPC's error shape`).toBe('string');
            }
            await checkOutcome(where, response.status, response.body?.error?.message);
          }),
          { seed: seedFor(path), numRuns: runsFor('trpc') },
        );
      });
    }
  });
  return chosen.length;
}
