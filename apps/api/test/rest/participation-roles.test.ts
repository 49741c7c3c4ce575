import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';
import {
  addMember,
  auditActions,
  createActivity,
  createCategory,
  createParticipationRole,
  recordParticipation,
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

describe('POST /api/participation-roles', () => {
  it('creates a role (201) with defaults: 0 points, active; empty description and category become null', async () => {
    const response = await h.api('POST', '/api/participation-roles', {
      token: admin.token,
      body: { organization_id: org, name: 'Attendee', description: '', category_id: null },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      organization_id: org,
      name: 'Attendee',
      points: 0,
      description: null,
      category_id: null,
      status: 'active',
    });
    expect(await auditActions(h, org, 'participation_role', response.body.id)).toEqual(['participation_role.create']);
  });

  it('takes every field of the SPEC', async () => {
    const category = await createCategory(h, admin.token, org, { name: 'Exhibitions' });
    const response = await h.api('POST', '/api/participation-roles', {
      token: admin.token,
      body: {
        organization_id: org,
        name: 'Exhibitor',
        points: 5,
        description: 'Brings a layout',
        category_id: category.id,
        status: 'inactive',
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Exhibitor',
      points: 5,
      description: 'Brings a layout',
      category_id: category.id,
      status: 'inactive',
    });
  });

  it('refuses bad input with 400', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, 'name: Name is required'],
      [{ points: -1 }, 'points: Points must be 0 or more'],
      [{ points: 2.5 }, 'points: Points must be a whole number'],
      [{ points: 'lots' }, 'points: Points must be a number'],
      [{ points: '5' }, 'points: Points must be a number'],
      [{ status: 'disabled' }, 'status: Status must be active or inactive'],
      [{ description: 'x'.repeat(1001) }, 'description: Description must be 1000 characters or less'],
    ];
    for (const [change, message] of cases) {
      const response = await h.api('POST', '/api/participation-roles', {
        token: admin.token,
        body: { organization_id: org, name: 'Valid', ...change },
      });
      expect(response.status, message).toBe(400);
      expect(response.body.error).toBe(message);
    }
    const theirs = await createCategory(h, other.token, other.organization.id);
    const foreign = await h.api('POST', '/api/participation-roles', {
      token: admin.token,
      body: { organization_id: org, name: 'Foreign', category_id: theirs.id },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toBe('category_id: Category not found in this organization');
  });

  it('refuses a name already taken (409), 403 without the permission, 401 signed out', async () => {
    await createParticipationRole(h, admin.token, org, { name: 'Organizer' });
    const taken = await h.api('POST', '/api/participation-roles', {
      token: admin.token,
      body: { organization_id: org, name: 'organizer' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('name: A participation role with this name already exists');
    // Another organisation may use the same name.
    expect(
      (
        await h.api('POST', '/api/participation-roles', {
          token: other.token,
          body: { organization_id: other.organization.id, name: 'Organizer' },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await h.api('POST', '/api/participation-roles', {
          token: member.token,
          body: { organization_id: org, name: 'Helper' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await h.api('POST', '/api/participation-roles', { body: { organization_id: org, name: 'Helper' } })).status,
    ).toBe(401);
  });
});

describe('GET /api/participation-roles', () => {
  it('lists the roles of the organisation to any active member, by name', async () => {
    const lug = await signUpWithOrganization(h, 'Roles LUG');
    await createParticipationRole(h, lug.token, lug.organization.id, { name: 'Helper', points: 3 });
    await createParticipationRole(h, lug.token, lug.organization.id, {
      name: 'Attendee',
      points: 1,
      status: 'inactive',
    });
    const response = await h.api('GET', `/api/participation-roles?organization_id=${lug.organization.id}`, {
      token: lug.token,
    });
    expect(response.status).toBe(200);
    expect(
      response.body.map((r: { name: string; points: number; status: string }) => [r.name, r.points, r.status]),
    ).toEqual([
      ['Attendee', 1, 'inactive'],
      ['Helper', 3, 'active'],
    ]);
    expect(
      (await h.api('GET', `/api/participation-roles?organization_id=${lug.organization.id}`, { token: admin.token }))
        .status,
    ).toBe(403);
    expect(
      (await h.api('GET', `/api/participation-roles?organization_id=${org}`, { token: member.token })).status,
    ).toBe(200);
  });

  it("GET /{id} answers the role, 404 for another organisation's", async () => {
    const role = await createParticipationRole(h, admin.token, org, { name: 'Photographer', points: 2 });
    const response = await h.api('GET', `/api/participation-roles/${role.id}?organization_id=${org}`, {
      token: member.token,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: role.id, name: 'Photographer', points: 2, status: 'active' });
    const theirs = await createParticipationRole(h, other.token, other.organization.id);
    const foreign = await h.api('GET', `/api/participation-roles/${theirs.id}?organization_id=${org}`, {
      token: admin.token,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('Participation role not found');
  });
});

describe('PUT /api/participation-roles/{id}', () => {
  it('updates the fields sent; an empty category becomes null', async () => {
    const category = await createCategory(h, admin.token, org);
    const role = await createParticipationRole(h, admin.token, org, {
      name: 'Volunteer',
      points: 2,
      category_id: category.id,
    });
    const response = await h.api('PUT', `/api/participation-roles/${role.id}`, {
      token: admin.token,
      body: { organization_id: org, points: 4, status: 'inactive', category_id: null },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: 'Volunteer', points: 4, status: 'inactive', category_id: null });
    // Renaming to its own name (another case) is fine; to another role's name is not.
    expect(
      (
        await h.api('PUT', `/api/participation-roles/${role.id}`, {
          token: admin.token,
          body: { organization_id: org, name: 'VOLUNTEER' },
        })
      ).status,
    ).toBe(200);
    const taken = await createParticipationRole(h, admin.token, org, { name: 'Taken' });
    expect(
      (
        await h.api('PUT', `/api/participation-roles/${role.id}`, {
          token: admin.token,
          body: { organization_id: org, name: taken.name },
        })
      ).status,
    ).toBe(409);
    expect(await auditActions(h, org, 'participation_role', role.id)).toContain('participation_role.update');
  });

  it('refuses 403 without the permission, 404 for another organisation, 400 for bad points', async () => {
    const role = await createParticipationRole(h, admin.token, org);
    expect(
      (
        await h.api('PUT', `/api/participation-roles/${role.id}`, {
          token: member.token,
          body: { organization_id: org, points: 1 },
        })
      ).status,
    ).toBe(403);
    const theirs = await createParticipationRole(h, other.token, other.organization.id);
    expect(
      (
        await h.api('PUT', `/api/participation-roles/${theirs.id}`, {
          token: admin.token,
          body: { organization_id: org, points: 1 },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await h.api('PUT', `/api/participation-roles/${role.id}`, {
          token: admin.token,
          body: { organization_id: org, points: -3 },
        })
      ).status,
    ).toBe(400);
  });
});

describe('DELETE /api/participation-roles/{id}', () => {
  it('deletes an unused role (204)', async () => {
    const role = await createParticipationRole(h, admin.token, org);
    expect(
      (await h.api('DELETE', `/api/participation-roles/${role.id}?organization_id=${org}`, { token: member.token }))
        .status,
    ).toBe(403);
    expect(
      (await h.api('DELETE', `/api/participation-roles/${role.id}?organization_id=${org}`, { token: admin.token }))
        .status,
    ).toBe(204);
    expect(
      (await h.api('GET', `/api/participation-roles/${role.id}?organization_id=${org}`, { token: admin.token })).status,
    ).toBe(404);
    expect(await auditActions(h, org, 'participation_role', role.id)).toContain('participation_role.delete');
  });

  it('refuses a role with participation records (409), advising to set it inactive', async () => {
    const role = await createParticipationRole(h, admin.token, org);
    const activity = await createActivity(h, admin.token, org);
    await recordParticipation(h, {
      organizationId: org,
      activityId: activity.id,
      userId: member.user.id,
      roleId: role.id,
      date: activity.start_date,
    });
    const response = await h.api('DELETE', `/api/participation-roles/${role.id}?organization_id=${org}`, {
      token: admin.token,
    });
    expect(response.status).toBe(409);
    expect(response.body.error).toBe(
      'This participation role has participation records and cannot be deleted. Set its status to Inactive instead.',
    );
    expect(
      (await h.api('GET', `/api/participation-roles/${role.id}?organization_id=${org}`, { token: admin.token })).status,
    ).toBe(200);
  });

  it("answers 404 for another organisation's role", async () => {
    const theirs = await createParticipationRole(h, other.token, other.organization.id);
    expect(
      (await h.api('DELETE', `/api/participation-roles/${theirs.id}?organization_id=${org}`, { token: admin.token }))
        .status,
    ).toBe(404);
  });
});
