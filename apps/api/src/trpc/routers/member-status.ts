import { z } from 'zod';
import {
  bulkMemberStatusInput,
  memberStatusInput,
  memberStatusListInput,
  memberStatusRow,
} from '@lug/domain/member-status';
import * as memberStatus from '../../services/member-status';
import { orgProcedure, router } from '../init';

export const memberStatusRouter = router({
  list: orgProcedure('registration.manage')
    .input(memberStatusListInput)
    .output(
      z.array(
        memberStatusRow.extend({ first_name: z.string(), last_name: z.string(), display_name: z.string().nullable(), email: z.string() }),
      ),
    )
    .query(({ ctx, input }) => memberStatus.listMemberStatuses(ctx, ctx.db, input.organization_id, input.year)),

  set: orgProcedure('registration.manage')
    .input(memberStatusInput)
    .output(memberStatusRow)
    .mutation(({ ctx, input }) => memberStatus.setMemberStatus(ctx, ctx.membership, input)),

  bulk: orgProcedure('registration.manage')
    .input(bulkMemberStatusInput)
    .output(z.array(memberStatusRow))
    .mutation(({ ctx, input }) => memberStatus.bulkUpdateMemberStatuses(ctx, ctx.membership, input)),
});
