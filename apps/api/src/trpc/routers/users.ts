import { z } from 'zod';
import { forbidden } from '@lug/domain/errors';
import { includes, listOrganizationUsersInput, organizationUser } from '@lug/domain/permission-roles';
import { hasPermission } from '../../services/authorization';
import { listOrganizationUsers } from '../../services/permission-roles';
import { orgProcedure, router } from '../init';

export const usersRouter = router({
  /** `GET /users`: the organisation's users, for role management and member administration. */
  list: orgProcedure()
    .input(listOrganizationUsersInput)
    .output(z.array(organizationUser))
    .query(({ ctx, input }) => {
      if (!hasPermission(ctx.membership, 'roles.manage') && !hasPermission(ctx.membership, 'members.manage')) {
        throw forbidden("You don't have permission to do this");
      }
      return listOrganizationUsers(ctx.db, input.organization_id, {
        withRoles: includes(input.include, 'permission_roles'),
      });
    }),
});
