/**
 * Tenant isolation and permissions, generated from the REST path table: every path is classified
 * below (a new path without a class fails the first test), then called by an anonymous caller, an
 * administrator of another organisation (naming organisation A, and naming their own organisation
 * with A's row ids), an inactive member of A and a member of A without permissions. Each is refused
 * as the class says, and no answer carries organisation A's data (marker strings seeded into it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '../../src/rest/paths';
import { addMember, createActivity, createCategory, createParticipationRole } from '../support/factories-catalogue';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';

const MARK = 'ZqSecretA';

/** Who may call a path: nobody needs to sign in, a signed-in user (their own data), any active member, or a permission. */
type Access = 'public' | 'user' | 'member' | `perm:${string}`;

interface Target {
  org: number;
  activity: number;
  category: number;
  role: number;
  member: number;
  permissionRole: number;
  participation: number;
  token: number;
}

interface Request {
  path: string;
  body?: Record<string, unknown>;
}

type Spec = { access: Access; request: (t: Target) => Request };

const q = (org: number) => `organization_id=${org}`;

/** Every REST path: who may call it and a well-formed request aimed at organisation A's rows. */
const specs: Record<string, Spec> = {
  'POST /auth/signup': { access: 'public', request: () => ({ path: '/auth/signup' }) },
  'POST /auth/login': { access: 'public', request: () => ({ path: '/auth/login' }) },
  'POST /auth/logout': { access: 'user', request: () => ({ path: '/auth/logout' }) },
  'GET /auth/me': { access: 'user', request: () => ({ path: '/auth/me' }) },
  'POST /auth/password-reset/request': { access: 'public', request: () => ({ path: '/auth/password-reset/request' }) },
  'POST /auth/password-reset/confirm': { access: 'public', request: () => ({ path: '/auth/password-reset/confirm' }) },
  'POST /auth/password': { access: 'user', request: () => ({ path: '/auth/password' }) },
  'POST /organizations': { access: 'user', request: () => ({ path: '/organizations' }) },
  'GET /organizations': { access: 'user', request: () => ({ path: '/organizations' }) },
  'GET /organizations/:id': { access: 'member', request: (t) => ({ path: `/organizations/${t.org}` }) },
  'POST /beta-applications': { access: 'public', request: () => ({ path: '/beta-applications' }) },

  'GET /activities': { access: 'member', request: (t) => ({ path: `/activities?${q(t.org)}` }) },
  'GET /activities/page': { access: 'member', request: (t) => ({ path: `/activities/page?${q(t.org)}&limit=5` }) },
  'POST /activities': {
    access: 'perm:activities.manage',
    request: (t) => ({ path: '/activities', body: { organization_id: t.org, title: 'X', start_date: '2026-01-01', end_date: '2026-01-01', category_id: t.category } }),
  },
  'GET /activities/:id': { access: 'member', request: (t) => ({ path: `/activities/${t.activity}?${q(t.org)}` }) },
  'PUT /activities/:id': {
    access: 'perm:activities.manage',
    request: (t) => ({ path: `/activities/${t.activity}`, body: { organization_id: t.org, title: 'Renamed' } }),
  },
  'DELETE /activities/:id': { access: 'perm:activities.manage', request: (t) => ({ path: `/activities/${t.activity}?${q(t.org)}` }) },
  'GET /categories': { access: 'member', request: (t) => ({ path: `/categories?${q(t.org)}` }) },
  'POST /categories': { access: 'perm:activities.manage', request: (t) => ({ path: '/categories', body: { organization_id: t.org, name: 'X', parent_id: t.category } }) },
  'GET /categories/:id': { access: 'member', request: (t) => ({ path: `/categories/${t.category}?${q(t.org)}` }) },
  'PUT /categories/:id': { access: 'perm:activities.manage', request: (t) => ({ path: `/categories/${t.category}`, body: { organization_id: t.org, name: 'Renamed' } }) },
  'DELETE /categories/:id': { access: 'perm:activities.manage', request: (t) => ({ path: `/categories/${t.category}?${q(t.org)}` }) },
  'GET /participation-roles': { access: 'member', request: (t) => ({ path: `/participation-roles?${q(t.org)}` }) },
  'POST /participation-roles': { access: 'perm:activities.manage', request: (t) => ({ path: '/participation-roles', body: { organization_id: t.org, name: 'X', points: 1, category_id: t.category } }) },
  'GET /participation-roles/:id': { access: 'member', request: (t) => ({ path: `/participation-roles/${t.role}?${q(t.org)}` }) },
  'PUT /participation-roles/:id': { access: 'perm:activities.manage', request: (t) => ({ path: `/participation-roles/${t.role}`, body: { organization_id: t.org, name: 'Renamed', points: 2 } }) },
  'DELETE /participation-roles/:id': { access: 'perm:activities.manage', request: (t) => ({ path: `/participation-roles/${t.role}?${q(t.org)}` }) },

  'GET /member-status': { access: 'perm:registration.manage', request: (t) => ({ path: `/member-status?${q(t.org)}&year=${new Date().getUTCFullYear()}` }) },
  'PUT /member-status/:userId': {
    access: 'perm:registration.manage',
    request: (t) => ({ path: `/member-status/${t.member}`, body: { organization_id: t.org, year: new Date().getUTCFullYear(), registration_complete: true, dues_type: 'paid' } }),
  },
  'POST /member-status/bulk': {
    access: 'perm:registration.manage',
    request: (t) => ({ path: '/member-status/bulk', body: { updates: [{ user_id: t.member, year: new Date().getUTCFullYear(), status: 'paid', organization_id: t.org }] } }),
  },

  'GET /members': { access: 'member', request: (t) => ({ path: `/members?${q(t.org)}` }) },
  'POST /members': { access: 'perm:members.manage', request: (t) => ({ path: '/members', body: { organization_id: t.org, email: 'new-person@example.org', first_name: 'N', last_name: 'P' } }) },
  'POST /members/import/preview': { access: 'perm:members.manage', request: (t) => ({ path: '/members/import/preview', body: { organization_id: t.org, csv: 'email,first_name,last_name\nz@example.org,Z,Y\n' } }) },
  'POST /members/import': { access: 'perm:members.manage', request: (t) => ({ path: '/members/import', body: { organization_id: t.org, csv: 'email,first_name,last_name\nz@example.org,Z,Y\n' } }) },
  'GET /members/export': { access: 'perm:members.manage', request: (t) => ({ path: `/members/export?${q(t.org)}` }) },
  'GET /members/:id': { access: 'member', request: (t) => ({ path: `/members/${t.member}?${q(t.org)}` }) },
  'PUT /members/:id': { access: 'perm:members.manage', request: (t) => ({ path: `/members/${t.member}`, body: { organization_id: t.org, email: 'moved@example.org', first_name: 'M', last_name: 'V', status: 'inactive' } }) },
  'DELETE /members/:id': { access: 'perm:members.manage', request: (t) => ({ path: `/members/${t.member}?${q(t.org)}` }) },
  'POST /members/:id/password-reset': { access: 'perm:members.manage', request: (t) => ({ path: `/members/${t.member}/password-reset`, body: { organization_id: t.org } }) },
  'POST /members/:id{[0-9]+}/anonymize': { access: 'perm:members.manage', request: (t) => ({ path: `/members/${t.member}/anonymize`, body: { organization_id: t.org } }) },

  'GET /permission-roles/default': { access: 'member', request: (t) => ({ path: `/permission-roles/default?${q(t.org)}` }) },
  'DELETE /permission-roles/users/current': { access: 'perm:roles.manage', request: (t) => ({ path: '/permission-roles/users/current', body: { organizationId: t.org, userIds: [t.member] } }) },
  'GET /permission-roles': { access: 'member', request: (t) => ({ path: `/permission-roles?${q(t.org)}&include=assigned_users_count` }) },
  'POST /permission-roles': { access: 'perm:roles.manage', request: (t) => ({ path: '/permission-roles', body: { organization_id: t.org, name: 'Sneaky', description: null } }) },
  'GET /permission-roles/:id': { access: 'member', request: (t) => ({ path: `/permission-roles/${t.permissionRole}?${q(t.org)}` }) },
  'PUT /permission-roles/:id': { access: 'perm:roles.manage', request: (t) => ({ path: `/permission-roles/${t.permissionRole}`, body: { organization_id: t.org, name: 'Renamed', description: null } }) },
  'DELETE /permission-roles/:id': { access: 'perm:roles.manage', request: (t) => ({ path: `/permission-roles/${t.permissionRole}?${q(t.org)}` }) },
  'GET /permission-roles/:id/users': { access: 'perm:roles.manage', request: (t) => ({ path: `/permission-roles/${t.permissionRole}/users?${q(t.org)}` }) },
  'GET /permission-roles/:id/available-users': { access: 'perm:roles.manage', request: (t) => ({ path: `/permission-roles/${t.permissionRole}/available-users?${q(t.org)}` }) },
  'POST /permission-roles/:id/users': { access: 'perm:roles.manage', request: (t) => ({ path: `/permission-roles/${t.permissionRole}/users`, body: { organizationId: t.org, userIds: [t.member] } }) },
  'DELETE /permission-roles/:id/users': { access: 'perm:roles.manage', request: (t) => ({ path: `/permission-roles/${t.permissionRole}/users`, body: { organizationId: t.org, userIds: [t.member] } }) },
  'PUT /permission-roles/:id/set-default': { access: 'perm:roles.manage', request: (t) => ({ path: `/permission-roles/${t.permissionRole}/set-default`, body: { organizationId: t.org } }) },
  'GET /users': { access: 'member', request: (t) => ({ path: `/users?${q(t.org)}&include=permission_roles` }) },
  'GET /profile': { access: 'user', request: () => ({ path: '/profile' }) },
  'PUT /profile': { access: 'user', request: () => ({ path: '/profile', body: { display_name: 'Me' } }) },

  'GET /participation': { access: 'member', request: (t) => ({ path: `/participation?${q(t.org)}&member_id=${t.member}` }) },
  'GET /participation/years': { access: 'member', request: (t) => ({ path: `/participation/years?${q(t.org)}` }) },
  'GET /participation/report': { access: 'member', request: (t) => ({ path: `/participation/report?${q(t.org)}&memberId=${t.member}&year=2026` }) },
  'GET /participation/member-stats': { access: 'perm:reports.view', request: (t) => ({ path: `/participation/member-stats?${q(t.org)}&year=2026` }) },
  'GET /participation/member-stats/page': { access: 'perm:reports.view', request: (t) => ({ path: `/participation/member-stats/page?${q(t.org)}&year=2026&sort=memberName` }) },
  'GET /participation/activity/:id{[0-9]+}': { access: 'perm:participation.manage', request: (t) => ({ path: `/participation/activity/${t.activity}?${q(t.org)}` }) },
  'GET /participation/activity/:id{[0-9]+}/page': { access: 'perm:participation.manage', request: (t) => ({ path: `/participation/activity/${t.activity}/page?${q(t.org)}&limit=5` }) },
  'GET /participation/activity/:id{[0-9]+}/member-ids': { access: 'perm:participation.manage', request: (t) => ({ path: `/participation/activity/${t.activity}/member-ids?${q(t.org)}` }) },
  'POST /participation/bulk-update': {
    access: 'perm:participation.manage',
    request: (t) => ({ path: '/participation/bulk-update', body: { organization_id: t.org, activity_id: t.activity, user_ids: [t.member], role_ids: [t.role], action: 'remove', date: '2026-06-01' } }),
  },
  'POST /participation': {
    access: 'perm:participation.manage',
    request: (t) => ({ path: '/participation', body: { organization_id: t.org, activity_id: t.activity, user_id: t.member, role_id: t.role, participation_date: '2026-06-02' } }),
  },
  'GET /participation/:id{[0-9]+}': { access: 'member', request: (t) => ({ path: `/participation/${t.participation}?${q(t.org)}` }) },
  'PUT /participation/:id{[0-9]+}': { access: 'perm:participation.manage', request: (t) => ({ path: `/participation/${t.participation}`, body: { organization_id: t.org, participation_date: '2026-06-02' } }) },
  'DELETE /participation/:id{[0-9]+}': { access: 'perm:participation.manage', request: (t) => ({ path: `/participation/${t.participation}?${q(t.org)}` }) },

  'GET /organizations/:id{[0-9]+}/settings': { access: 'member', request: (t) => ({ path: `/organizations/${t.org}/settings` }) },
  'PUT /organizations/:id{[0-9]+}/settings': { access: 'perm:settings.manage', request: (t) => ({ path: `/organizations/${t.org}/settings`, body: { general: { name: 'Taken over' } } }) },
  'GET /dashboard': { access: 'member', request: (t) => ({ path: `/dashboard?${q(t.org)}` }) },
  'POST /feedback': { access: 'member', request: (t) => ({ path: '/feedback', body: { organization_id: t.org, message: 'Hello' } }) },
  'GET /feedback': { access: 'perm:settings.manage', request: (t) => ({ path: `/feedback?${q(t.org)}` }) },
  'GET /audit-log': { access: 'perm:settings.manage', request: (t) => ({ path: `/audit-log?${q(t.org)}` }) },
  'POST /notifications/unsubscribe': { access: 'public', request: () => ({ path: '/notifications/unsubscribe' }) },

  'GET /tokens': { access: 'user', request: () => ({ path: '/tokens' }) },
  'POST /tokens': { access: 'user', request: () => ({ path: '/tokens', body: { name: 'mine' } }) },
  'DELETE /tokens/:id{[0-9]+}': { access: 'user', request: (t) => ({ path: `/tokens/${t.token}` }) },
  // The public calendar shows only non-private activities by design: see calendar.test.ts.
  'GET /organizations/:id{[0-9]+}/calendar.ics': { access: 'public', request: (t) => ({ path: `/organizations/${t.org}/calendar.ics` }) },
  'GET /calendar/:secret{[a-z2-7]+\\.ics}': { access: 'public', request: () => ({ path: '/calendar/abc.ics' }) },
  'GET /calendar': { access: 'user', request: () => ({ path: '/calendar' }) },
  'POST /calendar/link': { access: 'user', request: () => ({ path: '/calendar/link' }) },
  'POST /calendar/link/regenerate': { access: 'user', request: () => ({ path: '/calendar/link/regenerate' }) },
  'DELETE /calendar/link': { access: 'user', request: () => ({ path: '/calendar/link' }) },
  'GET /me/export': { access: 'user', request: () => ({ path: '/me/export' }) },
};

let h: Harness;
let a: Awaited<ReturnType<typeof signUpWithOrganization>>;
let b: Awaited<ReturnType<typeof signUpWithOrganization>>;
let plain: { token: string };
let inactive: { token: string };
let targetA: Target;
let snapshot: string;

async function snapshotOfA(): Promise<string> {
  const tables = ['activities', 'categories', 'participation_roles', 'participations', 'permission_roles', 'role_assignments', 'memberships', 'member_statuses', 'feedback'] as const;
  const parts: string[] = [];
  for (const table of tables) {
    const rows = await h.deps.db.selectFrom(table).selectAll().where('organization_id', '=', targetA.org).execute();
    parts.push(JSON.stringify(rows.map((r) => JSON.stringify(r)).sort()));
  }
  const org = await h.deps.db.selectFrom('organizations').select(['name', 'contact_email', 'settings']).where('id', '=', targetA.org).executeTakeFirstOrThrow();
  const users = await h.deps.db
    .selectFrom('users')
    .innerJoin('memberships', 'memberships.user_id', 'users.id')
    .select(['users.id', 'users.email', 'users.first_name', 'users.last_name', 'users.password_hash'])
    .where('memberships.organization_id', '=', targetA.org)
    .orderBy('users.id')
    .execute();
  return JSON.stringify({ parts, org, users });
}

beforeAll(async () => {
  h = await createHarness();
  a = await signUpWithOrganization(h, `${MARK} Organisation`);
  b = await signUpWithOrganization(h, 'Other Organisation');
  const org = a.organization.id;
  const category = await createCategory(h, a.token, org, { name: `${MARK} category` });
  const activity = await createActivity(h, a.token, org, { title: `${MARK} activity`, start_date: '2026-06-01', end_date: '2026-06-02', category_id: category.id, location: `${MARK} hall` });
  const role = await createParticipationRole(h, a.token, org, { name: `${MARK} role`, points: 3 });
  const member = await addMember(h, org);
  await h.deps.db.updateTable('users').set({ first_name: `${MARK}first`, last_name: `${MARK}last`, email: `${MARK.toLowerCase()}@example.org` }).where('id', '=', member.user.id).execute();
  plain = await addMember(h, org);
  inactive = await addMember(h, org, { status: 'inactive' });
  const permissionRole = await h.api('POST', '/api/permission-roles', { token: a.token, body: { organization_id: org, name: `${MARK} board`, description: `${MARK} description`, permissions: ['reports.view'] } });
  expect(permissionRole.status).toBe(201);
  await h.api('POST', `/api/permission-roles/${permissionRole.body.id}/users`, { token: a.token, body: { organizationId: org, userIds: [member.user.id] } });
  await h.api('POST', '/api/participation/bulk-update', { token: a.token, body: { activity_id: activity.id, user_ids: [member.user.id], role_ids: [role.id], action: 'assign', date: '2026-06-01' } });
  const participation = await h.deps.db.selectFrom('participations').select('id').where('organization_id', '=', org).executeTakeFirstOrThrow();
  await h.api('POST', '/api/member-status/bulk', { token: a.token, body: { updates: [{ user_id: member.user.id, year: new Date().getUTCFullYear(), status: 'registered', organization_id: org }] } });
  await h.api('POST', '/api/feedback', { token: plain.token, body: { organization_id: org, message: `${MARK} feedback` } });
  await h.api('PUT', `/api/organizations/${org}/settings`, { token: a.token, body: { general: { description: `${MARK} about us` } } });
  const token = await h.api('POST', '/api/tokens', { token: a.token, body: { name: `${MARK} token`, scope: 'read_write' } });
  expect(token.status).toBe(201);
  targetA = {
    org,
    activity: activity.id,
    category: category.id,
    role: role.id,
    member: member.user.id,
    permissionRole: permissionRole.body.id,
    participation: participation.id,
    token: token.body.apiToken.id,
  };
  snapshot = await snapshotOfA();
});
afterAll(async () => {
  await h?.close();
});

const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

async function call(route: { method: string }, request: Request, token?: string) {
  return h.api(route.method, `/api${request.path}`, { token, body: request.body ?? (route.method === 'GET' || route.method === 'DELETE' ? undefined : {}) });
}

function expectNoLeak(response: { body: unknown }, label: string) {
  expect(JSON.stringify(response.body ?? ''), label).not.toContain(MARK);
  expect(JSON.stringify(response.body ?? '').toLowerCase(), label).not.toContain(MARK.toLowerCase());
}

describe('the matrix', () => {
  it('classifies every REST path', () => {
    const unclassified = restRoutes.map(key).filter((k) => !(k in specs));
    expect(unclassified).toEqual([]);
    const stale = Object.keys(specs).filter((k) => !restRoutes.some((r) => key(r) === k));
    expect(stale).toEqual([]);
  });

  const protectedRoutes = () => restRoutes.filter((r) => specs[key(r)]!.access !== 'public');
  const orgRoutes = () => restRoutes.filter((r) => ['member'].includes(specs[key(r)]!.access) || specs[key(r)]!.access.startsWith('perm:'));

  it('refuses an anonymous caller on every non-public path with 401', async () => {
    for (const route of protectedRoutes()) {
      const response = await call(route, specs[key(route)]!.request(targetA));
      expect(response.status, key(route)).toBe(401);
      expectNoLeak(response, key(route));
    }
  });

  it("refuses another organisation's administrator naming organisation A (403 or 404), leaking nothing", async () => {
    for (const route of orgRoutes()) {
      const response = await call(route, specs[key(route)]!.request(targetA), b.token);
      expect([403, 404], `${key(route)} answered ${response.status} ${JSON.stringify(response.body)}`).toContain(response.status);
      expectNoLeak(response, key(route));
    }
  });

  it("refuses another organisation's administrator naming their own organisation with A's row ids, leaking nothing", async () => {
    const sneaky = { ...targetA, org: b.organization.id };
    for (const route of orgRoutes()) {
      const spec = specs[key(route)]!;
      const response = await call(route, spec.request(sneaky), b.token);
      // Lists of their own organisation answer 200 with their own rows only.
      if (response.status < 300) {
        expectNoLeak(response, key(route));
        continue;
      }
      expect([400, 403, 404, 409], `${key(route)} answered ${response.status} ${JSON.stringify(response.body)}`).toContain(response.status);
      expectNoLeak(response, key(route));
    }
  });

  it('refuses an inactive member of A on every organisation path with 403', async () => {
    for (const route of orgRoutes()) {
      const response = await call(route, specs[key(route)]!.request(targetA), inactive.token);
      expect(response.status, key(route)).toBe(403);
      expectNoLeak(response, key(route));
    }
  });

  it('refuses a member of A without the permission a path needs with 403', async () => {
    for (const route of restRoutes.filter((r) => specs[key(r)]!.access.startsWith('perm:'))) {
      const response = await call(route, specs[key(route)]!.request(targetA), plain.token);
      expect([403, 404], `${key(route)} answered ${response.status} ${JSON.stringify(response.body)}`).toContain(response.status);
      expectNoLeak(response, key(route));
    }
  });

  it("gives a signed-in user of another organisation only their own data on personal paths", async () => {
    for (const route of restRoutes.filter((r) => specs[key(r)]!.access === 'user' && r.method === 'GET')) {
      const response = await call(route, specs[key(route)]!.request(targetA), b.token);
      expect(response.status, key(route)).toBeLessThan(500);
      expectNoLeak(response, key(route));
    }
    const revoke = await h.api('DELETE', `/api/tokens/${targetA.token}`, { token: b.token });
    expect([403, 404]).toContain(revoke.status);
  });

  it('left organisation A exactly as it was', async () => {
    expect(await snapshotOfA()).toBe(snapshot);
  });
});
