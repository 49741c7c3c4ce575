/**
 * The locks that serialise writers of one aggregate (docs/decisions/0016-one-scope-resolver.md,
 * "One lock per aggregate"). Every lock here is transaction-scoped: it is released at commit or
 * rollback, never by hand.
 */
import { activityRuleMessages } from '@lug/domain/activities-helpers';
import { notFound } from '@lug/domain/errors';
import { sql, type DB } from '@lug/db';

/** Areas whose writes are serialised per organisation, so read-modify-write never loses an update. */
const lockAreas = { memberStatus: 1, participation: 2 } as const;

/**
 * Takes a transaction-scoped advisory lock for one area of one organisation: concurrent writers of
 * that area in that organisation queue up; readers and other areas are not blocked.
 */
export async function lockArea(trx: DB, area: keyof typeof lockAreas, organizationId: number) {
  await sql`select pg_advisory_xact_lock(${lockAreas[area]}::int, ${organizationId}::int)`.execute(trx);
}

/**
 * The participation lock of an activity: everything that changes an activity's participation
 * (the activity's update and delete, bulk assign and remove, one record's create, update and
 * delete) takes it first, in this order: the organisation's participation lock (the running totals
 * the triggers keep are per organisation and member), then the activity's row. So a change of
 * dates never interleaves with a write on a day it drops, and two writers never deadlock.
 * Returns the activity as locked; 404 when it is not in the organisation.
 */
export async function lockActivityParticipation(trx: DB, organizationId: number, activityId: number) {
  await lockArea(trx, 'participation', organizationId);
  return lockActivityRsvps(trx, organizationId, activityId);
}

/**
 * The RSVP lock of an activity: answers, capacity changes and the check-in code take the
 * activity's row (`for update`) so answers for the last seat apply one after the other
 * (decision 0025). It is the same row lock `lockActivityParticipation` ends with, taken without
 * the organisation's participation lock: answering never waits for another activity's writers.
 * Returns the activity as locked; 404 when it is not in the organisation.
 */
export async function lockActivityRsvps(trx: DB, organizationId: number, activityId: number) {
  const activity = await trx
    .selectFrom('activities')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', activityId)
    .forUpdate()
    .executeTakeFirst();
  if (!activity) throw notFound(activityRuleMessages.notFound);
  return activity;
}

/**
 * The lock of one shift's sign-ups (decision 0031): its row `for update`, so members racing for its
 * last slot sign up one after the other. Writers that also hold an activity's lock take that first
 * (activity, then shift), so the order stays acyclic. Returns the shift as locked, or undefined.
 */
export async function lockShift(trx: DB, organizationId: number, shiftId: number) {
  return trx
    .selectFrom('shifts')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', shiftId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The stock lock of one item of equipment (decision 0031): its row `for update`, taken by every
 * booking of it (whatever the activity) and by a change of its quantity, so two bookings racing for
 * the last items apply one after the other. A booking takes its activity's row first (activity,
 * then equipment). Returns the item as locked, or undefined.
 */
export async function lockEquipment(trx: DB, organizationId: number, equipmentId: number) {
  return trx
    .selectFrom('equipment')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', equipmentId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The exhibits lock of an activity (issue 18, decision 0030): registering an exhibit (the
 * per-member limit), reviewing one (the area limit), the owner's edit and withdrawal and saving the
 * table plan take the activity's row (`for update`), so two registrations racing for a member's
 * last slot, or two approvals racing for the last table area, apply one after the other. It is the
 * row lock the activity's own update takes (`lockActivityParticipation`), so a lowered area limit
 * never interleaves with an approval. Returns the activity as locked; 404 when it is not in the
 * organisation.
 */
export async function lockActivityExhibits(trx: DB, organizationId: number, activityId: number) {
  return lockActivityRsvps(trx, organizationId, activityId);
}
