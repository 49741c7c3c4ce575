/** The permission keys a permission role can grant, and nothing else. */
export const permissionKeys = [
  'members.manage',
  'roles.manage',
  'activities.manage',
  'participation.manage',
  'registration.manage',
  'reports.view',
  'settings.manage',
] as const;

export type Permission = (typeof permissionKeys)[number];

export function isPermission(value: string): value is Permission {
  return (permissionKeys as readonly string[]).includes(value);
}

/**
 * The roles every new organisation starts with. Their descriptions are the group's to edit, so
 * they never say which role is the default (that moves; the screens show it as a badge from
 * `is_default`).
 */
export const seededRoles = {
  administrator: {
    name: 'Administrator',
    description: 'Runs the group: every permission.',
    permissions: [...permissionKeys] as Permission[],
    isDefault: false,
  },
  member: {
    name: 'Member',
    description: 'Every member of the group.',
    permissions: [] as Permission[],
    isDefault: true,
  },
} as const;
