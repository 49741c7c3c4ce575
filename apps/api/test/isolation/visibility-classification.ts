/**
 * Every read procedure (a tRPC query, and so every GET REST path, which serves one), classified for
 * the visibility matrix (`visibility-matrix.test.ts`, docs/decisions/0035-one-visibility-rule.md):
 * - `names`: the read returns activities or rows that name one. The matrix reads it as a plain
 *   member and as a reader holding every permission but `activities.manage`, aimed at a private
 *   activity neither is tied to: its title and id appear nowhere. Once each of them is tied to it,
 *   the read shows it (title or id) to the callers in `shows`; a read that shows it to neither says
 *   why in `because`.
 * - `none`: the read names no activity (`because` says why). The matrix still reads it as both
 *   callers and finds no trace of the hidden activity, so a wrong class fails too.
 * A query of the router missing here fails the suite.
 */
import { procedureSpecs, type Target } from './classification';

export type Caller = 'member' | 'reader';

/** The world the reads aim at: `activity`, `shift`, `exhibit`, `booking`, `participation` are on the hidden activity. */
export interface VisibilityTarget extends Target {
  year: number;
  /** Whose records the hidden activity holds (`member` of `Target`); the callers are others. */
  caller: { id: number; feedSecret: string };
}

export type VisibilitySpec =
  | {
      names: true;
      shows: Caller[];
      because?: string;
      /** An input other than the isolation matrix's (which aims at the same rows). */
      input?: (t: VisibilityTarget) => Record<string, unknown>;
    }
  | { names: false; because: string; input?: (t: VisibilityTarget) => Record<string, unknown> };

const org = (t: VisibilityTarget) => ({ organization_id: t.org });
const both: Caller[] = ['member', 'reader'];
const managersOnly = 'needs activities.manage, which sees every activity: both callers are refused (403)';
const noActivity = (what: string): VisibilitySpec => ({ names: false, because: what });

export const visibilitySpecs: Record<string, VisibilitySpec> = {
  'auth.session': noActivity('the session and its account'),
  'auth.me': noActivity('the account and its memberships'),
  'twoFactor.status': noActivity('the account’s second factor'),
  'sessions.list': noActivity('the account’s sessions'),
  'organizations.list': noActivity('groups'),
  'organizations.get': noActivity('the group'),
  'activities.list': { names: true, shows: both, input: (t) => ({ ...org(t), year: t.year }) },
  'activities.page': { names: true, shows: both, input: (t) => ({ ...org(t), limit: 100 }) },
  'activities.get': { names: true, shows: both },
  'categories.list': noActivity('categories with a count of activities (a figure, no activity)'),
  'categories.get': noActivity('a category'),
  'participationRoles.list': noActivity('participation roles'),
  'participationRoles.get': noActivity('a participation role'),
  'memberStatus.list': noActivity('members’ registration and dues'),
  'memberStatus.export': noActivity('members’ registration and dues'),
  'memberStatus.summary': noActivity('a member’s registration and dues'),
  'dues.fees': noActivity('the dues fees'),
  'dues.payments': noActivity('a member’s dues payments for a year'),
  // Without a member the plain member reads their own records; the reader reads everyone's.
  'participation.history': { names: true, shows: both, input: (t) => ({ ...org(t), limit: 100 }) },
  'participation.years': noActivity('years with records (figures)'),
  'participation.forActivity': { names: true, shows: ['reader'], because: 'needs participation.manage' },
  'participation.forActivityPage': { names: true, shows: ['reader'], because: 'needs participation.manage' },
  'participation.forActivityMemberIds': {
    names: true,
    shows: [],
    because: 'answers member ids only; refused as a missing activity before the tie, as the others',
  },
  'participation.get': {
    names: true,
    shows: ['reader'],
    because: 'another member’s record: a plain member is refused (403) even once tied',
  },
  'reports.memberReport': {
    names: true,
    shows: ['reader'],
    because: 'another member’s report: a plain member is refused (403)',
    input: (t) => ({ ...org(t), memberId: t.member, year: t.year }),
  },
  'reports.memberStats': noActivity('every member’s totals (figures)'),
  'reports.memberStatsPage': noActivity('every member’s totals (figures)'),
  'settings.get': noActivity('the group’s settings'),
  'emailDelivery.status': noActivity('the group’s email delivery'),
  'dashboard.get': { names: true, shows: both },
  'feedback.list': noActivity('feedback messages'),
  // Entries about an activity the reader may not see are left out.
  'auditLog.list': { names: true, shows: ['reader'], because: 'needs settings.manage' },
  'notifications.preferences': noActivity('the member’s email preferences'),
  'notifications.renewalRemindersPreview': noActivity('members due a renewal reminder'),
  'notifications.audience': noActivity('how many members each kind of email reaches (figures)'),
  'members.list': noActivity('members'),
  'members.get': noActivity('a member'),
  'points.list': noActivity('a member’s points awards: points, reason and day'),
  'bulkOrders.list': noActivity('the group’s LUGBulk rounds'),
  'bulkOrders.get': noActivity('a LUGBulk round and its catalogue'),
  'bulkOrders.eligibility': noActivity('members’ standing for a round: counts and dates, no activity'),
  'bulkOrders.allocation': noActivity('a round’s order and shares'),
  'bulkOrders.orderCsv': noActivity('the order sheet for LEGO'),
  'members.exportCsv': noActivity('members'),
  'invitations.mine': noActivity('the account’s invitations'),
  'invitations.preview': noActivity('an invitation'),
  'invitations.list': noActivity('invitations'),
  'permissionRoles.list': noActivity('permission roles'),
  'permissionRoles.get': noActivity('a permission role'),
  'permissionRoles.getDefault': noActivity('the default permission role'),
  'permissionRoles.users': noActivity('a role’s members'),
  'permissionRoles.availableUsers': noActivity('members'),
  'users.list': noActivity('members'),
  'profile.get': noActivity('the account'),
  // The caller's own data: once tied, their own records and answers name the activity.
  'profile.exportMyData': { names: true, shows: both },
  'apiTokens.list': noActivity('the account’s tokens'),
  'calendar.organizationFeed': {
    names: true,
    shows: [],
    because: 'the public feed: never a private activity, tied or not',
  },
  'calendar.personalFeed': { names: true, shows: both, input: (t) => ({ secret: t.caller.feedSecret }) },
  'calendar.status': noActivity('whether the personal feed exists'),
  'rsvp.list': { names: true, shows: [], because: managersOnly },
  'rsvp.csv': { names: true, shows: [], because: managersOnly },
  'rsvp.standings': { names: true, shows: both },
  'rsvp.kiosk': { names: true, shows: ['reader'], because: 'needs participation.manage' },
  'rsvp.checkInCode': noActivity('the activity’s check-in code only (404 for an activity the caller may not see)'),
  'kiosk.current': noActivity('null unless the caller is a kiosk session, which names its own activity'),
  'rsvp.mySignups': { names: true, shows: both },
  'rsvp.mySignupsCalendar': { names: true, shows: both },
  'shifts.list': { names: true, shows: both },
  'equipment.list': noActivity('the group’s equipment'),
  'equipment.bookings': { names: true, shows: [], because: managersOnly },
  'showReports.get': { names: true, shows: ['reader'], because: 'needs reports.view' },
  'showReports.export': { names: true, shows: ['reader'], because: 'needs reports.view' },
  'showReports.year': {
    names: true,
    shows: ['reader'],
    because: 'needs reports.view',
    input: (t) => ({ ...org(t), year: t.year }),
  },
  'showReports.yearExport': {
    names: true,
    shows: ['reader'],
    because: 'needs reports.view',
    input: (t) => ({ ...org(t), year: t.year, format: 'csv' }),
  },
  'exhibits.list': { names: true, shows: both },
  'exhibits.photo': {
    names: true,
    shows: [],
    because: 'a photo names nothing; refused as a missing exhibit before the tie',
  },
  'exhibits.cards': { names: true, shows: [], because: managersOnly },
  'exhibits.publicGet': { names: true, shows: [], because: 'public pages show exhibits of public activities only' },
  'exhibits.publicPhoto': { names: true, shows: [], because: 'public pages show exhibits of public activities only' },
  'exhibits.tablePlan': { names: true, shows: [], because: managersOnly },
};

/** The input a read is called with: its own, or the isolation matrix's aimed at the same rows. */
export function inputOf(path: string, t: VisibilityTarget): Record<string, unknown> | undefined {
  return visibilitySpecs[path]?.input?.(t) ?? procedureSpecs[path]?.input?.(t);
}
