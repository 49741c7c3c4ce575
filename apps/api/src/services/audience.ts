/**
 * Who the group's emails to its members reach (decision 38, docs/product/emails.md): every ACTIVE
 * member with an address the group holds, whether they ever signed in or not, minus those who
 * turned that kind off. Signing in is not asked for: the group holds the address (it added or
 * imported the member); an account's links still prove an address for signing in, nothing more.
 * Every sender (new activity, points digest, membership status, renewal and RSVP reminders, the
 * waitlist promotion and exhibit review emails) and every screen that counts its reach reads this
 * one query, so a screen's "would reach" is what the sender then does.
 */
import type { NotificationKind } from '@lug/db/schema';
import { sql, type DB } from '@lug/db';
import type { AudienceSummary } from '@lug/domain/notifications';
import { memberName } from './users';

/** Why an active member is not reached: they turned the kind off, or the group holds no address. */
export type AudienceReason = 'turned_off' | 'no_address';

/**
 * The address the group holds is no address when it lies in the reserved `.invalid` domain
 * (RFC 2606): what the platform writes where it holds none (an anonymised account, decision 8).
 * `users.email` is never null.
 */
const noAddress = sql<boolean>`(trim(u.email) = '' or lower(u.email) like '%.invalid')`;

/** Why the member (memberships `m`, users `u`) is not reached by `kind`; null: reached. */
function unreachable(kind: NotificationKind | null) {
  const turnedOff =
    kind === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from notification_opt_outs o where o.organization_id = m.organization_id and o.user_id = m.user_id and o.kind = ${kind})`;
  return sql<AudienceReason | null>`case when ${turnedOff} then 'turned_off' when ${noAddress} then 'no_address' else null end`;
}

/**
 * Every active member of the organisation with why an email of `kind` does not reach them
 * (`unreachable`, null: it does). `kind` null: an email about the member's own doing that cannot
 * be turned off (a waitlist promotion, an exhibit's review). `m` (memberships) and `u` (users) for
 * the caller to join and filter on (who is going, who has not renewed).
 */
export function audience(trx: DB, organizationId: number, kind: NotificationKind | null) {
  return trx
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .where('m.organization_id', '=', organizationId)
    .where('m.status', '=', 'active')
    .select(['u.id as user_id', 'u.email', memberName.as('name'), unreachable(kind).as('unreachable')]);
}

/** Only the members `audience` reaches. */
export function reached(trx: DB, organizationId: number, kind: NotificationKind | null) {
  return audience(trx, organizationId, kind).where(unreachable(kind), 'is', null);
}

/** Counts rows of an audience query (any query selecting `unreachable`) by reason. */
export async function summarize(trx: DB, query: ReturnType<typeof audience>): Promise<AudienceSummary> {
  const rows = await trx
    .selectFrom(query.as('a'))
    .select(['a.unreachable', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('a.unreachable')
    .execute();
  const count = (reason: AudienceReason | null) => Number(rows.find((r) => r.unreachable === reason)?.n ?? 0);
  return { reached: count(null), turned_off: count('turned_off'), no_address: count('no_address') };
}
