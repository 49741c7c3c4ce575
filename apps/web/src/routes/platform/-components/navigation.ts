/**
 * The sidebar (docs/product/platform-shell.md#sidebar): every link shown to everyone; the server
 * checks permissions.
 */
export interface NavigationItem {
  label: string;
  href: string;
}
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
      { label: 'Participation', href: '/platform/participation' },
    ],
  },
  {
    label: 'Members',
    items: [
      { label: 'Members', href: '/platform/members' },
      { label: 'Permission Roles', href: '/platform/permission-roles' },
      { label: 'Registration & Dues', href: '/platform/registration' },
    ],
  },
  {
    items: [
      { label: 'Reports', href: '/platform/reports' },
      { label: 'Settings', href: '/platform/settings' },
      { label: 'Feedback', href: '/platform/feedback' },
      { label: 'Audit Log', href: '/platform/audit-log' },
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

/** Breadcrumb entries for a path: Home, then one per segment with the path up to it. */
export function breadcrumbTrail(pathname: string): { label: string; href: string }[] {
  const segments = pathname.split('/').filter(Boolean);
  return [
    { label: 'Home', href: '/' },
    ...segments.map((segment, index) => ({
      label: segmentLabel(segment),
      href: `/${segments.slice(0, index + 1).join('/')}`,
    })),
  ];
}
