/**
 * The group's equipment and its bookings for activities (issue 18,
 * docs/decisions/0031-shifts-and-equipment.md).
 *
 * Stock is counted per day across activities whose dates overlap (`@lug/domain/equipment`). Every
 * booking of an item, whatever its activity, and every change of the item's quantity take the
 * item's row (`lockEquipment`), so two bookings racing for the last items apply one after the other.
 * A booking takes its activity's row first (activity, then item), so an activity's change of dates
 * and a booking of it do not interleave.
 */
import { activityRuleMessages } from '@lug/domain/activities-helpers';
import {
  bookingProblem,
  equipmentMessages,
  quantityProblem,
  type BookEquipmentInput,
  type CreateEquipmentInput,
  type DatedBooking,
  type EquipmentBookingList,
  type EquipmentBookingView,
  type EquipmentItem,
  type UpdateEquipmentInput,
} from '@lug/domain/equipment';
import { availableFor, stockShortDays, type DateRange } from '@lug/domain/equipment-helpers';
import { conflict, invalidField, notFound } from '@lug/domain/errors';
import type { DB } from '@lug/db';
import type { AppDeps } from '../context';
import { auditMemberChange } from './audit';
import { activityVisible } from './activity-visibility';
import type { OrgScope, Unscoped } from './authorization';
import { isUniqueViolation } from './db-errors';
import { lockActivityRsvps, lockEquipment } from './locks';

function duplicateName(error: unknown): never {
  if (isUniqueViolation(error, 'equipment_name_key')) {
    throw conflict(equipmentMessages.duplicateName, { fields: { name: equipmentMessages.duplicateName } });
  }
  throw error;
}

/** `GET /organizations/{id}/equipment` (any member): by name. */
export async function listEquipment(db: DB, scope: OrgScope): Promise<EquipmentItem[]> {
  return db
    .selectFrom('equipment')
    .select(['id', 'name', 'quantity', 'notes'])
    .where('organization_id', '=', scope.organizationId)
    .orderBy((eb) => eb.fn('lower', ['name']))
    .orderBy('id')
    .execute();
}

async function findItem(db: DB, organizationId: number, id: number): Promise<EquipmentItem> {
  const item = await db
    .selectFrom('equipment')
    .select(['id', 'name', 'quantity', 'notes'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!item) throw notFound(equipmentMessages.notFound);
  return item;
}

/** `POST /organizations/{id}/equipment` (`activities.manage`). */
export async function createEquipment(
  deps: AppDeps,
  scope: OrgScope,
  input: Unscoped<CreateEquipmentInput>,
): Promise<EquipmentItem> {
  const fields = { name: input.name, quantity: input.quantity, notes: input.notes ?? null };
  const id = await deps.db
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .insertInto('equipment')
        .values({ ...fields, organization_id: scope.organizationId, created_at: deps.now() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await auditMemberChange(trx, scope, {
        action: 'equipment.create',
        entity: 'equipment',
        entityId: row.id,
        details: fields,
      });
      return row.id;
    })
    .catch(duplicateName);
  return findItem(deps.db, scope.organizationId, id);
}

/** Every booking of an item with its activity's days. */
async function datedBookings(trx: DB, organizationId: number, equipmentId: number, exceptActivity?: number) {
  let query = trx
    .selectFrom('equipment_bookings as b')
    .innerJoin('activities as a', (join) =>
      join.onRef('a.organization_id', '=', 'b.organization_id').onRef('a.id', '=', 'b.activity_id'),
    )
    .select(['b.activity_id', 'b.quantity', 'a.start_date', 'a.end_date'])
    .where('b.organization_id', '=', organizationId)
    .where('b.equipment_id', '=', equipmentId);
  if (exceptActivity !== undefined) query = query.where('b.activity_id', '<>', exceptActivity);
  return (await query.execute()) satisfies DatedBooking[];
}

/**
 * An activity's change of dates (services/activities.ts, which holds the activity's lock): each of
 * its bookings must fit the stock on every one of its new days, counted with the other activities
 * running then (decision 0031). Takes each booked item's lock (activity, then item, as a booking
 * does). Refused (409) with `details.short`: per item, what is booked and the days short with what
 * is left on each; the manager changes the bookings first (decision 0039).
 */
export async function requireBookingsFitDates(trx: DB, organizationId: number, activityId: number, range: DateRange) {
  const bookings = await trx
    .selectFrom('equipment_bookings as b')
    .innerJoin('equipment as e', (join) =>
      join.onRef('e.organization_id', '=', 'b.organization_id').onRef('e.id', '=', 'b.equipment_id'),
    )
    .select(['b.equipment_id', 'e.name', 'b.quantity'])
    .where('b.organization_id', '=', organizationId)
    .where('b.activity_id', '=', activityId)
    .orderBy('b.equipment_id')
    .execute();
  const short: Array<{ equipment_id: number; name: string; booked: number; days: Array<{ date: string; left: number }> }> =
    [];
  for (const booking of bookings) {
    const item = await lockEquipment(trx, organizationId, booking.equipment_id);
    if (!item) continue;
    const others = await datedBookings(trx, organizationId, item.id, activityId);
    const days = stockShortDays(item.quantity, others, range, booking.quantity);
    if (days.length > 0) short.push({ equipment_id: item.id, name: item.name, booked: booking.quantity, days });
  }
  if (short.length > 0) {
    const named = short.map((s) => equipmentMessages.shortItem(s.name, s.booked, s.days[0]!.left, s.days[0]!.date));
    throw conflict(equipmentMessages.shortOnNewDates(named.join('; ')), { details: { short } });
  }
}

/** `PUT /equipment/{id}` (`activities.manage`): every field; a quantity below what one day has booked is 409. */
export async function updateEquipment(
  deps: AppDeps,
  scope: OrgScope,
  input: Unscoped<UpdateEquipmentInput>,
): Promise<EquipmentItem> {
  const organizationId = scope.organizationId;
  const fields = { name: input.name, quantity: input.quantity, notes: input.notes ?? null };
  await deps.db
    .transaction()
    .execute(async (trx) => {
      const before = await lockEquipment(trx, organizationId, input.id);
      if (!before) throw notFound(equipmentMessages.notFound);
      const problem = quantityProblem(fields.quantity, await datedBookings(trx, organizationId, before.id));
      if (problem) throw conflict(problem, { fields: { quantity: problem } });
      await trx
        .updateTable('equipment')
        .set(fields)
        .where('organization_id', '=', organizationId)
        .where('id', '=', before.id)
        .execute();
      await auditMemberChange(trx, scope, {
        action: 'equipment.update',
        entity: 'equipment',
        entityId: before.id,
        details: { before: { name: before.name, quantity: before.quantity, notes: before.notes }, after: fields },
      });
    })
    .catch(duplicateName);
  return findItem(deps.db, organizationId, input.id);
}

/** `DELETE /equipment/{id}` (`activities.manage`): the item and its bookings. */
export async function deleteEquipment(deps: AppDeps, scope: OrgScope, id: number): Promise<void> {
  const organizationId = scope.organizationId;
  await deps.db.transaction().execute(async (trx) => {
    const item = await lockEquipment(trx, organizationId, id);
    if (!item) throw notFound(equipmentMessages.notFound);
    const bookings = await datedBookings(trx, organizationId, id);
    await trx.deleteFrom('equipment').where('organization_id', '=', organizationId).where('id', '=', id).execute();
    await auditMemberChange(trx, scope, {
      action: 'equipment.delete',
      entity: 'equipment',
      entityId: id,
      details: { name: item.name, quantity: item.quantity, bookings: bookings.length },
    });
  });
}

async function bookingsOf(db: DB, organizationId: number, activityId: number): Promise<EquipmentBookingView[]> {
  const rows = await db
    .selectFrom('equipment_bookings as b')
    .innerJoin('equipment as e', (join) =>
      join.onRef('e.organization_id', '=', 'b.organization_id').onRef('e.id', '=', 'b.equipment_id'),
    )
    .select(['b.id', 'b.equipment_id', 'e.name as equipment_name', 'b.quantity', 'b.notes', 'b.at'])
    .where('b.organization_id', '=', organizationId)
    .where('b.activity_id', '=', activityId)
    .orderBy((eb) => eb.fn('lower', ['e.name']))
    .orderBy('b.id')
    .execute();
  return rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() }));
}

/**
 * `GET /activities/{id}/equipment-bookings` (`activities.manage`): the activity's bookings, and for
 * every item of the group how many are free on every one of the activity's days.
 */
export async function listBookings(deps: AppDeps, scope: OrgScope, activityId: number): Promise<EquipmentBookingList> {
  const organizationId = scope.organizationId;
  const activity = await deps.db
    .selectFrom('activities as a')
    .select(['a.id', 'a.start_date', 'a.end_date'])
    .where('a.organization_id', '=', organizationId)
    .where('a.id', '=', activityId)
    .where(activityVisible(scope))
    .executeTakeFirst();
  if (!activity) throw notFound(activityRuleMessages.notFound);
  const items = await listEquipment(deps.db, scope);
  const all = await deps.db
    .selectFrom('equipment_bookings as b')
    .innerJoin('activities as a', (join) =>
      join.onRef('a.organization_id', '=', 'b.organization_id').onRef('a.id', '=', 'b.activity_id'),
    )
    .select(['b.equipment_id', 'b.activity_id', 'b.quantity', 'a.start_date', 'a.end_date'])
    .where('b.organization_id', '=', organizationId)
    .where('a.start_date', '<=', activity.end_date)
    .where('a.end_date', '>=', activity.start_date)
    .execute();
  return {
    bookings: await bookingsOf(deps.db, organizationId, activity.id),
    equipment: items.map((item) => {
      const mine = all.find((b) => b.equipment_id === item.id && b.activity_id === activity.id);
      const others = all.filter((b) => b.equipment_id === item.id && b.activity_id !== activity.id);
      return { ...item, available: availableFor(item.quantity, others, activity), booked: mine?.quantity ?? 0 };
    }),
  };
}

/**
 * `POST /activities/{id}/equipment-bookings` (`activities.manage`): books `quantity` of an item for
 * the activity's days, within stock (409 with what is left otherwise). Booking an item the activity
 * already has replaces that booking.
 */
export async function bookEquipment(
  deps: AppDeps,
  scope: OrgScope,
  input: Unscoped<BookEquipmentInput>,
): Promise<EquipmentBookingView> {
  const organizationId = scope.organizationId;
  const activityId = await deps.db.transaction().execute(async (trx) => {
    const activity = await lockActivityRsvps(trx, organizationId, input.id);
    const item = await lockEquipment(trx, organizationId, input.equipment_id);
    if (!item) throw invalidField('equipment_id', equipmentMessages.otherGroup);
    const others = await datedBookings(trx, organizationId, item.id, activity.id);
    const problem = bookingProblem(item.quantity, others, activity, input.quantity);
    if (problem) {
      throw conflict(problem.message, { fields: { quantity: problem.message }, details: { available: problem.left } });
    }
    const values = { quantity: input.quantity, notes: input.notes ?? null, booked_by: scope.userId, at: deps.now() };
    const existing = await trx
      .selectFrom('equipment_bookings')
      .select(['id', 'quantity'])
      .where('organization_id', '=', organizationId)
      .where('equipment_id', '=', item.id)
      .where('activity_id', '=', activity.id)
      .executeTakeFirst();
    if (existing) {
      await trx.updateTable('equipment_bookings').set(values).where('id', '=', existing.id).execute();
    } else {
      await trx
        .insertInto('equipment_bookings')
        .values({ ...values, organization_id: organizationId, equipment_id: item.id, activity_id: activity.id })
        .execute();
    }
    await auditMemberChange(trx, scope, {
      action: 'equipment.book',
      entity: 'activity',
      entityId: activity.id,
      details: { equipment_id: item.id, name: item.name, quantity: input.quantity, before: existing?.quantity ?? 0 },
    });
    return activity.id;
  });
  const booking = (await bookingsOf(deps.db, organizationId, activityId)).find(
    (b) => b.equipment_id === input.equipment_id,
  );
  if (!booking) throw notFound(equipmentMessages.bookingNotFound);
  return booking;
}

/** `DELETE /equipment-bookings/{id}` (`activities.manage`): the items go back to stock. */
export async function deleteBooking(deps: AppDeps, scope: OrgScope, id: number): Promise<void> {
  const organizationId = scope.organizationId;
  await deps.db.transaction().execute(async (trx) => {
    const booking = await trx
      .deleteFrom('equipment_bookings')
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .returning(['activity_id', 'equipment_id', 'quantity'])
      .executeTakeFirst();
    if (!booking) throw notFound(equipmentMessages.bookingNotFound);
    await auditMemberChange(trx, scope, {
      action: 'equipment.unbook',
      entity: 'activity',
      entityId: booking.activity_id,
      details: { equipment_id: booking.equipment_id, quantity: booking.quantity },
    });
  });
}
