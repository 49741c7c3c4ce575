import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { organizationId } from '@lug/domain/common';
import { organizationSettings, publicSettings, updateSettingsInput } from '@lug/domain/settings';
import { hasPermission } from '../../services/authorization';
import * as settings from '../../services/settings';
import { router } from '../init';
import { scopedProcedure } from '../scope';

export const settingsRouter = router({
  /** Every active member reads `general`; the other sections need `settings.manage`. */
  get: scopedProcedure(z.object({ organization_id: organizationId }), { field: 'organization_id' })
    .output(z.union([organizationSettings, publicSettings]))
    .query(async ({ ctx }) => {
      const all = await settings.readSettings(ctx.db, ctx.scope);
      return hasPermission(ctx.scope, 'settings.manage') ? all : { general: all.general };
    }),

  update: scopedProcedure(updateSettingsInput, { field: 'organization_id' }, 'settings.manage')
    .output(organizationSettings)
    .mutation(({ ctx, input }) => {
      if (!input.general && !input.notifications && !input.membership && !input.payment && !input.setup && !input.security) {
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: 'Send at least one section: general, notifications, membership, payment, setup or security',
        });
      }
      return settings.updateSettings(ctx, ctx.scope, input);
    }),
});
