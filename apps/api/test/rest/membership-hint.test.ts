/**
 * The session check also reads the caller's membership of the organisation a request visibly
 * names (`auth/organization-hint.ts`), so an organisation-scoped read costs one statement fewer.
 * These tests hold the gate to what the procedure acts on, not to what the URL says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';

let h: Harness;
let a: Awaited<ReturnType<typeof signUpWithOrganization>>;
let b: Awaited<ReturnType<typeof signUpWithOrganization>>;

beforeAll(async () => {
  h = await createHarness();
  a = await signUpWithOrganization(h, 'Club A');
  b = await signUpWithOrganization(h, 'Club B');
});
afterAll(async () => {
  await h?.close();
});

const categoriesOf = (organizationId: number) =>
  h.deps.db.selectFrom('categories').select('name').where('organization_id', '=', organizationId).execute();

describe('the membership read with the session', () => {
  it('authorises the organisation the procedure acts on when the query string names another', async () => {
    // REST input takes the body over the query: the procedure acts on B, where A's admin is nobody.
    const response = await h.api('POST', `/api/categories?organization_id=${a.organization.id}`, {
      token: a.token,
      body: { organization_id: b.organization.id, name: 'Smuggled' },
    });
    expect(response.status).toBe(403);
    expect(response.body.error).toBe('You are not a member of this organization');
    expect(await categoriesOf(b.organization.id)).toEqual([]);

    const own = await h.api('POST', `/api/categories?organization_id=${b.organization.id}`, {
      token: a.token,
      body: { organization_id: a.organization.id, name: 'Mine' },
    });
    expect(own.status).toBe(201);
    expect(await categoriesOf(a.organization.id)).toEqual([{ name: 'Mine' }]);
  });

  it('checks each call of a tRPC batch that names different organisations on its own', async () => {
    const inputs = { 0: { organization_id: a.organization.id }, 1: { organization_id: b.organization.id } };
    const response = await h.api(
      'GET',
      `/trpc/categories.list,categories.list?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`,
      { token: a.token },
    );
    const [mine, theirs] = response.body as Array<{ result?: unknown; error?: { data: { httpStatus: number } } }>;
    expect(mine!.result).toBeDefined();
    expect(theirs!.error?.data.httpStatus).toBe(403);
  });

  it('sees a membership change on the very next request (nothing is kept between requests)', async () => {
    const path = `/api/categories?organization_id=${a.organization.id}`;
    expect((await h.api('GET', path, { token: a.token })).status).toBe(200);
    await h.deps.db
      .updateTable('memberships')
      .set({ status: 'inactive' })
      .where('organization_id', '=', a.organization.id)
      .where('user_id', '=', a.user.id)
      .execute();
    try {
      const refused = await h.api('GET', path, { token: a.token });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('Your membership of this organization is not active');
    } finally {
      await h.deps.db
        .updateTable('memberships')
        .set({ status: 'active' })
        .where('organization_id', '=', a.organization.id)
        .where('user_id', '=', a.user.id)
        .execute();
    }
  });

  it('refuses a hint that is not an id without reading anything for it', async () => {
    const response = await h.api('GET', '/api/categories?organization_id=1e3', { token: a.token });
    expect(response.status).toBe(400);
  });
});
