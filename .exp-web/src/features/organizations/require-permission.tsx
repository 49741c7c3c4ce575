import type { ReactNode } from 'react';
import type { Permission } from '@lug/domain/permissions';
import { AccessDenied } from '../auth/access-denied';
import { useSession } from '../auth/session';
import { useOrganizationSelection } from './use-organization';

/**
 * Renders `children` only when the user holds `permission` in the selected organisation;
 * otherwise the 403 page ('Access Denied'). The server checks again on every call.
 */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { data: session } = useSession();
  const { can } = useOrganizationSelection();
  if (session && can(permission)) return <>{children}</>;
  return <AccessDenied signedIn={Boolean(session)} />;
}
