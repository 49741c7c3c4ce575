import {
  checkInCode,
  checkInCodeInput,
  checkInInput,
  checkInResult,
  kioskInput,
  kioskView,
  rsvpCsv,
  rsvpInput,
  rsvpList,
  rsvpListInput,
  rsvpResult,
  rsvpStandings,
  rsvpStandingsInput,
  signups,
} from '@lug/domain/rsvp';
import { undoCheckInInput, undoCheckInResult } from '@lug/domain/kiosk';
import { z } from 'zod';
import { mySignupsCalendar } from '../../services/calendar';
import { graceDay, myExhibits, myShifts } from '../../services/my-signups';
import * as rsvp from '../../services/rsvp';
import { authedProcedure, router } from '../init';
import { scopedProcedure } from '../scope';

/** RSVP, waitlist and check-in (issue 17, decision 0025). */
export const rsvpRouter = router({
  /** The signed-in member's answer (a manager may name `user_id`, and answer after the deadline). */
  answer: scopedProcedure(rsvpInput, { row: 'activity', id: 'id' })
    .output(rsvpResult)
    .mutation(({ ctx, input }) => rsvp.answer(ctx, ctx.scope, input)),

  list: scopedProcedure(rsvpListInput, { row: 'activity', id: 'id' }, 'activities.manage')
    .output(rsvpList)
    .query(({ ctx, input }) => rsvp.listAnswers(ctx.db, ctx.scope, input.id)),

  csv: scopedProcedure(rsvpListInput, { row: 'activity', id: 'id' }, 'activities.manage')
    .output(rsvpCsv)
    .query(({ ctx, input }) => rsvp.answersCsv(ctx.db, ctx.scope, input.id)),

  /** `{user_id}` needs `participation.manage` (checked by the service); `{code}` is the member themself. */
  checkIn: scopedProcedure(checkInInput, { row: 'activity', id: 'id' })
    .output(checkInResult)
    .mutation(({ ctx, input }) => rsvp.checkIn(ctx, ctx.scope, input)),

  /** Takes back a check-in made moments ago at the kiosk (decision 0047). */
  undoCheckIn: scopedProcedure(undoCheckInInput, { row: 'activity', id: 'id' }, 'participation.manage')
    .output(undoCheckInResult)
    .mutation(({ ctx, input }) => rsvp.undoCheckIn(ctx, ctx.scope, input)),

  /** The current self check-in code (made on first use): every kiosk and the poster show it; reading never replaces it. */
  checkInCode: scopedProcedure(checkInCodeInput, { row: 'activity', id: 'id' }, 'participation.manage')
    .output(checkInCode)
    .query(({ ctx, input }) => rsvp.currentCheckInCode(ctx, ctx.scope, input.id)),

  /** "New code": a manager replaces the code; every kiosk shows the new one on its next read. */
  rotateCheckInCode: scopedProcedure(checkInCodeInput, { row: 'activity', id: 'id' }, 'activities.manage')
    .output(checkInCode)
    .mutation(({ ctx, input }) => rsvp.rotateCheckInCode(ctx, ctx.scope, input.id)),

  /** The screens' counts, free seats and the caller's own answer, for up to 100 activities at once. */
  standings: scopedProcedure(rsvpStandingsInput, { field: 'organization_id' })
    .output(rsvpStandings)
    .query(async ({ ctx, input }) => ({ standings: await rsvp.standings(ctx, ctx.scope, input.ids) })),

  /** The kiosk's roster: every active member, their answer and whether they are checked in today. */
  kiosk: scopedProcedure(kioskInput, { row: 'activity', id: 'id' }, 'participation.manage')
    .output(kioskView)
    .query(({ ctx, input }) => rsvp.kiosk(ctx, ctx.scope, input.id)),

  /**
   * The signed-in person's answers to activities that have not ended, and (issue 18) their
   * exhibits and shift sign-ups on them, in every group.
   */
  mySignups: authedProcedure.output(signups).query(async ({ ctx }) => {
    const since = graceDay(ctx);
    const [answers, exhibits, shifts] = await Promise.all([
      rsvp.mySignups(ctx, ctx.auth.user.id),
      myExhibits(ctx.db, ctx.auth.user.id, since),
      myShifts(ctx.db, ctx.auth.user.id, since),
    ]);
    return { ...answers, exhibits, shifts };
  }),

  /** The same as an iCalendar file: the activities (as the feeds write them) and each shift with its own times. */
  mySignupsCalendar: authedProcedure
    .output(z.string())
    .query(({ ctx }) => mySignupsCalendar(ctx, ctx.auth.user.id, graceDay(ctx))),
});
