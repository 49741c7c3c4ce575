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
  updateMemberInput,
} from '@lug/domain/members';
import { organizationId } from '@lug/domain/common';
import { anonymizeMemberInput, anonymizedMember } from '@lug/domain/data-rights';
import * as dataRights from '../../services/data-rights';
import * as memberImport from '../../services/member-import';
import * as members from '../../services/members';
import { orgProcedure, router } from '../init';

export const membersRouter = router({
  /** One page, searched, filtered and sorted (issue 8): `{ members, total }`. */
  list: orgProcedure()
    .input(listMembersInput)
    .output(memberPage)
    .query(({ ctx, input }) =>
      members.listMembers(ctx.db, ctx.membership, input.organization_id, {
        roleId: input.role_id,
        q: input.q,
        sort: input.sort,
        direction: input.direction,
        limit: input.limit,
        offset: input.offset,
      }),
    ),

  get: orgProcedure()
    .input(memberRef)
    .output(member)
    .query(({ ctx, input }) => members.getMember(ctx.db, ctx.membership, input.organization_id, input.id)),

  create: orgProcedure('members.manage')
    .input(createMemberInput)
    .output(createMemberResult)
    .mutation(({ ctx, input }) => members.createMember(ctx, ctx.membership, input)),

  update: orgProcedure('members.manage')
    .input(updateMemberInput)
    .output(member)
    .mutation(({ ctx, input }) => members.updateMember(ctx, ctx.membership, input)),

  delete: orgProcedure('members.manage')
    .input(memberRef)
    .output(z.void())
    .mutation(async ({ ctx, input }) => {
      await members.deleteMember(ctx, ctx.auth.user.id, input.organization_id, input.id);
    }),

  sendPasswordReset: orgProcedure('members.manage')
    .input(memberRef)
    .output(passwordResetResult)
    .mutation(({ ctx, input }) =>
      members.sendMemberPasswordReset(ctx, ctx.auth.user.id, input.organization_id, input.id),
    ),

  previewImport: orgProcedure('members.manage')
    .input(importCsvInput)
    .output(importPreview)
    .mutation(({ ctx, input }) => memberImport.previewMemberImport(ctx, input)),

  importCsv: orgProcedure('members.manage')
    .input(importCsvInput)
    .output(importResult)
    .mutation(({ ctx, input }) => memberImport.importMembers(ctx, ctx.auth.user.id, input)),

  exportCsv: orgProcedure('members.manage')
    .input(z.object({ organization_id: organizationId }))
    .output(z.object({ filename: z.string(), csv: z.string() }))
    .query(({ ctx, input }) => memberImport.exportMembersCsv(ctx, ctx.membership, input.organization_id)),

  /** Removes the member's personal data; their participation stays, anonymised (issue 7). */
  anonymize: orgProcedure('members.manage')
    .input(anonymizeMemberInput)
    .output(anonymizedMember)
    .mutation(({ ctx, input }) => dataRights.anonymizeMember(ctx, ctx.auth.user.id, input.organization_id, input.id)),
});
