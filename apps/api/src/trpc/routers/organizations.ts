import { z } from 'zod';
import { id } from '@lug/domain/common';
import { createOrganizationInput, organization } from '@lug/domain/organizations';
import { myOrganizations } from '../../services/auth';
import * as organizations from '../../services/organizations';
import { authedProcedure, orgProcedure, router } from '../init';

export const organizationsRouter = router({
  create: authedProcedure
    .input(createOrganizationInput)
    .output(organization)
    .mutation(({ ctx, input }) => organizations.createOrganization(ctx, ctx.auth.user.id, input)),

  list: authedProcedure.output(z.array(organization)).query(async ({ ctx }) =>
    (await myOrganizations(ctx, ctx.auth.user.id)).map(({ id, name, contact_email }) => ({ id, name, contact_email })),
  ),

  get: orgProcedure()
    .input(z.object({ organization_id: id }))
    .output(organization)
    .query(({ ctx, input }) => organizations.getOrganization(ctx.db, ctx.auth.user.id, input.organization_id)),
});
