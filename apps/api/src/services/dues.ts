/**
 * A group's dues fee per year (docs/product/registration.md#dues-amounts, decision 22): integer
 * minor units of an ISO 4217 currency, one row per organisation and year. Fee writes take the
 * member-status lock, so a bulk "mark paid" never fills a fee that is being changed.
 */
import { conflict, invalidField, notFound } from '@lug/domain/errors';
import { allowedFeeYears, duesMessages, type DuesFee, type SetDuesFeeInput } from '@lug/domain/dues';
import { isTimeZone } from '@lug/domain/settings-helpers';
import { sql, type DB } from '@lug/db';
import { DateTime } from 'luxon';
import type { AppDeps } from '../context';
import { auditMemberChange } from './audit';
import type { OrgScope, Unscoped } from './authorization';
import { lockArea } from './locks';
import { apiMessages } from '../words';

function requireFeeYear(deps: AppDeps, year: number) {
  const { min, max } = allowedFeeYears(deps.now().getUTCFullYear());
  if (year < min || year > max)
    throw invalidField('year', duesMessages.feeYear(min, max), duesMessages.feeYear(min, max));
}

export async function listFees(db: DB, scope: OrgScope): Promise<DuesFee[]> {
  return db
    .selectFrom('dues_fees')
    .select(['year', 'amount_minor', 'currency'])
    .where('organization_id', '=', scope.organizationId)
    .orderBy('year', 'desc')
    .execute();
}

/** The fee of one year, or null (read inside the caller's transaction). */
export async function feeForYear(db: DB, organizationId: number, year: number): Promise<DuesFee | null> {
  const row = await db
    .selectFrom('dues_fees')
    .select(['year', 'amount_minor', 'currency'])
    .where('organization_id', '=', organizationId)
    .where('year', '=', year)
    .executeTakeFirst();
  return row ?? null;
}

/** Today, `yyyy-mm-dd`, in the group's time zone (settings → general → time_zone, default UTC). */
export async function groupToday(deps: AppDeps, db: DB, organizationId: number): Promise<string> {
  const row = await db
    .selectFrom('organizations')
    .select(sql<string | null>`settings -> 'general' ->> 'time_zone'`.as('time_zone'))
    .where('id', '=', organizationId)
    .executeTakeFirst();
  const zone = row?.time_zone && isTimeZone(row.time_zone) ? row.time_zone : 'UTC';
  return DateTime.fromJSDate(deps.now(), { zone }).toISODate()!;
}

/** Whether amounts received are recorded for the year (they are in the year's currency). */
async function hasAmounts(db: DB, organizationId: number, year: number): Promise<boolean> {
  const row = await db
    .selectFrom('member_statuses')
    .select('user_id')
    .where('organization_id', '=', organizationId)
    .where('year', '=', year)
    .where('amount_received_minor', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setFee(deps: AppDeps, actor: OrgScope, input: Unscoped<SetDuesFeeInput>): Promise<DuesFee> {
  requireFeeYear(deps, input.year);
  const organizationId = actor.organizationId;
  return deps.db.transaction().execute(async (trx) => {
    await lockArea(trx, 'memberStatus', organizationId);
    const before = await feeForYear(trx, organizationId, input.year);
    if (before && before.currency !== input.currency && (await hasAmounts(trx, organizationId, input.year))) {
      throw conflict(duesMessages.currencyInUse(input.year, before.currency), {
        fields: { currency: duesMessages.currencyInUse(input.year, before.currency) },
      });
    }
    const next: DuesFee = { year: input.year, amount_minor: input.amount_minor, currency: input.currency };
    await trx
      .insertInto('dues_fees')
      .values({ organization_id: organizationId, ...next, updated_at: deps.now(), updated_by: actor.userId })
      .onConflict((oc) =>
        oc.columns(['organization_id', 'year']).doUpdateSet({
          amount_minor: next.amount_minor,
          currency: next.currency,
          updated_at: deps.now(),
          updated_by: actor.userId,
        }),
      )
      .execute();
    await auditMemberChange(trx, actor, {
      action: before ? 'dues_fee.update' : 'dues_fee.create',
      entity: 'dues_fee',
      entityId: String(input.year),
      details: { before, after: next },
    });
    return next;
  });
}

export async function removeFee(deps: AppDeps, actor: OrgScope, year: number): Promise<void> {
  const organizationId = actor.organizationId;
  await deps.db.transaction().execute(async (trx) => {
    await lockArea(trx, 'memberStatus', organizationId);
    const before = await feeForYear(trx, organizationId, year);
    if (!before) throw notFound(apiMessages.noDuesAmount(year));
    // Amounts received are in the fee's currency: they would lose it.
    if (await hasAmounts(trx, organizationId, year)) throw conflict(duesMessages.feeInUse(year));
    await trx.deleteFrom('dues_fees').where('organization_id', '=', organizationId).where('year', '=', year).execute();
    await auditMemberChange(trx, actor, {
      action: 'dues_fee.delete',
      entity: 'dues_fee',
      entityId: String(year),
      details: { before },
    });
  });
}
