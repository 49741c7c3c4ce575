import type { RestRoute } from '../route';

/**
 * Participation (SPEC.md section 7). The bulk update's body names no organisation; the activity
 * does, so `organization_id` is optional there and taken from the query when given.
 */
export const participationPaths: RestRoute[] = [
  { method: 'GET', path: '/participation', procedure: 'participation.history' },
  { method: 'GET', path: '/participation/years', procedure: 'participation.years' },
  { method: 'GET', path: '/participation/report', procedure: 'reports.memberReport' },
  { method: 'GET', path: '/participation/member-stats', procedure: 'reports.memberStats' },
  // The Member Activities Report's pages (decision 12); the list above stays the spec's whole list.
  { method: 'GET', path: '/participation/member-stats/page', procedure: 'reports.memberStatsPage' },
  {
    method: 'GET',
    path: '/participation/activity/:id{[0-9]+}',
    procedure: 'participation.forActivity',
    input: ({ query, params }) => ({ ...query, activity_id: params.id }),
  },
  // The Participation Manager's pages (decision 13); the read above stays the spec's whole view.
  {
    method: 'GET',
    path: '/participation/activity/:id{[0-9]+}/page',
    procedure: 'participation.forActivityPage',
    input: ({ query, params }) => ({ ...query, activity_id: params.id }),
  },
  {
    method: 'GET',
    path: '/participation/activity/:id{[0-9]+}/member-ids',
    procedure: 'participation.forActivityMemberIds',
    input: ({ query, params }) => ({ ...query, activity_id: params.id }),
  },
  {
    method: 'POST',
    path: '/participation/bulk-update',
    procedure: 'participation.bulkUpdate',
    input: ({ query, body }) => ({ ...query, ...body }),
  },
  { method: 'POST', path: '/participation', procedure: 'participation.create', status: 201 },
  { method: 'GET', path: '/participation/:id{[0-9]+}', procedure: 'participation.get' },
  { method: 'PUT', path: '/participation/:id{[0-9]+}', procedure: 'participation.update' },
  { method: 'DELETE', path: '/participation/:id{[0-9]+}', procedure: 'participation.delete', status: 204 },
];
