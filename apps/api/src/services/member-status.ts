/**
 * Registration and dues per member and year. Rows exist only once something was recorded; reads
 * answer every active member, with the defaults (not registered, unpaid) where nothing is stored.
 */
import { invalidField, notFound } from '@lug/domain/errors';
import { memberMessages } from '@lug/domain/members-helpers';
import {
  applyBulkStatus,
  defaultMemberStatus,
  paidInFull,
  describeStatusChange,
  statusYearProblem,
  type BulkMemberStatusInput,
  type MemberStatus,
  type MemberStatusInput,
} from '@lug/domain/member-status';
import { duesMessages, type DuesFee, type MemberDuesSummary } from '@lug/domain/dues';
import { sql, type DB } from '@lug/db';
import type { AppDeps } from '../context';
import { auditMemberChange } from './audit';
import { feeForYear, groupToday } from './dues';
import { removeAllPayments, syncReceived } from './dues-payments';
import { hasPermission, type OrgScope, type Unscoped } from './authorization';
import { lockArea } from './locks';
import { inactiveOrMissing, requireActiveMembers } from './memberships';
import { notifyMembershipChanges } from './notifications';

export interface MemberStatusRow extends MemberStatus {
  first_name: string;
  last_name: string;
  display_name: string | null;
  email: string;
}

/** Refuses a year registration is not kept for (400). */
export function requireYear(deps: AppDeps, year: number) {
  const now = deps.now();
  const problem = statusYearProblem(year, now.getUTCFullYear(), now.getUTCMonth() + 1);
  if (problem) throw invalidField('year', problem, problem);
}

export async function listMemberStatuses(deps: AppDeps, scope: OrgScope, year: number): Promise<MemberStatusRow[]> {
  const { db } = deps;
  const { organizationId } = scope;
  requireYear(deps, year);
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('member_statuses as s', (join) =>
      join
        .onRef('s.organization_id', '=', 'm.organization_id')
        .onRef('s.user_id', '=', 'm.user_id')
        .on('s.year', '=', year),
    )
    .select([
      'm.user_id',
      'u.first_name',
      'u.last_name',
      'u.display_name',
      'u.email',
      's.registration_complete',
      's.dues_type',
      's.registration_date',
      's.amount_received_minor',
      's.paid_on',
    ])
    .where('m.organization_id', '=', organizationId)
    .where('m.status', '=', 'active')
    .orderBy('u.last_name_key')
    .orderBy('u.first_name_key')
    .orderBy('m.user_id')
    .execute();
  return rows.map((row) => ({
    user_id: row.user_id,
    year,
    registration_complete: row.registration_complete ?? false,
    dues_type: row.dues_type ?? 'none',
    registration_date: row.registration_date ?? null,
    amount_received_minor: row.amount_received_minor ?? null,
    paid_on: row.paid_on ?? null,
    first_name: row.first_name,
    last_name: row.last_name,
    display_name: row.display_name,
    email: row.email,
  }));
}

async function upsert(trx: DB, organizationId: number, actorUserId: number, rows: MemberStatus[], now: Date) {
  if (rows.length === 0) return;
  await trx
    .insertInto('member_statuses')
    .values(
      rows.map((row) => ({
        organization_id: organizationId,
        user_id: row.user_id,
        year: row.year,
        registration_complete: row.registration_complete,
        registration_date: row.registration_date,
        dues_type: row.dues_type,
        amount_received_minor: row.amount_received_minor,
        paid_on: row.paid_on,
        updated_at: now,
        updated_by: actorUserId,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['organization_id', 'year', 'user_id']).doUpdateSet((eb) => ({
        registration_complete: eb.ref('excluded.registration_complete'),
        registration_date: eb.ref('excluded.registration_date'),
        dues_type: eb.ref('excluded.dues_type'),
        amount_received_minor: eb.ref('excluded.amount_received_minor'),
        paid_on: eb.ref('excluded.paid_on'),
        updated_at: eb.ref('excluded.updated_at'),
        updated_by: eb.ref('excluded.updated_by'),
      })),
    )
    .execute();
}

/** The stored rows of the members' years (read inside the caller's transaction). */
export async function loadStatuses(trx: DB, organizationId: number, keys: Array<{ user_id: number; year: number }>) {
  const years = [...new Set(keys.map((k) => k.year))];
  const users = [...new Set(keys.map((k) => k.user_id))];
  const stored = await trx
    .selectFrom('member_statuses')
    .select([
      'user_id',
      'year',
      'registration_complete',
      'dues_type',
      'registration_date',
      'amount_received_minor',
      'paid_on',
    ])
    .where('organization_id', '=', organizationId)
    .where('year', 'in', years)
    .where('user_id', 'in', users)
    .execute();
  return new Map(stored.map((row) => [`${row.user_id}:${row.year}`, row as MemberStatus]));
}

/**
 * The amount and day received after one member's change (docs/product/registration.md#dues-amounts,
 * decision 43): paid brings what was received up to what was sent, else up to the year's fee (one
 * payment of the difference, dated the day sent or today); it never lowers what the payments add
 * up to (remove a payment for that). A gift in lieu has a day and no amount. Unpaid keeps the
 * payments of a member who was not marked paid (part paid stays part paid) and clears those of a
 * member marked paid or a gift in lieu. An amount needs the year's fee (its currency).
 */
function duesReceived(
  current: MemberStatus,
  input: Unscoped<MemberStatusInput>,
  fee: DuesFee | null,
  today: string,
): Pick<MemberStatus, 'amount_received_minor' | 'paid_on'> {
  const settled = current.dues_type === input.dues_type;
  switch (input.dues_type) {
    case 'paid': {
      const amount =
        input.amount_received_minor !== undefined
          ? input.amount_received_minor
          : paidInFull(current.amount_received_minor, fee?.amount_minor ?? null);
      if (amount !== null && !fee) {
        throw invalidField(
          'amount_received_minor',
          duesMessages.noFeeForAmount(input.year),
          duesMessages.noFeeForAmount(input.year),
        );
      }
      if ((amount ?? 0) < (current.amount_received_minor ?? 0)) {
        throw invalidField('amount_received_minor', duesMessages.belowPayments, duesMessages.belowPayments);
      }
      return {
        amount_received_minor: amount,
        paid_on: input.paid_on !== undefined ? input.paid_on : settled ? (current.paid_on ?? today) : today,
      };
    }
    case 'gift_in_lieu':
      if (input.amount_received_minor != null) {
        throw invalidField('amount_received_minor', duesMessages.giftHasNoAmount, duesMessages.giftHasNoAmount);
      }
      return {
        amount_received_minor: null,
        paid_on: input.paid_on !== undefined ? input.paid_on : settled ? current.paid_on : today,
      };
    case 'none':
      if (input.amount_received_minor != null || input.paid_on != null) {
        const field = input.amount_received_minor != null ? 'amount_received_minor' : 'paid_on';
        throw invalidField(field, duesMessages.unpaidHasNoPayment, duesMessages.unpaidHasNoPayment);
      }
      return settled
        ? { amount_received_minor: current.amount_received_minor, paid_on: current.paid_on }
        : { amount_received_minor: null, paid_on: null };
  }
}

/**
 * Brings the payments in line with the rows about to be stored: a row whose amount went up gets
 * one payment of the difference (method `other`: marked paid), a row whose amount went away loses
 * its payments. Answers the payments removed and added, for the audit log.
 */
async function reconcilePayments(
  trx: DB,
  actor: OrgScope,
  changes: ReadonlyArray<{ before: MemberStatus; after: MemberStatus }>,
  today: string,
  now: Date,
) {
  const { organizationId } = actor;
  const removed: unknown[] = [];
  const added: Array<{ user_id: number; year: number; amount_minor: number; received_on: string }> = [];
  const byYear = new Map<number, number[]>();
  for (const { before, after } of changes) {
    const was = before.amount_received_minor ?? 0;
    const is = after.amount_received_minor ?? 0;
    if (after.amount_received_minor === null && was > 0) {
      byYear.set(after.year, [...(byYear.get(after.year) ?? []), after.user_id]);
    } else if (is > was) {
      added.push({
        user_id: after.user_id,
        year: after.year,
        amount_minor: is - was,
        // Dated the day sent with the change (one member's dues), else today.
        received_on: after.paid_on !== before.paid_on && after.paid_on ? after.paid_on : today,
      });
    }
  }
  for (const [year, userIds] of byYear) removed.push(...(await removeAllPayments(trx, organizationId, year, userIds)));
  if (added.length > 0) {
    await trx
      .insertInto('dues_payments')
      .values(
        added.map((payment) => ({
          organization_id: organizationId,
          ...payment,
          method: 'other' as const,
          recorded_by: actor.userId,
          created_at: now,
        })),
      )
      .execute();
  }
  return { removed, added };
}

/** After the rows are stored: the day received of rows with payments is the day of the latest. */
async function syncTouched(trx: DB, organizationId: number, rows: readonly MemberStatus[]) {
  const byYear = new Map<number, number[]>();
  for (const row of rows) {
    if (row.amount_received_minor !== null) byYear.set(row.year, [...(byYear.get(row.year) ?? []), row.user_id]);
  }
  for (const [year, userIds] of byYear) await syncReceived(trx, organizationId, year, userIds);
}

export async function setMemberStatus(
  deps: AppDeps,
  actor: OrgScope,
  input: Unscoped<MemberStatusInput>,
): Promise<MemberStatus> {
  requireYear(deps, input.year);
  const organizationId = actor.organizationId;
  return deps.db.transaction().execute(async (trx) => {
    await lockArea(trx, 'memberStatus', organizationId);
    if ((await inactiveOrMissing(trx, organizationId, [input.user_id])).length > 0)
      throw notFound(memberMessages.notFound);
    const current =
      (await loadStatuses(trx, organizationId, [input])).get(`${input.user_id}:${input.year}`) ??
      defaultMemberStatus(input.user_id, input.year);
    const today = await groupToday(deps, trx, organizationId);
    const fee = await feeForYear(trx, organizationId, input.year);
    const next: MemberStatus = {
      user_id: input.user_id,
      year: input.year,
      registration_complete: input.registration_complete,
      dues_type: input.dues_type,
      registration_date: input.registration_complete
        ? (input.registration_date ?? current.registration_date ?? today)
        : null,
      ...duesReceived(current, input, fee, today),
    };
    const payments = await reconcilePayments(trx, actor, [{ before: current, after: next }], today, deps.now());
    await upsert(trx, organizationId, actor.userId, [next], deps.now());
    await syncTouched(trx, organizationId, [next]);
    await auditMemberChange(trx, actor, {
      action: 'member_status.update',
      entity: 'member_status',
      entityId: `${input.user_id}:${input.year}`,
      details: { before: current, after: next, payments_added: payments.added, payments_removed: payments.removed },
    });
    const sentences = describeStatusChange(current, next);
    if (sentences.length > 0)
      await notifyMembershipChanges(trx, deps, organizationId, new Map([[input.user_id, sentences]]));
    return next;
  });
}

/** Applies every update in one transaction: all of them, or none when one is refused. */
export async function bulkUpdateMemberStatuses(
  deps: AppDeps,
  actor: OrgScope,
  input: Unscoped<BulkMemberStatusInput>,
): Promise<MemberStatus[]> {
  const organizationId = actor.organizationId;
  for (const update of input.updates) requireYear(deps, update.year);
  return deps.db.transaction().execute(async (trx) => {
    await lockArea(trx, 'memberStatus', organizationId);
    await requireActiveMembers(
      trx,
      organizationId,
      'updates',
      input.updates.map((u) => u.user_id),
    );
    const today = await groupToday(deps, trx, organizationId);
    const fees = new Map<number, number | null>();
    for (const year of new Set(input.updates.map((u) => u.year))) {
      fees.set(year, (await feeForYear(trx, organizationId, year))?.amount_minor ?? null);
    }
    const current = await loadStatuses(trx, organizationId, input.updates);
    const before = new Map(current);
    for (const update of input.updates) {
      const key = `${update.user_id}:${update.year}`;
      const status = current.get(key) ?? defaultMemberStatus(update.user_id, update.year);
      current.set(key, applyBulkStatus(status, update.status, today, fees.get(update.year) ?? null));
    }
    const touched = new Set(input.updates.map((u) => `${u.user_id}:${u.year}`));
    const rows = [...touched].map((key) => current.get(key)!);
    const payments = await reconcilePayments(
      trx,
      actor,
      rows.map((after) => ({
        before: before.get(`${after.user_id}:${after.year}`) ?? defaultMemberStatus(after.user_id, after.year),
        after,
      })),
      today,
      deps.now(),
    );
    await upsert(trx, organizationId, actor.userId, rows, deps.now());
    await syncTouched(trx, organizationId, rows);
    await auditMemberChange(trx, actor, {
      action: 'member_status.bulk_update',
      entity: 'member_status',
      details: {
        count: input.updates.length,
        // The audit log's sentence: "Alex marked 3 members paid for 2026".
        members: new Set(input.updates.map((u) => u.user_id)).size,
        years: [...new Set(input.updates.map((u) => u.year))].sort((a, b) => a - b),
        statuses: [...new Set(input.updates.map((u) => u.status))],
        user_ids: [...new Set(input.updates.map((u) => u.user_id))].slice(0, 100),
        payments_added: payments.added.length,
        payments_removed: payments.removed.slice(0, 100),
      },
    });
    const changes = new Map<number, string[]>();
    for (const row of rows) {
      const sentences = describeStatusChange(
        before.get(`${row.user_id}:${row.year}`) ?? defaultMemberStatus(row.user_id, row.year),
        row,
      );
      if (sentences.length > 0) changes.set(row.user_id, [...(changes.get(row.user_id) ?? []), ...sentences]);
    }
    await notifyMembershipChanges(trx, deps, organizationId, changes);
    return rows;
  });
}

/**
 * A member's registration and dues for a year and their points (the member page and My Profile):
 * the points for anyone in the group, the dues for the member themself and for those with
 * `registration.manage` only.
 */
export async function memberDuesSummary(
  deps: AppDeps,
  scope: OrgScope,
  userId: number,
  year: number,
): Promise<MemberDuesSummary> {
  const { db } = deps;
  const { organizationId } = scope;
  const membership = await db
    .selectFrom('memberships')
    .select('user_id')
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!membership) throw notFound(memberMessages.notFound);
  const mayRead = scope.userId === userId || hasPermission(scope, 'registration.manage');
  const [stored, fee, points] = await Promise.all([
    mayRead ? loadStatuses(db, organizationId, [{ user_id: userId, year }]) : Promise.resolve(null),
    mayRead ? feeForYear(db, organizationId, year) : Promise.resolve(null),
    db
      .selectFrom('participation_member_years')
      .select([
        sql<number>`coalesce(sum(points) filter (where year = ${year}), 0)::int`.as('year'),
        sql<number>`coalesce(sum(points), 0)::int`.as('total'),
      ])
      .where('organization_id', '=', organizationId)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  const status = stored ? (stored.get(`${userId}:${year}`) ?? defaultMemberStatus(userId, year)) : null;
  return {
    year,
    status: status
      ? {
          registration_complete: status.registration_complete,
          registration_date: status.registration_date,
          dues_type: status.dues_type,
          amount_received_minor: status.amount_received_minor,
          paid_on: status.paid_on,
        }
      : null,
    fee,
    points: { year: Number(points.year), total: Number(points.total) },
  };
}
