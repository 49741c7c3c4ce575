import type { MemberStatusExport } from '@lug/domain/dues';
import type { RestRoute } from '../route';

/** Registration and dues (docs/product/registration.md, docs/product/api.md#rest-paths). */
export const registrationPaths: RestRoute[] = [
  { method: 'GET', path: '/member-status', procedure: 'memberStatus.list' },
  // A year's registration and dues as a download: `format=csv` (the default) or `xlsx`.
  {
    method: 'GET',
    path: '/member-status/export',
    procedure: 'memberStatus.export',
    contentType: (output) => (output as MemberStatusExport).media_type,
    mediaTypes: ['text/csv; charset=utf-8', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    respond: (output) => {
      const file = output as MemberStatusExport;
      return file.encoding === 'base64' ? new Uint8Array(Buffer.from(file.data, 'base64')) : file.data;
    },
    headers: (output) => ({
      'content-disposition': `attachment; filename="${(output as MemberStatusExport).filename}"`,
      'cache-control': 'no-store',
    }),
  },
  {
    method: 'PUT',
    path: '/member-status/:userId',
    procedure: 'memberStatus.set',
    input: ({ body, params }) => ({ ...body, user_id: params.userId }),
  },
  // The body names the organisation inside each update; the schema makes that one field.
  { method: 'POST', path: '/member-status/bulk', procedure: 'memberStatus.bulk' },

  // A member's registration, dues and points of a year
  { method: 'GET', path: '/members/:id/dues', procedure: 'memberStatus.summary' },

  // A group's dues fee per year
  { method: 'GET', path: '/dues/fees', procedure: 'dues.fees' },
  { method: 'PUT', path: '/dues/fees/:year', procedure: 'dues.setFee' },
  { method: 'DELETE', path: '/dues/fees/:year', procedure: 'dues.removeFee', status: 204 },

  // Payments towards a member's dues of a year (decision 43)
  { method: 'GET', path: '/dues/payments', procedure: 'dues.payments' },
  { method: 'POST', path: '/dues/payments', procedure: 'dues.recordPayment', status: 201 },
  { method: 'DELETE', path: '/dues/payments/:id', procedure: 'dues.removePayment', status: 204 },
];
