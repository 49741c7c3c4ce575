import { z } from 'zod';
import {
  createParticipationRoleInput,
  listParticipationRolesInput,
  participationRole,
  participationRoleRef,
  updateParticipationRoleInput,
} from '@lug/domain/participation-roles';
import * as participationRoles from '../../services/participation-roles';
import { router } from '../init';
import { scopedProcedure } from '../scope';

export const participationRolesRouter = router({
  list: scopedProcedure(listParticipationRolesInput, { field: 'organization_id' })
    .output(z.array(participationRole))
    .query(({ ctx }) => participationRoles.listParticipationRoles(ctx.db, ctx.scope)),

  get: scopedProcedure(participationRoleRef, { row: 'participationRole', id: 'id' })
    .output(participationRole)
    .query(({ ctx, input }) => participationRoles.getParticipationRole(ctx.db, ctx.scope, input.id)),

  create: scopedProcedure(createParticipationRoleInput, { field: 'organization_id' }, 'activities.manage')
    .output(participationRole)
    .mutation(({ ctx, input }) => participationRoles.createParticipationRole(ctx, ctx.scope, input)),

  update: scopedProcedure(updateParticipationRoleInput, { row: 'participationRole', id: 'id' }, 'activities.manage')
    .output(participationRole)
    .mutation(({ ctx, input }) => participationRoles.updateParticipationRole(ctx, ctx.scope, input)),

  delete: scopedProcedure(participationRoleRef, { row: 'participationRole', id: 'id' }, 'activities.manage')
    .output(z.void())
    .mutation(async ({ ctx, input }) => {
      await participationRoles.deleteParticipationRole(ctx, ctx.scope, input.id);
    }),
});
