import type { RestRoute } from '../route';

/**
 * Shifts and equipment (issue 18, decision 0031). `/activities/{id}/…` names the activity,
 * `/shifts/{id}` the shift, `/equipment/{id}` the item, `/equipment-bookings/{id}` the booking:
 * each names its organisation (an `organization_id` sent as well must agree).
 */
export const shiftPaths: RestRoute[] = [
  { method: 'GET', path: '/activities/:id/shifts', procedure: 'shifts.list' },
  { method: 'POST', path: '/activities/:id/shifts', procedure: 'shifts.create', status: 201 },
  { method: 'PUT', path: '/shifts/:id', procedure: 'shifts.update' },
  { method: 'DELETE', path: '/shifts/:id', procedure: 'shifts.delete', status: 204 },
  { method: 'POST', path: '/shifts/:id/signup', procedure: 'shifts.signUp' },
  { method: 'DELETE', path: '/shifts/:id/signup', procedure: 'shifts.cancel' },
  { method: 'POST', path: '/shifts/:id/signups/:user_id/confirm', procedure: 'shifts.confirm' },

  {
    method: 'GET',
    path: '/organizations/:id/equipment',
    procedure: 'equipment.list',
    input: ({ params }) => ({ organization_id: params.id }),
  },
  {
    method: 'POST',
    path: '/organizations/:id/equipment',
    procedure: 'equipment.create',
    status: 201,
    input: ({ body, params }) => ({ ...body, organization_id: params.id }),
  },
  { method: 'PUT', path: '/equipment/:id', procedure: 'equipment.update' },
  { method: 'DELETE', path: '/equipment/:id', procedure: 'equipment.delete', status: 204 },
  { method: 'GET', path: '/activities/:id/equipment-bookings', procedure: 'equipment.bookings' },
  { method: 'POST', path: '/activities/:id/equipment-bookings', procedure: 'equipment.book', status: 201 },
  { method: 'DELETE', path: '/equipment-bookings/:id', procedure: 'equipment.unbook', status: 204 },
];
