import { z } from 'zod';
import {
  changePasswordInput,
  loginInput,
  passwordResetConfirmInput,
  passwordResetRequestInput,
  sessionUser,
  signupInput,
} from '@lug/domain/auth';
import { myOrganization } from '@lug/domain/organizations';
import { clearedSessionCookie, sessionCookie } from '../../auth/cookies';
import { invalidateSession } from '../../auth/sessions';
import * as auth from '../../services/auth';
import { toSessionUser } from '../../services/users';
import { authedProcedure, publicProcedure, router } from '../init';

const signedIn = z.object({ user: sessionUser, token: z.string() });

export const authRouter = router({
  signup: publicProcedure
    .input(signupInput)
    .output(signedIn)
    .mutation(async ({ ctx, input }) => {
      const { user, token, session } = await auth.signup(ctx, input, ctx);
      ctx.responseHeaders.append('Set-Cookie', sessionCookie(token, session.expiresAt, ctx.config.secureCookies));
      return { user, token };
    }),

  login: publicProcedure
    .input(loginInput)
    .output(signedIn)
    .mutation(async ({ ctx, input }) => {
      const { user, token, session } = await auth.login(ctx, input, ctx);
      ctx.responseHeaders.append('Set-Cookie', sessionCookie(token, session.expiresAt, ctx.config.secureCookies));
      return { user, token };
    }),

  logout: authedProcedure.output(z.void()).mutation(async ({ ctx }) => {
    // A personal API token has no session to end: it is revoked on the profile instead.
    if (ctx.auth.session) await invalidateSession(ctx.db, ctx.auth.session.id);
    ctx.responseHeaders.append('Set-Cookie', clearedSessionCookie(ctx.config.secureCookies));
  }),

  /** The same as `me`, or null when signed out: for pages that work either way. */
  session: publicProcedure
    .output(z.object({ user: sessionUser, organizations: z.array(myOrganization) }).nullable())
    .query(async ({ ctx }) =>
      ctx.auth
        ? { user: toSessionUser(ctx.auth.user), organizations: await auth.myOrganizations(ctx, ctx.auth.user.id) }
        : null,
    ),

  me: authedProcedure
    .output(z.object({ user: sessionUser, organizations: z.array(myOrganization) }))
    .query(async ({ ctx }) => ({
      user: toSessionUser(ctx.auth.user),
      organizations: await auth.myOrganizations(ctx, ctx.auth.user.id),
    })),

  requestPasswordReset: publicProcedure
    .input(passwordResetRequestInput)
    .output(z.void())
    .mutation(async ({ ctx, input }) => {
      await auth.requestPasswordReset(ctx, input.email, ctx);
    }),

  confirmPasswordReset: publicProcedure
    .input(passwordResetConfirmInput)
    .output(z.void())
    .mutation(async ({ ctx, input }) => {
      await auth.confirmPasswordReset(ctx, input.token, input.password);
    }),

  changePassword: authedProcedure
    .input(changePasswordInput)
    .output(z.void())
    .mutation(async ({ ctx, input }) => {
      await auth.changePassword(ctx, ctx.auth.user, ctx.auth.session?.id, input.current_password, input.new_password);
    }),
});
