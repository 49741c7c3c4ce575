import type { RestRoute } from '../route';

/** Registration and dues (SPEC.md section 7). */
export const registrationPaths: RestRoute[] = [
  { method: 'GET', path: '/member-status', procedure: 'memberStatus.list' },
  {
    method: 'PUT',
    path: '/member-status/:userId',
    procedure: 'memberStatus.set',
    input: ({ body, params }) => ({ ...body, user_id: params.userId }),
  },
  {
    method: 'POST',
    path: '/member-status/bulk',
    procedure: 'memberStatus.bulk',
    // The spec's body names the organisation inside each update; the first one names it for all.
    input: ({ body }) => {
      const updates = Array.isArray(body.updates) ? (body.updates as Array<Record<string, unknown>>) : [];
      return { organization_id: body.organization_id ?? updates[0]?.organization_id, ...body };
    },
  },
];
