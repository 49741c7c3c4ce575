import {
  confirmShiftInput,
  createShiftInput,
  shiftConfirmResult,
  shiftIdInput,
  shiftSignupInput,
  shiftList,
  shiftView,
  updateShiftInput,
} from '@lug/domain/shifts';
import { z } from 'zod';
import * as shifts from '../../services/shifts';
import { router } from '../init';
import { scopedProcedure } from '../scope';

/** Shifts on an activity, sign-ups and worked shifts (issue 18, decision 0031). */
export const shiftsRouter = router({
  /** Every member who may see the activity: shifts with taken and free slots, and their own sign-up; managers see who. */
  list: scopedProcedure(shiftIdInput, { row: 'activity', id: 'id' })
    .output(shiftList)
    .query(({ ctx, input }) => shifts.listShifts(ctx, ctx.scope, input.id)),

  create: scopedProcedure(createShiftInput, { row: 'activity', id: 'id' }, 'activities.manage')
    .output(shiftView)
    .mutation(({ ctx, input }) => shifts.createShift(ctx, ctx.scope, input)),

  update: scopedProcedure(updateShiftInput, { row: 'shift', id: 'id' }, 'activities.manage')
    .output(shiftView)
    .mutation(({ ctx, input }) => shifts.updateShift(ctx, ctx.scope, input)),

  delete: scopedProcedure(shiftIdInput, { row: 'shift', id: 'id' }, 'activities.manage')
    .output(z.void())
    .mutation(({ ctx, input }) => shifts.deleteShift(ctx, ctx.scope, input.id)),

  /** The signed-in member signs up for themself (idempotent); a full shift is 409. */
  signUp: scopedProcedure(shiftSignupInput, { row: 'shift', id: 'id' })
    .output(shiftView)
    .mutation(({ ctx, input }) => shifts.signUp(ctx, ctx.scope, input.id, input.waitlist ?? false)),

  /** The signed-in member cancels their own sign-up until the shift starts. */
  cancel: scopedProcedure(shiftIdInput, { row: 'shift', id: 'id' })
    .output(shiftView)
    .mutation(({ ctx, input }) => shifts.cancelSignup(ctx, ctx.scope, input.id)),

  /** A manager confirms a member worked the shift: a participation record with the shift's role. */
  confirm: scopedProcedure(confirmShiftInput, { row: 'shift', id: 'id' }, 'activities.manage')
    .output(shiftConfirmResult)
    .mutation(({ ctx, input }) => shifts.confirmSignup(ctx, ctx.scope, input.id, input.user_id)),
});
