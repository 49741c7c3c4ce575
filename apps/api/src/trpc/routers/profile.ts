import { profile, updateProfileInput } from '@lug/domain/members';
import { myDataExport } from '@lug/domain/data-rights';
import * as dataRights from '../../services/data-rights';
import * as profiles from '../../services/profile';
import { authedProcedure, router } from '../init';

/** The signed-in user's own profile. */
export const profileRouter = router({
  get: authedProcedure.output(profile).query(({ ctx }) => profiles.getProfile(ctx.db, ctx.auth.user.id)),

  update: authedProcedure
    .input(updateProfileInput)
    .output(profile)
    .mutation(({ ctx, input }) => profiles.updateProfile(ctx, ctx.auth.user.id, input)),

  /**
   * Everything stored about the signed-in user, as one JSON document
   * (docs/product/members.md#download-my-data).
   */
  exportMyData: authedProcedure.output(myDataExport).query(({ ctx }) => dataRights.exportMyData(ctx, ctx.auth.user.id)),
});
