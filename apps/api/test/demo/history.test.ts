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

it('lug demo records a varied history of participation and registration over three years', async () => {
  const demo = await seedDemo(h.deps);
  const { token } = (await h.api('POST', '/api/auth/login', { body: demo.admin })).body as { token: string };
  const org = demo.organization.id;
  const year = h.clock.now.getUTCFullYear();

  const stats = (await h.api('GET', `/api/participation/member-stats?organization_id=${org}&year=${year - 1}`, { token })).body as Array<{
    totalPoints: number;
  }>;
  expect(stats.length).toBeGreaterThan(20);
  // Members differ: a real ranking, not everyone on the same total.
  expect(new Set(stats.map((s) => s.totalPoints)).size).toBeGreaterThan(10);

  for (const y of [year - 2, year - 1, year]) {
    const rows = (await h.api('GET', `/api/member-status?organization_id=${org}&year=${y}`, { token })).body as Array<{
      registration_complete: boolean;
      dues_type: string;
    }>;
    const registered = rows.filter((r) => r.registration_complete).length;
    expect(registered).toBeGreaterThan(rows.length / 2);
    expect(registered).toBeLessThan(rows.length);
    expect(new Set(rows.map((r) => r.dues_type))).toEqual(new Set(['paid', 'gift_in_lieu', 'none']));
  }
});
