import { z } from 'zod';
import { kioskCloseInput, kioskOpened, kioskOpenInput, kioskSessionInfo } from '@lug/domain/kiosk';
import * as kiosk from '../../services/kiosk-sessions';
import { authedProcedure, publicProcedure, router } from '../init';
import { scopedProcedure } from '../scope';

/**
 * Kiosk devices (issue 28, docs/decisions/0047-kiosk-sessions.md). What a kiosk session may call is
 * listed in `kioskProcedures` (trpc/init.ts); `open` is not among them: a kiosk opens no other kiosk.
 */
export const kioskRouter = router({
  /** This device becomes a kiosk of the activity: its session is replaced by a kiosk session. */
  open: scopedProcedure(kioskOpenInput, { row: 'activity', id: 'id' }, 'participation.manage')
    .output(kioskOpened)
    .mutation(({ ctx, input }) => kiosk.openKiosk(ctx, ctx.scope, input.id)),

  /** The kiosk this device is, or null: for the web app to show the kiosk and nothing else. */
  current: publicProcedure.output(kioskSessionInfo.nullable()).query(({ ctx }) => kiosk.currentKiosk(ctx)),

  /** Ends the kiosk with the password of the manager who opened it; the device is signed out. */
  close: authedProcedure
    .input(kioskCloseInput)
    .output(z.void())
    .mutation(({ ctx, input }) => kiosk.closeKiosk(ctx, input.password)),
});
