import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionKeys } from '@lug/domain/permissions';
import { createHarness, signUp, type Harness } from '../support/harness';
import { itRaces } from '../support/races';
import { createClub, createRole, defaultRoles, joinClub, rolesByUser } from '../support/factories-members';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const lockedOut =
  'This change would leave the organization without an active member who can manage permission roles. Give another active member a role with "Manage permission roles" first.';

describe('GET /api/permission-roles', () => {
  it('lists the roles with the spec fields, the default as 1 and the assigned users count', async () => {
    const club = await createClub(h);
    await joinClub(h, club);
    const response = await h.api(
      'GET',
      `/api/permission-roles?organization_id=${club.organization.id}&include=assigned_users_count`,
      {
        token: club.token,
      },
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        id: club.roles.administrator,
        organization_id: club.organization.id,
        name: 'Administrator',
        description: 'Runs the group: every permission.',
        is_default_permission: 0,
        permissions: [...permissionKeys],
        assigned_users_count: 1,
      },
      {
        id: club.roles.member,
        organization_id: club.organization.id,
        name: 'Member',
        description: 'Every member of the group.',
        is_default_permission: 1,
        permissions: [],
        assigned_users_count: 1,
      },
    ]);
  });

  it('needs a signed-in, active member of the organisation', async () => {
    const club = await createClub(h);
    const path = `/api/permission-roles?organization_id=${club.organization.id}`;
    expect((await h.api('GET', path)).status).toBe(401);
    const stranger = await signUp(h);
    const refused = await h.api('GET', path, { token: stranger.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('You are not a member of this organization');
    const plain = await joinClub(h, club);
    expect((await h.api('GET', path, { token: plain.token })).status).toBe(200);
    await h.api('PUT', `/api/members/${plain.user.id}`, {
      token: club.token,
      body: {
        organization_id: club.organization.id,
        email: plain.user.email,
        first_name: 'P',
        last_name: 'Q',
        status: 'inactive',
      },
    });
    const inactive = await h.api('GET', path, { token: plain.token });
    expect(inactive.status).toBe(403);
    expect(inactive.body.error).toBe('Your membership of this organization is not active');
    expect((await h.api('GET', '/api/permission-roles', { token: club.token })).status).toBe(400);
  });
});

describe('GET /api/permission-roles/{id} and /default', () => {
  it('reads one role; a role of another organisation is 404', async () => {
    const club = await createClub(h);
    const other = await createClub(h, 'Other Club');
    const ok = await h.api(
      'GET',
      `/api/permission-roles/${club.roles.member}?organization_id=${club.organization.id}`,
      { token: club.token },
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: club.roles.member, name: 'Member', is_default_permission: 1 });
    const foreign = await h.api(
      'GET',
      `/api/permission-roles/${other.roles.member}?organization_id=${club.organization.id}`,
      { token: club.token },
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('Role not found');
    expect(
      (await h.api('GET', `/api/permission-roles/abc?organization_id=${club.organization.id}`, { token: club.token }))
        .status,
    ).toBe(400);
  });

  it('answers the default role', async () => {
    const club = await createClub(h);
    const response = await h.api('GET', `/api/permission-roles/default?organization_id=${club.organization.id}`, {
      token: club.token,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: club.roles.member, is_default_permission: 1 });
  });
});

describe('POST /api/permission-roles', () => {
  it('creates a role (201) with its permissions; not default; audited', async () => {
    const club = await createClub(h);
    const response = await h.api('POST', '/api/permission-roles', {
      token: club.token,
      body: {
        organization_id: club.organization.id,
        name: '  Event Team ',
        description: 'Runs events',
        permissions: ['participation.manage', 'activities.manage'],
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      organization_id: club.organization.id,
      name: 'Event Team',
      description: 'Runs events',
      is_default_permission: 0,
      permissions: ['activities.manage', 'participation.manage'],
      assigned_users_count: 0,
    });
    const withoutPermissions = await h.api('POST', '/api/permission-roles', {
      token: club.token,
      body: { organization_id: club.organization.id, name: 'Helpers', description: '' },
    });
    expect(withoutPermissions.body).toMatchObject({ permissions: [], description: null });
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('organization_id', '=', club.organization.id)
      .where('entity', '=', 'permission_role')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['permission_role.create', 'permission_role.create']);
  });

  it('refuses a bad name or description with 400 and the spec messages', async () => {
    const club = await createClub(h);
    const post = (body: Record<string, unknown>) =>
      h.api('POST', '/api/permission-roles', {
        token: club.token,
        body: { organization_id: club.organization.id, ...body },
      });
    expect((await post({ name: '   ' })).body.error).toBe('name: Name is required');
    expect((await post({})).body.error).toBe('name: Name is required');
    expect((await post({ name: 'x'.repeat(51) })).body.error).toBe('name: Name must be 50 characters or less');
    expect((await post({ name: 'x'.repeat(50) })).status).toBe(201);
    expect((await post({ name: 'D', description: 'd'.repeat(1001) })).body.error).toBe(
      'description: Description must be 1000 characters or less',
    );
    const unknown = await post({ name: 'E', permissions: ['everything'] });
    expect(unknown.status).toBe(400);
  });

  it('refuses a name already used in the organisation (any case) with 409, but not in another one', async () => {
    const club = await createClub(h);
    const other = await createClub(h, 'Other');
    await createRole(h, club, 'Board');
    const again = await h.api('POST', '/api/permission-roles', {
      token: club.token,
      body: { organization_id: club.organization.id, name: 'BOARD' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('A permission role with this name already exists');
    expect(await createRole(h, other, 'Board')).toEqual(expect.any(Number));
  });

  it('needs roles.manage (403)', async () => {
    const club = await createClub(h);
    const plain = await joinClub(h, club);
    const membersManager = await createRole(h, club, 'Membership', ['members.manage']);
    const secretary = await joinClub(h, club, { roleId: membersManager });
    for (const person of [plain, secretary]) {
      const response = await h.api('POST', '/api/permission-roles', {
        token: person.token,
        body: { organization_id: club.organization.id, name: 'Mine', permissions: [...permissionKeys] },
      });
      expect(response.status).toBe(403);
    }
  });
});

describe('PUT /api/permission-roles/{id}', () => {
  it('renames with only name and description in the body (the spec body); permissions stay', async () => {
    const club = await createClub(h);
    const id = await createRole(h, club, 'Board', ['reports.view']);
    const response = await h.api('PUT', `/api/permission-roles/${id}`, {
      token: club.token,
      body: { name: 'The Board', description: 'Elected' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id,
      name: 'The Board',
      description: 'Elected',
      permissions: ['reports.view'],
    });
    const withPermissions = await h.api('PUT', `/api/permission-roles/${id}`, {
      token: club.token,
      body: { organization_id: club.organization.id, name: 'The Board', permissions: ['members.manage'] },
    });
    expect(withPermissions.body).toMatchObject({ description: 'Elected', permissions: ['members.manage'] });
  });

  it('refuses a duplicate name (409), bad names (400), foreign roles (404) and non-managers (403)', async () => {
    const club = await createClub(h);
    const other = await createClub(h, 'Other');
    const id = await createRole(h, club, 'Board');
    const dup = await h.api('PUT', `/api/permission-roles/${id}`, { token: club.token, body: { name: 'member' } });
    expect(dup.status).toBe(409);
    expect(
      (await h.api('PUT', `/api/permission-roles/${id}`, { token: club.token, body: { name: ' ' } })).body.error,
    ).toBe('name: Name is required');
    const foreign = await h.api('PUT', `/api/permission-roles/${other.roles.member}`, {
      token: club.token,
      body: { name: 'Mine' },
    });
    expect(foreign.status).toBe(404);
    const foreignNamed = await h.api('PUT', `/api/permission-roles/${other.roles.member}`, {
      token: club.token,
      body: { organization_id: club.organization.id, name: 'Mine' },
    });
    expect(foreignNamed.status).toBe(404);
    expect(
      (await h.api('PUT', '/api/permission-roles/999999', { token: club.token, body: { name: 'X' } })).status,
    ).toBe(404);
    const plain = await joinClub(h, club);
    expect(
      (await h.api('PUT', `/api/permission-roles/${id}`, { token: plain.token, body: { name: 'Mine' } })).status,
    ).toBe(403);
  });

  it('refuses to take roles.manage away from the last active member holding it (409)', async () => {
    const club = await createClub(h);
    const response = await h.api('PUT', `/api/permission-roles/${club.roles.administrator}`, {
      token: club.token,
      body: { name: 'Administrator', permissions: ['members.manage'] },
    });
    expect(response.status).toBe(409);
    expect(response.body.error).toBe(lockedOut);
    const role = await h.deps.db
      .selectFrom('permission_roles')
      .select('permissions')
      .where('id', '=', club.roles.administrator)
      .executeTakeFirstOrThrow();
    expect(role.permissions).toHaveLength(permissionKeys.length);
  });
});

describe('DELETE /api/permission-roles/{id}', () => {
  it('deletes a role (204) and moves its users to the default role', async () => {
    const club = await createClub(h);
    const id = await createRole(h, club, 'Event Team', ['activities.manage']);
    const a = await joinClub(h, club, { roleId: id });
    const b = await joinClub(h, club, { roleId: id });
    const response = await h.api('DELETE', `/api/permission-roles/${id}?organization_id=${club.organization.id}`, {
      token: club.token,
    });
    expect(response.status).toBe(204);
    const roles = await rolesByUser(h, club.organization.id);
    expect(roles.get(a.user.id)).toBe(club.roles.member);
    expect(roles.get(b.user.id)).toBe(club.roles.member);
    expect(
      await h.deps.db.selectFrom('permission_roles').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses the default role (409), another organisation (404), lock-out (409) and non-managers (403)', async () => {
    const club = await createClub(h);
    const other = await createClub(h, 'Other');
    const del = (id: number, token = club.token) =>
      h.api('DELETE', `/api/permission-roles/${id}?organization_id=${club.organization.id}`, { token });
    const def = await del(club.roles.member);
    expect(def.status).toBe(409);
    expect(def.body.error).toBe('The default role cannot be deleted');
    expect((await del(other.roles.administrator)).status).toBe(404);
    const lock = await del(club.roles.administrator);
    expect(lock.status).toBe(409);
    expect(lock.body.error).toBe(lockedOut);
    const plain = await joinClub(h, club);
    expect((await del(club.roles.administrator, plain.token)).status).toBe(403);
  });
});

describe('role users', () => {
  it('GET /{id}/users lists assigned users with who assigned them and when', async () => {
    const club = await createClub(h);
    const id = await createRole(h, club, 'Board', ['reports.view']);
    const person = await joinClub(h, club, { roleId: id, first_name: 'Brick', last_name: 'Layer' });
    const response = await h.api('GET', `/api/permission-roles/${id}/users?organization_id=${club.organization.id}`, {
      token: club.token,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        id: person.user.id,
        user_id: person.user.id,
        user_name: 'Brick Layer',
        user_email: person.user.email,
        assigned_by_name: expect.stringMatching(/^Test User\d+$/),
        assigned_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });

  it('GET /{id}/available-users lists members not holding the role, with their current role', async () => {
    const club = await createClub(h);
    const id = await createRole(h, club, 'Board');
    const inRole = await joinClub(h, club, { roleId: id });
    const outside = await joinClub(h, club);
    const response = await h.api(
      'GET',
      `/api/permission-roles/${id}/available-users?organization_id=${club.organization.id}`,
      { token: club.token },
    );
    expect(response.status).toBe(200);
    const ids = response.body.map((u: { id: number }) => u.id);
    expect(ids).toContain(outside.user.id);
    expect(ids).toContain(club.user.id);
    expect(ids).not.toContain(inRole.user.id);
    const row = response.body.find((u: { id: number }) => u.id === outside.user.id);
    expect(row).toMatchObject({
      email: outside.user.email,
      permission_roles: [{ id: club.roles.member, name: 'Member' }],
    });
  });

  it('POST /{id}/users assigns users, moving them out of their current role', async () => {
    const club = await createClub(h);
    const board = await createRole(h, club, 'Board');
    const team = await createRole(h, club, 'Team');
    const a = await joinClub(h, club, { roleId: board });
    const b = await joinClub(h, club);
    const response = await h.api('POST', `/api/permission-roles/${team}/users`, {
      token: club.token,
      body: { organizationId: club.organization.id, userIds: [a.user.id, b.user.id, a.user.id] },
    });
    expect(response.status).toBe(200);
    expect(response.body.map((u: { user_id: number }) => u.user_id).sort()).toEqual([a.user.id, b.user.id].sort());
    const roles = await rolesByUser(h, club.organization.id);
    expect(roles.get(a.user.id)).toBe(team);
    expect(roles.get(b.user.id)).toBe(team);
    const counts = await h.api('GET', `/api/permission-roles?organization_id=${club.organization.id}`, {
      token: club.token,
    });
    expect(counts.body.find((r: { id: number }) => r.id === board).assigned_users_count).toBe(0);
  });

  it('POST /{id}/users refuses users of another organisation (404), an empty list (400) and lock-out (409)', async () => {
    const club = await createClub(h);
    const other = await createClub(h, 'Other');
    const foreign = await h.api('POST', `/api/permission-roles/${club.roles.member}/users`, {
      token: club.token,
      body: { organizationId: club.organization.id, userIds: [other.user.id] },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('Member not found');
    const empty = await h.api('POST', `/api/permission-roles/${club.roles.member}/users`, {
      token: club.token,
      body: { organizationId: club.organization.id, userIds: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('userIds: Select at least one user');
    const lock = await h.api('POST', `/api/permission-roles/${club.roles.member}/users`, {
      token: club.token,
      body: { organizationId: club.organization.id, userIds: [club.user.id] },
    });
    expect(lock.status).toBe(409);
    expect(lock.body.error).toBe(lockedOut);
    const foreignRole = await h.api('POST', `/api/permission-roles/${other.roles.member}/users`, {
      token: club.token,
      body: { organizationId: club.organization.id, userIds: [club.user.id] },
    });
    expect(foreignRole.status).toBe(404);
    const plain = await joinClub(h, club);
    const notManager = await h.api('POST', `/api/permission-roles/${club.roles.administrator}/users`, {
      token: plain.token,
      body: { organizationId: club.organization.id, userIds: [plain.user.id] },
    });
    expect(notManager.status).toBe(403);
  });

  it('DELETE /{id}/users moves users to the default role; never from the default role itself', async () => {
    const club = await createClub(h);
    const board = await createRole(h, club, 'Board');
    const a = await joinClub(h, club, { roleId: board });
    const plain = await joinClub(h, club);
    const response = await h.api('DELETE', `/api/permission-roles/${board}/users`, {
      token: club.token,
      body: { organizationId: club.organization.id, userIds: [a.user.id] },
    });
    expect(response.status).toBe(204);
    expect((await rolesByUser(h, club.organization.id)).get(a.user.id)).toBe(club.roles.member);

    const fromDefault = await h.api('DELETE', `/api/permission-roles/${club.roles.member}/users`, {
      token: club.token,
      body: { organizationId: club.organization.id, userIds: [plain.user.id] },
    });
    expect(fromDefault.status).toBe(409);
    expect(fromDefault.body.error).toBe('Cannot remove users from the default role');

    const notInRole = await h.api('DELETE', `/api/permission-roles/${board}/users`, {
      token: club.token,
      body: { organizationId: club.organization.id, userIds: [plain.user.id] },
    });
    expect(notInRole.status).toBe(404);

    const lock = await h.api('DELETE', `/api/permission-roles/${club.roles.administrator}/users`, {
      token: club.token,
      body: { organizationId: club.organization.id, userIds: [club.user.id] },
    });
    expect(lock.status).toBe(409);
    expect(lock.body.error).toBe(lockedOut);
  });

  it('DELETE /users/current takes users out of their current roles, to the default role', async () => {
    const club = await createClub(h);
    const board = await createRole(h, club, 'Board');
    const a = await joinClub(h, club, { roleId: board });
    const b = await joinClub(h, club);
    const response = await h.api('DELETE', '/api/permission-roles/users/current', {
      token: club.token,
      body: { organizationId: club.organization.id, userIds: [a.user.id, b.user.id] },
    });
    expect(response.status).toBe(204);
    const roles = await rolesByUser(h, club.organization.id);
    expect(roles.get(a.user.id)).toBe(club.roles.member);
    expect(roles.get(b.user.id)).toBe(club.roles.member);
    const lock = await h.api('DELETE', '/api/permission-roles/users/current', {
      token: club.token,
      body: { organizationId: club.organization.id, userIds: [club.user.id] },
    });
    expect(lock.status).toBe(409);
    const plain = await joinClub(h, club);
    const refused = await h.api('DELETE', '/api/permission-roles/users/current', {
      token: plain.token,
      body: { organizationId: club.organization.id, userIds: [plain.user.id] },
    });
    expect(refused.status).toBe(403);
  });

  it('removing the last role manager is refused but works once another active manager exists', async () => {
    const club = await createClub(h);
    const second = await joinClub(h, club, { roleId: club.roles.administrator });
    const response = await h.api('POST', `/api/permission-roles/${club.roles.member}/users`, {
      token: club.token,
      body: { organizationId: club.organization.id, userIds: [club.user.id] },
    });
    expect(response.status).toBe(200);
    // Now the second administrator is the only one left: they cannot demote themselves.
    const lock = await h.api('DELETE', `/api/permission-roles/${club.roles.administrator}/users`, {
      token: second.token,
      body: { organizationId: club.organization.id, userIds: [second.user.id] },
    });
    expect(lock.status).toBe(409);
  });
});

describe('PUT /api/permission-roles/{id}/set-default', () => {
  it('makes the role the one default; the old one stops being default; again is a no-op', async () => {
    const club = await createClub(h);
    const board = await createRole(h, club, 'Board');
    const response = await h.api('PUT', `/api/permission-roles/${board}/set-default`, {
      token: club.token,
      body: { organizationId: club.organization.id },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: board, is_default_permission: 1 });
    expect(await defaultRoles(h, club.organization.id)).toEqual([{ id: board, name: 'Board' }]);
    // No description the product wrote names the default: the flag says it, and it moved.
    const list = await h.api('GET', `/api/permission-roles?organization_id=${club.organization.id}`, {
      token: club.token,
    });
    const roles = list.body as { id: number; description: string | null; is_default_permission: number }[];
    expect(roles.find((role) => role.id === club.roles.member)).toMatchObject({
      description: 'Every member of the group.',
      is_default_permission: 0,
    });
    expect(roles.filter((role) => /default/i.test(role.description ?? ''))).toEqual([]);
    const again = await h.api('PUT', `/api/permission-roles/${board}/set-default`, {
      token: club.token,
      body: { organizationId: club.organization.id },
    });
    expect(again.status).toBe(200);
    const audits = await h.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('organization_id', '=', club.organization.id)
      .where('action', '=', 'permission_role.set_default')
      .execute();
    expect(audits).toHaveLength(1);
    // The old default can now be deleted; new members get the new default.
    expect(
      (
        await h.api('DELETE', `/api/permission-roles/${club.roles.member}?organization_id=${club.organization.id}`, {
          token: club.token,
        })
      ).status,
    ).toBe(204);
    const person = await joinClub(h, club);
    expect((await rolesByUser(h, club.organization.id)).get(person.user.id)).toBe(board);
  });

  it('refuses another organisation (404) and non-managers (403)', async () => {
    const club = await createClub(h);
    const other = await createClub(h, 'Other');
    const foreign = await h.api('PUT', `/api/permission-roles/${other.roles.administrator}/set-default`, {
      token: club.token,
      body: { organizationId: club.organization.id },
    });
    expect(foreign.status).toBe(404);
    const plain = await joinClub(h, club);
    const refused = await h.api('PUT', `/api/permission-roles/${club.roles.administrator}/set-default`, {
      token: plain.token,
      body: { organizationId: club.organization.id },
    });
    expect(refused.status).toBe(403);
  });

  itRaces('concurrent set-default calls leave exactly one default role', async () => {
    const club = await createClub(h);
    const ids = [club.roles.administrator];
    for (const name of ['A', 'B', 'C', 'D', 'E']) ids.push(await createRole(h, club, name));
    for (let round = 0; round < 3; round += 1) {
      const responses = await Promise.all(
        [...ids, ...ids].map((id) =>
          h.api('PUT', `/api/permission-roles/${id}/set-default`, {
            token: club.token,
            body: { organizationId: club.organization.id },
          }),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
      const defaults = await defaultRoles(h, club.organization.id);
      expect(defaults).toHaveLength(1);
      expect(ids).toContain(defaults[0]!.id);
    }
  });

  itRaces('concurrent role changes never leave a member without exactly one role', async () => {
    const club = await createClub(h);
    const a = await createRole(h, club, 'A');
    const b = await createRole(h, club, 'B');
    const people = [await joinClub(h, club), await joinClub(h, club), await joinClub(h, club)];
    const userIds = people.map((p) => p.user.id);
    const calls = [
      () =>
        h.api('POST', `/api/permission-roles/${a}/users`, {
          token: club.token,
          body: { organizationId: club.organization.id, userIds },
        }),
      () =>
        h.api('POST', `/api/permission-roles/${b}/users`, {
          token: club.token,
          body: { organizationId: club.organization.id, userIds },
        }),
      () =>
        h.api('DELETE', `/api/permission-roles/${a}?organization_id=${club.organization.id}`, { token: club.token }),
      () =>
        h.api('PUT', `/api/permission-roles/${b}/set-default`, {
          token: club.token,
          body: { organizationId: club.organization.id },
        }),
      () =>
        h.api('DELETE', '/api/permission-roles/users/current', {
          token: club.token,
          body: { organizationId: club.organization.id, userIds },
        }),
    ];
    const statuses = (await Promise.all(calls.map((call) => call()))).map((r) => r.status);
    for (const status of statuses) expect([200, 204, 404, 409]).toContain(status);
    const roles = await rolesByUser(h, club.organization.id);
    for (const id of [club.user.id, ...userIds]) expect(roles.get(id)).toEqual(expect.any(Number));
    expect(await defaultRoles(h, club.organization.id)).toHaveLength(1);
  });
});

describe('GET /api/users', () => {
  it('lists the organisation users, with their roles when asked', async () => {
    const club = await createClub(h);
    const person = await joinClub(h, club, { first_name: 'Ann', last_name: 'Aardvark' });
    const plain = await h.api('GET', `/api/users?organization_id=${club.organization.id}`, { token: club.token });
    expect(plain.status).toBe(200);
    expect(plain.body.find((u: { id: number }) => u.id === person.user.id)).toEqual({
      id: person.user.id,
      first_name: 'Ann',
      last_name: 'Aardvark',
      display_name: null,
      email: person.user.email,
      status: 'active',
    });
    const withRoles = await h.api(
      'GET',
      `/api/users?organization_id=${club.organization.id}&include=permission_roles`,
      { token: club.token },
    );
    expect(withRoles.body.find((u: { id: number }) => u.id === club.user.id).permission_roles).toEqual([
      { id: club.roles.administrator, name: 'Administrator' },
    ]);
    expect(
      (await h.api('GET', `/api/users?organization_id=${club.organization.id}`, { token: person.token })).status,
    ).toBe(403);
  });
});
