import { z } from 'zod';
import {
  bulkMemberStatusInput,
  memberStatusInput,
  memberStatusListInput,
  memberStatusRow,
} from '@lug/domain/member-status';
import * as memberStatus from '../../services/member-status';
import { router } from '../init';
import { scopedProcedure } from '../scope';

export const memberStatusRouter = router({
  list: scopedProcedure(memberStatusListInput, { field: 'organization_id' }, 'registration.manage')
    .output(
      z.array(
        memberStatusRow.extend({ first_name: z.string(), last_name: z.string(), display_name: z.string().nullable(), email: z.string() }),
      ),
    )
    .query(({ ctx, input }) => memberStatus.listMemberStatuses(ctx, ctx.scope, input.year)),

  set: scopedProcedure(memberStatusInput, { field: 'organization_id' }, 'registration.manage')
    .output(memberStatusRow)
    .mutation(({ ctx, input }) => memberStatus.setMemberStatus(ctx, ctx.scope, input)),

  /** The organisation is named inside the updates; the schema makes it one field (`organization_id`). */
  bulk: scopedProcedure(bulkMemberStatusInput, { field: 'organization_id' }, 'registration.manage')
    .output(z.array(memberStatusRow))
    .mutation(({ ctx, input }) => memberStatus.bulkUpdateMemberStatuses(ctx, ctx.scope, input)),
});
