import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { Permission } from '@lug/domain/permissions';

/**
 * The sidebar (docs/product/platform-shell.md#sidebar): every link shown to everyone; a link whose
 * screen needs a permission the member lacks is marked (a lock and `lockedReason`); the screen's
 * guard and the server still decide.
 */
export interface NavigationItem {
  /** Read with `t(label)` / `i18n._(label)` where it is shown (decision 0027). */
  label: MessageDescriptor;
  href: string;
  /** The permission the screen's guard asks for (`requirePermission` in its route). */
  permission?: Permission;
}

/** Why a link is locked, in plain words, for a member without the screen's permission. */
export const lockedReasons: Record<Permission, MessageDescriptor> = {
  'members.manage': msg`Only members who manage members can open this.`,
  'roles.manage': msg`Only members who manage permission roles can open this.`,
  'activities.manage': msg`Only members who manage activities can open this.`,
  'participation.manage': msg`Only members who record participation can open this.`,
  'registration.manage': msg`Only members who manage registration and dues can open this.`,
  'reports.view': msg`Only members who view reports can open this.`,
  'settings.manage': msg`Only members who manage the group’s settings can open this.`,
};
export interface NavigationGroup {
  /** The group's key (its heading's id); none for the loose links. */
  key?: string;
  /** Shown above the group's links; no label for the loose links. */
  label?: MessageDescriptor;
  items: NavigationItem[];
}

export const platformNavigation: NavigationGroup[] = [
  { items: [{ label: msg`Dashboard`, href: '/platform/dashboard' }] },
  {
    key: 'activities',
    label: msg`Activities`,
    items: [
      { label: msg`Activities`, href: '/platform/activities' },
      { label: msg`Equipment`, href: '/platform/equipment' },
      { label: msg`Categories`, href: '/platform/categories' },
      { label: msg`Participation Roles`, href: '/platform/participation-roles' },
      { label: msg`Participation`, href: '/platform/participation', permission: 'participation.manage' },
    ],
  },
  {
    key: 'members',
    label: msg`Members`,
    items: [
      { label: msg`Members`, href: '/platform/members' },
      { label: msg`Permission Roles`, href: '/platform/permission-roles' },
      { label: msg`Registration & Dues`, href: '/platform/registration', permission: 'registration.manage' },
    ],
  },
  {
    items: [
      { label: msg`Reports`, href: '/platform/reports' },
      { label: msg`Settings`, href: '/platform/settings', permission: 'settings.manage' },
      { label: msg`Feedback`, href: '/platform/feedback', permission: 'settings.manage' },
      { label: msg`Audit Log`, href: '/platform/audit-log', permission: 'settings.manage' },
    ],
  },
];

/** A link is current on its own page and on every page under it. */
export function isCurrent(pathname: string, href: string) {
  const path = pathname.replace(/\/+$/, '');
  return path === href || path.startsWith(`${href}/`);
}

/**
 * The breadcrumb's words for the platform's path segments (each what `segmentLabel` makes of it, as a
 * message); a segment not listed here is title-cased by `segmentLabel`.
 */
export const segmentLabels: Record<string, MessageDescriptor> = {
  platform: msg`Platform`,
  activities: msg`Activities`,
  assign: msg`Assign`,
  'audit-log': msg`Audit Log`,
  categories: msg`Categories`,
  'check-in': msg`Check-in`,
  create: msg`Create`,
  dashboard: msg`Dashboard`,
  edit: msg`Edit`,
  email: msg`Email`,
  equipment: msg`Equipment`,
  feedback: msg`Feedback`,
  history: msg`History`,
  import: msg`Import`,
  manage: msg`Manage`,
  'member-activities': msg`Member Activities`,
  'member-details': msg`Member Details`,
  members: msg`Members`,
  membership: msg`Membership`,
  notifications: msg`Notifications`,
  participants: msg`Participants`,
  participation: msg`Participation`,
  'participation-roles': msg`Participation Roles`,
  'permission-roles': msg`Permission Roles`,
  profile: msg`Profile`,
  registration: msg`Registration`,
  reports: msg`Reports`,
  self: msg`Self check-in`,
  poster: msg`Poster`,
  settings: msg`Settings`,
  shifts: msg`Shifts`,
  signups: msg`My signups`,
};

/** A segment's crumb: its message (`segmentLabels`), else the segment title-cased. */
function crumbLabel(segment: string) {
  const label = Object.hasOwn(segmentLabels, segment) ? segmentLabels[segment] : undefined;
  return label ? i18n._(label) : segmentLabel(segment);
}

/** "participation-roles" -> "Participation Roles"; ids (digits) stay as they are. */
export function segmentLabel(segment: string) {
  const decoded = safeDecode(segment);
  if (/^\d+$/.test(decoded)) return decoded;
  return decoded
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function safeDecode(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The areas whose rows have pages under `/platform/<area>/<id>`: the row's crumb is named after the
 * row (`noun` until its name is known), and links only where the row has a page of its own.
 */
export const rowAreas = {
  activities: { noun: msg`Activity`, hasPage: true },
  members: { noun: msg`Member`, hasPage: true },
  categories: { noun: msg`Category`, hasPage: false },
  'participation-roles': { noun: msg`Participation Role`, hasPage: false },
  'permission-roles': { noun: msg`Permission Role`, hasPage: false },
} as const satisfies Record<string, { noun: MessageDescriptor; hasPage: boolean }>;
export type RowArea = keyof typeof rowAreas;

export interface Crumb {
  label: string;
  href: string;
  /** A row's id segment: the screen names it from the row (see `rowAreas`), never by its id. */
  row?: { area: RowArea; id: number };
  /** False for a path that is no page (a row without a page of its own). */
  isLink: boolean;
}

function rowAreaOf(segment: string | undefined): RowArea | undefined {
  return segment !== undefined && Object.hasOwn(rowAreas, segment) ? (segment as RowArea) : undefined;
}

/** Breadcrumb entries for a path: Home, then one per segment with the path up to it. */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  return [
    { label: t`Home`, href: '/', isLink: true },
    ...segments.map((segment, index): Crumb => {
      const href = `/${segments.slice(0, index + 1).join('/')}`;
      const area = segments[0] === 'platform' && index === 2 ? rowAreaOf(segments[1]) : undefined;
      if (area && /^\d{1,10}$/.test(segment)) {
        const { noun, hasPage } = rowAreas[area];
        return { label: i18n._(noun), href, row: { area, id: Number(segment) }, isLink: hasPage };
      }
      return { label: crumbLabel(segment), href, isLink: true };
    }),
  ];
}
