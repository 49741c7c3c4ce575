import { z } from 'zod';
import { forbidden } from '@lug/domain/errors';
import { includes, listOrganizationUsersInput, organizationUser } from '@lug/domain/permission-roles';
import { hasPermission } from '../../services/authorization';
import { listOrganizationUsers } from '../../services/permission-roles';
import { router } from '../init';
import { scopedProcedure } from '../scope';

export const usersRouter = router({
  /** `GET /users`: the organisation's users, for role management and member administration. */
  list: scopedProcedure(listOrganizationUsersInput, { field: 'organization_id' })
    .output(z.array(organizationUser))
    .query(({ ctx, input }) => {
      if (!hasPermission(ctx.scope, 'roles.manage') && !hasPermission(ctx.scope, 'members.manage')) {
        throw forbidden();
      }
      return listOrganizationUsers(ctx.db, ctx.scope, { withRoles: includes(input.include, 'permission_roles') });
    }),
});
