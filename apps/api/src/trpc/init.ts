/**
 * tRPC in three parts, as create-t3-turbo lays it out: the context, the initialisation, and the
 * procedures every router builds on.
 */
import { initTRPC, TRPCError } from '@trpc/server';
import type { Permission } from '@lug/domain/permissions';
import { DomainError } from '@lug/domain/errors';
import { kioskMessages } from '@lug/domain/kiosk';
import { nestedTooDeep, wireMessages, respelledFieldMessage, respelledFields } from '@lug/domain/wire';
import type { RequestContext } from '../context';
import { retryAfterOf } from '../services/rate-limit';
import { apiErrorOf, toTRPCError } from './errors';
import { apiMessages } from '../words';

// 1. Context: built per request by the adapters (server.ts for /trpc, rest/adapter.ts for /api).
export type Context = RequestContext;

/**
 * What a procedure says about itself: for an organisation-scoped one, where its organisation comes
 * from and the permission it needs (`trpc/scope.ts`). The OpenAPI document shows both.
 */
export interface ProcedureMeta {
  scope?: { source: string; permission: Permission | null };
}

// 2. Initialisation.
const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      // The coded body both transports send (trpc/errors.ts): `data.errorCode`, `data.fields`
      // and `data.details` beside tRPC's own `data.code` and `data.httpStatus`.
      const { error: message, code, fields, details } = apiErrorOf(toTRPCError(error));
      return {
        ...shape,
        message,
        data: {
          ...shape.data,
          stack: undefined,
          errorCode: code,
          ...(fields ? { fields } : {}),
          ...(details ? { details } : {}),
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
    const wrapped =
      error.code === 'INTERNAL_SERVER_ERROR' && error.cause !== undefined && error.message !== outputValidationFailed;
    const thrown = wrapped ? error.cause : error;
    const mapped = toTRPCError(thrown);
    // A throttled request says when to come back (tRPC sends these headers with its error too).
    const retryAfter = retryAfterOf(thrown);
    if (retryAfter !== undefined) ctx.responseHeaders.set('Retry-After', String(retryAfter));
    if (mapped.code === 'INTERNAL_SERVER_ERROR') {
      ctx.logger.error({ err: thrown, path, type }, 'procedure failed');
      throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: apiMessages.somethingWentWrong, cause: thrown });
    }
    throw mapped;
  }
  return result;
});

/**
 * One spelling per field (docs/decisions/0017-canonical-ids.md): an input that carries a field
 * under two spellings (`organization_id` and `organizationId`) is refused before anything reads
 * it. This looks at the raw input only to refuse it; nothing is decided from it.
 */
const oneSpellingPerField = t.middleware(async ({ getRawInput, next }) => {
  let raw: unknown;
  try {
    raw = await getRawInput();
  } catch {
    // A body that is not JSON: a procedure that takes input refuses it when it parses; one that
    // takes none (logout posts an empty body) never reads it.
    return next();
  }
  if (nestedTooDeep(raw)) throw new TRPCError({ code: 'BAD_REQUEST', message: wireMessages.nestedTooDeep });
  const [respelled] = respelledFields(raw);
  if (respelled) {
    const path = respelled.path.join('.');
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: `${path ? `${path}: ` : ''}${respelledFieldMessage(respelled)}`,
    });
  }
  return next();
});

/**
 * The only procedures a kiosk session may call (docs/decisions/0047-kiosk-sessions.md), and only
 * for its own activity (the scope resolver, trpc/scope.ts). Every other procedure, public ones
 * included, refuses it: a procedure added later is refused unless it is named here.
 */
export const kioskProcedures: ReadonlySet<string> = new Set([
  'kiosk.current',
  'kiosk.close',
  'rsvp.kiosk',
  'rsvp.checkInCode',
  'rsvp.checkIn',
  'rsvp.undoCheckIn',
]);

/** Every procedure, before anything else reads the request: a kiosk session only reaches its own few. */
const kioskOnly = t.middleware(({ ctx, next, path }) => {
  if (ctx.auth?.session?.kiosk && !kioskProcedures.has(path)) {
    throw new DomainError('KIOSK_SESSION', kioskMessages.onlyCheckIn);
  }
  return next();
});

const procedure = t.procedure.use(errorMapping).use(kioskOnly);

export const publicProcedure = procedure.use(oneSpellingPerField);

/**
 * A signed-in user (cookie, session bearer token or personal API token). A read-only token only
 * reads. Who is calling is settled before anything looks at the input.
 */
const signedIn = t.middleware(({ ctx, next, type }) => {
  if (!ctx.auth) throw new TRPCError({ code: 'UNAUTHORIZED', message: apiMessages.signInRequired });
  if (type === 'mutation' && ctx.auth.scope === 'read') {
    throw new TRPCError({ code: 'FORBIDDEN', message: apiMessages.tokenReadOnly });
  }
  return next({ ctx: { ...ctx, auth: ctx.auth } });
});

export const authedProcedure = procedure.use(signedIn).use(oneSpellingPerField);

/** Whether a procedure (its `_def.middlewares`) requires a signed-in caller: the OpenAPI document and the REST adapter ask. */
export function requiresSignIn(middlewares: readonly unknown[]): boolean {
  return signedIn._middlewares.every((middleware) => middlewares.includes(middleware));
}
