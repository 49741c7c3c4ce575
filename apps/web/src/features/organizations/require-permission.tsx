import type { ReactNode } from 'react';
import type { Permission } from '@lug/domain/permissions';
import { TwoFactorRequiredPage } from '../account-security/two-factor-required';
import { AccessDenied } from '../auth/access-denied';
import { useSession } from '../auth/session';
import { useOrganizationSelection } from './use-organization';

/**
 * Renders `children` only when the user holds `permission` in the selected organisation;
 * otherwise the 403 page ('Access Denied'). The server checks again on every call.
 */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { data: session } = useSession();
  const { can, organization } = useOrganizationSelection();
  if (session && can(permission)) return <>{children}</>;
  // Their role's permissions are paused until they turn two factors on: say so, and where.
  if (organization?.two_factor_setup_required) return <TwoFactorRequiredPage />;
  return <AccessDenied signedIn={Boolean(session)} />;
}
