import type { RestRoute } from '../route';

/**
 * Activities, categories and participation roles (SPEC.md section 7). `organization_id` comes in
 * the query for GET and DELETE and in the body for POST and PUT; the path's `{id}` names the row.
 */
function crud(path: string, procedure: string): RestRoute[] {
  return [
    { method: 'GET', path, procedure: `${procedure}.list` },
    { method: 'POST', path, procedure: `${procedure}.create`, status: 201 },
    { method: 'GET', path: `${path}/:id`, procedure: `${procedure}.get` },
    { method: 'PUT', path: `${path}/:id`, procedure: `${procedure}.update` },
    { method: 'DELETE', path: `${path}/:id`, procedure: `${procedure}.delete`, status: 204 },
  ];
}

export const cataloguePaths: RestRoute[] = [
  // Before `/activities/:id`, which would take "page" for an id.
  { method: 'GET', path: '/activities/page', procedure: 'activities.page' },
  ...crud('/activities', 'activities'),
  ...crud('/categories', 'categories'),
  ...crud('/participation-roles', 'participationRoles'),
];
