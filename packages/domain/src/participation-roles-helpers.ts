/**
 * Participation roles without zod: statuses, limits, labels and messages. The screens import this
 * module, so a page showing participation roles does not load zod (each page's JavaScript is
 * budgeted: 120 KB gzip for the home page, 250 KB for the others; scripts/check-bundle-budget.mjs);
 * the schemas are in ./participation-roles, which re-exports all of this.
 */
import { messages } from './words';

export const participationRoleStatuses = ['active', 'inactive'] as const;
export type ParticipationRoleStatus = (typeof participationRoleStatuses)[number];
export const defaultParticipationRoleStatus: ParticipationRoleStatus = 'active';
export const defaultParticipationRolePoints = 0;
export const participationRoleNameMax = 100;
export const participationRolePointsMax = 1_000_000;

/** The list shows a non-active role as Disabled (docs/product/participation-roles.md#status)... */
export function participationRoleStatusLabel(status: ParticipationRoleStatus): 'Active' | 'Disabled' {
  return status === 'active' ? 'Active' : 'Disabled';
}
/** ...and the form offers Active / Inactive. */
export const participationRoleStatusFormLabels: Record<ParticipationRoleStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
};

export const participationRoleRuleMessages = messages('participationRoleRule', {
  notFound: 'Participation role not found',
  nameTaken: 'name: A participation role with this name already exists',
  inUse: 'This participation role has participation records and cannot be deleted. Set its status to Inactive instead.',
});
export const participationRoleDeleteConfirm = 'Are you sure you want to delete this participation role?';
