import type { RestRoute } from '../route';

/** Settings, email delivery, the dashboard, anonymous feedback and the audit log. */
export const engagementPaths: RestRoute[] = [
  {
    method: 'GET',
    path: '/organizations/:id/settings',
    procedure: 'settings.get',
    input: ({ params }) => ({ organization_id: params.id }),
  },
  {
    method: 'PUT',
    path: '/organizations/:id/settings',
    procedure: 'settings.update',
    input: ({ body, params }) => ({ ...body, organization_id: params.id }),
  },
  {
    method: 'GET',
    path: '/organizations/:id/email-delivery',
    procedure: 'emailDelivery.status',
    input: ({ params }) => ({ organization_id: params.id }),
  },
  {
    method: 'POST',
    path: '/organizations/:id/email-delivery/test',
    procedure: 'emailDelivery.sendTest',
    status: 202,
    input: ({ params }) => ({ organization_id: params.id }),
  },
  { method: 'GET', path: '/dashboard', procedure: 'dashboard.get' },
  { method: 'POST', path: '/feedback', procedure: 'feedback.submit', status: 201 },
  { method: 'GET', path: '/feedback', procedure: 'feedback.list' },
  { method: 'GET', path: '/audit-log', procedure: 'auditLog.list' },
  { method: 'POST', path: '/notifications/unsubscribe', procedure: 'notifications.unsubscribe' },
  {
    method: 'GET',
    path: '/organizations/:id/notification-preferences',
    procedure: 'notifications.preferences',
    input: ({ params }) => ({ organization_id: params.id }),
  },
  {
    method: 'PUT',
    path: '/organizations/:id/notification-preferences',
    procedure: 'notifications.setPreference',
    input: ({ body, params }) => ({ ...body, organization_id: params.id }),
  },
  {
    method: 'GET',
    path: '/organizations/:id/renewal-reminders',
    procedure: 'notifications.renewalRemindersPreview',
    input: ({ params }) => ({ organization_id: params.id }),
  },
  {
    method: 'GET',
    path: '/organizations/:id/email-audience',
    procedure: 'notifications.audience',
    input: ({ params }) => ({ organization_id: params.id }),
  },
];
