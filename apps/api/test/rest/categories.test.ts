import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';
import { itRaces } from '../support/races';
import {
  addMember,
  auditActions,
  createActivity,
  createCategory,
  createParticipationRole,
} from '../support/factories-catalogue';

let h: Harness;
let admin: Awaited<ReturnType<typeof signUpWithOrganization>>;
let org: number;
let member: Awaited<ReturnType<typeof addMember>>;
let other: Awaited<ReturnType<typeof signUpWithOrganization>>;

beforeAll(async () => {
  h = await createHarness();
  admin = await signUpWithOrganization(h, 'Brickville LUG');
  org = admin.organization.id;
  member = await addMember(h, org);
  other = await signUpWithOrganization(h, 'Other LUG');
});
afterAll(async () => {
  await h?.close();
});

describe('POST /api/categories', () => {
  it('creates a category (201) with the SPEC field names; empty parent and description become null', async () => {
    const response = await h.api('POST', '/api/categories', {
      token: admin.token,
      body: { organization_id: org, name: 'Club Meetings', description: '', parent_id: null },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      organization_id: org,
      name: 'Club Meetings',
      description: null,
      parent_id: null,
      activitiesCount: 0,
    });
    expect(await auditActions(h, org, 'category', response.body.id)).toEqual(['category.create']);
  });

  it('takes a parent of the same organisation only', async () => {
    const parent = await createCategory(h, admin.token, org, { name: 'Shows' });
    const child = await h.api('POST', '/api/categories', {
      token: admin.token,
      body: { organization_id: org, name: 'Train Shows', parent_id: parent.id },
    });
    expect(child.status).toBe(201);
    expect(child.body.parent_id).toBe(parent.id);
    const theirs = await createCategory(h, other.token, other.organization.id);
    const foreign = await h.api('POST', '/api/categories', {
      token: admin.token,
      body: { organization_id: org, name: 'Sneaky', parent_id: theirs.id },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toBe('parent_id: Parent category not found in this organization');
  });

  it('refuses a missing name and a description over 1000 characters (400), a member without the permission (403)', async () => {
    const blank = await h.api('POST', '/api/categories', {
      token: admin.token,
      body: { organization_id: org, name: '  ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe('name: Name is required');
    const long = await h.api('POST', '/api/categories', {
      token: admin.token,
      body: { organization_id: org, name: 'Long', description: 'x'.repeat(1001) },
    });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe('description: Description must be 1000 characters or less');
    const exactly = await h.api('POST', '/api/categories', {
      token: admin.token,
      body: { organization_id: org, name: 'Exact', description: 'x'.repeat(1000) },
    });
    expect(exactly.status).toBe(201);
    expect(
      (await h.api('POST', '/api/categories', { token: member.token, body: { organization_id: org, name: 'Nope' } }))
        .status,
    ).toBe(403);
    expect((await h.api('POST', '/api/categories', { body: { organization_id: org, name: 'Nope' } })).status).toBe(401);
  });
});

describe('GET /api/categories', () => {
  it('lists the organisation’s categories with activitiesCount, to any active member', async () => {
    const lug = await signUpWithOrganization(h, 'Count LUG');
    const meetings = await createCategory(h, lug.token, lug.organization.id, { name: 'Meetings' });
    await createCategory(h, lug.token, lug.organization.id, { name: 'Exhibitions' });
    await createActivity(h, lug.token, lug.organization.id, { category_id: meetings.id });
    await createActivity(h, lug.token, lug.organization.id, { category_id: meetings.id, is_private: true });
    const response = await h.api('GET', `/api/categories?organization_id=${lug.organization.id}`, { token: lug.token });
    expect(response.status).toBe(200);
    expect(response.body.map((c: { name: string; activitiesCount: number }) => [c.name, c.activitiesCount])).toEqual([
      ['Exhibitions', 0],
      ['Meetings', 2],
    ]);
    expect(
      (await h.api('GET', `/api/categories?organization_id=${lug.organization.id}`, { token: admin.token })).status,
    ).toBe(403);
    expect((await h.api('GET', `/api/categories?organization_id=${org}`, { token: member.token })).status).toBe(200);
  });

  it("GET /{id} answers the category, 404 for another organisation's", async () => {
    const mine = await createCategory(h, admin.token, org, { name: 'Build Days', description: 'Saturdays' });
    const response = await h.api('GET', `/api/categories/${mine.id}?organization_id=${org}`, { token: member.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: mine.id,
      organization_id: org,
      name: 'Build Days',
      description: 'Saturdays',
      parent_id: null,
      activitiesCount: 0,
    });
    const theirs = await createCategory(h, other.token, other.organization.id);
    const foreign = await h.api('GET', `/api/categories/${theirs.id}?organization_id=${org}`, { token: admin.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('Category not found');
    // The category names its organisation: no organization_id needed; a disagreeing one is 404.
    expect((await h.api('GET', `/api/categories/${mine.id}`, { token: member.token })).body).toMatchObject({ id: mine.id });
    expect((await h.api('GET', `/api/categories/${theirs.id}`, { token: admin.token })).status).toBe(404);
    expect((await h.api('GET', `/api/categories/${mine.id}?organization_id=${other.organization.id}`, { token: other.token })).status).toBe(404);
  });
});

describe('PUT /api/categories/{id}', () => {
  it('updates the fields sent; an empty parent makes it top-level', async () => {
    const parent = await createCategory(h, admin.token, org, { name: 'Parent' });
    const category = await createCategory(h, admin.token, org, {
      name: 'Child',
      parent_id: parent.id,
      description: 'Keep me',
    });
    const renamed = await h.api('PUT', `/api/categories/${category.id}`, {
      token: admin.token,
      body: { organization_id: org, name: 'Renamed' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Renamed', parent_id: parent.id, description: 'Keep me' });
    const top = await h.api('PUT', `/api/categories/${category.id}`, {
      token: admin.token,
      body: { organization_id: org, parent_id: null, description: '' },
    });
    expect(top.status).toBe(200);
    expect(top.body).toMatchObject({ parent_id: null, description: null });
    expect(await auditActions(h, org, 'category', category.id)).toContain('category.update');
  });

  it('refuses to make a category its own ancestor (409)', async () => {
    const a = await createCategory(h, admin.token, org, { name: 'A' });
    const b = await createCategory(h, admin.token, org, { name: 'B', parent_id: a.id });
    const c = await createCategory(h, admin.token, org, { name: 'C', parent_id: b.id });
    for (const parent of [a.id, c.id]) {
      const response = await h.api('PUT', `/api/categories/${a.id}`, {
        token: admin.token,
        body: { organization_id: org, parent_id: parent },
      });
      expect(response.status).toBe(409);
      expect(response.body.error).toBe('A category cannot be its own parent or the parent of one of its ancestors');
    }
    const fine = await h.api('PUT', `/api/categories/${c.id}`, {
      token: admin.token,
      body: { organization_id: org, parent_id: a.id },
    });
    expect(fine.status).toBe(200);
  });

  itRaces('never lets two concurrent moves close a loop together', async () => {
    const a = await createCategory(h, admin.token, org, { name: 'Loop A' });
    const b = await createCategory(h, admin.token, org, { name: 'Loop B' });
    const [first, second] = await Promise.all([
      h.api('PUT', `/api/categories/${a.id}`, { token: admin.token, body: { organization_id: org, parent_id: b.id } }),
      h.api('PUT', `/api/categories/${b.id}`, { token: admin.token, body: { organization_id: org, parent_id: a.id } }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
  });

  it('refuses 403 without the permission, 404 for another organisation, 400 for a foreign parent', async () => {
    const mine = await createCategory(h, admin.token, org);
    expect(
      (
        await h.api('PUT', `/api/categories/${mine.id}`, {
          token: member.token,
          body: { organization_id: org, name: 'X' },
        })
      ).status,
    ).toBe(403);
    const theirs = await createCategory(h, other.token, other.organization.id);
    expect(
      (
        await h.api('PUT', `/api/categories/${theirs.id}`, {
          token: admin.token,
          body: { organization_id: org, name: 'X' },
        })
      ).status,
    ).toBe(404);
    const foreignParent = await h.api('PUT', `/api/categories/${mine.id}`, {
      token: admin.token,
      body: { organization_id: org, parent_id: theirs.id },
    });
    expect(foreignParent.status).toBe(400);
    expect((await h.api('PUT', `/api/categories/${mine.id}`, { token: admin.token, body: { name: 'X' } })).status).toBe(200);
    const textParent = await h.api('PUT', `/api/categories/${mine.id}`, { token: admin.token, body: { parent_id: '' } });
    expect(textParent.status).toBe(400);
    expect(textParent.body.error).toBe('parent_id: Must be a number');
  });
});

describe('DELETE /api/categories/{id}', () => {
  it('deletes it (204): its activities and roles lose the category, its children move up to its parent', async () => {
    const top = await createCategory(h, admin.token, org, { name: 'Top' });
    const middle = await createCategory(h, admin.token, org, { name: 'Middle', parent_id: top.id });
    const child = await createCategory(h, admin.token, org, { name: 'Leaf', parent_id: middle.id });
    const activity = await createActivity(h, admin.token, org, { category_id: middle.id });
    const role = await createParticipationRole(h, admin.token, org, { category_id: middle.id });

    expect(
      (await h.api('DELETE', `/api/categories/${middle.id}?organization_id=${org}`, { token: member.token })).status,
    ).toBe(403);
    const response = await h.api('DELETE', `/api/categories/${middle.id}?organization_id=${org}`, {
      token: admin.token,
    });
    expect(response.status).toBe(204);

    expect(
      (await h.api('GET', `/api/categories/${middle.id}?organization_id=${org}`, { token: admin.token })).status,
    ).toBe(404);
    const leaf = await h.api('GET', `/api/categories/${child.id}?organization_id=${org}`, { token: admin.token });
    expect(leaf.body.parent_id).toBe(top.id);
    const kept = await h.api('GET', `/api/activities/${activity.id}?organization_id=${org}`, { token: admin.token });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ category_id: null, Category: null });
    const keptRole = await h.api('GET', `/api/participation-roles/${role.id}?organization_id=${org}`, {
      token: admin.token,
    });
    expect(keptRole.body.category_id).toBeNull();
    expect(await auditActions(h, org, 'category', middle.id)).toContain('category.delete');
  });

  it("answers 404 for another organisation's category and leaves it", async () => {
    const theirs = await createCategory(h, other.token, other.organization.id);
    expect(
      (await h.api('DELETE', `/api/categories/${theirs.id}?organization_id=${org}`, { token: admin.token })).status,
    ).toBe(404);
    expect(
      (
        await h.api('GET', `/api/categories/${theirs.id}?organization_id=${other.organization.id}`, {
          token: other.token,
        })
      ).status,
    ).toBe(200);
  });
});
