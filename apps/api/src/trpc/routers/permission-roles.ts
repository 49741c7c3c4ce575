import { z } from 'zod';
import { organizationId } from '@lug/domain/common';
import {
  assignedUser,
  createPermissionRoleInput,
  currentRoleUsersInput,
  listPermissionRolesInput,
  organizationUser,
  permissionRole,
  permissionRoleRef,
  roleRef,
  roleUsersInput,
  setDefaultRoleInput,
  updatePermissionRoleInput,
} from '@lug/domain/permission-roles';
import * as roles from '../../services/permission-roles';
import { router } from '../init';
import { scopedProcedure } from '../scope';

const removed = z.object({ defaultRole: roleRef });
const byRole = { row: 'permissionRole', id: 'id' } as const;

export const permissionRolesRouter = router({
  list: scopedProcedure(listPermissionRolesInput, { field: 'organization_id' })
    .output(z.array(permissionRole))
    .query(({ ctx }) => roles.listPermissionRoles(ctx.db, ctx.scope)),

  get: scopedProcedure(permissionRoleRef, byRole)
    .output(permissionRole)
    .query(({ ctx, input }) => roles.getPermissionRole(ctx.db, ctx.scope, input.id)),

  getDefault: scopedProcedure(z.object({ organization_id: organizationId }), { field: 'organization_id' })
    .output(permissionRole)
    .query(({ ctx }) => roles.getDefaultPermissionRole(ctx.db, ctx.scope)),

  create: scopedProcedure(createPermissionRoleInput, { field: 'organization_id' }, 'roles.manage')
    .output(permissionRole)
    .mutation(({ ctx, input }) => roles.createPermissionRole(ctx, ctx.scope, input)),

  /** The documented call sends only name and description: the role names its organisation. */
  update: scopedProcedure(updatePermissionRoleInput, byRole, 'roles.manage')
    .output(permissionRole)
    .mutation(({ ctx, input }) => roles.updatePermissionRole(ctx, ctx.scope, input)),

  delete: scopedProcedure(permissionRoleRef, byRole, 'roles.manage')
    .output(z.void())
    .mutation(async ({ ctx, input }) => {
      await roles.deletePermissionRole(ctx, ctx.scope, input.id);
    }),

  users: scopedProcedure(permissionRoleRef, byRole, 'roles.manage')
    .output(z.array(assignedUser))
    .query(({ ctx, input }) => roles.listAssignedUsers(ctx.db, ctx.scope, input.id)),

  availableUsers: scopedProcedure(permissionRoleRef, byRole, 'roles.manage')
    .output(z.array(organizationUser))
    .query(({ ctx, input }) => roles.listAvailableUsers(ctx.db, ctx.scope, input.id)),

  assignUsers: scopedProcedure(roleUsersInput, byRole, 'roles.manage')
    .output(z.array(assignedUser))
    .mutation(({ ctx, input }) => roles.assignUsers(ctx, ctx.scope, input.id, input.userIds)),

  removeUsers: scopedProcedure(roleUsersInput, byRole, 'roles.manage')
    .output(removed)
    .mutation(({ ctx, input }) => roles.removeUsers(ctx, ctx.scope, input.id, input.userIds)),

  removeUsersFromCurrentRoles: scopedProcedure(currentRoleUsersInput, { field: 'organizationId' }, 'roles.manage')
    .output(removed)
    .mutation(({ ctx, input }) => roles.removeUsers(ctx, ctx.scope, null, input.userIds)),

  setDefault: scopedProcedure(setDefaultRoleInput, byRole, 'roles.manage')
    .output(permissionRole)
    .mutation(({ ctx, input }) => roles.setDefaultPermissionRole(ctx, ctx.scope, input.id)),
});
