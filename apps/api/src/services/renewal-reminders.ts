/**
 * Renewal reminders (docs/product/settings.md#renewal-reminders, decision 23): on each day the
 * group set (`MM-DD`, its time zone), every active member not registered or not paid for the
 * coming year, who has not turned reminders off, gets one email through the outbox. A row in
 * `renewal_reminders_sent` (key: organisation, day, member) is written in the same transaction as
 * the email, so a member is reminded at most once per day set, whatever runs the job and however often.
 */
import { formatMoney } from '@lug/domain/dues-helpers';
import { dayIn, nextReminder, reminderYear, type RenewalRemindersPreview } from '@lug/domain/notifications';
import type { OrganizationSettings } from '@lug/domain/settings';
import { sql, type DB } from '@lug/db';
import type { AppDeps } from '../context';
import { writeAudit } from './audit';
import type { OrgScope } from './authorization';
import { audience, summarize } from './audience';
import { sendNotifications, type Recipient } from './notifications';
import { epcQrPng, memberPayment, type MemberPayment } from './payment';
import { loadSettings } from './settings';

/** The `cid` of the EPC QR code a reminder shows inline. */
const qrContentId = 'payment-qr';

/** The reminder's "How to pay": the member's amount due from the books, the reference, the group's account. */
function reminderPayment(payment: MemberPayment) {
  const owes = payment.balance !== null && payment.balance > 0 && payment.currency !== null;
  // Nothing to say without an amount or a way to pay (no fee set, no instructions).
  if (!owes && !payment.howToPay) return null;
  return {
    amountDue: owes ? formatMoney(payment.balance!, payment.currency!, 'en') : null,
    reference: payment.reference,
    instructions: payment.howToPay?.instructions ?? null,
    iban: payment.howToPay?.iban ?? null,
    accountHolder: payment.howToPay?.accountHolder ?? null,
    qrContentId: payment.howToPay?.epcPayload ? qrContentId : null,
  };
}

export interface RenewalReminderRecipient extends Recipient {
  registered: boolean;
  paid: boolean;
}

/**
 * The active members a reminder about `year` is meant for, with why it would not reach them
 * (`unreachable`, ./audience.ts, decision 38): those whose registration is not complete or whose
 * dues are neither paid nor given in lieu for that year. member_statuses is only read here.
 */
export function renewalReminderAudience(trx: DB, organizationId: number, year: number) {
  return audience(trx, organizationId, 'renewal_reminders')
    .leftJoin('member_statuses as s', (join) =>
      join
        .onRef('s.organization_id', '=', 'm.organization_id')
        .onRef('s.user_id', '=', 'm.user_id')
        .on('s.year', '=', year),
    )
    .select([
      sql<boolean>`coalesce(s.registration_complete, false)`.as('registered'),
      sql<boolean>`coalesce(s.dues_type, 'none') <> 'none'`.as('paid'),
    ])
    .where(
      sql<boolean>`not (coalesce(s.registration_complete, false) and coalesce(s.dues_type, 'none') in ('paid', 'gift_in_lieu'))`,
    )
    .orderBy('u.id');
}

/** Whether the group sends reminders at all: the switch is on and at least one day is set. */
function remindersOn(settings: OrganizationSettings): boolean {
  return settings.notifications.renewal_reminders && settings.notifications.renewal_reminder_dates.length > 0;
}

/**
 * Sends the reminders of the day it is at `now` in the group's time zone to the members not
 * reminded on that day yet, in the caller's transaction. Two transactions running this at once
 * cannot both send: the second waits on the first's rows and then claims none.
 */
export async function sendRenewalReminders(trx: DB, deps: AppDeps, organizationId: number, now: Date): Promise<number> {
  const settings = await loadSettings(trx, organizationId);
  const today = dayIn(settings.general.time_zone, now);
  if (!remindersOn(settings) || !settings.notifications.renewal_reminder_dates.includes(today.slice(5))) return 0;
  const year = reminderYear(today);
  const candidates: RenewalReminderRecipient[] = (
    await renewalReminderAudience(trx, organizationId, year).execute()
  ).filter((c) => c.unreachable === null);
  if (candidates.length === 0) return 0;
  const claimed = await trx
    .insertInto('renewal_reminders_sent')
    .values(
      candidates.map((c) => ({
        organization_id: organizationId,
        user_id: c.user_id,
        reminder_on: today,
        year,
        sent_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['organization_id', 'reminder_on', 'user_id']).doNothing())
    .returning('user_id')
    .execute();
  const mine = new Set(claimed.map((c) => c.user_id));
  const to = candidates.filter((c) => mine.has(c.user_id));
  if (to.length === 0) return 0;
  // Each member's own amount due and QR code, read in this transaction (decision 46).
  const payments = new Map<number, { payment: MemberPayment; qr: Buffer | null }>();
  for (const member of to) {
    const payment = await memberPayment(trx, settings, organizationId, member.user_id, year);
    const payload = payment.howToPay?.epcPayload;
    payments.set(member.user_id, { payment, qr: payload ? await epcQrPng(payload) : null });
  }
  await sendNotifications(trx, deps, organizationId, settings, 'renewal_reminders', to, (recipient, link) => {
    const member = recipient as RenewalReminderRecipient;
    return {
      template: 'renewal-reminder',
      data: {
        recipientName: member.name,
        groupName: settings.general.name,
        unsubscribeLink: link,
        year,
        missing: [
          ...(member.registered ? [] : (['registration'] as const)),
          ...(member.paid ? [] : (['dues'] as const)),
        ],
        platformLink: `${deps.config.publicUrl}/platform`,
        payment: member.paid ? null : reminderPayment(payments.get(member.user_id)!.payment),
      },
    };
  }, (recipient) => {
    const qr = payments.get(recipient.user_id)?.qr;
    if (!qr || (recipient as RenewalReminderRecipient).paid) return undefined;
    return [{ filename: 'payment-qr.png', contentType: 'image/png', content: qr.toString('base64'), contentId: qrContentId }];
  });
  await writeAudit(trx, {
    organizationId,
    actorUserId: null,
    action: 'renewal_reminders.send',
    entity: 'organization',
    entityId: organizationId,
    details: { date: today, year, members: to.length },
  });
  return to.length;
}

/**
 * For the Notifications settings: the next reminder day and whom among the members not renewed for
 * its year it would reach today, who not and why.
 */
export async function previewRenewalReminders(deps: AppDeps, scope: OrgScope): Promise<RenewalRemindersPreview> {
  const settings = await loadSettings(deps.db, scope.organizationId);
  const today = dayIn(settings.general.time_zone, deps.now());
  const next = nextReminder(today, settings.notifications.renewal_reminder_dates);
  if (!next) {
    return {
      enabled: remindersOn(settings),
      next_date: null,
      year: null,
      members: 0,
      audience: { reached: 0, turned_off: 0, no_address: 0 },
    };
  }
  const reach = await summarize(deps.db, renewalReminderAudience(deps.db, scope.organizationId, next.year));
  return {
    enabled: remindersOn(settings),
    next_date: next.date,
    year: next.year,
    members: reach.reached,
    audience: reach,
  };
}
