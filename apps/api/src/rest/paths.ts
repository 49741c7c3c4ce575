/** The REST surface under /api: every area's path table, one line each. */
import type { RestRoute } from './route';
import { authPaths } from './paths/auth';
import { organizationPaths } from './paths/organizations';

export type { RestRoute, RestRequestParts, HttpMethod } from './route';

export const restRoutes: RestRoute[] = [...authPaths, ...organizationPaths];
