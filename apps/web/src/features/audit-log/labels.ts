/** How the audit log names things: the API's keys (`participation_role`, `set_default`) in words. */
import type { AuditAction } from '@lug/domain/audit-actions';

/** The kinds of records the log can be filtered by (the `entity` the API writes). */
export const auditEntities = [
  'activity',
  'category',
  'participation_role',
  'participation',
  'member',
  'member_status',
  'permission_role',
  'organization',
  'user',
  'api_token',
  'calendar_feed',
] as const;

const entityNames: Record<string, string> = {
  activity: 'Activity',
  category: 'Category',
  participation_role: 'Participation role',
  participation: 'Participation',
  member: 'Member',
  member_status: 'Registration & dues',
  permission_role: 'Permission role',
  organization: 'Organization',
  settings: 'Settings',
  user: 'Profile',
  profile: 'Profile',
  api_token: 'API token',
  calendar_feed: 'Calendar feed',
  catalogue: 'Catalogue',
  demo: 'Demo data',
};

function words(key: string): string {
  const text = key.replace(/[_-]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function entityLabel(entity: string): string {
  return entityNames[entity] ?? words(entity);
}

/** The actions offered in the filter (the log may hold others; they still show in the table). */
export const auditActions = [
  'activity.create',
  'activity.update',
  'activity.delete',
  'category.create',
  'category.update',
  'category.delete',
  'participation_role.create',
  'participation_role.update',
  'participation_role.delete',
  'participation.assign',
  'participation.remove',
  'participation.create',
  'participation.update',
  'participation.delete',
  'member.create',
  'member.update',
  'member.delete',
  'member.import',
  'member.password_reset',
  'member_status.update',
  'member_status.bulk_update',
  'permission_role.create',
  'permission_role.update',
  'permission_role.delete',
  'permission_role.assign_users',
  'permission_role.set_default',
  'settings.update',
  'organization.create',
  'profile.update',
] as const satisfies readonly AuditAction[];

const verbNames: Record<string, string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  import: 'imported',
  password_reset: 'password reset sent',
  bulk_update: 'updated in bulk',
  assign: 'assigned',
  remove: 'removed',
  assign_users: 'users assigned',
  set_default: 'made default',
  anonymize: 'anonymised',
  revoke: 'revoked',
  regenerate: 'regenerated',
  demo_seed: 'demo data added',
  auto_update: 'updated automatically',
};

/** 'permission_role.set_default' -> 'Permission role made default'. */
export function actionLabel(action: string): string {
  const dot = action.indexOf('.');
  if (dot < 0) return words(action);
  const subject = action.slice(0, dot);
  const verb = action.slice(dot + 1);
  return `${entityLabel(subject)} ${verbNames[verb] ?? words(verb).toLowerCase()}`;
}
