import type { RestRoute } from '../route';

/** Registration and dues (docs/product/api.md#rest-paths). */
export const registrationPaths: RestRoute[] = [
  { method: 'GET', path: '/member-status', procedure: 'memberStatus.list' },
  {
    method: 'PUT',
    path: '/member-status/:userId',
    procedure: 'memberStatus.set',
    input: ({ body, params }) => ({ ...body, user_id: params.userId }),
  },
  // The body names the organisation inside each update; the schema makes that one field.
  { method: 'POST', path: '/member-status/bulk', procedure: 'memberStatus.bulk' },
];
