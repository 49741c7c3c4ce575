import { membersPageSize } from '@lug/domain/members-helpers';
import { z } from 'zod';
import { member, type MemberPage } from '@lug/domain/members';
import { rowPaths, type RestRoute } from '../route';
import { pagingHeaderDocs, pagingHeaders } from '../paging-headers';

/**
 * Members, permission roles, organisation users and the caller's profile. Specific paths come
 * before the `:id` ones they would otherwise match. Query, body and path parameters merge into the
 * procedure's input, so each path takes the names its documented call gives it (`organization_id`
 * in the query or body; `userIds, organizationId` where the call spells them so).
 */
export const memberPaths: RestRoute[] = [
  // Members: the list answers a JSON array (one page of it) with the paging in the headers.
  {
    method: 'GET',
    path: '/members',
    procedure: 'members.list',
    respond: (output) => (output as MemberPage).members,
    headers: (output, { url }) => {
      const page = output as MemberPage;
      return pagingHeaders(url, { total: page.total, rows: page.members }, membersPageSize.default);
    },
    answers: { schema: z.array(member), headers: pagingHeaderDocs },
  },
  { method: 'POST', path: '/members', procedure: 'members.create', status: 201 },
  { method: 'POST', path: '/members/import/preview', procedure: 'members.previewImport' },
  { method: 'POST', path: '/members/import', procedure: 'members.importCsv' },
  { method: 'POST', path: '/members/welcome', procedure: 'members.resendWelcome' },
  {
    method: 'GET',
    path: '/members/export',
    procedure: 'members.exportCsv',
    contentType: 'text/csv; charset=utf-8',
    respond: (output) => (output as { csv: string }).csv,
    headers: (output) => ({
      'content-disposition': `attachment; filename="${(output as { filename: string }).filename}"`,
      'cache-control': 'no-store',
    }),
  },
  // The group's invitations (before `/members/:id`, which would take "invitations" for an id).
  { method: 'GET', path: '/members/invitations', procedure: 'invitations.list' },
  { method: 'DELETE', path: '/members/invitations/:id', procedure: 'invitations.revoke', status: 204 },
  ...rowPaths('/members', 'members'),
  { method: 'POST', path: '/members/:id/password-reset', procedure: 'members.sendPasswordReset' },
  // Points beside participation (issue 30): a manager's awards and removals, with a reason and a day.
  { method: 'GET', path: '/members/:id/points', procedure: 'points.list' },
  { method: 'POST', path: '/members/:id/points', procedure: 'points.award', status: 201 },

  // Permission roles
  { method: 'GET', path: '/permission-roles/default', procedure: 'permissionRoles.getDefault' },
  {
    method: 'DELETE',
    path: '/permission-roles/users/current',
    procedure: 'permissionRoles.removeUsersFromCurrentRoles',
    status: 204,
  },
  { method: 'GET', path: '/permission-roles', procedure: 'permissionRoles.list' },
  { method: 'POST', path: '/permission-roles', procedure: 'permissionRoles.create', status: 201 },
  ...rowPaths('/permission-roles', 'permissionRoles'),
  { method: 'GET', path: '/permission-roles/:id/users', procedure: 'permissionRoles.users' },
  { method: 'GET', path: '/permission-roles/:id/available-users', procedure: 'permissionRoles.availableUsers' },
  { method: 'POST', path: '/permission-roles/:id/users', procedure: 'permissionRoles.assignUsers' },
  { method: 'DELETE', path: '/permission-roles/:id/users', procedure: 'permissionRoles.removeUsers', status: 204 },
  { method: 'PUT', path: '/permission-roles/:id/set-default', procedure: 'permissionRoles.setDefault' },

  // The signed-in account's invitations, and the emailed link's
  { method: 'GET', path: '/invitations', procedure: 'invitations.mine', input: () => undefined },
  { method: 'GET', path: '/invitations/link', procedure: 'invitations.preview' },
  { method: 'POST', path: '/invitations/link', procedure: 'invitations.answerLink' },
  { method: 'POST', path: '/invitations/:id/accept', procedure: 'invitations.accept' },
  { method: 'POST', path: '/invitations/:id/decline', procedure: 'invitations.decline' },

  // Organisation users and the caller's own profile
  { method: 'GET', path: '/users', procedure: 'users.list' },
  { method: 'GET', path: '/profile', procedure: 'profile.get', input: () => undefined },
  { method: 'PUT', path: '/profile', procedure: 'profile.update', input: ({ body }) => body },
];
