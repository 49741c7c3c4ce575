import { z } from 'zod';
import {
  changeEmailInput,
  changePasswordInput,
  confirmEmailInput,
  confirmedEmail,
  loginAnswer,
  loginInput,
  loginTwoFactorInput,
  passwordResetConfirmInput,
  passwordResetRequestInput,
  passwordResetRequestResult,
  sessionUser,
  signedIn,
  signupAnswer,
  signupInput,
  emailLinkResult,
} from '@lug/domain/auth';
import { emailDeliveryState as emailDeliveryStateSchema } from '@lug/domain/email-delivery';
import { myOrganization } from '@lug/domain/organizations';
import { clearedSessionCookie, sessionCookie } from '../../auth/cookies';
import { cookieExpiry, invalidateSession, type Session } from '../../auth/sessions';
import * as auth from '../../services/auth';
import { emailDeliveryState } from '../../services/email-delivery';
import * as emailVerification from '../../services/email-verification';
import { completeTwoFactorSignIn } from '../../services/two-factor';
import { toSessionUser } from '../../services/users';
import { authedProcedure, publicProcedure, router, type Context } from '../init';

/**
 * The browser gets the new session as a cookie; scripts read the token from the answer. A session
 * the request came with ends: signing in always starts a fresh one (ASVS 7.2.4).
 */
async function startSession(ctx: Context, token: string, session: Session) {
  if (ctx.auth?.session) await invalidateSession(ctx.db, ctx.auth.session.id);
  ctx.responseHeaders.append(
    'Set-Cookie',
    sessionCookie(token, cookieExpiry(session, ctx.config.session), ctx.config.secureCookies),
  );
}

export const authRouter = router({
  signup: publicProcedure
    .input(signupInput)
    .output(signupAnswer)
    .mutation(async ({ ctx, input }) => {
      const { user, token, session } = await auth.signup(ctx, input, ctx);
      await startSession(ctx, token, session);
      return { user, token, emailDelivery: emailDeliveryState(ctx) };
    }),

  /** `{user, token}`, or `{two_factor_required: true, challenge}` for an account with two factors (no session yet). */
  login: publicProcedure
    .input(loginInput)
    .output(loginAnswer)
    .mutation(async ({ ctx, input }) => {
      const result = await auth.login(ctx, input, ctx);
      if (result.kind === 'two-factor') return { two_factor_required: true as const, challenge: result.challenge };
      await startSession(ctx, result.token, result.session);
      return { user: result.user, token: result.token };
    }),

  /** The second step: the challenge from `login` and a code from the authenticator app, or a recovery code. */
  loginTwoFactor: publicProcedure
    .input(loginTwoFactorInput)
    .output(signedIn)
    .mutation(async ({ ctx, input }) => {
      const { user, token, session } = await completeTwoFactorSignIn(ctx, input, ctx);
      await startSession(ctx, token, session);
      return { user: toSessionUser(user), token };
    }),

  logout: authedProcedure.output(z.void()).mutation(async ({ ctx }) => {
    // A personal API token has no session to end: it is revoked on the profile instead.
    if (ctx.auth.session) await invalidateSession(ctx.db, ctx.auth.session.id);
    ctx.responseHeaders.append('Set-Cookie', clearedSessionCookie(ctx.config.secureCookies));
  }),

  /** The same as `me`, or null when signed out: for pages that work either way. */
  session: publicProcedure
    // `emailDelivery`: whether emails the account is waiting for (the confirmation link) can arrive.
    .output(
      z
        .object({ user: sessionUser, organizations: z.array(myOrganization), emailDelivery: emailDeliveryStateSchema })
        .nullable(),
    )
    .query(async ({ ctx }) =>
      ctx.auth
        ? {
            user: toSessionUser(ctx.auth.user),
            organizations: await auth.myOrganizations(ctx, ctx.auth.user.id),
            emailDelivery: emailDeliveryState(ctx),
          }
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
    .output(passwordResetRequestResult)
    .mutation(async ({ ctx, input }) => {
      await auth.requestPasswordReset(ctx, input.email, ctx);
      return { emailDelivery: emailDeliveryState(ctx) };
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
      await auth.changePassword(
        ctx,
        ctx.auth.user,
        ctx.auth.session?.id,
        input.current_password,
        input.new_password,
        ctx,
      );
    }),

  /** Emails a new confirmation link to the caller's (unconfirmed) address. */
  requestEmailConfirmation: authedProcedure.output(emailLinkResult).mutation(async ({ ctx }) => {
    await emailVerification.requestEmailConfirmation(ctx, ctx.auth.user);
    return { emailDelivery: emailDeliveryState(ctx) };
  }),

  /** Public, behind the link's secret: confirms the address, or completes a change of address. */
  confirmEmail: publicProcedure
    .input(confirmEmailInput)
    .output(confirmedEmail)
    .mutation(({ ctx, input }) => emailVerification.confirmEmail(ctx, input.token)),

  /** Asks to sign in with another address; it counts once the link sent there is used. */
  changeEmail: authedProcedure
    .input(changeEmailInput)
    .output(emailLinkResult)
    .mutation(async ({ ctx, input }) => {
      await emailVerification.requestEmailChange(ctx, ctx.auth.user, input, ctx);
      return { emailDelivery: emailDeliveryState(ctx) };
    }),
});
