import { z } from 'zod';
import { awardPointsInput, memberPointsInput, pointsAward } from '@lug/domain/points';
import * as points from '../../services/points';
import { router } from '../init';
import { scopedProcedure } from '../scope';

/** Points beside participation (issue 30): a manager's awards, the group's points for registration and dues. */
export const pointsRouter = router({
  /** A member's awards, newest first: their own, or anyone's for those who manage participation or view reports. */
  list: scopedProcedure(memberPointsInput, { member: 'id' })
    .output(z.array(pointsAward))
    .query(({ ctx, input }) => points.listAwards(ctx.db, ctx.scope, input.id, input.year)),

  /** Awards (positive) or removes (negative) points for a member with a reason and a day; audited. */
  award: scopedProcedure(awardPointsInput, { member: 'id' }, 'participation.manage')
    .output(pointsAward)
    .mutation(({ ctx, input }) => points.awardPoints(ctx, ctx.scope, input)),
});
