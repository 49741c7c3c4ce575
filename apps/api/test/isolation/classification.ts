/**
 * Every tRPC procedure, classified by hand: who may call it, where its organisation comes from,
 * and a well-formed input aimed at one organisation's rows. The isolation matrix
 * (`matrix.test.ts`) generates its attacks from this table, over tRPC and over every REST path
 * that serves the procedure. A procedure missing here, or one whose scope source differs from what
 * it declares (`ProcedureMeta`), fails the suite: a new procedure must be classified before it lands.
 */
import type { Permission } from '@lug/domain/permissions';

/** Who may call: nobody needs to sign in, a signed-in user (their own data), any active member, or a permission. */
export type Access = 'public' | 'user' | 'member' | `perm:${Permission}`;

/** The rows of one organisation the inputs aim at. */
export interface Target {
  org: number;
  activity: number;
  category: number;
  role: number;
  member: number;
  permissionRole: number;
  participation: number;
  token: number;
  /** The owner's session (`GET /auth/sessions`). */
  session: number;
  /** A pending invitation of the organisation, to an account that is not a member. */
  invitation: number;
  /** A shift on `activity` the `member` signed up for. */
  shift: number;
  /** An item of the group's equipment, booked for `activity` (`booking`). */
  equipment: number;
  booking: number;
  /** A member's pending exhibit on the activity (issue 18). */
  exhibit: number;
  /** A LUGBulk round with one selected element, `300121` (issue 30). */
  bulkOrder: number;
}

export interface ProcedureSpec {
  access: Access;
  /** What the procedure declares about its organisation (`field:…`, `row:…`, `member:…`); org procedures only. */
  scope?: string;
  /** A well-formed input aimed at the target's rows; left out when the procedure takes none. */
  input?: (t: Target) => Record<string, unknown>;
  /**
   * Calls the matrix makes only as the target's own members: the procedure changes the caller's
   * own session or account (logging out, changing a password), so an attacker calling it harms
   * only themselves and the rest of the run would lose its actor.
   */
  selfOnly?: true;
}

const year = new Date().getUTCFullYear();
const org = (t: Target) => ({ organization_id: t.org });

export const procedureSpecs: Record<string, ProcedureSpec> = {
  'auth.signup': { access: 'public', input: () => ({ email: 'someone-new@example.org', password: 'x', first_name: 'S', last_name: 'N' }) },
  'auth.login': { access: 'public', input: () => ({ email: 'nobody@example.org', password: 'wrong password' }) },
  'auth.loginTwoFactor': { access: 'public', input: () => ({ challenge: 'not-a-challenge', code: '123456' }) },
  'auth.logout': { access: 'user', selfOnly: true },
  'auth.session': { access: 'public' },
  'auth.me': { access: 'user' },
  'auth.requestPasswordReset': { access: 'public', input: () => ({ email: 'nobody@example.org' }) },
  'auth.confirmPasswordReset': { access: 'public', input: () => ({ token: 'not-a-token', password: 'correct horse battery' }) },
  'auth.changePassword': { access: 'user', selfOnly: true, input: () => ({ current_password: 'wrong', new_password: 'another long password' }) },
  'auth.requestEmailConfirmation': { access: 'user', selfOnly: true },
  'auth.confirmEmail': { access: 'public', input: () => ({ token: 'not-a-token' }) },
  'auth.changeEmail': { access: 'user', selfOnly: true, input: () => ({ new_email: 'elsewhere@example.org', current_password: 'wrong' }) },
  'twoFactor.status': { access: 'user' },
  'twoFactor.setup': { access: 'user', selfOnly: true },
  'twoFactor.enable': { access: 'user', selfOnly: true, input: () => ({ code: '123456' }) },
  'twoFactor.disable': { access: 'user', selfOnly: true, input: () => ({ code: '123456' }) },
  'sessions.list': { access: 'user' },
  // Another person's session is 404, and the victim's session survives (the snapshot checks it).
  'sessions.revoke': { access: 'user', input: (t) => ({ id: t.session }) },

  'organizations.create': { access: 'user', selfOnly: true, input: () => ({ name: 'X', contact_email: 'x@example.org' }) },
  'organizations.list': { access: 'user' },
  'organizations.get': { access: 'member', scope: 'field:organization_id', input: org },
  'beta.submit': { access: 'public', selfOnly: true, input: () => ({ lugName: 'L', contactName: 'C', email: 'c@example.org', website: 'https://l.example' }) },

  'activities.list': { access: 'member', scope: 'field:organization_id', input: (t) => ({ ...org(t), year: 2026 }) },
  'activities.page': { access: 'member', scope: 'field:organization_id', input: (t) => ({ ...org(t), limit: 5 }) },
  'activities.get': { access: 'member', scope: 'row:activity:id', input: (t) => ({ ...org(t), id: t.activity }) },
  'activities.create': {
    access: 'perm:activities.manage',
    scope: 'field:organization_id',
    input: (t) => ({ ...org(t), title: 'X', start_date: '2026-01-01', end_date: '2026-01-01', category_id: t.category }),
  },
  'activities.update': { access: 'perm:activities.manage', scope: 'row:activity:id', input: (t) => ({ ...org(t), id: t.activity, title: 'Renamed' }) },
  'activities.delete': { access: 'perm:activities.manage', scope: 'row:activity:id', input: (t) => ({ ...org(t), id: t.activity }) },

  'categories.list': { access: 'member', scope: 'field:organization_id', input: org },
  'categories.get': { access: 'member', scope: 'row:category:id', input: (t) => ({ ...org(t), id: t.category }) },
  'categories.create': { access: 'perm:activities.manage', scope: 'field:organization_id', input: (t) => ({ ...org(t), name: 'X', parent_id: t.category }) },
  'categories.update': { access: 'perm:activities.manage', scope: 'row:category:id', input: (t) => ({ ...org(t), id: t.category, name: 'Renamed' }) },
  'categories.delete': { access: 'perm:activities.manage', scope: 'row:category:id', input: (t) => ({ ...org(t), id: t.category }) },

  'participationRoles.list': { access: 'member', scope: 'field:organization_id', input: org },
  'participationRoles.get': { access: 'member', scope: 'row:participationRole:id', input: (t) => ({ ...org(t), id: t.role }) },
  'participationRoles.create': {
    access: 'perm:activities.manage',
    scope: 'field:organization_id',
    input: (t) => ({ ...org(t), name: 'X', points: 1, category_id: t.category }),
  },
  'participationRoles.update': {
    access: 'perm:activities.manage',
    scope: 'row:participationRole:id',
    input: (t) => ({ ...org(t), id: t.role, name: 'Renamed', points: 2 }),
  },
  'participationRoles.delete': { access: 'perm:activities.manage', scope: 'row:participationRole:id', input: (t) => ({ ...org(t), id: t.role }) },

  'memberStatus.list': { access: 'perm:registration.manage', scope: 'field:organization_id', input: (t) => ({ ...org(t), year }) },
  'memberStatus.set': {
    access: 'perm:registration.manage',
    scope: 'field:organization_id',
    input: (t) => ({ ...org(t), user_id: t.member, year, registration_complete: true, dues_type: 'paid' }),
  },
  'memberStatus.bulk': {
    access: 'perm:registration.manage',
    scope: 'field:organization_id',
    input: (t) => ({ updates: [{ user_id: t.member, year, status: 'paid', organization_id: t.org }] }),
  },
  'memberStatus.export': { access: 'perm:registration.manage', scope: 'field:organization_id', input: (t) => ({ ...org(t), year, format: 'csv' }) },
  'memberStatus.summary': { access: 'member', scope: 'member:id', input: (t) => ({ ...org(t), id: t.member, year }) },
  'dues.fees': { access: 'member', scope: 'field:organization_id', input: org },
  'dues.setFee': { access: 'perm:settings.manage', scope: 'field:organization_id', input: (t) => ({ ...org(t), year, amount_minor: 2500, currency: 'EUR' }) },
  'dues.removeFee': { access: 'perm:settings.manage', scope: 'field:organization_id', input: (t) => ({ ...org(t), year }) },
  'dues.payments': { access: 'perm:registration.manage', scope: 'field:organization_id', input: (t) => ({ ...org(t), user_id: t.member, year }) },
  'dues.recordPayment': {
    access: 'perm:registration.manage',
    scope: 'field:organization_id',
    input: (t) => ({ ...org(t), user_id: t.member, year, amount_minor: 1000, received_on: `${year}-01-15`, method: 'cash' }),
  },
  'dues.removePayment': { access: 'perm:registration.manage', scope: 'field:organization_id', input: (t) => ({ ...org(t), id: 1 }) },

  'participation.history': { access: 'member', scope: 'field:organization_id', input: (t) => ({ ...org(t), member_id: t.member }) },
  'participation.years': { access: 'member', scope: 'field:organization_id', input: org },
  'participation.forActivity': { access: 'perm:participation.manage', scope: 'row:activity:activity_id', input: (t) => ({ ...org(t), activity_id: t.activity }) },
  'participation.forActivityPage': {
    access: 'perm:participation.manage',
    scope: 'row:activity:activity_id',
    input: (t) => ({ ...org(t), activity_id: t.activity, limit: 5 }),
  },
  'participation.forActivityMemberIds': {
    access: 'perm:participation.manage',
    scope: 'row:activity:activity_id',
    input: (t) => ({ ...org(t), activity_id: t.activity }),
  },
  'participation.bulkUpdate': {
    access: 'perm:participation.manage',
    scope: 'row:activity:activity_id',
    input: (t) => ({ ...org(t), activity_id: t.activity, user_ids: [t.member], role_ids: [t.role], action: 'remove', date: '2026-06-01' }),
  },
  'participation.get': { access: 'member', scope: 'row:participation:id', input: (t) => ({ ...org(t), id: t.participation }) },
  'participation.create': {
    access: 'perm:participation.manage',
    scope: 'row:activity:activity_id',
    input: (t) => ({ ...org(t), activity_id: t.activity, user_id: t.member, role_id: t.role, participation_date: '2026-06-02' }),
  },
  'participation.update': {
    access: 'perm:participation.manage',
    scope: 'row:participation:id',
    input: (t) => ({ ...org(t), id: t.participation, participation_date: '2026-06-02' }),
  },
  'participation.delete': { access: 'perm:participation.manage', scope: 'row:participation:id', input: (t) => ({ ...org(t), id: t.participation }) },

  'reports.memberReport': { access: 'member', scope: 'field:organization_id', input: (t) => ({ ...org(t), memberId: t.member, year: 2026 }) },
  'reports.memberStats': { access: 'perm:reports.view', scope: 'field:organization_id', input: (t) => ({ ...org(t), year: 2026 }) },
  'reports.memberStatsPage': { access: 'perm:reports.view', scope: 'field:organization_id', input: (t) => ({ ...org(t), year: 2026, sort: 'memberName' }) },

  'settings.get': { access: 'member', scope: 'field:organization_id', input: org },
  'settings.update': { access: 'perm:settings.manage', scope: 'field:organization_id', input: (t) => ({ ...org(t), general: { name: 'Taken over' } }) },
  'emailDelivery.status': { access: 'perm:settings.manage', scope: 'field:organization_id', input: org },
  'emailDelivery.sendTest': { access: 'perm:settings.manage', scope: 'field:organization_id', input: org },
  'dashboard.get': { access: 'member', scope: 'field:organization_id', input: org },
  'feedback.submit': { access: 'member', scope: 'field:organization_id', input: (t) => ({ ...org(t), message: 'Hello' }) },
  'feedback.list': { access: 'perm:settings.manage', scope: 'field:organization_id', input: org },
  'auditLog.list': { access: 'perm:settings.manage', scope: 'field:organization_id', input: org },
  'notifications.unsubscribe': { access: 'public', input: () => ({ token: 'not-a-token' }) },
  'notifications.preferences': { access: 'member', scope: 'field:organization_id', input: org },
  'notifications.setPreference': { access: 'member', scope: 'field:organization_id', input: (t) => ({ ...org(t), kind: 'new_activity', subscribed: false }) },
  'notifications.renewalRemindersPreview': { access: 'perm:settings.manage', scope: 'field:organization_id', input: org },
  'notifications.audience': { access: 'perm:settings.manage', scope: 'field:organization_id', input: org },

  'members.list': { access: 'member', scope: 'field:organization_id', input: org },
  'members.get': { access: 'member', scope: 'member:id', input: (t) => ({ ...org(t), id: t.member }) },
  'members.create': {
    access: 'perm:members.manage',
    scope: 'field:organization_id',
    input: (t) => ({ ...org(t), email: 'new-person@example.org', first_name: 'N', last_name: 'P' }),
  },
  'members.update': {
    access: 'perm:members.manage',
    scope: 'member:id',
    input: (t) => ({ ...org(t), id: t.member, email: 'moved@example.org', first_name: 'M', last_name: 'V', status: 'inactive' }),
  },
  'members.delete': { access: 'perm:members.manage', scope: 'member:id', input: (t) => ({ ...org(t), id: t.member }) },
  'members.sendPasswordReset': { access: 'perm:members.manage', scope: 'member:id', input: (t) => ({ ...org(t), id: t.member }) },
  'members.resendWelcome': { access: 'perm:members.manage', scope: 'field:organization_id', input: (t) => ({ ...org(t), user_ids: [t.member] }) },
  'members.previewImport': {
    access: 'perm:members.manage',
    scope: 'field:organization_id',
    input: (t) => ({ ...org(t), csv: 'email,first_name,last_name\nz@example.org,Z,Y\n' }),
  },
  'members.importCsv': {
    access: 'perm:members.manage',
    scope: 'field:organization_id',
    input: (t) => ({ ...org(t), csv: 'email,first_name,last_name\nz@example.org,Z,Y\n' }),
  },
  'members.exportCsv': { access: 'perm:members.manage', scope: 'field:organization_id', input: org },
  'points.list': { access: 'member', scope: 'member:id', input: (t) => ({ ...org(t), id: t.member }) },
  'points.award': {
    access: 'perm:participation.manage',
    scope: 'member:id',
    input: (t) => ({ ...org(t), id: t.member, points: 5, reason: 'Helped at the show', date: `${year}-03-01` }),
  },
  'bulkOrders.list': { access: 'member', scope: 'field:organization_id', input: org },
  'bulkOrders.create': {
    access: 'perm:registration.manage',
    scope: 'field:organization_id',
    input: (t) => ({ ...org(t), year, title: 'Taken over', currency: 'EUR', member_cap_minor: 100, group_minimum_minor: 0, distinct_cap: 80, lot_minimum: 50, lot_step: 25 }),
  },
  'bulkOrders.get': { access: 'member', scope: 'row:bulkOrder:id', input: (t) => ({ ...org(t), id: t.bulkOrder }) },
  'bulkOrders.update': { access: 'perm:registration.manage', scope: 'row:bulkOrder:id', input: (t) => ({ ...org(t), id: t.bulkOrder, title: 'Taken over' }) },
  'bulkOrders.importCatalogue': {
    access: 'perm:registration.manage',
    scope: 'row:bulkOrder:id',
    input: (t) => ({ ...org(t), id: t.bulkOrder, format: 'csv', data: 'Element ID,Design ID,Description,Colour,Price\n999,9,Taken,Black,1.00\n' }),
  },
  'bulkOrders.eligibility': { access: 'member', scope: 'row:bulkOrder:id', input: (t) => ({ ...org(t), id: t.bulkOrder }) },
  'bulkOrders.pick': { access: 'member', scope: 'row:bulkOrder:id', input: (t) => ({ ...org(t), id: t.bulkOrder, element_id: '300121' }) },
  'bulkOrders.unpick': { access: 'member', scope: 'row:bulkOrder:id', input: (t) => ({ ...org(t), id: t.bulkOrder, element_id: '300121' }) },
  'bulkOrders.setSelection': { access: 'perm:registration.manage', scope: 'row:bulkOrder:id', input: (t) => ({ ...org(t), id: t.bulkOrder, element_ids: [] }) },
  'bulkOrders.setRequests': {
    access: 'member',
    scope: 'row:bulkOrder:id',
    input: (t) => ({ ...org(t), id: t.bulkOrder, requests: [{ element_id: '300121', quantity: 500 }] }),
  },
  'bulkOrders.allocate': { access: 'perm:registration.manage', scope: 'row:bulkOrder:id', input: (t) => ({ ...org(t), id: t.bulkOrder }) },
  'bulkOrders.allocation': { access: 'member', scope: 'row:bulkOrder:id', input: (t) => ({ ...org(t), id: t.bulkOrder }) },
  'bulkOrders.orderCsv': { access: 'perm:registration.manage', scope: 'row:bulkOrder:id', input: (t) => ({ ...org(t), id: t.bulkOrder }) },
  'bulkOrders.setPayment': {
    access: 'perm:registration.manage',
    scope: 'row:bulkOrder:id',
    input: (t) => ({ ...org(t), id: t.bulkOrder, user_id: t.member, paid_minor: 1000, paid_on: `${year}-05-01` }),
  },
  'bulkOrders.setCollected': {
    access: 'perm:registration.manage',
    scope: 'row:bulkOrder:id',
    input: (t) => ({ ...org(t), id: t.bulkOrder, user_id: t.member, collected: true }),
  },
  'members.anonymize': { access: 'perm:members.manage', scope: 'member:id', input: (t) => ({ ...org(t), id: t.member }) },

  'invitations.mine': { access: 'user' },
  // Someone else's invitation is 404 (or 403 for the link): only the invited account answers it.
  'invitations.accept': { access: 'user', input: (t) => ({ id: t.invitation }) },
  'invitations.decline': { access: 'user', input: (t) => ({ id: t.invitation }) },
  'invitations.preview': { access: 'public', input: () => ({ token: 'not-a-token' }) },
  'invitations.answerLink': { access: 'public', input: () => ({ token: 'not-a-token', answer: 'accept' }) },
  'invitations.list': { access: 'perm:members.manage', scope: 'field:organization_id', input: org },
  'invitations.revoke': { access: 'perm:members.manage', scope: 'row:invitation:id', input: (t) => ({ ...org(t), id: t.invitation }) },

  'permissionRoles.list': { access: 'member', scope: 'field:organization_id', input: (t) => ({ ...org(t), include: 'assigned_users_count' }) },
  'permissionRoles.get': { access: 'member', scope: 'row:permissionRole:id', input: (t) => ({ ...org(t), id: t.permissionRole }) },
  'permissionRoles.getDefault': { access: 'member', scope: 'field:organization_id', input: org },
  'permissionRoles.create': { access: 'perm:roles.manage', scope: 'field:organization_id', input: (t) => ({ ...org(t), name: 'Sneaky', description: null }) },
  'permissionRoles.update': {
    access: 'perm:roles.manage',
    scope: 'row:permissionRole:id',
    input: (t) => ({ ...org(t), id: t.permissionRole, name: 'Renamed', description: null }),
  },
  'permissionRoles.delete': { access: 'perm:roles.manage', scope: 'row:permissionRole:id', input: (t) => ({ ...org(t), id: t.permissionRole }) },
  'permissionRoles.users': { access: 'perm:roles.manage', scope: 'row:permissionRole:id', input: (t) => ({ ...org(t), id: t.permissionRole }) },
  'permissionRoles.availableUsers': { access: 'perm:roles.manage', scope: 'row:permissionRole:id', input: (t) => ({ ...org(t), id: t.permissionRole }) },
  'permissionRoles.assignUsers': {
    access: 'perm:roles.manage',
    scope: 'row:permissionRole:id',
    input: (t) => ({ id: t.permissionRole, organizationId: t.org, userIds: [t.member] }),
  },
  'permissionRoles.removeUsers': {
    access: 'perm:roles.manage',
    scope: 'row:permissionRole:id',
    input: (t) => ({ id: t.permissionRole, organizationId: t.org, userIds: [t.member] }),
  },
  'permissionRoles.removeUsersFromCurrentRoles': {
    access: 'perm:roles.manage',
    scope: 'field:organizationId',
    input: (t) => ({ organizationId: t.org, userIds: [t.member] }),
  },
  'permissionRoles.setDefault': { access: 'perm:roles.manage', scope: 'row:permissionRole:id', input: (t) => ({ id: t.permissionRole, organizationId: t.org }) },
  'users.list': { access: 'member', scope: 'field:organization_id', input: (t) => ({ ...org(t), include: 'permission_roles' }) },

  'profile.get': { access: 'user' },
  'profile.update': { access: 'user', selfOnly: true, input: () => ({ display_name: 'Me' }) },
  'profile.exportMyData': { access: 'user' },

  'apiTokens.list': { access: 'user' },
  'apiTokens.create': { access: 'user', selfOnly: true, input: () => ({ name: 'mine' }) },
  'apiTokens.revoke': { access: 'user', input: (t) => ({ id: t.token }) },
  // The public calendar shows only non-private activities by design: see calendar.test.ts.
  'calendar.organizationFeed': { access: 'public', input: org },
  'calendar.personalFeed': { access: 'public', input: () => ({ secret: 'abc' }) },
  'calendar.status': { access: 'user' },
  'calendar.personalLink': { access: 'user', selfOnly: true },
  'calendar.regenerate': { access: 'user', selfOnly: true },
  'calendar.remove': { access: 'user', selfOnly: true },

  // RSVP and check-in (issue 17): answering and self check-in are any member's; a manager's
  // `user_id` and the kiosk's check-in are refused by the service without the permission.
  'rsvp.answer': { access: 'member', scope: 'row:activity:id', input: (t) => ({ ...org(t), id: t.activity, status: 'going' }) },
  'rsvp.list': { access: 'perm:activities.manage', scope: 'row:activity:id', input: (t) => ({ ...org(t), id: t.activity }) },
  'rsvp.csv': { access: 'perm:activities.manage', scope: 'row:activity:id', input: (t) => ({ ...org(t), id: t.activity }) },
  'rsvp.checkIn': { access: 'member', scope: 'row:activity:id', input: (t) => ({ ...org(t), id: t.activity, code: 'not-the-code' }) },
  'rsvp.rotateCheckInCode': { access: 'perm:activities.manage', scope: 'row:activity:id', input: (t) => ({ ...org(t), id: t.activity }) },
  'rsvp.mySignups': { access: 'user' },
  'rsvp.standings': { access: 'member', scope: 'field:organization_id', input: (t) => ({ ...org(t), ids: [t.activity] }) },
  'rsvp.kiosk': { access: 'perm:participation.manage', scope: 'row:activity:id', input: (t) => ({ ...org(t), id: t.activity }) },
  'rsvp.checkInCode': { access: 'perm:participation.manage', scope: 'row:activity:id', input: (t) => ({ ...org(t), id: t.activity }) },
  'rsvp.undoCheckIn': {
    access: 'perm:participation.manage',
    scope: 'row:activity:id',
    input: (t) => ({ ...org(t), id: t.activity, user_id: t.member, date: '2026-06-01' }),
  },
  // Kiosk devices (issue 28, decision 0047). `kiosk.close` ends the caller's own (kiosk) session.
  'kiosk.open': { access: 'perm:participation.manage', scope: 'row:activity:id', input: (t) => ({ ...org(t), id: t.activity }) },
  'kiosk.current': { access: 'public' },
  'kiosk.close': { access: 'user', selfOnly: true, input: () => ({ password: 'not the password' }) },

  // Shifts and equipment (issue 18, decision 0031): any member reads the shifts of an activity they
  // may see and signs up or cancels for themself; managing them needs activities.manage.
  'shifts.list': { access: 'member', scope: 'row:activity:id', input: (t) => ({ ...org(t), id: t.activity }) },
  'shifts.create': {
    access: 'perm:activities.manage',
    scope: 'row:activity:id',
    input: (t) => ({ ...org(t), id: t.activity, title: 'X', date: '2026-06-01', start_time: '10:00', end_time: '12:00', slots: 2, participation_role_id: t.role }),
  },
  'shifts.update': {
    access: 'perm:activities.manage',
    scope: 'row:shift:id',
    input: (t) => ({ ...org(t), id: t.shift, title: 'Renamed', date: '2026-06-01', start_time: '10:00', end_time: '12:00', slots: 3, participation_role_id: t.role }),
  },
  'shifts.delete': { access: 'perm:activities.manage', scope: 'row:shift:id', input: (t) => ({ ...org(t), id: t.shift }) },
  'shifts.signUp': { access: 'member', scope: 'row:shift:id', input: (t) => ({ ...org(t), id: t.shift }) },
  'shifts.cancel': { access: 'member', scope: 'row:shift:id', input: (t) => ({ ...org(t), id: t.shift }) },
  'shifts.confirm': { access: 'perm:activities.manage', scope: 'row:shift:id', input: (t) => ({ ...org(t), id: t.shift, user_id: t.member }) },
  'equipment.list': { access: 'member', scope: 'field:organization_id', input: org },
  'equipment.create': { access: 'perm:activities.manage', scope: 'field:organization_id', input: (t) => ({ ...org(t), name: 'X', quantity: 3 }) },
  'equipment.update': { access: 'perm:activities.manage', scope: 'row:equipment:id', input: (t) => ({ ...org(t), id: t.equipment, name: 'Renamed', quantity: 9 }) },
  'equipment.delete': { access: 'perm:activities.manage', scope: 'row:equipment:id', input: (t) => ({ ...org(t), id: t.equipment }) },
  'equipment.bookings': { access: 'perm:activities.manage', scope: 'row:activity:id', input: (t) => ({ ...org(t), id: t.activity }) },
  'equipment.book': {
    access: 'perm:activities.manage',
    scope: 'row:activity:id',
    input: (t) => ({ ...org(t), id: t.activity, equipment_id: t.equipment, quantity: 1 }),
  },
  'equipment.unbook': { access: 'perm:activities.manage', scope: 'row:equipmentBooking:id', input: (t) => ({ ...org(t), id: t.booking }) },
  'rsvp.mySignupsCalendar': { access: 'user' },

  // The post-show report (issue 18, decision 0032). Reading needs reports.view OR
  // activities.manage, which one procedure permission cannot say: classified `member` here, the
  // service refuses a member holding neither with 403 (apps/api/test/rest/show-report.test.ts).
  'showReports.get': { access: 'member', scope: 'row:activity:id', input: (t) => ({ ...org(t), id: t.activity }) },
  'showReports.update': {
    access: 'perm:activities.manage',
    scope: 'row:activity:id',
    input: (t) => ({ ...org(t), id: t.activity, visitors_adults: 12, notes: 'Taken over' }),
  },
  'showReports.export': { access: 'member', scope: 'row:activity:id', input: (t) => ({ ...org(t), id: t.activity, format: 'csv' }) },
  'showReports.year': { access: 'member', scope: 'field:organization_id', input: (t) => ({ ...org(t), year }) },
  'showReports.yearExport': { access: 'member', scope: 'field:organization_id', input: (t) => ({ ...org(t), year, format: 'csv' }) },
  // Exhibits (issue 18, decision 0030): registering is any member's (their own); editing,
  // withdrawing and the photo are the owner's (the service refuses anyone else: 404 for what they
  // may not see, 403 otherwise); reviewing, the cards and the table plan need activities.manage.
  // The public page answers only approved exhibits of public activities: the target's exhibit is
  // pending, so it is the same 404 as a missing one (exhibits.test.ts checks the rest).
  'exhibits.list': { access: 'member', scope: 'row:activity:id', input: (t) => ({ ...org(t), id: t.activity }) },
  'exhibits.register': {
    access: 'member',
    scope: 'row:activity:id',
    input: (t) => ({ ...org(t), id: t.activity, title: 'Sneaky MOC', width_studs: 32, depth_studs: 32 }),
  },
  'exhibits.update': {
    access: 'member',
    scope: 'row:exhibit:id',
    input: (t) => ({ ...org(t), id: t.exhibit, title: 'Renamed MOC', width_studs: 16, depth_studs: 16 }),
  },
  'exhibits.withdraw': { access: 'member', scope: 'row:exhibit:id', input: (t) => ({ ...org(t), id: t.exhibit }) },
  'exhibits.review': {
    access: 'perm:activities.manage',
    scope: 'row:exhibit:id',
    input: (t) => ({ ...org(t), id: t.exhibit, status: 'rejected', reason: 'Taken over' }),
  },
  'exhibits.setPhoto': {
    access: 'member',
    scope: 'row:exhibit:id',
    input: (t) => ({ ...org(t), id: t.exhibit, data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==' }),
  },
  'exhibits.removePhoto': { access: 'member', scope: 'row:exhibit:id', input: (t) => ({ ...org(t), id: t.exhibit }) },
  'exhibits.photo': { access: 'member', scope: 'row:exhibit:id', input: (t) => ({ ...org(t), id: t.exhibit }) },
  'exhibits.cards': { access: 'perm:activities.manage', scope: 'row:activity:id', input: (t) => ({ ...org(t), id: t.activity }) },
  'exhibits.publicGet': { access: 'public', input: (t) => ({ id: t.exhibit }) },
  'exhibits.publicPhoto': { access: 'public', input: (t) => ({ id: t.exhibit }) },
  'exhibits.tablePlan': { access: 'perm:activities.manage', scope: 'row:activity:id', input: (t) => ({ ...org(t), id: t.activity }) },
  'exhibits.saveTablePlan': {
    access: 'perm:activities.manage',
    scope: 'row:activity:id',
    input: (t) => ({ ...org(t), id: t.activity, plan: { tables: [{ id: 't1', name: 'Taken over', width_studs: 96, depth_studs: 48 }], placements: [] } }),
  },
};

/** Fields that name a row or an organisation: the ones the matrix respells. */
export function isIdField(name: string): boolean {
  return /^(id|memberId|member_id|user_id|activity_id|role_id|category_id|parent_id|actor_id|organization_id|organizationId|userIds|user_ids|role_ids|equipment_id|participation_role_id)$/.test(name);
}
