import { z } from 'zod';
import { organizationId } from '@lug/domain/common';
import { createOrganizationInput, organization } from '@lug/domain/organizations';
import { myOrganizations } from '../../services/auth';
import * as organizations from '../../services/organizations';
import { authedProcedure, router } from '../init';
import { scopedProcedure } from '../scope';

export const organizationsRouter = router({
  create: authedProcedure
    .input(createOrganizationInput)
    .output(organization)
    .mutation(({ ctx, input }) => organizations.createOrganization(ctx, ctx.auth.user.id, input)),

  list: authedProcedure.output(z.array(organization)).query(async ({ ctx }) =>
    (await myOrganizations(ctx, ctx.auth.user.id)).map(({ id, name, contact_email }) => ({ id, name, contact_email })),
  ),

  get: scopedProcedure(z.object({ organization_id: organizationId }), { field: 'organization_id' })
    .output(organization)
    .query(({ ctx }) => organizations.getOrganization(ctx.db, ctx.scope)),
});
