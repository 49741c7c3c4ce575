/**
 * Data rights: a member downloads everything stored about them; an administrator removes a
 * member's personal data. See docs/decisions/0008-data-rights.md for what is kept and why.
 */
import { sql } from '@lug/db';
import { conflict, notFound } from '@lug/domain/errors';
import { dataRightsMessages, formerMemberName, type MyDataExport } from '@lug/domain/data-rights';
import { removeMember } from '@lug/domain/permission-roles';
import { requireWithinRights } from '@lug/domain/rights';
import type { AppDeps } from '../context';
import { lockAccessState, saveAccessState } from './access';
import type { OrgScope } from './authorization';
import { listApiTokens } from './api-tokens';
import { writeAudit } from './audit';
import { personalFeedStatus } from './calendar';
import { participationsWithRole } from './participation/records';

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/** Everything stored about the user, as one document (no password hash, no token or secret). */
export async function exportMyData(deps: AppDeps, userId: number): Promise<MyDataExport> {
  // One snapshot: the reads run in one transaction.
  return deps.db.transaction().execute(async (trx) => {
    const { password_hash: _secret, ...user } = await trx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const memberships = await trx
      .selectFrom('memberships as m')
      .innerJoin('organizations as o', 'o.id', 'm.organization_id')
      .leftJoin('role_assignments as ra', (join) =>
        join.onRef('ra.organization_id', '=', 'm.organization_id').onRef('ra.user_id', '=', 'm.user_id'),
      )
      .leftJoin('permission_roles as pr', 'pr.id', 'ra.role_id')
      .select([
        'm.organization_id',
        'o.name as organization_name',
        'm.status',
        'm.member_since',
        'm.last_login',
        'pr.id as role_id',
        'pr.name as role_name',
        'ra.assigned_at',
      ])
      .where('m.user_id', '=', userId)
      .orderBy('m.organization_id')
      .execute();
    const participations = await participationsWithRole(trx)
      .innerJoin('activities as a', (join) =>
        join.onRef('a.organization_id', '=', 'p.organization_id').onRef('a.id', '=', 'p.activity_id'),
      )
      .select([
        'p.id',
        'p.organization_id',
        'p.activity_id',
        'a.title as activity_title',
        'a.start_date as activity_start_date',
        'p.role_id',
        'r.name as role_name',
        'p.participation_date',
        'p.points',
        'p.created_at',
      ])
      .where('p.user_id', '=', userId)
      .orderBy('p.id')
      .execute();
    const statuses = await trx
      .selectFrom('member_statuses')
      .select(['organization_id', 'year', 'registration_complete', 'registration_date', 'dues_type', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('organization_id')
      .orderBy('year')
      .execute();
    const optOuts = await trx
      .selectFrom('notification_opt_outs')
      .select(['organization_id', 'kind', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('organization_id')
      .execute();
    const sessions = await trx
      .selectFrom('sessions')
      .select(['created_at', 'expires_at', 'last_used_at', 'user_agent', 'ip'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
    const twoFactor = await trx
      .selectFrom('two_factor_credentials')
      .select('enabled_at')
      .where('user_id', '=', userId)
      .where('enabled_at', 'is not', null)
      .executeTakeFirst();
    // By identity: the emails written to this account, whatever address it had then.
    const emails = await trx
      .selectFrom('email_outbox')
      .select(['organization_id', 'template', 'subject', 'status', 'created_at', 'sent_at'])
      .where('to_user_id', '=', userId)
      .orderBy('id')
      .execute();
    const audit = await trx
      .selectFrom('audit_log')
      .select(['id', 'organization_id', 'action', 'entity', 'entity_id', 'details', 'created_at'])
      .where('actor_user_id', '=', userId)
      .orderBy('id')
      .execute();
    return {
      exported_at: iso(deps.now()),
      user: { ...user, created_at: iso(user.created_at), updated_at: iso(user.updated_at) },
      memberships: memberships.map((m) => ({
        organization_id: m.organization_id,
        organization_name: m.organization_name,
        status: m.status,
        member_since: m.member_since,
        last_login: isoOrNull(m.last_login),
        permission_role:
          m.role_id !== null && m.role_name !== null && m.assigned_at !== null
            ? { id: m.role_id, name: m.role_name, assigned_at: iso(m.assigned_at) }
            : null,
      })),
      participations: participations.map((p) => ({ ...p, created_at: iso(p.created_at) })),
      member_statuses: statuses.map((s) => ({ ...s, updated_at: iso(s.updated_at) })),
      notification_opt_outs: optOuts.map((o) => ({ ...o, created_at: iso(o.created_at) })),
      sessions: sessions.map((s) => ({
        created_at: iso(s.created_at),
        expires_at: iso(s.expires_at),
        last_used_at: iso(s.last_used_at),
        user_agent: s.user_agent,
        ip: s.ip,
      })),
      two_factor: { enabled: twoFactor !== undefined, enabled_at: twoFactor?.enabled_at ? iso(twoFactor.enabled_at) : null },
      api_tokens: await listApiTokens(trx, userId, deps.now()),
      calendar_feed: await personalFeedStatus(trx, userId),
      emails: emails.map((e) => ({ ...e, created_at: iso(e.created_at), sent_at: isoOrNull(e.sent_at) })),
      audit_entries: audit.map((a) => ({ ...a, created_at: iso(a.created_at) })),
    };
  });
}

/**
 * The tables in which an organisation keeps rows about a person (they carry `organization_id` and
 * `user_id`). While another organisation holds a row in any of them, the account is not this
 * organisation's to erase: renaming it would rename that organisation's records too.
 * test/rest/data-rights.test.ts checks the list against the database, so a new table joins it.
 */
export const personalRecordTables = [
  'activity_rsvps',
  'bulk_order_participants',
  'bulk_order_picks',
  'bulk_order_requests',
  'dues_payments',
  'exhibits',
  'invitations',
  'member_statuses',
  'memberships',
  'notification_opt_outs',
  'participation_member_activities',
  'participation_member_years',
  'participation_members',
  'participations',
  'points_awards',
  'points_digests',
  'renewal_reminders_sent',
  'role_assignments',
  'rsvp_reminders_sent',
  'shift_signups',
  'unsubscribe_tokens',
] as const;

/**
 * Removes a member's personal data. The account stays as "Former member" with a placeholder email
 * so their participation (and so every report's totals) keeps its rows; everything that
 * identifies or authenticates them goes. Refused for oneself, and for people who also belong to
 * another organisation (whose account this organisation cannot erase): both 409, nothing changed;
 * and for people about whom another organisation still keeps records (a past membership, an
 * invitation, participation: `personalRecordTables`); and for a member holding a permission the
 * actor lacks (403, decision 0018). Rows are found by the account's id AND the organisation, never
 * by email text: only this organisation's rows, and rows about the account itself that belong to
 * no organisation, change (issue 26).
 */
export async function anonymizeMember(deps: AppDeps, actor: OrgScope, userId: number): Promise<{ id: number; display_name: string }> {
  const { organizationId } = actor;
  const actorUserId = actor.userId;
  if (userId === actorUserId) throw conflict(dataRightsMessages.self);
  return deps.db.transaction().execute(async (trx) => {
    const loaded = await lockAccessState(trx, organizationId);
    const member = loaded.state.members.find((m) => m.userId === userId);
    if (!member) throw notFound(dataRightsMessages.notFound);
    requireWithinRights(actor.permissions, loaded.state.roles.find((r) => r.id === member.roleId)?.permissions ?? []);
    const others = await trx
      .selectFrom('memberships')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .where('organization_id', '!=', organizationId)
      .executeTakeFirstOrThrow();
    if (Number(others.count) > 0) throw conflict(dataRightsMessages.otherOrganizations);
    const elsewhere = sql.join(
      personalRecordTables.map(
        (table) => sql`select 1 from ${sql.table(table)} where user_id = ${userId} and organization_id <> ${organizationId}`,
      ),
      sql` union all `,
    );
    const held = await sql<{ found: number }>`select 1 as found from (${elsewhere}) as held limit 1`.execute(trx);
    if (held.rows.length > 0) throw conflict(dataRightsMessages.otherOrganizationRecords);
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();

    // The membership goes through the role rules (the last administrator cannot be removed).
    await saveAccessState(trx, loaded, removeMember(loaded.state, userId), actor, deps.now());

    await trx
      .updateTable('users')
      .set({
        ...formerMemberName,
        email: `former-member-${userId}@anonymized.invalid`,
        password_hash: null,
        show_email: false,
        biographical_info: null,
        website: null,
        facebook_url: null,
        twitter_handle: null,
        instagram_username: null,
        tiktok_username: null,
        flickr_username: null,
        bricklink_store_url: null,
        rebrickable_profile_url: null,
        lego_ideas_profile_url: null,
        updated_at: deps.now(),
      })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
    await trx.deleteFrom('api_tokens').where('user_id', '=', userId).execute();
    await trx.deleteFrom('two_factor_challenges').where('user_id', '=', userId).execute();
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('two_factor_credentials').where('user_id', '=', userId).execute();
    await trx.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
    await trx.deleteFrom('unsubscribe_tokens').where('user_id', '=', userId).where('organization_id', '=', organizationId).execute();
    await trx.deleteFrom('notification_opt_outs').where('user_id', '=', userId).where('organization_id', '=', organizationId).execute();
    // Mail written to them (sent or waiting) names them: this organisation's and the account's own
    // (no organisation) go, and nothing waiting is sent. Another organisation's mail is its own.
    await trx
      .deleteFrom('email_outbox')
      .where('to_user_id', '=', userId)
      .where((eb) => eb.or([eb('organization_id', '=', organizationId), eb('organization_id', 'is', null)]))
      .execute();
    // Audit lines about them keep what happened but not who they were: this organisation's lines
    // about the member, and the account's own lines (no organisation).
    await trx
      .updateTable('audit_log')
      .set({ details: JSON.stringify({ redacted: 'personal data removed' }) })
      .where('entity', 'in', ['member', 'user'])
      .where('entity_id', '=', String(userId))
      .where((eb) => eb.or([eb('organization_id', '=', organizationId), eb('organization_id', 'is', null)]))
      .execute();
    await writeAudit(trx, {
      organizationId,
      actorUserId,
      action: 'member.anonymize',
      entity: 'member',
      entityId: userId,
    });
    return { id: userId, display_name: formerMemberName.display_name };
  });
}
