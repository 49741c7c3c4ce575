/**
 * The group's equipment and its bookings for activities: the calls' inputs and answers (issue 18,
 * decision 0031). The rules are in ./equipment-helpers (re-exported here).
 */
import { z } from 'zod';
import { id, optionalText, organizationId, requiredText, wholeNumber } from './common';
import { equipmentMax } from './equipment-helpers';

export * from './equipment-helpers';

export const equipmentFields = {
  name: requiredText('Name', equipmentMax.name),
  /** How many the group owns (0..100000). */
  quantity: wholeNumber('quantity', 0, equipmentMax.quantity),
  notes: optionalText(equipmentMax.notes, 'Notes'),
};

/** `GET /organizations/{id}/equipment` (any member). */
export const equipmentListInput = z.object({ organization_id: organizationId });

/** `POST /organizations/{id}/equipment` (`activities.manage`). */
export const createEquipmentInput = z.object({ organization_id: organizationId, ...equipmentFields });
export type CreateEquipmentInput = z.output<typeof createEquipmentInput>;

/** `PUT /equipment/{id}` (`activities.manage`): every field, as on create. */
export const updateEquipmentInput = z.object({ organization_id: organizationId.optional(), id, ...equipmentFields });
export type UpdateEquipmentInput = z.output<typeof updateEquipmentInput>;

/** `DELETE /equipment/{id}`, `GET /activities/{id}/equipment-bookings`, `DELETE /equipment-bookings/{id}`. */
export const equipmentIdInput = z.object({ organization_id: organizationId.optional(), id });

/**
 * `POST /activities/{id}/equipment-bookings` (`activities.manage`): `id` is the activity. Booking
 * an item the activity already has replaces that booking's quantity and notes.
 */
export const bookEquipmentInput = z.object({
  organization_id: organizationId.optional(),
  id,
  equipment_id: id,
  quantity: wholeNumber('quantity', 1, equipmentMax.quantity),
  notes: optionalText(equipmentMax.notes, 'Notes'),
});
export type BookEquipmentInput = z.output<typeof bookEquipmentInput>;

const rowId = z.number().int();

export const equipmentItem = z.object({
  id: rowId,
  name: z.string(),
  quantity: rowId,
  notes: z.string().nullable(),
});
export type EquipmentItem = z.infer<typeof equipmentItem>;
export const equipmentList = z.object({ equipment: z.array(equipmentItem) });

export const equipmentBooking = z.object({
  id: rowId,
  equipment_id: rowId,
  equipment_name: z.string(),
  quantity: rowId,
  notes: z.string().nullable(),
  at: z.string(),
});
export type EquipmentBookingView = z.infer<typeof equipmentBooking>;

/** The activity's bookings, and for every item how many are still free on the activity's days. */
export const equipmentBookingList = z.object({
  bookings: z.array(equipmentBooking),
  equipment: z.array(
    equipmentItem.extend({
      /** Free on every day of the activity, not counting this activity's own booking. */
      available: rowId,
      /** This activity's booking of it, or 0. */
      booked: rowId,
    }),
  ),
});
export type EquipmentBookingList = z.infer<typeof equipmentBookingList>;
