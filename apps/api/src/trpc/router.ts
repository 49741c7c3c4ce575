import { createCallerFactory, router } from './init';
import { activitiesRouter } from './routers/activities';
import { apiTokensRouter } from './routers/api-tokens';
import { auditLogRouter } from './routers/audit-log';
import { bulkOrdersRouter } from './routers/bulk-orders';
import { authRouter } from './routers/auth';
import { betaRouter } from './routers/beta';
import { calendarRouter } from './routers/calendar';
import { categoriesRouter } from './routers/categories';
import { dashboardRouter } from './routers/dashboard';
import { equipmentRouter } from './routers/equipment';
import { duesRouter } from './routers/dues';
import { emailDeliveryRouter } from './routers/email-delivery';
import { feedbackRouter } from './routers/feedback';
import { invitationsRouter } from './routers/invitations';
import { kioskRouter } from './routers/kiosk';
import { memberStatusRouter } from './routers/member-status';
import { membersRouter } from './routers/members';
import { notificationsRouter } from './routers/notifications';
import { organizationsRouter } from './routers/organizations';
import { participationRouter } from './routers/participation';
import { participationRolesRouter } from './routers/participation-roles';
import { permissionRolesRouter } from './routers/permission-roles';
import { pointsRouter } from './routers/points';
import { profileRouter } from './routers/profile';
import { reportsRouter } from './routers/reports';
import { rsvpRouter } from './routers/rsvp';
import { exhibitsRouter } from './routers/exhibits';
import { sessionsRouter } from './routers/sessions';
import { settingsRouter } from './routers/settings';
import { shiftsRouter } from './routers/shifts';
import { showReportsRouter } from './routers/show-reports';
import { twoFactorRouter } from './routers/two-factor';
import { usersRouter } from './routers/users';

/** Routers only wire names: one per area. */
export const appRouter = router({
  auth: authRouter,
  twoFactor: twoFactorRouter,
  sessions: sessionsRouter,
  organizations: organizationsRouter,
  beta: betaRouter,
  activities: activitiesRouter,
  categories: categoriesRouter,
  participationRoles: participationRolesRouter,
  memberStatus: memberStatusRouter,
  dues: duesRouter,
  participation: participationRouter,
  reports: reportsRouter,
  points: pointsRouter,
  bulkOrders: bulkOrdersRouter,
  settings: settingsRouter,
  emailDelivery: emailDeliveryRouter,
  dashboard: dashboardRouter,
  feedback: feedbackRouter,
  auditLog: auditLogRouter,
  notifications: notificationsRouter,
  members: membersRouter,
  invitations: invitationsRouter,
  permissionRoles: permissionRolesRouter,
  users: usersRouter,
  profile: profileRouter,
  apiTokens: apiTokensRouter,
  calendar: calendarRouter,
  rsvp: rsvpRouter,
  kiosk: kioskRouter,
  shifts: shiftsRouter,
  equipment: equipmentRouter,
  showReports: showReportsRouter,
  exhibits: exhibitsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
