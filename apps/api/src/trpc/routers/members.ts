import { z } from 'zod';
import {
  createMemberInput,
  createMemberResult,
  importCsvInput,
  importPreview,
  importResult,
  listMembersInput,
  member,
  memberPage,
  memberRef,
  passwordResetResult,
  resendWelcomeInput,
  resendWelcomeResult,
  updateMemberInput,
} from '@lug/domain/members';
import { organizationId } from '@lug/domain/common';
import { anonymizeMemberInput, anonymizedMember } from '@lug/domain/data-rights';
import * as dataRights from '../../services/data-rights';
import * as memberImport from '../../services/members/import';
import * as memberReads from '../../services/members/read';
import * as memberWrites from '../../services/members/write';
import { resendWelcome } from '../../services/members/welcome';
import { router } from '../init';
import { scopedProcedure } from '../scope';

export const membersRouter = router({
  /**
   * One page, searched, filtered and sorted (docs/product/api.md#paging): `{ members, total }` (REST:
   * the array and headers).
   */
  list: scopedProcedure(listMembersInput, { field: 'organization_id' })
    .output(memberPage)
    .query(({ ctx, input }) =>
      memberReads.listMembers(ctx.db, ctx.scope, {
        roleId: input.role_id,
        q: input.q,
        sort: input.sort,
        direction: input.direction,
        neverSignedIn: input.never_signed_in,
        limit: input.limit,
        offset: input.offset,
      }),
    ),

  get: scopedProcedure(memberRef, { member: 'id' })
    .output(member)
    .query(({ ctx, input }) => memberReads.getMember(ctx.db, ctx.scope, input.id)),

  create: scopedProcedure(createMemberInput, { field: 'organization_id' }, 'members.manage')
    .output(createMemberResult)
    .mutation(({ ctx, input }) => memberWrites.createMember(ctx, ctx.scope, input)),

  update: scopedProcedure(updateMemberInput, { member: 'id' }, 'members.manage')
    .output(member)
    .mutation(({ ctx, input }) => memberWrites.updateMember(ctx, ctx.scope, input)),

  delete: scopedProcedure(memberRef, { member: 'id' }, 'members.manage')
    .output(z.void())
    .mutation(async ({ ctx, input }) => {
      await memberWrites.deleteMember(ctx, ctx.scope, input.id);
    }),

  sendPasswordReset: scopedProcedure(memberRef, { member: 'id' }, 'members.manage')
    .output(passwordResetResult)
    .mutation(({ ctx, input }) => memberWrites.sendMemberPasswordReset(ctx, ctx.scope, input.id)),

  /** A fresh welcome email for each chosen member who never signed in (decision 38). */
  resendWelcome: scopedProcedure(resendWelcomeInput, { field: 'organization_id' }, 'members.manage')
    .output(resendWelcomeResult)
    .mutation(({ ctx, input }) => resendWelcome(ctx, ctx.scope, input)),

  previewImport: scopedProcedure(importCsvInput, { field: 'organization_id' }, 'members.manage')
    .output(importPreview)
    .mutation(({ ctx, input }) => memberImport.previewMemberImport(ctx, ctx.scope, input)),

  importCsv: scopedProcedure(importCsvInput, { field: 'organization_id' }, 'members.manage')
    .output(importResult)
    .mutation(({ ctx, input }) => memberImport.importMembers(ctx, ctx.scope, input)),

  exportCsv: scopedProcedure(z.object({ organization_id: organizationId }), { field: 'organization_id' }, 'members.manage')
    .output(z.object({ filename: z.string(), csv: z.string() }))
    .query(({ ctx }) => memberImport.exportMembersCsv(ctx, ctx.scope)),

  /**
   * Removes the member's personal data; their participation stays, anonymised
   * (docs/product/members.md#remove-personal-data).
   */
  anonymize: scopedProcedure(anonymizeMemberInput, { member: 'id' }, 'members.manage')
    .output(anonymizedMember)
    .mutation(({ ctx, input }) => dataRights.anonymizeMember(ctx, ctx.scope, input.id)),
});
