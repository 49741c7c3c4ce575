import { z } from 'zod';
import {
  activityExhibitsInput,
  exhibit,
  exhibitCardsPdf,
  exhibitList,
  exhibitPhoto,
  exhibitPhotoInput,
  exhibitRef,
  publicExhibit,
  publicExhibitInput,
  registerExhibitInput,
  reviewExhibitInput,
  tablePlanInput,
  tablePlanView,
  updateExhibitInput,
} from '@lug/domain/exhibits';
import * as exhibits from '../../services/exhibits';
import { publicProcedure, router } from '../init';
import { scopedProcedure } from '../scope';

/** Exhibits (MOC registration), their review, photos, MOC cards and the table plan (issue 18, decision 0030). */
export const exhibitsRouter = router({
  /** A member sees their own and the approved ones; `activities.manage` sees all. Totals over what the caller sees. */
  list: scopedProcedure(activityExhibitsInput, { row: 'activity', id: 'id' })
    .output(exhibitList)
    .query(({ ctx, input }) => exhibits.listExhibits(ctx, ctx.scope, input.id)),

  /** The signed-in member registers their own exhibit (pending). */
  register: scopedProcedure(registerExhibitInput, { row: 'activity', id: 'id' })
    .output(exhibit)
    .mutation(({ ctx, input }) => exhibits.register(ctx, ctx.scope, input)),

  /** The owner only; the exhibit goes back to pending. */
  update: scopedProcedure(updateExhibitInput, { row: 'exhibit', id: 'id' })
    .output(exhibit)
    .mutation(({ ctx, input }) => exhibits.update(ctx, ctx.scope, input)),

  /** The owner withdraws it, until the show starts. */
  withdraw: scopedProcedure(exhibitRef, { row: 'exhibit', id: 'id' })
    .output(z.void())
    .mutation(({ ctx, input }) => exhibits.withdraw(ctx, ctx.scope, input.id)),

  /** Approve (within the area limit) or reject (with a reason); the member is emailed. */
  review: scopedProcedure(reviewExhibitInput, { row: 'exhibit', id: 'id' }, 'activities.manage')
    .output(exhibit.extend({ email: z.enum(['queued', 'none']) }))
    .mutation(({ ctx, input }) => exhibits.review(ctx, ctx.scope, input)),

  setPhoto: scopedProcedure(exhibitPhotoInput, { row: 'exhibit', id: 'id' })
    .output(exhibit)
    .mutation(({ ctx, input }) => exhibits.setPhoto(ctx, ctx.scope, input)),

  removePhoto: scopedProcedure(exhibitRef, { row: 'exhibit', id: 'id' })
    .output(exhibit)
    .mutation(({ ctx, input }) => exhibits.removePhoto(ctx, ctx.scope, input.id)),

  /** For whoever may see the exhibit. */
  photo: scopedProcedure(exhibitRef, { row: 'exhibit', id: 'id' })
    .output(exhibitPhoto)
    .query(({ ctx, input }) => exhibits.getPhoto(ctx, ctx.scope, input.id)),

  /** One printable card per approved exhibit (PDF, base64 over tRPC; bytes over REST). */
  cards: scopedProcedure(activityExhibitsInput, { row: 'activity', id: 'id' }, 'activities.manage')
    .output(exhibitCardsPdf)
    .query(({ ctx, input }) => exhibits.cardsPdf(ctx, ctx.scope, input.id)),

  /** Public: an approved exhibit of a public activity; the same 404 for anything else. */
  publicGet: publicProcedure
    .input(publicExhibitInput)
    .output(publicExhibit)
    .query(({ ctx, input }) => exhibits.publicExhibit(ctx, input.id)),

  publicPhoto: publicProcedure
    .input(publicExhibitInput)
    .output(exhibitPhoto)
    .query(({ ctx, input }) => exhibits.publicPhoto(ctx, input.id)),

  tablePlan: scopedProcedure(activityExhibitsInput, { row: 'activity', id: 'id' }, 'activities.manage')
    .output(tablePlanView)
    .query(({ ctx, input }) => exhibits.getTablePlan(ctx, ctx.scope, input.id)),

  saveTablePlan: scopedProcedure(tablePlanInput, { row: 'activity', id: 'id' }, 'activities.manage')
    .output(tablePlanView)
    .mutation(({ ctx, input }) => exhibits.saveTablePlan(ctx, ctx.scope, input.id, input.plan)),
});
