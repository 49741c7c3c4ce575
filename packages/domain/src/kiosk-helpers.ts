/**
 * Kiosk devices' figures (issue 28, docs/decisions/0047-kiosk-sessions.md), without zod: the kiosk
 * screen imports these alone (its JavaScript budget).
 */

/** How long a check-in made at the kiosk may be undone there (the server allows a little more for the queue). */
export const undoCheckInSeconds = 30;
/** The server's window: the kiosk's 30 s, and time for a check-in that waited in the kiosk's queue. */
export const undoCheckInServerSeconds = 120;
/** How often an open kiosk reads the check-in code again (a manager's "New code" reaches it within this). */
export const kioskCodeRefreshMs = 5_000;
