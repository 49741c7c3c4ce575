/**
 * Payments towards a member's dues of a year (docs/decisions/0043-books-that-balance.md): several
 * per member and year, each with its amount (minor units of the year's fee currency), the day it
 * came and how. `member_statuses.amount_received_minor` is their sum and `paid_on` the day of the
 * latest, kept in step here in the same transaction. Every write takes the member-status lock
 * (the aggregate of registration, dues and fees) and is audited.
 */
import { conflict, invalidField, notFound } from '@lug/domain/errors';
import { duesMessages, type DuesPayment, type RecordDuesPaymentInput } from '@lug/domain/dues';
import { duesLine, type DuesLine } from '@lug/domain/dues-figures';
import { defaultMemberStatus, describeStatusChange, type MemberStatus } from '@lug/domain/member-status';
import { memberDisplayName } from '@lug/domain/member-name';
import { memberMessages } from '@lug/domain/members-helpers';
import { sql, type DB } from '@lug/db';
import type { AppDeps } from '../context';
import { auditMemberChange } from './audit';
import type { OrgScope, Unscoped } from './authorization';
import { feeForYear } from './dues';
import { lockArea } from './locks';
import { loadStatuses, requireYear } from './member-status';
import { inactiveOrMissing } from './memberships';
import { notifyMembershipChanges } from './notifications';

/** A member's payments of a year, oldest first. */
export async function listPayments(
  db: DB,
  organizationId: number,
  userId: number,
  year: number,
): Promise<DuesPayment[]> {
  const rows = await db
    .selectFrom('dues_payments as p')
    .leftJoin('users as u', 'u.id', 'p.recorded_by')
    .select([
      'p.id',
      'p.user_id',
      'p.year',
      'p.amount_minor',
      'p.received_on',
      'p.method',
      'u.first_name',
      'u.last_name',
      'u.display_name',
    ])
    .where('p.organization_id', '=', organizationId)
    .where('p.user_id', '=', userId)
    .where('p.year', '=', year)
    .orderBy('p.received_on')
    .orderBy('p.id')
    .execute();
  return rows.map(({ first_name, last_name, display_name, ...payment }) => ({
    ...payment,
    recorded_by:
      first_name !== null && last_name !== null ? memberDisplayName({ first_name, last_name, display_name }) : null,
  }));
}

async function loadStatus(trx: DB, organizationId: number, userId: number, year: number): Promise<MemberStatus> {
  const stored = await loadStatuses(trx, organizationId, [{ user_id: userId, year }]);
  return stored.get(`${userId}:${year}`) ?? defaultMemberStatus(userId, year);
}

/**
 * Writes the sums of the members' payments into their rows of the year: the amount received and
 * the day of the latest payment. Rows with no payment keep what they hold (the caller sets it).
 */
export async function syncReceived(trx: DB, organizationId: number, year: number, userIds: readonly number[]) {
  if (userIds.length === 0) return;
  await sql`
    update member_statuses s
       set amount_received_minor = p.total, paid_on = p.latest
      from (select user_id, sum(amount_minor)::int as total, max(received_on) as latest
              from dues_payments
             where organization_id = ${organizationId} and year = ${year}
               and user_id in (${sql.join(userIds)})
             group by user_id) p
     where s.organization_id = ${organizationId} and s.year = ${year} and s.user_id = p.user_id`.execute(trx);
}

/** Removes a member's payments of a year (their dues set to unpaid or a gift in lieu); answers them for the audit log. */
export async function removeAllPayments(trx: DB, organizationId: number, year: number, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return trx
    .deleteFrom('dues_payments')
    .where('organization_id', '=', organizationId)
    .where('year', '=', year)
    .where('user_id', 'in', [...userIds])
    .returning(['id', 'user_id', 'amount_minor', 'received_on', 'method'])
    .execute();
}

/**
 * The money of one member's dues of a year as the books count it (./dues-figures `duesLine`): what
 * they owe, received and still owe, with the year's currency. The one reading of "the member's own
 * amount due" for anything that tells a member (a renewal reminder, their dashboard).
 */
export async function memberDuesLine(
  db: DB,
  organizationId: number,
  userId: number,
  year: number,
): Promise<DuesLine & { currency: string | null }> {
  const [status, fee] = await Promise.all([
    loadStatus(db, organizationId, userId, year),
    feeForYear(db, organizationId, year),
  ]);
  return { ...duesLine(status, fee?.amount_minor ?? null), currency: fee?.currency ?? null };
}

/**
 * After a payment is recorded or removed: the row's received and latest day from the payments,
 * and the dues type from the money (paid when it covers the fee, else not paid; a part payment is
 * `none` with an amount).
 */
async function afterPaymentChange(
  trx: DB,
  deps: AppDeps,
  actor: OrgScope,
  before: MemberStatus,
  feeMinor: number | null,
): Promise<MemberStatus> {
  const { organizationId } = actor;
  const totals = await trx
    .selectFrom('dues_payments')
    .select([
      sql<number>`coalesce(sum(amount_minor), 0)::int`.as('total'),
      sql<string | null>`max(received_on)::text`.as('latest'),
    ])
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', before.user_id)
    .where('year', '=', before.year)
    .executeTakeFirstOrThrow();
  const total = Number(totals.total);
  const received = total > 0 ? total : null;
  const next: MemberStatus = {
    ...before,
    amount_received_minor: received,
    paid_on: received === null ? null : totals.latest,
    dues_type:
      duesLine({ dues_type: 'none', amount_received_minor: received }, feeMinor).standing === 'paid' &&
      received !== null
        ? 'paid'
        : 'none',
  };
  await trx
    .insertInto('member_statuses')
    .values({ organization_id: organizationId, ...next, updated_at: deps.now(), updated_by: actor.userId })
    .onConflict((oc) =>
      oc.columns(['organization_id', 'year', 'user_id']).doUpdateSet({
        dues_type: next.dues_type,
        amount_received_minor: next.amount_received_minor,
        paid_on: next.paid_on,
        updated_at: deps.now(),
        updated_by: actor.userId,
      }),
    )
    .execute();
  const sentences = describeStatusChange(before, next);
  if (sentences.length > 0)
    await notifyMembershipChanges(trx, deps, organizationId, new Map([[before.user_id, sentences]]));
  return next;
}

/** Records a payment; refused for a gift in lieu and for a year without a fee (no currency). */
export async function recordPayment(
  deps: AppDeps,
  actor: OrgScope,
  input: Unscoped<RecordDuesPaymentInput>,
): Promise<DuesPayment> {
  requireYear(deps, input.year);
  const { organizationId } = actor;
  return deps.db.transaction().execute(async (trx) => {
    await lockArea(trx, 'memberStatus', organizationId);
    if ((await inactiveOrMissing(trx, organizationId, [input.user_id])).length > 0)
      throw notFound(memberMessages.notFound);
    const fee = await feeForYear(trx, organizationId, input.year);
    if (!fee) {
      throw invalidField(
        'amount_minor',
        duesMessages.noFeeForAmount(input.year),
        duesMessages.noFeeForAmount(input.year),
      );
    }
    const before = await loadStatus(trx, organizationId, input.user_id, input.year);
    if (before.dues_type === 'gift_in_lieu') throw conflict(duesMessages.giftOwesNothing);
    const inserted = await trx
      .insertInto('dues_payments')
      .values({
        organization_id: organizationId,
        user_id: input.user_id,
        year: input.year,
        amount_minor: input.amount_minor,
        received_on: input.received_on,
        method: input.method,
        recorded_by: actor.userId,
        created_at: deps.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = await afterPaymentChange(trx, deps, actor, before, fee.amount_minor);
    const payment = {
      id: inserted.id,
      user_id: input.user_id,
      year: input.year,
      amount_minor: input.amount_minor,
      received_on: input.received_on,
      method: input.method,
    };
    await auditMemberChange(trx, actor, {
      action: 'dues_payment.record',
      entity: 'dues_payment',
      entityId: String(inserted.id),
      details: {
        payment,
        currency: fee.currency,
        received_before: before.amount_received_minor,
        received_after: after.amount_received_minor,
      },
    });
    const [saved] = (await listPayments(trx, organizationId, input.user_id, input.year)).filter(
      (p) => p.id === inserted.id,
    );
    return saved!;
  });
}

/** Removes a payment recorded by mistake (audited with what it was). */
export async function removePayment(deps: AppDeps, actor: OrgScope, paymentId: number): Promise<void> {
  const { organizationId } = actor;
  await deps.db.transaction().execute(async (trx) => {
    await lockArea(trx, 'memberStatus', organizationId);
    const payment = await trx
      .deleteFrom('dues_payments')
      .where('organization_id', '=', organizationId)
      .where('id', '=', paymentId)
      .returning(['id', 'user_id', 'year', 'amount_minor', 'received_on', 'method'])
      .executeTakeFirst();
    if (!payment) throw notFound(duesMessages.paymentNotFound);
    const before = await loadStatus(trx, organizationId, payment.user_id, payment.year);
    const fee = await feeForYear(trx, organizationId, payment.year);
    const after = await afterPaymentChange(trx, deps, actor, before, fee?.amount_minor ?? null);
    await auditMemberChange(trx, actor, {
      action: 'dues_payment.remove',
      entity: 'dues_payment',
      entityId: String(payment.id),
      details: {
        payment,
        currency: fee?.currency ?? null,
        received_before: before.amount_received_minor,
        received_after: after.amount_received_minor,
      },
    });
  });
}
