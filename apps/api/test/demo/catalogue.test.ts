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

it('lug demo creates categories, activities over last, this and next year, and participation roles', async () => {
  const demo = await seedDemo(h.deps);
  const login = await h.api('POST', '/api/auth/login', { body: demo.admin });
  expect(login.status).toBe(200);
  const token = login.body.token as string;
  const org = demo.organization.id;
  // Its made-up address could never be confirmed by a link: it starts confirmed.
  expect((await h.api('GET', '/api/auth/me', { token })).body.user).toMatchObject({ email_verified: true });

  const categories = (await h.api('GET', `/api/categories?organization_id=${org}`, { token })).body as Array<{
    name: string;
    parent_id: number | null;
  }>;
  expect(categories.map((c) => c.name)).toContain('Train Shows');
  expect(categories.some((c) => c.parent_id !== null)).toBe(true);

  const roles = (await h.api('GET', `/api/participation-roles?organization_id=${org}`, { token })).body as Array<{
    name: string;
    points: number;
    status: string;
  }>;
  expect(roles.map((r) => [r.name, r.points, r.status])).toEqual([
    ['Attendee', 1, 'active'],
    ['Exhibitor', 5, 'active'],
    ['Helper', 3, 'active'],
    ['Legacy Volunteer', 2, 'inactive'],
    ['Organizer', 10, 'active'],
  ]);

  const all = (await h.api('GET', `/api/activities?organization_id=${org}`, { token })).body as Array<{
    start_date: string;
    end_date: string;
    is_private: boolean;
    participation_type: string;
  }>;
  expect(all.length).toBeGreaterThanOrEqual(38);
  const year = h.clock.now.getUTCFullYear();
  for (const y of [year - 1, year, year + 1]) {
    expect(all.filter((a) => a.start_date.startsWith(String(y))).length).toBeGreaterThanOrEqual(10);
  }
  expect(all.some((a) => a.is_private)).toBe(true);
  expect(all.some((a) => a.participation_type === 'full')).toBe(true);
  expect(all.some((a) => a.participation_type === 'daily' && a.end_date > a.start_date)).toBe(true);

  // The admin took part in last year's activities.
  const records = await h.deps.db
    .selectFrom('participations')
    .select('id')
    .where('organization_id', '=', org)
    .execute();
  expect(records.length).toBeGreaterThan(10);
});
