import type { Permission } from '@lug/domain/permissions';

/**
 * The sidebar (docs/product/platform-shell.md#sidebar): every link shown to everyone; a link whose
 * screen needs a permission the member lacks is marked (a lock and `lockedReason`); the screen's
 * guard and the server still decide.
 */
export interface NavigationItem {
  label: string;
  href: string;
  /** The permission the screen's guard asks for (`requirePermission` in its route). */
  permission?: Permission;
}

/** Why a link is locked, in plain words, for a member without the screen's permission. */
export const lockedReasons: Record<Permission, string> = {
  'members.manage': 'Only members who manage members can open this.',
  'roles.manage': 'Only members who manage permission roles can open this.',
  'activities.manage': 'Only members who manage activities can open this.',
  'participation.manage': 'Only members who record participation can open this.',
  'registration.manage': 'Only members who manage registration and dues can open this.',
  'reports.view': 'Only members who view reports can open this.',
  'settings.manage': 'Only members who manage the group’s settings can open this.',
};
export interface NavigationGroup {
  /** Shown above the group's links; no label for the loose links. */
  label?: string;
  items: NavigationItem[];
}

export const platformNavigation: NavigationGroup[] = [
  { items: [{ label: 'Dashboard', href: '/platform/dashboard' }] },
  {
    label: 'Activities',
    items: [
      { label: 'Activities', href: '/platform/activities' },
      { label: 'Categories', href: '/platform/categories' },
      { label: 'Participation Roles', href: '/platform/participation-roles' },
      { label: 'Participation', href: '/platform/participation', permission: 'participation.manage' },
    ],
  },
  {
    label: 'Members',
    items: [
      { label: 'Members', href: '/platform/members' },
      { label: 'Permission Roles', href: '/platform/permission-roles' },
      { label: 'Registration & Dues', href: '/platform/registration', permission: 'registration.manage' },
    ],
  },
  {
    items: [
      { label: 'Reports', href: '/platform/reports' },
      { label: 'Settings', href: '/platform/settings', permission: 'settings.manage' },
      { label: 'Feedback', href: '/platform/feedback', permission: 'settings.manage' },
      { label: 'Audit Log', href: '/platform/audit-log', permission: 'settings.manage' },
    ],
  },
];

/** A link is current on its own page and on every page under it. */
export function isCurrent(pathname: string, href: string) {
  const path = pathname.replace(/\/+$/, '');
  return path === href || path.startsWith(`${href}/`);
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
  activities: { noun: 'Activity', hasPage: true },
  members: { noun: 'Member', hasPage: true },
  categories: { noun: 'Category', hasPage: false },
  'participation-roles': { noun: 'Participation Role', hasPage: false },
  'permission-roles': { noun: 'Permission Role', hasPage: false },
} as const;
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
    { label: 'Home', href: '/', isLink: true },
    ...segments.map((segment, index): Crumb => {
      const href = `/${segments.slice(0, index + 1).join('/')}`;
      const area = segments[0] === 'platform' && index === 2 ? rowAreaOf(segments[1]) : undefined;
      if (area && /^\d{1,10}$/.test(segment)) {
        const { noun, hasPage } = rowAreas[area];
        return { label: noun, href, row: { area, id: Number(segment) }, isLink: hasPage };
      }
      return { label: segmentLabel(segment), href, isLink: true };
    }),
  ];
}
