import type { Permission } from '@lug/domain/permissions';
import type { SessionOrganization } from '../auth/session';

/**
 * Thrown by a route's `beforeLoad` when the caller lacks the screen's permission in the selected
 * organisation; the route's error component shows the 403 page (or, when their role's permissions
 * wait for two-factor set-up, where to turn it on). The server checks again on every call.
 */
export class PermissionDenied extends Error {
  override readonly name = 'PermissionDenied';
  constructor(
    readonly permission: Permission,
    readonly twoFactorSetupRequired: boolean,
  ) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for developers (logs): readers see the 403 page
    super(`Needs the ${permission} permission`);
  }
}

/**
 * A route's permission guard: `beforeLoad: requirePermission('activities.manage')`. It runs before
 * the loader, so a screen the caller may not see asks the server for nothing. Without an
 * organisation the layout shows its own panel.
 */
export function requirePermission(permission: Permission) {
  return ({ context }: { context: { organization: SessionOrganization | null } }) => {
    const { organization } = context;
    if (!organization || organization.permissions.includes(permission)) return;
    throw new PermissionDenied(permission, organization.two_factor_setup_required);
  };
}
