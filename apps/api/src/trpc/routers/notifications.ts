import { z } from 'zod';
import {
  emailAudience,
  emailAudienceInput,
  notificationKind,
  notificationPreferences,
  notificationPreferencesInput,
  renewalRemindersPreview,
  renewalRemindersPreviewInput,
  setNotificationPreferenceInput,
} from '@lug/domain/notifications';
import * as notifications from '../../services/notifications';
import { previewRenewalReminders } from '../../services/renewal-reminders';
import { publicProcedure, router } from '../init';
import { scopedProcedure } from '../scope';

export const notificationsRouter = router({
  /** From the link in every notification email: no sign-in needed, the token is the proof. */
  unsubscribe: publicProcedure
    .input(
      z.object({
        token: z.string({ error: 'token is required' }).min(1, 'token is required').max(100),
        kind: notificationKind,
      }),
    )
    .output(z.object({ organization: z.string(), kind: notificationKind, description: z.string() }))
    .mutation(({ ctx, input }) => notifications.unsubscribe(ctx, input.token, input.kind)),

  /** The caller's own choices in one of their organisations (My Profile). */
  preferences: scopedProcedure(notificationPreferencesInput, { field: 'organization_id' })
    .output(notificationPreferences)
    .query(({ ctx }) => notifications.readPreferences(ctx, ctx.scope)),

  /** Turns one kind on or off for the caller only. */
  setPreference: scopedProcedure(setNotificationPreferenceInput, { field: 'organization_id' })
    .output(notificationPreferences)
    .mutation(({ ctx, input }) => notifications.setPreference(ctx, ctx.scope, input)),

  /** For administrators: the next renewal reminder day and how many members it would reach. */
  renewalRemindersPreview: scopedProcedure(
    renewalRemindersPreviewInput,
    { field: 'organization_id' },
    'settings.manage',
  )
    .output(renewalRemindersPreview)
    .query(({ ctx }) => previewRenewalReminders(ctx, ctx.scope)),

  /** For administrators: whom each kind of email reaches among the active members, who not and why. */
  audience: scopedProcedure(emailAudienceInput, { field: 'organization_id' }, 'settings.manage')
    .output(emailAudience)
    .query(({ ctx }) => notifications.readEmailAudience(ctx, ctx.scope)),
});
