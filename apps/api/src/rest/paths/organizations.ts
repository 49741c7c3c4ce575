import type { RestRoute } from '../route';

export const organizationPaths: RestRoute[] = [
  { method: 'POST', path: '/organizations', procedure: 'organizations.create', status: 201 },
  { method: 'GET', path: '/organizations', procedure: 'organizations.list', input: () => undefined },
  {
    method: 'GET',
    path: '/organizations/:id',
    procedure: 'organizations.get',
    input: ({ params }) => ({ organization_id: params.id }),
  },
  // Public
  { method: 'POST', path: '/beta-applications', procedure: 'beta.submit', status: 201 },
];
