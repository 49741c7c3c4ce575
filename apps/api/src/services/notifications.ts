/**
 * The organisation's emails to its members: new activities, points digests and membership status
 * updates. Each kind is switched on in the Notifications settings, goes through the outbox in the
 * transaction that causes it, and can be unsubscribed from without signing in.
 */
import { isPublicActivity, type ActivityPrivacy } from '@lug/domain/activity-visibility';
import { badRequest } from '@lug/domain/errors';
import {
  notificationKindLabels,
  notificationKinds,
  type EmailAudience,
  type NotificationPreferences,
} from '@lug/domain/notifications';
import { activityWhen as formatActivityWhen, type ActivitySpan } from '@lug/domain/activity-when';
import type { OrganizationSettings } from '@lug/domain/settings';
import type { NotificationKind } from '@lug/db/schema';
import type { DB } from '@lug/db';
import type { EmailAttachment, EmailMessage } from '@lug/email';
import type { AppDeps } from '../context';
import { generateSecretToken } from '../auth/tokens';
import type { OrgScope } from './authorization';
import { writeAudit } from './audit';
import { enqueueMemberEmail } from './outbox';
import { loadSettings } from './settings';
import { audience, reached, summarize } from './audience';
import { apiMessages } from '../words';

export { notificationKinds, notificationKindLabels } from '@lug/domain/notifications';

export interface Recipient {
  user_id: number;
  email: string;
  name: string;
}

/**
 * The members an email of this kind reaches (decision 38, ./audience.ts), optionally only some of
 * them: active, with an address, not opted out of the kind; signed in or not.
 */
export async function recipients(
  trx: DB,
  organizationId: number,
  kind: NotificationKind,
  onlyUserIds?: readonly number[],
): Promise<Recipient[]> {
  if (onlyUserIds && onlyUserIds.length === 0) return [];
  let query = reached(trx, organizationId, kind);
  if (onlyUserIds) query = query.where('m.user_id', 'in', [...onlyUserIds]);
  const rows = await query.orderBy('u.id').execute();
  return rows.map(({ user_id, email, name }) => ({ user_id, email, name }));
}

/** The member's unsubscribe secret for this organisation, made on first use. */
async function unsubscribeToken(trx: DB, organizationId: number, userId: number): Promise<string> {
  const existing = await trx
    .selectFrom('unsubscribe_tokens')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (existing) return existing.id;
  const token = generateSecretToken();
  await trx
    .insertInto('unsubscribe_tokens')
    .values({ id: token, organization_id: organizationId, user_id: userId })
    .onConflict((oc) => oc.columns(['organization_id', 'user_id']).doNothing())
    .execute();
  const row = await trx
    .selectFrom('unsubscribe_tokens')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function unsubscribeLink(
  trx: DB,
  deps: AppDeps,
  organizationId: number,
  userId: number,
  kind: NotificationKind,
) {
  const token = await unsubscribeToken(trx, organizationId, userId);
  return `${deps.config.publicUrl}/unsubscribe?token=${token}&kind=${kind}`;
}

/** Queues one notification to each recipient, in the caller's transaction, with the same attachments each. */
export async function sendNotifications(
  trx: DB,
  deps: AppDeps,
  organizationId: number,
  settings: OrganizationSettings,
  kind: NotificationKind,
  to: readonly Recipient[],
  message: (recipient: Recipient, unsubscribeLink: string) => EmailMessage,
  /** The same files for everyone, or each member's own (the renewal reminder's payment QR code). */
  attachments?: readonly EmailAttachment[] | ((recipient: Recipient) => readonly EmailAttachment[] | undefined),
) {
  for (const recipient of to) {
    const link = await unsubscribeLink(trx, deps, organizationId, recipient.user_id, kind);
    const member = { id: recipient.user_id, email: recipient.email, name: recipient.name };
    const files = typeof attachments === 'function' ? attachments(recipient) : attachments;
    await enqueueMemberEmail(trx, organizationId, settings, member, message(recipient, link), files);
  }
}

export interface NewActivity extends ActivityPrivacy {
  id: number;
  title: string;
  start_date: string;
  end_date: string;
  start_time: string | null;
  end_time?: string | null;
  location: string | null;
  description: string | null;
}

/** An activity's dates and times as emails say them, in the group's date format ("06.03.2027, 10:00–16:00"). */
export function activityWhen(activity: ActivitySpan, settings: OrganizationSettings): string {
  return formatActivityWhen(activity, settings.general.date_format);
}

/** "New Activity": every active member hears of a new (non-private) activity. */
export async function notifyNewActivity(trx: DB, deps: AppDeps, organizationId: number, activity: NewActivity) {
  // Private activities are not announced: only what anyone may see is (decision 0035).
  if (!isPublicActivity(activity)) return;
  const settings = await loadSettings(trx, organizationId);
  if (!settings.notifications.new_activity) return;
  const when = activityWhen(activity, settings);
  const to = await recipients(trx, organizationId, 'new_activity');
  await sendNotifications(trx, deps, organizationId, settings, 'new_activity', to, (recipient, link) => ({
    template: 'new-activity',
    data: {
      recipientName: recipient.name,
      groupName: settings.general.name,
      unsubscribeLink: link,
      title: activity.title,
      when,
      location: activity.location,
      description: activity.description,
      activityLink: `${deps.config.publicUrl}/platform/activities/${activity.id}`,
    },
  }));
}

/** "Membership Status Updates": tells each member what changed about their membership. */
export async function notifyMembershipChanges(
  trx: DB,
  deps: AppDeps,
  organizationId: number,
  changes: ReadonlyMap<number, readonly string[]>,
) {
  if (changes.size === 0) return;
  const settings = await loadSettings(trx, organizationId);
  if (!settings.notifications.membership_status_updates) return;
  const to = await recipients(trx, organizationId, 'membership_status_updates', [...changes.keys()]);
  await sendNotifications(trx, deps, organizationId, settings, 'membership_status_updates', to, (recipient, link) => ({
    template: 'membership-status',
    data: {
      recipientName: recipient.name,
      groupName: settings.general.name,
      unsubscribeLink: link,
      changes: changes.get(recipient.user_id) ?? [],
    },
  }));
}

/** Opts the token's member out of one kind of notification from that organisation. */
export async function unsubscribe(deps: AppDeps, token: string, kind: NotificationKind) {
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('unsubscribe_tokens as t')
      .innerJoin('organizations as o', 'o.id', 't.organization_id')
      .select(['t.organization_id', 't.user_id', 'o.name'])
      .where('t.id', '=', token)
      .executeTakeFirst();
    if (!row) throw badRequest(apiMessages.unsubscribeLinkInvalid);
    await trx
      .insertInto('notification_opt_outs')
      .values({ organization_id: row.organization_id, user_id: row.user_id, kind })
      .onConflict((oc) => oc.columns(['organization_id', 'user_id', 'kind']).doNothing())
      .execute();
    return { organization: row.name, kind, description: notificationKindLabels[kind] };
  });
}

/** The kinds the group sends, by kind (renewal reminders need dates too). */
function groupSends(settings: OrganizationSettings): Record<NotificationKind, boolean> {
  const n = settings.notifications;
  return {
    new_activity: n.new_activity,
    points_awarded: n.points_awarded,
    membership_status_updates: n.membership_status_updates,
    renewal_reminders: n.renewal_reminders && n.renewal_reminder_dates.length > 0,
    rsvp_reminders: n.rsvp_reminders,
  };
}

/**
 * For the Notifications settings: for each kind, whether the group sends it and whom among the
 * active members it reaches, who not and why (decision 38).
 */
export async function readEmailAudience(deps: AppDeps, scope: OrgScope): Promise<EmailAudience> {
  const settings = await loadSettings(deps.db, scope.organizationId);
  const sends = groupSends(settings);
  const kinds = [];
  for (const kind of notificationKinds) {
    kinds.push({
      kind,
      group_sends: sends[kind],
      audience: await summarize(deps.db, audience(deps.db, scope.organizationId, kind)),
    });
  }
  return { kinds };
}

/** The caller's own notification preferences in the scope's organisation (My Profile). */
export async function readPreferences(deps: AppDeps, scope: OrgScope): Promise<NotificationPreferences> {
  const settings = await loadSettings(deps.db, scope.organizationId);
  const optedOut = await deps.db
    .selectFrom('notification_opt_outs')
    .select('kind')
    .where('organization_id', '=', scope.organizationId)
    .where('user_id', '=', scope.userId)
    .execute();
  const off = new Set(optedOut.map((o) => o.kind));
  const sends = groupSends(settings);
  return {
    preferences: notificationKinds.map((kind) => ({ kind, subscribed: !off.has(kind), group_sends: sends[kind] })),
  };
}

/** Turns one kind of the organisation's emails on or off for the caller only (audited). */
export async function setPreference(
  deps: AppDeps,
  scope: OrgScope,
  input: { kind: NotificationKind; subscribed: boolean },
): Promise<NotificationPreferences> {
  await deps.db.transaction().execute(async (trx) => {
    if (input.subscribed) {
      await trx
        .deleteFrom('notification_opt_outs')
        .where('organization_id', '=', scope.organizationId)
        .where('user_id', '=', scope.userId)
        .where('kind', '=', input.kind)
        .execute();
    } else {
      await trx
        .insertInto('notification_opt_outs')
        .values({ organization_id: scope.organizationId, user_id: scope.userId, kind: input.kind })
        .onConflict((oc) => oc.columns(['organization_id', 'user_id', 'kind']).doNothing())
        .execute();
    }
    await writeAudit(trx, {
      organizationId: scope.organizationId,
      actorUserId: scope.userId,
      action: input.subscribed ? 'notifications.subscribe' : 'notifications.unsubscribe',
      entity: 'member',
      entityId: scope.userId,
      details: { kind: input.kind, description: notificationKindLabels[input.kind] },
    });
  });
  return readPreferences(deps, scope);
}
