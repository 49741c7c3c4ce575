import { z } from 'zod';
import { apiToken, apiTokenMessages, apiTokenRef, createApiTokenInput, createdApiToken } from '@lug/domain/api-tokens';
import { TRPCError } from '@trpc/server';
import * as apiTokens from '../../services/api-tokens';
import { authedProcedure, router } from '../init';

/** Creating tokens takes a signed-in session: a token cannot mint tokens. */
const sessionProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.auth.via === 'token') throw new TRPCError({ code: 'FORBIDDEN', message: apiTokenMessages.needsSignIn });
  return next();
});

/** The signed-in user's personal API tokens. */
export const apiTokensRouter = router({
  list: authedProcedure
    .output(z.array(apiToken))
    .query(({ ctx }) => apiTokens.listApiTokens(ctx.db, ctx.auth.user.id, ctx.now(), ctx.auth.apiTokenId)),

  create: sessionProcedure
    .input(createApiTokenInput)
    .output(createdApiToken)
    .mutation(({ ctx, input }) => apiTokens.createApiToken(ctx, ctx.auth.user.id, input)),

  /** With a session, any of one's tokens; with an API token, only that token itself (`lug logout`). */
  revoke: authedProcedure
    .input(apiTokenRef)
    .output(z.void())
    .mutation(async ({ ctx, input }) => {
      if (ctx.auth.via === 'token' && input.id !== ctx.auth.apiTokenId) {
        throw new TRPCError({ code: 'FORBIDDEN', message: apiTokenMessages.needsSignIn });
      }
      await apiTokens.revokeApiToken(ctx, ctx.auth.user.id, input.id);
    }),
});
