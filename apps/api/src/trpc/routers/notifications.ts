import { z } from 'zod';
import * as notifications from '../../services/notifications';
import { publicProcedure, router } from '../init';

export const notificationsRouter = router({
  /** From the link in every notification email: no sign-in needed, the token is the proof. */
  unsubscribe: publicProcedure
    .input(
      z.object({
        token: z.string({ error: 'token is required' }).min(1, 'token is required').max(100),
        kind: z.enum(notifications.notificationKinds, { error: 'kind must be new_activity, points_awarded or membership_status_updates' }),
      }),
    )
    .output(z.object({ organization: z.string(), kind: z.enum(notifications.notificationKinds), description: z.string() }))
    .mutation(({ ctx, input }) => notifications.unsubscribe(ctx, input.token, input.kind)),
});
