import { rsvpCsv } from '@lug/domain/rsvp';
import type { RestRoute } from '../route';

/**
 * RSVP, waitlist and check-in (issue 17, decision 0025). `{id}` names the activity, which names its
 * organisation (an `organization_id` sent as well must agree).
 */
/** `1,2,3` or `[1,2,3]` as numbers; anything else is left for the schema to refuse. */
function idList(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  const parts = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1).split(',') : text.split(',');
  return parts.map((part) => (/^[1-9]\d{0,14}$/.test(part.trim()) ? Number(part.trim()) : part));
}

export const rsvpPaths: RestRoute[] = [
  { method: 'PUT', path: '/activities/:id/rsvp', procedure: 'rsvp.answer' },
  { method: 'GET', path: '/activities/:id/rsvps', procedure: 'rsvp.list' },
  {
    method: 'GET',
    path: '/activities/:id/rsvps.csv',
    procedure: 'rsvp.csv',
    contentType: 'text/csv; charset=utf-8',
    respond: (output) => (output as { csv: string }).csv,
    headers: (output) => ({
      'content-disposition': `attachment; filename="${(output as { filename: string }).filename}"`,
      'cache-control': 'no-store',
    }),
    answers: { schema: rsvpCsv.shape.csv },
  },
  { method: 'POST', path: '/activities/:id/check-in', procedure: 'rsvp.checkIn' },
  { method: 'POST', path: '/activities/:id/check-in-code', procedure: 'rsvp.rotateCheckInCode' },
  { method: 'GET', path: '/activities/:id/check-in-code', procedure: 'rsvp.checkInCode' },
  { method: 'POST', path: '/activities/:id/check-in/undo', procedure: 'rsvp.undoCheckIn' },
  // Kiosk devices (issue 28, decision 0047).
  { method: 'POST', path: '/activities/:id/kiosk', procedure: 'kiosk.open' },
  { method: 'GET', path: '/kiosk', procedure: 'kiosk.current', input: () => undefined },
  { method: 'POST', path: '/kiosk/close', procedure: 'kiosk.close', status: 204 },
  {
    method: 'GET',
    path: '/rsvp/standings',
    procedure: 'rsvp.standings',
    // `ids=1,2,3` (or a JSON array `ids=[1,2,3]`): the activities to read.
    input: ({ query }) => ({ ...query, ids: idList(query.ids) }),
  },
  { method: 'GET', path: '/activities/:id/check-in/kiosk', procedure: 'rsvp.kiosk' },
  { method: 'GET', path: '/me/signups', procedure: 'rsvp.mySignups', input: () => undefined },
  // My signups as a calendar file (issue 18): RSVPs, exhibits' shows and shifts.
  {
    method: 'GET',
    path: '/me/signups.ics',
    procedure: 'rsvp.mySignupsCalendar',
    input: () => undefined,
    contentType: 'text/calendar; charset=utf-8',
    headers: () => ({
      'content-disposition': 'attachment; filename="my-signups.ics"',
      'cache-control': 'private, no-store',
    }),
  },
];
