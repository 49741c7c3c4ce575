import { z } from 'zod';
import {
  createParticipationRoleInput,
  listParticipationRolesInput,
  participationRole,
  participationRoleRef,
  updateParticipationRoleInput,
} from '@lug/domain/participation-roles';
import * as participationRoles from '../../services/participation-roles';
import { orgProcedure, router } from '../init';

export const participationRolesRouter = router({
  list: orgProcedure()
    .input(listParticipationRolesInput)
    .output(z.array(participationRole))
    .query(({ ctx, input }) => participationRoles.listParticipationRoles(ctx.db, input.organization_id)),

  get: orgProcedure()
    .input(participationRoleRef)
    .output(participationRole)
    .query(({ ctx, input }) => participationRoles.getParticipationRole(ctx.db, input.organization_id, input.id)),

  create: orgProcedure('activities.manage')
    .input(createParticipationRoleInput)
    .output(participationRole)
    .mutation(({ ctx, input }) => participationRoles.createParticipationRole(ctx, ctx.membership, input)),

  update: orgProcedure('activities.manage')
    .input(updateParticipationRoleInput)
    .output(participationRole)
    .mutation(({ ctx, input }) => participationRoles.updateParticipationRole(ctx, ctx.membership, input)),

  delete: orgProcedure('activities.manage')
    .input(participationRoleRef)
    .output(z.void())
    .mutation(async ({ ctx, input }) => {
      await participationRoles.deleteParticipationRole(ctx, ctx.membership, input.id);
    }),
});
