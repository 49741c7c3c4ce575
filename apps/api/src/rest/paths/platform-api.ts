import { organizationFeedAnswer } from '../calendar-feed';
import type { RestRoute } from '../route';

/**
 * The API as a product (docs/decisions/0007-the-api-as-a-product.md; the paths are listed in
 * docs/product/api.md#rest-paths): personal API tokens, calendar feeds and data rights. The
 * OpenAPI document and its reference page (`/api/openapi.json`, `/api/docs`) are served by
 * server.ts from the whole table.
 */
export const platformApiPaths: RestRoute[] = [
  // Personal API tokens (the signed-in user's own)
  { method: 'GET', path: '/tokens', procedure: 'apiTokens.list', input: () => undefined },
  { method: 'POST', path: '/tokens', procedure: 'apiTokens.create', status: 201, input: ({ body }) => body },
  { method: 'DELETE', path: '/tokens/:id', procedure: 'apiTokens.revoke', status: 204, input: ({ params }) => ({ id: params.id }) },
  // Calendar feeds: public, no sign-in
  {
    method: 'GET',
    path: '/organizations/:id/calendar.ics',
    procedure: 'calendar.organizationFeed',
    input: ({ params }) => ({ organization_id: params.id }),
    // The same answer as a kept feed's (rest/calendar-feed.ts).
    contentType: organizationFeedAnswer.contentType,
    headers: () => organizationFeedAnswer.headers,
  },
  {
    method: 'GET',
    path: '/calendar/:secret{[a-z2-7]+\\.ics}',
    procedure: 'calendar.personalFeed',
    input: ({ params }) => ({ secret: String(params.secret).replace(/\.ics$/, '') }),
    contentType: 'text/calendar; charset=utf-8',
    headers: () => ({ 'content-disposition': 'inline; filename="my-activities.ics"', 'cache-control': 'private, no-store' }),
  },
  // The personal feed's link
  { method: 'GET', path: '/calendar', procedure: 'calendar.status', input: () => undefined },
  { method: 'POST', path: '/calendar/link', procedure: 'calendar.personalLink', status: 201, input: () => undefined },
  { method: 'POST', path: '/calendar/link/regenerate', procedure: 'calendar.regenerate', status: 201, input: () => undefined },
  { method: 'DELETE', path: '/calendar/link', procedure: 'calendar.remove', status: 204, input: () => undefined },
  // Data rights
  {
    method: 'GET',
    path: '/me/export',
    procedure: 'profile.exportMyData',
    input: () => undefined,
    headers: (output) => ({
      'content-disposition': `attachment; filename="my-lug-data-${String((output as { exported_at: string }).exported_at).slice(0, 10)}.json"`,
      'cache-control': 'no-store',
    }),
  },
  { method: 'POST', path: '/members/:id/anonymize', procedure: 'members.anonymize' },
];
