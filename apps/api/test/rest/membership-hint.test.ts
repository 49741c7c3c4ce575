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
  it('refuses an organisation named in both the query string and the body, whatever the values', async () => {
    // One field, one place: the hint read from the query string can never stand in for the body's.
    for (const [query, body] of [
      [a.organization.id, b.organization.id],
      [b.organization.id, a.organization.id],
      [a.organization.id, a.organization.id],
    ] as const) {
      const response = await h.api('POST', `/api/categories?organization_id=${query}`, {
        token: a.token,
        body: { organization_id: body, name: 'Smuggled' },
      });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('organization_id: sent in both the query string and the body: send it once');
    }
    expect(await categoriesOf(b.organization.id)).toEqual([]);
    expect(await categoriesOf(a.organization.id)).toEqual([]);

    // The body alone decides, and the hint of another organisation is not used for it.
    const smuggled = await h.api('POST', '/api/categories', { token: a.token, body: { organization_id: b.organization.id, name: 'Smuggled' } });
    expect(smuggled.status).toBe(403);
    expect(smuggled.body.error).toBe('You are not a member of this organization');
    const own = await h.api('POST', '/api/categories', { token: a.token, body: { organization_id: a.organization.id, name: 'Mine' } });
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
