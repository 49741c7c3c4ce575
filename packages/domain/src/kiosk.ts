/**
 * Kiosk devices (issue 28, docs/decisions/0047-kiosk-sessions.md): a manager opens a kiosk for one
 * activity on a device; the device's session may then only read that activity's roster, show its
 * check-in code, and check members in (and undo a check-in for a short while).
 */
import { z } from 'zod';
import { passwordMaxLength } from './auth-helpers';
import { id, isoDate, organizationId } from './common';
import { issue, messages } from './words';

export * from './kiosk-helpers';

export const kioskMessages = messages('kiosk', {
  onlyCheckIn: 'This device is a check-in kiosk: it can only check members in to its activity',
  otherActivity: 'This kiosk checks members in to another activity',
  ended: 'The activity has ended: the kiosk is closed',
  activityEnded: 'This activity has ended: a kiosk can no longer be opened for it',
  notKiosk: 'This is not a kiosk session',
  wrongPassword: 'The password is not right',
  undoTooLate: 'This check-in can no longer be undone here: change it under Participation',
  nothingToUndo: 'There is no check-in to undo',
});

/** `POST /activities/{id}/kiosk`: opens a kiosk for the activity on this device. */
export const kioskOpenInput = z.object({ organization_id: organizationId.optional(), id });

/** What the kiosk device knows about itself. */
export const kioskSessionInfo = z.object({
  organization_id: z.number().int(),
  activity: z.object({ id: z.number().int(), title: z.string() }),
  /** When the kiosk ends at the latest (the end of the activity's last day, with a day's grace). */
  until: z.string(),
});
export type KioskSessionInfo = z.infer<typeof kioskSessionInfo>;

/** The new kiosk session: the browser gets it as its cookie, a script reads `token`. */
export const kioskOpened = kioskSessionInfo.extend({ token: z.string() });

/** `POST /kiosk/close`: the password of the manager who opened the kiosk. */
export const kioskCloseInput = z.object({
  password: z
    .string(issue('schema.passwordIsRequired', 'Password is required'))
    .min(1, issue('schema.passwordIsRequired', 'Password is required'))
    .max(passwordMaxLength),
});

/** `POST /activities/{id}/check-in/undo`: takes back a check-in made moments ago. */
export const undoCheckInInput = z.object({
  organization_id: organizationId.optional(),
  id,
  user_id: id,
  /** The kiosk's day of the check-in (as it was sent). */
  date: isoDate,
});
export const undoCheckInResult = z.object({ undone: z.literal(true) });
