import { createCallerFactory, router } from './init';
import { authRouter } from './routers/auth';
import { betaRouter } from './routers/beta';
import { organizationsRouter } from './routers/organizations';

/** Routers only wire names: one per area. */
export const appRouter = router({
  auth: authRouter,
  organizations: organizationsRouter,
  beta: betaRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
