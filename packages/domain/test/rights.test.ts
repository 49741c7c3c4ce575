import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../src/errors';
import { permissionKeys, type Permission } from '../src/permissions';
import {
  assignUsersToRole,
  deleteRole,
  removeMember,
  removeUsersFromCurrentRoles,
  removeUsersFromRole,
  setDefaultRole,
  setMemberActive,
  setRolePermissions,
  type AccessState,
} from '../src/permission-roles';
import { emailChangeRefusal, guardRights, holdsAll, missingPermissions, rightsMessages } from '../src/rights';

const all: Permission[] = [...permissionKeys];

/** Administrator (1), Member (2, default), Secretary (3: members.manage), Keeper (4: roles.manage). */
function club(): AccessState {
  return {
    roles: [
      { id: 1, isDefault: false, permissions: all },
      { id: 2, isDefault: true, permissions: [] },
      { id: 3, isDefault: false, permissions: ['members.manage'] },
      { id: 4, isDefault: false, permissions: ['roles.manage'] },
    ],
    members: [
      { userId: 10, active: true, roleId: 1 },
      { userId: 11, active: true, roleId: 2 },
      { userId: 12, active: true, roleId: 3 },
      { userId: 13, active: true, roleId: 4 },
      { userId: 14, active: true, roleId: 1 },
    ],
  };
}

function refusal(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('FORBIDDEN');
    return (error as DomainError).message;
  }
}

const keeper: Permission[] = ['roles.manage'];

describe('acting within your rights', () => {
  it('lets the keeper move plain members between roles that grant no more than roles.manage', () => {
    const before = club();
    expect(refusal(() => guardRights(before, assignUsersToRole(before, 4, [11]), keeper))).toBeNull();
    expect(refusal(() => guardRights(before, assignUsersToRole(before, 2, [13]), keeper))).toBeNull();
  });

  it('refuses granting a role with permissions the actor lacks', () => {
    const before = club();
    expect(refusal(() => guardRights(before, assignUsersToRole(before, 1, [13]), keeper))).toBe(rightsMessages.grantAboveRights);
    expect(refusal(() => guardRights(before, assignUsersToRole(before, 3, [11]), keeper))).toBe(rightsMessages.grantAboveRights);
    expect(refusal(() => guardRights(before, setDefaultRole(before, 3), keeper))).toBe(rightsMessages.grantAboveRights);
    expect(refusal(() => guardRights(before, setRolePermissions(before, 2, ['reports.view']), keeper))).toBe(
      rightsMessages.grantAboveRights,
    );
  });

  it('refuses touching a member or a role that holds more than the actor', () => {
    const before = club();
    expect(refusal(() => guardRights(before, removeUsersFromRole(before, 1, [14]), keeper))).toBe(rightsMessages.memberAboveRights);
    expect(refusal(() => guardRights(before, removeUsersFromCurrentRoles(before, [12]), keeper))).toBe(rightsMessages.memberAboveRights);
    expect(refusal(() => guardRights(before, setMemberActive(before, 14, false), ['members.manage']))).toBe(
      rightsMessages.memberAboveRights,
    );
    expect(refusal(() => guardRights(before, removeMember(before, 14), ['members.manage']))).toBe(rightsMessages.memberAboveRights);
    expect(refusal(() => guardRights(before, deleteRole(before, 3), keeper))).toBe(rightsMessages.memberAboveRights);
    expect(refusal(() => guardRights(before, setRolePermissions(before, 1, keeper), keeper))).toBe(rightsMessages.roleAboveRights);
  });

  it('lets an actor holding every permission do anything the other rules allow', () => {
    fc.assert(
      fc.property(fc.constantFrom(...[1, 2, 3, 4]), fc.subarray([10, 11, 12, 13, 14], { minLength: 1 }), (roleId, users) => {
        const before = club();
        let after: AccessState;
        try {
          after = assignUsersToRole(before, roleId, users);
        } catch {
          return; // the lock-out rule refused first
        }
        expect(guardRights(before, after, all)).toBe(after);
      }),
    );
  });

  it('never lets a change leave anyone touched holding a permission the actor lacks', () => {
    fc.assert(
      fc.property(
        fc.subarray(all),
        fc.constantFrom(1, 2, 3, 4),
        fc.subarray([10, 11, 12, 13, 14], { minLength: 1 }),
        (actor, roleId, users) => {
          const before = club();
          let after: AccessState;
          try {
            after = assignUsersToRole(before, roleId, users);
          } catch {
            return;
          }
          if (refusal(() => guardRights(before, after, actor)) !== null) return;
          const granted = after.roles.find((r) => r.id === roleId)!.permissions;
          const touched = users.filter((u) => before.members.find((m) => m.userId === u)!.roleId !== roleId);
          if (touched.length > 0) expect(holdsAll(actor, granted)).toBe(true);
          for (const userId of touched) {
            const was = before.roles.find((r) => r.id === before.members.find((m) => m.userId === userId)!.roleId)!;
            expect(missingPermissions(actor, was.permissions)).toEqual([]);
          }
        },
      ),
    );
  });
});

describe('who may change an email through the member form (decision 0036)', () => {
  it("never the caller's own; another account only while nobody has signed in to it and no other group holds it", () => {
    expect(emailChangeRefusal(5, { id: 5, signedIn: true, otherGroups: 0 })).toBe('own-account');
    expect(emailChangeRefusal(5, { id: 5, signedIn: false, otherGroups: 0 })).toBe('own-account');
    expect(emailChangeRefusal(6, { id: 5, signedIn: true, otherGroups: 0 })).toBe('signed-in');
    expect(emailChangeRefusal(6, { id: 5, signedIn: false, otherGroups: 1 })).toBe('other-group');
    expect(emailChangeRefusal(6, { id: 5, signedIn: false, otherGroups: 0 })).toBeNull();
  });
});
