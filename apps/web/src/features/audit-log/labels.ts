/** How the audit log names things: the API's keys (`participation_role`, `set_default`) in words. */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
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

const entityNames: Record<string, MessageDescriptor> = {
  activity: msg`Activity`,
  category: msg`Category`,
  participation_role: msg`Participation role`,
  participation: msg`Participation`,
  member: msg`Member`,
  member_status: msg`Registration & dues`,
  permission_role: msg`Permission role`,
  organization: msg`Organization`,
  settings: msg`Settings`,
  user: msg`Profile`,
  profile: msg`Profile`,
  api_token: msg`API token`,
  calendar_feed: msg`Calendar feed`,
  shift: msg`Shift`,
  equipment: msg`Equipment`,
  catalogue: msg`Catalogue`,
  demo: msg`Demo data`,
};

function words(key: string): string {
  const text = key.replace(/[_-]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function entityLabel(entity: string): string {
  const name = entityNames[entity];
  return name ? i18n._(name) : words(entity);
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

/** What a change did, each a message with the kind of record in it, so a translator can place it. */
const verbNames: Record<string, (subject: string) => string> = {
  create: (subject) => t`${subject} created`,
  update: (subject) => t`${subject} updated`,
  delete: (subject) => t`${subject} deleted`,
  import: (subject) => t`${subject} imported`,
  password_reset: (subject) => t`${subject} password reset sent`,
  bulk_update: (subject) => t`${subject} updated in bulk`,
  assign: (subject) => t`${subject} assigned`,
  remove: (subject) => t`${subject} removed`,
  assign_users: (subject) => t`${subject} users assigned`,
  set_default: (subject) => t`${subject} made default`,
  anonymize: (subject) => t`${subject} anonymised`,
  revoke: (subject) => t`${subject} revoked`,
  regenerate: (subject) => t`${subject} regenerated`,
  demo_seed: (subject) => t`${subject} demo data added`,
  auto_update: (subject) => t`${subject} updated automatically`,
};

/** 'permission_role.set_default' -> 'Permission role made default'. */
export function actionLabel(action: string): string {
  const dot = action.indexOf('.');
  if (dot < 0) return words(action);
  const subject = entityLabel(action.slice(0, dot));
  const verb = action.slice(dot + 1);
  const known = verbNames[verb];
  return known ? known(subject) : `${subject} ${words(verb).toLowerCase()}`;
}
