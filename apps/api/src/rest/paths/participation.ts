import { rowPaths, type RestRoute } from '../route';

/**
 * Participation. The bulk update's body names no organisation: the activity does (an
 * `organization_id` sent as well must agree). `/participation/{id}` names a record, which names
 * its organisation the same way.
 */
export const participationPaths: RestRoute[] = [
  { method: 'GET', path: '/participation', procedure: 'participation.history' },
  { method: 'GET', path: '/participation/years', procedure: 'participation.years' },
  { method: 'GET', path: '/participation/report', procedure: 'reports.memberReport' },
  { method: 'GET', path: '/participation/member-stats', procedure: 'reports.memberStats' },
  // The Member Activities Report's pages (decision 12); the list above stays whole, for scripts.
  { method: 'GET', path: '/participation/member-stats/page', procedure: 'reports.memberStatsPage' },
  {
    method: 'GET',
    path: '/participation/activity/:id',
    procedure: 'participation.forActivity',
    input: ({ query, params }) => ({ ...query, activity_id: params.id }),
  },
  // The Participation Manager's pages (decision 13); the read above stays whole, for scripts.
  {
    method: 'GET',
    path: '/participation/activity/:id/page',
    procedure: 'participation.forActivityPage',
    input: ({ query, params }) => ({ ...query, activity_id: params.id }),
  },
  {
    method: 'GET',
    path: '/participation/activity/:id/member-ids',
    procedure: 'participation.forActivityMemberIds',
    input: ({ query, params }) => ({ ...query, activity_id: params.id }),
  },
  { method: 'POST', path: '/participation/bulk-update', procedure: 'participation.bulkUpdate' },
  { method: 'POST', path: '/participation', procedure: 'participation.create', status: 201 },
  ...rowPaths('/participation', 'participation'),
];
