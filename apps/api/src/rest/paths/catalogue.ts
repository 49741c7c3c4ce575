import { rowPaths, type RestRoute } from '../route';

/**
 * Activities, categories and participation roles. Lists and creates name the organisation
 * (`organization_id` in the query for GET, in the body for POST); a path's `{id}` names the row,
 * and the row names its organisation (an `organization_id` sent as well must agree).
 */
function crud(path: string, procedure: 'activities' | 'categories' | 'participationRoles'): RestRoute[] {
  return [
    { method: 'GET', path, procedure: `${procedure}.list` },
    { method: 'POST', path, procedure: `${procedure}.create`, status: 201 },
    ...rowPaths(path, procedure),
  ];
}

export const cataloguePaths: RestRoute[] = [
  // Before `/activities/:id`, which would take "page" for an id.
  { method: 'GET', path: '/activities/page', procedure: 'activities.page' },
  ...crud('/activities', 'activities'),
  ...crud('/categories', 'categories'),
  ...crud('/participation-roles', 'participationRoles'),
];
