/** The REST surface under /api: every area's path table, one line each. */
import type { RestRoute } from './route';
import { authPaths } from './paths/auth';
import { bulkOrderPaths } from './paths/bulk-orders';
import { cataloguePaths } from './paths/catalogue';
import { engagementPaths } from './paths/engagement';
import { exhibitPaths } from './paths/exhibits';
import { memberPaths } from './paths/members';
import { organizationPaths } from './paths/organizations';
import { participationPaths } from './paths/participation';
import { platformApiPaths } from './paths/platform-api';
import { registrationPaths } from './paths/registration';
import { rsvpPaths } from './paths/rsvp';
import { shiftPaths } from './paths/shifts';
import { showReportPaths } from './paths/show-reports';

export type { RestRoute, RestRequestParts, HttpMethod } from './route';

export const restRoutes: RestRoute[] = [...authPaths, ...organizationPaths, ...cataloguePaths, ...registrationPaths, ...memberPaths, ...participationPaths, ...engagementPaths, ...platformApiPaths, ...rsvpPaths, ...exhibitPaths, ...shiftPaths, ...showReportPaths, ...bulkOrderPaths];
