import type { SessionOrganization } from '../auth/session';
import { PermissionDenied } from '../organizations/guards';

/** The report screens' guard: "View reports" or "Manage activities" (the server checks again). */
export function requireReportReader({ context }: { context: { organization: SessionOrganization | null } }) {
  const { organization } = context;
  if (!organization) return;
  if (organization.permissions.includes('reports.view') || organization.permissions.includes('activities.manage')) {
    return;
  }
  throw new PermissionDenied('reports.view', organization.two_factor_setup_required);
}
