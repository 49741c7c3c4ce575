import { z } from 'zod';
import { twoFactorDisableInput, twoFactorEnableInput, twoFactorEnabled, twoFactorMessages, twoFactorSetup, twoFactorStatus } from '@lug/domain/auth';
import { TRPCError } from '@trpc/server';
import * as twoFactor from '../../services/two-factor';
import { authedProcedure, router } from '../init';

/** Changing how one signs in takes a signed-in session: an API token cannot. */
const sessionProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.auth.via === 'token') throw new TRPCError({ code: 'FORBIDDEN', message: twoFactorMessages.needsSession });
  return next();
});

/** The signed-in user's two-factor sign-in (decision 0020). */
export const twoFactorRouter = router({
  status: authedProcedure.output(twoFactorStatus).query(({ ctx }) => twoFactor.twoFactorStatus(ctx.db, ctx.auth.user.id)),

  /** A new secret and its `otpauth://` URI (the QR code), waiting for `enable`. */
  setup: sessionProcedure.output(twoFactorSetup).mutation(({ ctx }) => twoFactor.setupTwoFactor(ctx, ctx.auth.user)),

  /** Turns two factors on with a code from the app; answers the recovery codes, shown this once. */
  enable: sessionProcedure
    .input(twoFactorEnableInput)
    .output(twoFactorEnabled)
    .mutation(({ ctx, input }) => twoFactor.enableTwoFactor(ctx, ctx.auth.user, ctx.auth.session?.id, input.code)),

  /** Turns two factors off with a current code, or a recovery code. */
  disable: sessionProcedure
    .input(twoFactorDisableInput)
    .output(z.void())
    .mutation(async ({ ctx, input }) => {
      await twoFactor.disableTwoFactor(ctx, ctx.auth.user, ctx.auth.session?.id, input);
    }),
});
