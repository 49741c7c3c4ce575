import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { id } from '@lug/domain/common';
import { organizationSettings, publicSettings, updateSettingsInput } from '@lug/domain/settings';
import { hasPermission } from '../../services/authorization';
import * as settings from '../../services/settings';
import { orgProcedure, router } from '../init';

export const settingsRouter = router({
  /** Every active member reads `general`; the other sections need `settings.manage`. */
  get: orgProcedure()
    .input(z.object({ organization_id: id }))
    .output(z.union([organizationSettings, publicSettings]))
    .query(async ({ ctx, input }) => {
      const all = await settings.loadSettings(ctx.db, input.organization_id);
      return hasPermission(ctx.membership, 'settings.manage') ? all : { general: all.general };
    }),

  update: orgProcedure('settings.manage')
    .input(updateSettingsInput)
    .output(organizationSettings)
    .mutation(({ ctx, input }) => {
      if (!input.general && !input.notifications && !input.membership) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: 'Send at least one section: general, notifications or membership' });
      }
      return settings.updateSettings(ctx, ctx.membership, input);
    }),
});
