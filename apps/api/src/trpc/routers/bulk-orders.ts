import { z } from 'zod';
import {
  allocationResult,
  bulkOrder,
  bulkOrderDetail,
  bulkOrderRef,
  bulkPaymentInput,
  catalogueImportResult,
  collectedInput,
  createBulkOrderInput,
  eligibilityRow,
  importCatalogueInput,
  listBulkOrdersInput,
  orderSheet,
  participantState,
  pickInput,
  requestsInput,
  selectionInput,
  updateBulkOrderInput,
} from '@lug/domain/bulk-orders';
import * as rounds from '../../services/bulk-orders/rounds';
import * as requests from '../../services/bulk-orders/requests';
import { eligibilityOf } from '../../services/bulk-orders/eligibility';
import { groupToday } from '../../services/dues';
import { router } from '../init';
import { scopedProcedure } from '../scope';

const ok = z.object({ success: z.literal(true) });
const organiser = 'registration.manage' as const;

/** The LUGBulk round (issue 30, docs/product/bulk-orders.md). */
export const bulkOrdersRouter = router({
  list: scopedProcedure(listBulkOrdersInput, { field: 'organization_id' })
    .output(z.array(bulkOrder))
    .query(({ ctx }) => rounds.listBulkOrders(ctx.db, ctx.scope)),
  create: scopedProcedure(createBulkOrderInput, { field: 'organization_id' }, organiser)
    .output(bulkOrder)
    .mutation(({ ctx, input }) => rounds.createBulkOrder(ctx, ctx.scope, input)),
  get: scopedProcedure(bulkOrderRef, { row: 'bulkOrder', id: 'id' })
    .output(bulkOrderDetail)
    .query(({ ctx, input }) => rounds.getBulkOrder(ctx, ctx.scope, input.id)),
  update: scopedProcedure(updateBulkOrderInput, { row: 'bulkOrder', id: 'id' }, organiser)
    .output(bulkOrder)
    .mutation(({ ctx, input }) => rounds.updateBulkOrder(ctx, ctx.scope, input)),
  importCatalogue: scopedProcedure(importCatalogueInput, { row: 'bulkOrder', id: 'id' }, organiser)
    .output(catalogueImportResult)
    .mutation(({ ctx, input }) => rounds.importCatalogue(ctx, ctx.scope, input)),
  /** Every member's standing and its reasons for the organiser; the caller's own for a member. */
  eligibility: scopedProcedure(bulkOrderRef, { row: 'bulkOrder', id: 'id' })
    .output(z.array(eligibilityRow))
    .query(async ({ ctx, input }) => {
      const order = await rounds.readBulkOrder(ctx.db, ctx.scope.organizationId, input.id);
      return eligibilityOf(ctx.db, ctx.scope.organizationId, order, rounds.mayManageBulk(ctx.scope) ? undefined : [ctx.scope.userId]);
    }),
  pick: scopedProcedure(pickInput, { row: 'bulkOrder', id: 'id' })
    .output(ok)
    .mutation(async ({ ctx, input }) => rounds.setPick(ctx, ctx.scope, input, true, await groupToday(ctx, ctx.db, ctx.scope.organizationId))),
  unpick: scopedProcedure(pickInput, { row: 'bulkOrder', id: 'id' })
    .output(ok)
    .mutation(async ({ ctx, input }) => rounds.setPick(ctx, ctx.scope, input, false, await groupToday(ctx, ctx.db, ctx.scope.organizationId))),
  setSelection: scopedProcedure(selectionInput, { row: 'bulkOrder', id: 'id' }, organiser)
    .output(z.object({ selected: z.number() }))
    .mutation(({ ctx, input }) => rounds.setSelection(ctx, ctx.scope, input)),
  setRequests: scopedProcedure(requestsInput, { row: 'bulkOrder', id: 'id' })
    .output(z.object({ requests: z.array(z.object({ element_id: z.string(), quantity: z.number() })), total_minor: z.number() }))
    .mutation(async ({ ctx, input }) => requests.setRequests(ctx, ctx.scope, input, await groupToday(ctx, ctx.db, ctx.scope.organizationId))),
  allocate: scopedProcedure(bulkOrderRef, { row: 'bulkOrder', id: 'id' }, organiser)
    .output(allocationResult)
    .mutation(({ ctx, input }) => requests.runAllocation(ctx, ctx.scope, input.id)),
  allocation: scopedProcedure(bulkOrderRef, { row: 'bulkOrder', id: 'id' })
    .output(allocationResult)
    .query(({ ctx, input }) => requests.readAllocation(ctx.db, ctx.scope, input.id)),
  orderCsv: scopedProcedure(bulkOrderRef, { row: 'bulkOrder', id: 'id' }, organiser)
    .output(orderSheet)
    .query(({ ctx, input }) => requests.orderSheet(ctx.db, ctx.scope, input.id)),
  setPayment: scopedProcedure(bulkPaymentInput, { row: 'bulkOrder', id: 'id' }, organiser)
    .output(participantState)
    .mutation(({ ctx, input }) => requests.setParticipantState(ctx, ctx.scope, input)),
  setCollected: scopedProcedure(collectedInput, { row: 'bulkOrder', id: 'id' }, organiser)
    .output(participantState)
    .mutation(({ ctx, input }) => requests.setParticipantState(ctx, ctx.scope, input)),
});
