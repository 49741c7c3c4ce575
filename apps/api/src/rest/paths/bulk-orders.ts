import type { RestRoute } from '../route';

/**
 * The LUGBulk round (issue 30, docs/product/bulk-orders.md). `/bulk-orders/{id}` names the round,
 * which names its organisation; `{element_id}` and `{user_id}` name an element and a member of it.
 */
export const bulkOrderPaths: RestRoute[] = [
  {
    method: 'GET',
    path: '/organizations/:id/bulk-orders',
    procedure: 'bulkOrders.list',
    input: ({ query, params }) => ({ ...query, organization_id: params.id }),
  },
  {
    method: 'POST',
    path: '/organizations/:id/bulk-orders',
    procedure: 'bulkOrders.create',
    status: 201,
    input: ({ body, params }) => ({ ...body, organization_id: params.id }),
  },
  { method: 'GET', path: '/bulk-orders/:id', procedure: 'bulkOrders.get' },
  { method: 'PUT', path: '/bulk-orders/:id', procedure: 'bulkOrders.update' },
  { method: 'POST', path: '/bulk-orders/:id/catalogue', procedure: 'bulkOrders.importCatalogue' },
  { method: 'GET', path: '/bulk-orders/:id/eligibility', procedure: 'bulkOrders.eligibility' },
  {
    method: 'POST',
    path: '/bulk-orders/:id/picks/:element_id',
    procedure: 'bulkOrders.pick',
    input: ({ query, body, params }) => ({ ...query, ...body, id: params.id, element_id: params.element_id }),
  },
  {
    method: 'DELETE',
    path: '/bulk-orders/:id/picks/:element_id',
    procedure: 'bulkOrders.unpick',
    status: 204,
    input: ({ query, params }) => ({ ...query, id: params.id, element_id: params.element_id }),
  },
  { method: 'PUT', path: '/bulk-orders/:id/selection', procedure: 'bulkOrders.setSelection' },
  { method: 'PUT', path: '/bulk-orders/:id/requests', procedure: 'bulkOrders.setRequests' },
  { method: 'POST', path: '/bulk-orders/:id/allocate', procedure: 'bulkOrders.allocate' },
  { method: 'GET', path: '/bulk-orders/:id/allocation', procedure: 'bulkOrders.allocation' },
  {
    method: 'GET',
    path: '/bulk-orders/:id/order.csv',
    procedure: 'bulkOrders.orderCsv',
    contentType: 'text/csv; charset=utf-8',
    respond: (output) => (output as { csv: string }).csv,
    headers: (output) => ({
      'content-disposition': `attachment; filename="${(output as { filename: string }).filename}"`,
      'cache-control': 'no-store',
    }),
  },
  {
    method: 'PUT',
    path: '/bulk-orders/:id/payments/:user_id',
    procedure: 'bulkOrders.setPayment',
    input: ({ body, params }) => ({ ...body, id: params.id, user_id: params.user_id }),
  },
  {
    method: 'PUT',
    path: '/bulk-orders/:id/collected/:user_id',
    procedure: 'bulkOrders.setCollected',
    input: ({ body, params }) => ({ ...body, id: params.id, user_id: params.user_id }),
  },
];
