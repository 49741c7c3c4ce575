import { z } from 'zod';
import { betaApplicationInput } from '@lug/domain/beta';
import { submitBetaApplication } from '../../services/beta';
import { publicProcedure, router } from '../init';

export const betaRouter = router({
  submit: publicProcedure
    .input(betaApplicationInput)
    .output(
      z.object({
        id: z.number(),
        lugName: z.string(),
        contactName: z.string(),
        email: z.string(),
        website: z.string(),
        about: z.string().nullable(),
      }),
    )
    .mutation(({ ctx, input }) => submitBetaApplication(ctx, input, ctx)),
});
