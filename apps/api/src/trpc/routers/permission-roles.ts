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
import { authedProcedure, orgProcedure, router } from '../init';

const removed = z.object({ defaultRole: roleRef });

export const permissionRolesRouter = router({
  list: orgProcedure()
    .input(listPermissionRolesInput)
    .output(z.array(permissionRole))
    .query(({ ctx, input }) => roles.listPermissionRoles(ctx.db, input.organization_id)),

  get: orgProcedure()
    .input(permissionRoleRef)
    .output(permissionRole)
    .query(({ ctx, input }) => roles.getPermissionRole(ctx.db, input.organization_id, input.id)),

  getDefault: orgProcedure()
    .input(z.object({ organization_id: organizationId }))
    .output(permissionRole)
    .query(({ ctx, input }) => roles.getDefaultPermissionRole(ctx.db, input.organization_id)),

  create: orgProcedure('roles.manage')
    .input(createPermissionRoleInput)
    .output(permissionRole)
    .mutation(({ ctx, input }) => roles.createPermissionRole(ctx, ctx.auth.user.id, input)),

  /** The organisation may be left out (SPEC.md section 7): it is then the role's own. */
  update: authedProcedure
    .input(updatePermissionRoleInput)
    .output(permissionRole)
    .mutation(async ({ ctx, input }) => {
      const membership = await roles.resolveRoleOrganization(ctx, ctx.auth.user.id, input.id, input.organization_id);
      return roles.updatePermissionRole(ctx, ctx.auth.user.id, membership.organizationId, input);
    }),

  delete: orgProcedure('roles.manage')
    .input(permissionRoleRef)
    .output(z.void())
    .mutation(async ({ ctx, input }) => {
      await roles.deletePermissionRole(ctx, ctx.auth.user.id, input.organization_id, input.id);
    }),

  users: orgProcedure('roles.manage')
    .input(permissionRoleRef)
    .output(z.array(assignedUser))
    .query(({ ctx, input }) => roles.listAssignedUsers(ctx.db, input.organization_id, input.id)),

  availableUsers: orgProcedure('roles.manage')
    .input(permissionRoleRef)
    .output(z.array(organizationUser))
    .query(({ ctx, input }) => roles.listAvailableUsers(ctx.db, input.organization_id, input.id)),

  assignUsers: orgProcedure('roles.manage')
    .input(roleUsersInput)
    .output(z.array(assignedUser))
    .mutation(({ ctx, input }) =>
      roles.assignUsers(ctx, ctx.auth.user.id, input.organizationId, input.id, input.userIds),
    ),

  removeUsers: orgProcedure('roles.manage')
    .input(roleUsersInput)
    .output(removed)
    .mutation(({ ctx, input }) =>
      roles.removeUsers(ctx, ctx.auth.user.id, input.organizationId, input.id, input.userIds),
    ),

  removeUsersFromCurrentRoles: orgProcedure('roles.manage')
    .input(currentRoleUsersInput)
    .output(removed)
    .mutation(({ ctx, input }) => roles.removeUsers(ctx, ctx.auth.user.id, input.organizationId, null, input.userIds)),

  setDefault: orgProcedure('roles.manage')
    .input(setDefaultRoleInput)
    .output(permissionRole)
    .mutation(({ ctx, input }) =>
      roles.setDefaultPermissionRole(ctx, ctx.auth.user.id, input.organizationId, input.id),
    ),
});
