/**
 * tRPC in three parts, as create-t3-turbo lays it out: the context, the initialisation, and the
 * procedures every router builds on.
 */
import { initTRPC, TRPCError } from '@trpc/server';
import type { Permission } from '@lug/domain/permissions';
import { ZodError } from 'zod';
import type { RequestContext } from '../context';
import { positiveInt } from '../auth/organization-hint';
import { checkMembership, findMembership, requireMembership, type Membership } from '../services/authorization';
import { toTRPCError, zodMessage } from './errors';

// 1. Context: built per request by the adapters (server.ts for /trpc, rest/adapter.ts for /api).
export type Context = RequestContext;

// 2. Initialisation.
const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    // Only bad input explains itself: a ZodError behind a 500 (an output schema) is ours to fix.
    const inputIssues = error.code === 'BAD_REQUEST' && error.cause instanceof ZodError ? error.cause : undefined;
    return {
      ...shape,
      message: inputIssues ? zodMessage(inputIssues) : shape.message,
      data: {
        ...shape.data,
        stack: undefined,
        issues: inputIssues?.issues,
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

// 3. Procedures.
/** The message of the error tRPC raises when a procedure's result breaks its `.output()` schema. */
const outputValidationFailed = 'Output validation failed';

/** Every procedure: our errors become tRPC errors; unexpected ones are logged once, never leaked. */
const errorMapping = t.middleware(async ({ ctx, next, path, type }) => {
  const result = await next();
  if (!result.ok) {
    // tRPC wraps what a procedure throws in an INTERNAL_SERVER_ERROR whose cause is the thrown
    // value: map that value. tRPC's own errors keep their code: a body that is not JSON
    // (PARSE_ERROR, caused by a SyntaxError) stays a 400, an output that breaks the procedure's
    // own schema (caused by a ZodError) stays a 500, and input errors get our zod message.
    const { error } = result;
    const wrapped = error.code === 'INTERNAL_SERVER_ERROR' && error.cause !== undefined && error.message !== outputValidationFailed;
    const thrown = wrapped ? error.cause : error;
    const mapped = toTRPCError(thrown);
    if (mapped.code === 'INTERNAL_SERVER_ERROR') {
      ctx.logger.error({ err: thrown, path, type }, 'procedure failed');
      throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong', cause: thrown });
    }
    throw mapped;
  }
  return result;
});

export const publicProcedure = t.procedure.use(errorMapping);

/** A signed-in user (cookie, session bearer token or personal API token). A read-only token only reads. */
export const authedProcedure = publicProcedure.use(({ ctx, next, type }) => {
  if (!ctx.auth) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue' });
  if (type === 'mutation' && ctx.auth.scope === 'read') {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'This API token is read-only' });
  }
  return next({ ctx: { ...ctx, auth: ctx.auth } });
});

/**
 * An organisation-scoped procedure: its input names the organisation (`organization_id` or
 * `organizationId`); the caller must be an active member holding `permission` when one is given.
 * Services still check that each row touched belongs to that organisation.
 */
export function orgProcedure(permission?: Permission) {
  return authedProcedure.use(async ({ ctx, next, getRawInput }) => {
    const raw = (await getRawInput()) as Record<string, unknown> | undefined;
    let organizationId = positiveInt(raw?.organization_id ?? raw?.organizationId);
    // A call that names an activity but no organisation (the spec's bulk update) is scoped to the
    // activity's organisation.
    const activityId = positiveInt(raw?.activity_id);
    let derivedFromActivity = false;
    if (organizationId === undefined && activityId !== undefined) {
      derivedFromActivity = true;
      const activity = await ctx.db
        .selectFrom('activities')
        .select('organization_id')
        .where('id', '=', activityId)
        .executeTakeFirst();
      if (!activity) throw new TRPCError({ code: 'NOT_FOUND', message: 'Activity not found' });
      organizationId = activity.organization_id;
    }
    if (organizationId === undefined) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'organization_id: Organization is required' });
    }
    if (derivedFromActivity) {
      // Whether another organisation's activity exists is not revealed.
      const own = await findMembership(ctx.db, ctx.auth.user.id, organizationId);
      if (!own) throw new TRPCError({ code: 'NOT_FOUND', message: 'Activity not found' });
    }
    // Usually read with the session already (auth/organization-hint.ts); otherwise asked now.
    const hint = ctx.auth.membership;
    const membership: Membership =
      hint?.organizationId === organizationId
        ? checkMembership(hint.membership, permission)
        : await requireMembership(ctx.db, ctx.auth.user.id, organizationId, permission);
    return next({ ctx: { ...ctx, membership } });
  });
}
