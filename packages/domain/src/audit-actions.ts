/**
 * Every action the API writes to the audit log. `writeAudit` (apps/api/src/services/audit.ts) takes
 * only these, so a new kind of change must be named here first; the audit log's sentences
 * (apps/web/src/features/audit-log/sentences.ts) have one for each, and their unit test fails on a
 * key without one. Free of zod: the web app imports it with the audit log screen.
 */
export const auditActionKeys = [
  'activity.create',
  'activity.update',
  'activity.delete',
  'activity.rsvp',
  'activity.check_in_code',
  'api_token.create',
  'api_token.revoke',
  'calendar_feed.create',
  'calendar_feed.regenerate',
  'calendar_feed.remove',
  'catalogue.demo_seed',
  'category.create',
  'category.update',
  'category.delete',
  'demo.members',
  'dues_fee.create',
  'dues_fee.update',
  'dues_fee.delete',
  'email.change',
  'email.test',
  'invitation.create',
  'invitation.revoke',
  'invitation.accept',
  'invitation.decline',
  'member.create',
  'member.update',
  'member.delete',
  'member.import',
  'member.password_reset',
  'member.anonymize',
  'member.auto_deactivate',
  'member_status.update',
  'member_status.bulk_update',
  'notifications.subscribe',
  'notifications.unsubscribe',
  'organization.create',
  'participation.assign',
  'participation.remove',
  'participation.create',
  'participation.update',
  'participation.delete',
  'participation.check_in',
  'participation_role.create',
  'participation_role.update',
  'participation_role.delete',
  'password.reset',
  'permission_role.create',
  'permission_role.update',
  'permission_role.delete',
  'permission_role.assign_users',
  'permission_role.remove_users',
  'permission_role.remove_users_from_current',
  'permission_role.set_default',
  'profile.update',
  'renewal_reminders.send',
  'session.revoke',
  'settings.update',
  'two_factor.enable',
  'two_factor.disable',
  'two_factor.recovery_code_used',
] as const;

export type AuditAction = (typeof auditActionKeys)[number];

export function isAuditAction(value: string): value is AuditAction {
  return (auditActionKeys as readonly string[]).includes(value);
}
