import { rsvpCsv } from '@lug/domain/rsvp';
import type { RestRoute } from '../route';

/**
 * RSVP, waitlist and check-in (issue 17, decision 0025). `{id}` names the activity, which names its
 * organisation (an `organization_id` sent as well must agree).
 */
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
  { method: 'GET', path: '/me/signups', procedure: 'rsvp.mySignups', input: () => undefined },
];
