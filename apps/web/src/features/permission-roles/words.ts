import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { permissionRoleMessages as serverPermissionRoleMessages } from '@lug/domain/permission-roles-helpers';
import type { Permission } from '@lug/domain/permissions';

/** What each permission a role can grant is called in the role form, read with `t(permissionLabels[key])`. */
export const permissionLabels: Record<Permission, MessageDescriptor> = {
  'members.manage': msg`Manage members`,
  'roles.manage': msg`Manage permission roles`,
  'activities.manage': msg`Manage activities, categories and participation roles`,
  'participation.manage': msg`Record participation`,
  'registration.manage': msg`Manage registration and dues`,
  'reports.view': msg`View reports`,
  'settings.manage': msg`Manage settings, feedback and the audit log`,
};

/**
 * What the permission role screens say, read with `t(…)`. The server keeps its own
 * `permissionRoleMessages` (@lug/domain) for its refusals; these keys are a part of its keys, with
 * the same English.
 */
export const permissionRoleMessages = {
  fetchFailed: msg`Failed to fetch permission roles`,
  fetchOneFailed: msg`Failed to fetch permission role`,
  fetchRoleDataFailed: msg`Failed to fetch role data`,
  fetchAssignedFailed: msg`Failed to fetch assigned users`,
  deleted: msg`Permission role deleted successfully`,
  deleteFailed: msg`Failed to delete permission role`,
  deleteConfirm: msg`Are you sure you want to delete this permission role? This action cannot be undone.`,
  defaultUpdated: msg`Default role updated successfully`,
  defaultFailed: msg`Failed to set default role`,
  created: msg`Permission role created successfully`,
  createFailed: msg`Failed to create permission role`,
  updated: msg`Permission role updated successfully`,
  updateFailed: msg`Failed to update permission role`,
  usersAssigned: msg`Users assigned successfully`,
  assignFailed: msg`Failed to assign users`,
  movedToDefault: msg`User has been assigned to the default role`,
  removedFromRole: msg`User has been removed from the role`,
  removeFailed: msg`Failed to remove user`,
  roleNotFound: msg`Role not found`,
} satisfies Partial<Record<keyof typeof serverPermissionRoleMessages, MessageDescriptor>>;
