/**
 * Organisation settings: name and contact email live on the organisation's row, everything else in
 * its `settings` document, always read merged over the defaults.
 */
import { twoFactorMessages } from '@lug/domain/auth-helpers';
import { conflict, notFound } from '@lug/domain/errors';
import { localDateTime } from '@lug/domain/rsvp-helpers';
import { resolveSettings, type OrganizationSettings, type UpdateSettingsInput } from '@lug/domain/settings';
import { isTimeZone } from '@lug/domain/settings-helpers';
import type { DB } from '@lug/db';
import type { AppDeps } from '../context';
import { auditMemberChange } from './audit';
import type { OrgScope, Unscoped } from './authorization';
import { refreshStatusPoints } from './points';
import { isTwoFactorEnabled } from './two-factor';
import { apiMessages } from '../words';

export async function loadSettings(db: DB, organizationId: number): Promise<OrganizationSettings> {
  const row = await db
    .selectFrom('organizations')
    .select(['name', 'contact_email', 'settings', 'require_two_factor'])
    .where('id', '=', organizationId)
    .executeTakeFirst();
  if (!row) throw notFound(apiMessages.organizationNotFound);
  return resolveSettings(row, row.settings);
}

/**
 * The group's wall clock now, in its settings' time zone (UTC when unknown): when RSVP answers,
 * exhibits and shift sign-ups close is decided on this clock.
 */
export async function groupNow(db: DB, deps: AppDeps, organizationId: number) {
  const settings = await loadSettings(db, organizationId);
  const zone = isTimeZone(settings.general.time_zone) ? settings.general.time_zone : 'UTC';
  return localDateTime(deps.now(), zone);
}

/** The organisation's settings, for a member of it (the procedure decides which sections they see). */
export async function readSettings(db: DB, scope: OrgScope): Promise<OrganizationSettings> {
  return loadSettings(db, scope.organizationId);
}

export async function updateSettings(deps: AppDeps, actor: OrgScope, input: Unscoped<UpdateSettingsInput>): Promise<OrganizationSettings> {
  const organizationId = actor.organizationId;
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('organizations')
      .select(['name', 'contact_email', 'settings', 'require_two_factor'])
      .where('id', '=', organizationId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(apiMessages.organizationNotFound);
    const before = resolveSettings(row, row.settings);
    const next: OrganizationSettings = {
      general: { ...before.general, ...input.general },
      notifications: { ...before.notifications, ...input.notifications },
      membership: { ...before.membership, ...input.membership },
      payment: { ...before.payment, ...input.payment },
      setup: { ...before.setup, ...input.setup },
      security: { ...before.security, ...input.security },
    };
    // Requiring two factors of others while the actor has none would take their own rights away
    // at once (and say nothing about why): they turn it on first.
    if (next.security.require_two_factor && !before.security.require_two_factor && !(await isTwoFactorEnabled(trx, actor.userId))) {
      throw conflict(twoFactorMessages.enableFirst);
    }
    if (input.notifications?.renewal_reminder_dates) {
      next.notifications.renewal_reminder_dates = [...input.notifications.renewal_reminder_dates].sort();
    }
    if (input.membership?.level_thresholds) {
      next.membership.level_thresholds = [...input.membership.level_thresholds].sort((a, b) => a.min_points - b.min_points);
    }
    const { name, contact_email, ...general } = next.general;
    await trx
      .updateTable('organizations')
      .set({
        name,
        contact_email,
        settings: JSON.stringify({
          general,
          notifications: next.notifications,
          membership: next.membership,
          payment: next.payment,
          setup: next.setup,
        }),
        require_two_factor: next.security.require_two_factor,
      })
      .where('id', '=', organizationId)
      .execute();
    // The group's points for registration and dues count in every total at once (issue 30).
    if (
      next.membership.registration_points !== before.membership.registration_points ||
      next.membership.dues_points !== before.membership.dues_points
    ) {
      await refreshStatusPoints(trx, organizationId);
    }
    await auditMemberChange(trx, actor, {
      action: 'settings.update',
      entity: 'organization',
      entityId: organizationId,
      details: { sections: Object.keys(input).filter((k) => k !== 'organization_id'), changed: diff(before, next) },
    });
    return next;
  });
}

/** The settings that changed, as `section.field: [before, after]`, for the audit log. */
function diff(before: OrganizationSettings, after: OrganizationSettings): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const section of ['general', 'notifications', 'membership', 'payment', 'setup', 'security'] as const) {
    const a = before[section] as Record<string, unknown>;
    const b = after[section] as Record<string, unknown>;
    for (const key of Object.keys(b)) {
      if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) changes[`${section}.${key}`] = [a[key], b[key]];
    }
  }
  return changes;
}
