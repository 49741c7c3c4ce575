import { z } from 'zod';
import {
  bulkMemberStatusInput,
  memberStatusInput,
  memberStatusListInput,
  memberStatusRow,
} from '@lug/domain/member-status';
import { memberDuesSummary, memberDuesSummaryInput, memberStatusExport, memberStatusExportInput } from '@lug/domain/dues';
import * as memberStatus from '../../services/member-status';
import { exportMemberStatuses } from '../../services/member-status-export';
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

  /** The year's registration and dues as CSV (text) or XLSX (base64); REST answers the bytes. */
  export: scopedProcedure(memberStatusExportInput, { field: 'organization_id' }, 'registration.manage')
    .output(memberStatusExport)
    .query(({ ctx, input }) => exportMemberStatuses(ctx, ctx.scope, input.year, input.format)),

  /** A member's registration, dues and points of a year; the dues only for themself and registration managers. */
  summary: scopedProcedure(memberDuesSummaryInput, { member: 'id' })
    .output(memberDuesSummary)
    .query(({ ctx, input }) => memberStatus.memberDuesSummary(ctx, ctx.scope, input.id, input.year)),

  set: scopedProcedure(memberStatusInput, { field: 'organization_id' }, 'registration.manage')
    .output(memberStatusRow)
    .mutation(({ ctx, input }) => memberStatus.setMemberStatus(ctx, ctx.scope, input)),

  /** The organisation is named inside the updates; the schema makes it one field (`organization_id`). */
  bulk: scopedProcedure(bulkMemberStatusInput, { field: 'organization_id' }, 'registration.manage')
    .output(z.array(memberStatusRow))
    .mutation(({ ctx, input }) => memberStatus.bulkUpdateMemberStatuses(ctx, ctx.scope, input)),
});
