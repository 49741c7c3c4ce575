import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemo } from '../../src/demo/index';
import { createHarness, type Harness } from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

it('lug demo creates about sixty members with roles, some disabled, some with profiles; running it again reuses the accounts', async () => {
  const demo = await seedDemo(h.deps);
  const login = await h.api('POST', '/api/auth/login', { body: demo.admin });
  const token = login.body.token as string;
  const org = demo.organization.id;

  const members = (await h.api('GET', `/api/members?organization_id=${org}&limit=200`, { token })).body as Array<{
    status: string;
    PermissionRoles: Array<{ name: string }>;
    biographical_info: string | null;
  }>;
  expect(members.length).toBeGreaterThanOrEqual(55);
  expect(members.length).toBeLessThanOrEqual(65);
  expect(members.every((m) => m.PermissionRoles.length === 1)).toBe(true);
  expect(members.filter((m) => m.status === 'inactive').length).toBeGreaterThanOrEqual(3);
  expect(members.filter((m) => m.biographical_info).length).toBeGreaterThanOrEqual(10);

  const roles = (await h.api('GET', `/api/permission-roles?organization_id=${org}`, { token })).body as Array<{
    name: string;
    permissions: string[];
    is_default_permission: number;
    assigned_users_count: number;
  }>;
  const byName = new Map(roles.map((r) => [r.name, r]));
  expect([...byName.keys()].sort()).toEqual(['Administrator', 'Board', 'Event Team', 'Member', 'Treasurer']);
  expect(byName.get('Event Team')!.permissions).toEqual(['activities.manage', 'participation.manage']);
  expect(byName.get('Treasurer')!.permissions).toEqual(['registration.manage', 'reports.view']);
  expect(byName.get('Board')!.permissions.length).toBeGreaterThan(2);
  expect(roles.filter((r) => r.is_default_permission === 1).map((r) => r.name)).toEqual(['Member']);

  const again = await seedDemo(h.deps);
  const second = (await h.api('POST', '/api/auth/login', { body: again.admin })).body.token as string;
  const secondMembers = await h.api('GET', `/api/members?organization_id=${again.organization.id}`, { token: second });
  expect(Number(secondMembers.headers.get('x-total-count'))).toBe(members.length);
  const accounts = await h.deps.db
    .selectFrom('users')
    .select('id')
    .where('email', 'like', '%@demo-lug.example')
    .execute();
  expect(accounts).toHaveLength(members.length);
});
