import { z } from 'zod';
import { accountSession, sessionMessages, sessionRef } from '@lug/domain/auth';
import { TRPCError } from '@trpc/server';
import { clearedSessionCookie } from '../../auth/cookies';
import * as sessions from '../../services/account-sessions';
import { authedProcedure, router } from '../init';

/** The signed-in user's sessions: `GET /auth/sessions`, `DELETE /auth/sessions/{id}` (decision 0020). */
export const sessionsRouter = router({
  list: authedProcedure
    .output(z.array(accountSession))
    .query(({ ctx }) => sessions.listSessions(ctx.db, ctx.auth.user.id, ctx.now(), ctx.auth.session?.id ?? null)),

  /** Ends one of the caller's sessions; ending the current one signs this browser out. */
  revoke: authedProcedure
    .input(sessionRef)
    .output(z.void())
    .mutation(async ({ ctx, input }) => {
      // An API token may not end sessions: it cannot sign anyone in either.
      if (ctx.auth.via === 'token') throw new TRPCError({ code: 'FORBIDDEN', message: sessionMessages.needsSession });
      const { sessionId } = await sessions.revokeSession(ctx, ctx.auth.user.id, input.id);
      if (sessionId === ctx.auth.session?.id) ctx.responseHeaders.append('Set-Cookie', clearedSessionCookie(ctx.config.secureCookies));
    }),
});
