import {
  bookEquipmentInput,
  createEquipmentInput,
  equipmentBooking,
  equipmentBookingList,
  equipmentIdInput,
  equipmentItem,
  equipmentList,
  equipmentListInput,
  updateEquipmentInput,
} from '@lug/domain/equipment';
import { z } from 'zod';
import * as equipment from '../../services/equipment';
import { router } from '../init';
import { scopedProcedure } from '../scope';

/** The group's equipment and its bookings for activities (issue 18, decision 0031). */
export const equipmentRouter = router({
  /** Any member may read what the group owns. */
  list: scopedProcedure(equipmentListInput, { field: 'organization_id' })
    .output(equipmentList)
    .query(async ({ ctx }) => ({ equipment: await equipment.listEquipment(ctx.db, ctx.scope) })),

  create: scopedProcedure(createEquipmentInput, { field: 'organization_id' }, 'activities.manage')
    .output(equipmentItem)
    .mutation(({ ctx, input }) => equipment.createEquipment(ctx, ctx.scope, input)),

  update: scopedProcedure(updateEquipmentInput, { row: 'equipment', id: 'id' }, 'activities.manage')
    .output(equipmentItem)
    .mutation(({ ctx, input }) => equipment.updateEquipment(ctx, ctx.scope, input)),

  delete: scopedProcedure(equipmentIdInput, { row: 'equipment', id: 'id' }, 'activities.manage')
    .output(z.void())
    .mutation(({ ctx, input }) => equipment.deleteEquipment(ctx, ctx.scope, input.id)),

  /** The activity's bookings and what is free on its days. */
  bookings: scopedProcedure(equipmentIdInput, { row: 'activity', id: 'id' }, 'activities.manage')
    .output(equipmentBookingList)
    .query(({ ctx, input }) => equipment.listBookings(ctx, ctx.scope, input.id)),

  /** Books an item for the activity within stock (409 with what is left). */
  book: scopedProcedure(bookEquipmentInput, { row: 'activity', id: 'id' }, 'activities.manage')
    .output(equipmentBooking)
    .mutation(({ ctx, input }) => equipment.bookEquipment(ctx, ctx.scope, input)),

  unbook: scopedProcedure(equipmentIdInput, { row: 'equipmentBooking', id: 'id' }, 'activities.manage')
    .output(z.void())
    .mutation(({ ctx, input }) => equipment.deleteBooking(ctx, ctx.scope, input.id)),
});
