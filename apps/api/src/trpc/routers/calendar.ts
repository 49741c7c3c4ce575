import { z } from 'zod';
import { organizationFeedInput, personalFeedInput, personalFeedLink, personalFeedStatus } from '@lug/domain/calendar';
import * as calendar from '../../services/calendar';
import { authedProcedure, publicProcedure, router } from '../init';

/** Calendar feeds: the organisation's public feed and the member's secret personal feed. */
export const calendarRouter = router({
  /** Public: every non-private activity of the organisation, as iCalendar text. */
  organizationFeed: publicProcedure
    .input(organizationFeedInput)
    .output(z.string())
    .query(({ ctx, input }) => calendar.organizationCalendar(ctx, input.organization_id)),

  /** Public, behind the secret: the member's own feed, as iCalendar text. */
  personalFeed: publicProcedure
    .input(personalFeedInput)
    .output(z.string())
    .query(({ ctx, input }) => calendar.personalCalendar(ctx, input.secret)),

  /** Whether the member has a personal link (its URL cannot be shown again: only its hash is kept). */
  status: authedProcedure
    .output(personalFeedStatus.nullable())
    .query(({ ctx }) => calendar.personalFeedStatus(ctx.db, ctx.auth.user.id)),

  /** Creates the personal link and returns its URL, once; 409 when one exists (regenerate it). */
  personalLink: authedProcedure
    .output(personalFeedLink)
    .mutation(({ ctx }) => calendar.createPersonalLink(ctx, ctx.auth.user.id, false)),

  /** A new secret link replaces the old one, which stops working. */
  regenerate: authedProcedure
    .output(personalFeedLink)
    .mutation(({ ctx }) => calendar.createPersonalLink(ctx, ctx.auth.user.id, true)),

  /** Turns the personal feed off. */
  remove: authedProcedure
    .output(z.void())
    .mutation(async ({ ctx }) => {
      await calendar.removePersonalLink(ctx, ctx.auth.user.id);
    }),
});
