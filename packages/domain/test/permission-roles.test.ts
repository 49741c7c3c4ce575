import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../src/errors';
import { permissionKeys, type Permission } from '../src/permissions';
import {
  accessStateProblems,
  addMember,
  addRole,
  assignUsersToRole,
  createPermissionRoleInput,
  defaultRoleOf,
  deleteRole,
  guardLockOut,
  hasRoleManager,
  permissionList,
  permissionRoleMessages,
  removeMember,
  removeUsersFromCurrentRoles,
  removeUsersFromRole,
  setDefaultRole,
  setMemberActive,
  setRolePermissions,
  updatePermissionRoleInput,
  type AccessState,
} from '../src/permission-roles';

const admin: Permission[] = [...permissionKeys];

/** Administrator (1, all permissions), Member (2, default, none), Helpers (3, members.manage). */
function sample(): AccessState {
  return {
    roles: [
      { id: 1, isDefault: false, permissions: admin },
      { id: 2, isDefault: true, permissions: [] },
      { id: 3, isDefault: false, permissions: ['members.manage'] },
    ],
    members: [
      { userId: 10, active: true, roleId: 1 },
      { userId: 11, active: true, roleId: 2 },
      { userId: 12, active: true, roleId: 3 },
      { userId: 13, active: false, roleId: 1 },
    ],
  };
}

function expectDomainError(fn: () => unknown, code: string, message?: string) {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe(code);
    if (message) expect((error as DomainError).message).toBe(message);
    return;
  }
  throw new Error('expected a DomainError');
}

describe('role name and description', () => {
  it('requires a name; whitespace only counts as empty', () => {
    for (const name of ['', '   ', '\t\n']) {
      const result = createPermissionRoleInput.safeParse({ organization_id: 1, name });
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.message).toBe('Name is required');
    }
    const missing = createPermissionRoleInput.safeParse({ organization_id: 1 });
    expect(missing.error!.issues[0]!.message).toBe('Name is required');
  });

  it('allows 50 characters and refuses 51', () => {
    expect(createPermissionRoleInput.safeParse({ organization_id: 1, name: 'x'.repeat(50) }).success).toBe(true);
    const long = createPermissionRoleInput.safeParse({ organization_id: 1, name: 'x'.repeat(51) });
    expect(long.error!.issues[0]!.message).toBe('Name must be 50 characters or less');
  });

  it('caps the description at 1000 and stores empty as null', () => {
    const ok = createPermissionRoleInput.parse({ organization_id: 1, name: 'A', description: 'd'.repeat(1000) });
    expect(ok.description).toHaveLength(1000);
    expect(
      createPermissionRoleInput.parse({ organization_id: 1, name: 'A', description: '  ' }).description,
    ).toBeNull();
    const long = createPermissionRoleInput.safeParse({ organization_id: 1, name: 'A', description: 'd'.repeat(1001) });
    expect(long.error!.issues[0]!.message).toBe('Description must be 1000 characters or less');
  });

  it('takes known permission keys only, once each, in catalogue order', () => {
    expect(permissionList.parse(['reports.view', 'members.manage', 'reports.view'])).toEqual([
      'members.manage',
      'reports.view',
    ]);
    expect(permissionList.safeParse(['admin.everything']).success).toBe(false);
    expect(createPermissionRoleInput.parse({ organization_id: 1, name: 'A' }).permissions).toBeUndefined();
    expect(updatePermissionRoleInput.parse({ id: 4, name: 'A' })).toEqual({
      id: 4,
      name: 'A',
      description: undefined,
      permissions: undefined,
      organization_id: undefined,
    });
  });
});

describe('default role', () => {
  it('setting another role default unsets the old one', () => {
    const next = setDefaultRole(sample(), 3);
    expect(next.roles.filter((r) => r.isDefault).map((r) => r.id)).toEqual([3]);
    expect(next.members).toEqual(sample().members);
  });

  it('setting the current default changes nothing', () => {
    const state = sample();
    expect(setDefaultRole(state, 2)).toBe(state);
  });

  it('cannot be deleted, and users cannot be removed from it', () => {
    expectDomainError(() => deleteRole(sample(), 2), 'CONFLICT', permissionRoleMessages.cannotDeleteDefault);
    expectDomainError(
      () => removeUsersFromRole(sample(), 2, [11]),
      'CONFLICT',
      'Cannot remove users from the default role',
    );
  });

  it('an unknown role is 404', () => {
    expectDomainError(() => setDefaultRole(sample(), 99), 'NOT_FOUND', 'Role not found');
    expectDomainError(() => deleteRole(sample(), 99), 'NOT_FOUND');
    expectDomainError(() => assignUsersToRole(sample(), 99, [11]), 'NOT_FOUND');
  });
});

describe('one role per member', () => {
  it('assigning moves users out of their current role', () => {
    const next = assignUsersToRole(sample(), 3, [11]);
    expect(next.members.find((m) => m.userId === 11)!.roleId).toBe(3);
  });

  it('removing from a non-default role assigns the default role', () => {
    const next = removeUsersFromRole(sample(), 3, [12]);
    expect(next.members.find((m) => m.userId === 12)!.roleId).toBe(2);
  });

  it('refuses to remove a user who does not hold the role, and non-members', () => {
    expectDomainError(() => removeUsersFromRole(sample(), 3, [11]), 'NOT_FOUND', permissionRoleMessages.userNotInRole);
    expectDomainError(() => assignUsersToRole(sample(), 3, [99]), 'NOT_FOUND', 'Member not found');
  });

  it('deleting a role moves its users to the default role', () => {
    const next = deleteRole(sample(), 3);
    expect(next.roles.map((r) => r.id)).toEqual([1, 2]);
    expect(next.members.find((m) => m.userId === 12)!.roleId).toBe(2);
  });

  it('users/current leaves each user with the default role', () => {
    const next = removeUsersFromCurrentRoles(sample(), [11, 12]);
    expect(next.members.filter((m) => m.roleId === 2).map((m) => m.userId)).toEqual([11, 12]);
  });

  it('a new member holds the default role; an existing one is 409', () => {
    const next = addMember(sample(), 20);
    expect(next.members.at(-1)).toEqual({ userId: 20, active: true, roleId: 2 });
    expectDomainError(
      () => addMember(sample(), 10),
      'CONFLICT',
      'This person is already a member of this organization',
    );
  });
});

describe('the lock-out rule', () => {
  it('refuses every change that leaves no active member holding roles.manage', () => {
    const lockedOut = permissionRoleMessages.lockedOut;
    expectDomainError(() => assignUsersToRole(sample(), 2, [10]), 'CONFLICT', lockedOut);
    expectDomainError(() => removeUsersFromCurrentRoles(sample(), [10]), 'CONFLICT', lockedOut);
    expectDomainError(() => setMemberActive(sample(), 10, false), 'CONFLICT', lockedOut);
    expectDomainError(() => removeMember(sample(), 10), 'CONFLICT', lockedOut);
    expectDomainError(() => setRolePermissions(sample(), 1, ['members.manage']), 'CONFLICT', lockedOut);
    // With role 3 holding the admin's permissions too, deleting role 1 strands member 10 on the default.
    expectDomainError(() => deleteRole(sample(), 1), 'CONFLICT', lockedOut);
  });

  it('allows the same changes while another active manager remains', () => {
    const two = assignUsersToRole(sample(), 1, [11]);
    expect(hasRoleManager(assignUsersToRole(two, 2, [10]))).toBe(true);
    expect(hasRoleManager(setMemberActive(two, 10, false))).toBe(true);
    expect(hasRoleManager(removeMember(two, 10))).toBe(true);
  });

  it('an inactive member does not count', () => {
    const state = sample();
    const onlyInactive = assignUsersToRole(assignUsersToRole(state, 1, [11]), 2, [10]);
    expectDomainError(() => setMemberActive(onlyInactive, 11, false), 'CONFLICT');
  });

  it('a state that already had no manager is not made worse', () => {
    const none: AccessState = {
      roles: [{ id: 1, isDefault: true, permissions: [] }],
      members: [{ userId: 1, active: true, roleId: 1 }],
    };
    expect(guardLockOut(none, none)).toBe(none);
  });
});

// ---------------------------------------------------------------------------------------------
// Property tests: any sequence of operations keeps the invariants.
// ---------------------------------------------------------------------------------------------

const roleIds = [1, 2, 3, 4, 5, 6];
const userIdPool = [100, 101, 102, 103, 104, 105, 106, 107];

const arbitraryState: fc.Arbitrary<AccessState> = fc
  .record({
    roleCount: fc.integer({ min: 1, max: 5 }),
    permissions: fc.array(fc.subarray([...permissionKeys]), { minLength: 5, maxLength: 5 }),
    defaultIndex: fc.nat(),
    members: fc.uniqueArray(
      fc.record({ userId: fc.constantFrom(...userIdPool), active: fc.boolean(), roleIndex: fc.nat() }),
      { selector: (m) => m.userId, maxLength: 8 },
    ),
  })
  .map(({ roleCount, permissions, defaultIndex, members }) => {
    const roles = roleIds.slice(0, roleCount).map((id, index) => ({
      id,
      isDefault: index === defaultIndex % roleCount,
      permissions: permissions[index]! as Permission[],
    }));
    return {
      roles,
      members: members.map((m) => ({ userId: m.userId, active: m.active, roleId: roles[m.roleIndex % roleCount]!.id })),
    };
  });

type Operation =
  | { kind: 'setDefault'; roleId: number }
  | { kind: 'assign'; roleId: number; userIds: number[] }
  | { kind: 'remove'; roleId: number; userIds: number[] }
  | { kind: 'removeCurrent'; userIds: number[] }
  | { kind: 'delete'; roleId: number }
  | { kind: 'create'; roleId: number; permissions: Permission[] }
  | { kind: 'permissions'; roleId: number; permissions: Permission[] }
  | { kind: 'addMember'; userId: number }
  | { kind: 'removeMember'; userId: number }
  | { kind: 'status'; userId: number; active: boolean };

const anyRole = fc.constantFrom(...roleIds, 7, 8);
const someUsers = fc.uniqueArray(fc.constantFrom(...userIdPool), { minLength: 1, maxLength: 4 });
const somePermissions = fc.subarray([...permissionKeys]) as fc.Arbitrary<Permission[]>;

const arbitraryOperation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant('setDefault' as const), roleId: anyRole }),
  fc.record({ kind: fc.constant('assign' as const), roleId: anyRole, userIds: someUsers }),
  fc.record({ kind: fc.constant('remove' as const), roleId: anyRole, userIds: someUsers }),
  fc.record({ kind: fc.constant('removeCurrent' as const), userIds: someUsers }),
  fc.record({ kind: fc.constant('delete' as const), roleId: anyRole }),
  fc.record({ kind: fc.constant('create' as const), roleId: anyRole, permissions: somePermissions }),
  fc.record({ kind: fc.constant('permissions' as const), roleId: anyRole, permissions: somePermissions }),
  fc.record({ kind: fc.constant('addMember' as const), userId: fc.constantFrom(...userIdPool) }),
  fc.record({ kind: fc.constant('removeMember' as const), userId: fc.constantFrom(...userIdPool) }),
  fc.record({ kind: fc.constant('status' as const), userId: fc.constantFrom(...userIdPool), active: fc.boolean() }),
);

function apply(state: AccessState, op: Operation): AccessState {
  switch (op.kind) {
    case 'setDefault':
      return setDefaultRole(state, op.roleId);
    case 'assign':
      return assignUsersToRole(state, op.roleId, op.userIds);
    case 'remove':
      return removeUsersFromRole(state, op.roleId, op.userIds);
    case 'removeCurrent':
      return removeUsersFromCurrentRoles(state, op.userIds);
    case 'delete':
      return deleteRole(state, op.roleId);
    case 'create':
      return addRole(state, { id: op.roleId, permissions: op.permissions });
    case 'permissions':
      return setRolePermissions(state, op.roleId, op.permissions);
    case 'addMember':
      return addMember(state, op.userId);
    case 'removeMember':
      return removeMember(state, op.userId);
    case 'status':
      return setMemberActive(state, op.userId, op.active);
  }
}

describe('properties', () => {
  it('any sequence keeps exactly one default role and one existing role per member', () => {
    fc.assert(
      fc.property(arbitraryState, fc.array(arbitraryOperation, { maxLength: 40 }), (initial, operations) => {
        expect(accessStateProblems(initial)).toEqual([]);
        let state = initial;
        for (const op of operations) {
          try {
            state = apply(state, op);
          } catch (error) {
            // A refused change is a DomainError and leaves the state as it was.
            expect(error).toBeInstanceOf(DomainError);
            expect(['NOT_FOUND', 'CONFLICT']).toContain((error as DomainError).code);
          }
          expect(accessStateProblems(state)).toEqual([]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('once an active member can manage roles, no sequence of changes takes that away', () => {
    fc.assert(
      fc.property(arbitraryState, fc.array(arbitraryOperation, { maxLength: 40 }), (initial, operations) => {
        fc.pre(hasRoleManager(initial));
        let state = initial;
        for (const op of operations) {
          try {
            state = apply(state, op);
          } catch {
            // refused
          }
          expect(hasRoleManager(state)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('each operation does what it says when it succeeds', () => {
    fc.assert(
      fc.property(arbitraryState, arbitraryOperation, (state, op) => {
        let next: AccessState;
        try {
          next = apply(state, op);
        } catch {
          return;
        }
        const roleOfUser = (s: AccessState, userId: number) => s.members.find((m) => m.userId === userId)?.roleId;
        switch (op.kind) {
          case 'setDefault':
            expect(defaultRoleOf(next).id).toBe(op.roleId);
            break;
          case 'assign':
            for (const userId of op.userIds) expect(roleOfUser(next, userId)).toBe(op.roleId);
            break;
          case 'remove':
          case 'removeCurrent':
            for (const userId of op.userIds) expect(roleOfUser(next, userId)).toBe(defaultRoleOf(next).id);
            break;
          case 'delete':
            expect(next.roles.some((r) => r.id === op.roleId)).toBe(false);
            for (const m of state.members.filter((m) => m.roleId === op.roleId)) {
              expect(roleOfUser(next, m.userId)).toBe(defaultRoleOf(state).id);
            }
            break;
          case 'addMember':
            expect(roleOfUser(next, op.userId)).toBe(defaultRoleOf(state).id);
            break;
          case 'removeMember':
            expect(roleOfUser(next, op.userId)).toBeUndefined();
            break;
          default:
            break;
        }
        // Members not named by the operation keep their role, except when their role was deleted.
        const named = new Set('userIds' in op ? op.userIds : 'userId' in op ? [op.userId] : []);
        for (const m of state.members) {
          if (named.has(m.userId) || (op.kind === 'delete' && m.roleId === op.roleId)) continue;
          expect(roleOfUser(next, m.userId)).toBe(m.roleId);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
