/**
 * tRPC in three parts, as create-t3-turbo lays it out: the context, the initialisation, and the
 * procedures every router builds on.
 */
import { initTRPC, TRPCError } from '@trpc/server';
import type { Permission } from '@lug/domain/permissions';
import { ZodError } from 'zod';
import type { RequestContext } from '../context';
import { requireMembership, type Membership } from '../services/authorization';
import { toTRPCError, zodMessage } from './errors';

// 1. Context: built per request by the adapters (server.ts for /trpc, rest/adapter.ts for /api).
export type Context = RequestContext;

// 2. Initialisation.
const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    return {
      ...shape,
      message: error.cause instanceof ZodError ? zodMessage(error.cause) : shape.message,
      data: {
        ...shape.data,
        stack: undefined,
        issues: error.cause instanceof ZodError ? error.cause.issues : undefined,
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

// 3. Procedures.
/** Every procedure: our errors become tRPC errors; unexpected ones are logged once, never leaked. */
const errorMapping = t.middleware(async ({ ctx, next, path, type }) => {
  const result = await next();
  if (!result.ok) {
    const mapped = toTRPCError(result.error.cause ?? result.error);
    if (mapped.code === 'INTERNAL_SERVER_ERROR') {
      ctx.logger.error({ err: result.error.cause ?? result.error, path, type }, 'procedure failed');
    }
    // Preserve tRPC's own input errors (their cause is the ZodError) but with our message.
    if (result.error.code === 'BAD_REQUEST' && result.error.cause instanceof ZodError) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: zodMessage(result.error.cause), cause: result.error.cause });
    }
    throw mapped;
  }
  return result;
});

export const publicProcedure = t.procedure.use(errorMapping);

/** A signed-in user (cookie or bearer token). */
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.auth) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue' });
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
    const value = raw?.organization_id ?? raw?.organizationId;
    const organizationId = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof organizationId !== 'number' || !Number.isSafeInteger(organizationId) || organizationId <= 0) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'organization_id: Organization is required' });
    }
    const membership: Membership = await requireMembership(ctx.db, ctx.auth.user.id, organizationId, permission);
    return next({ ctx: { ...ctx, membership } });
  });
}
