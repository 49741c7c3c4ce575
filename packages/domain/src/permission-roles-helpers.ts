/**
 * Permission roles without zod: the limits and the texts
 * (docs/product/permission-roles.md#messages). The screens import this module, so a page about
 * permission roles does not load zod (each page's JavaScript is budgeted: 120 KB gzip for the home
 * page, 250 KB for the others; scripts/check-bundle-budget.mjs); the schemas and the rules are in
 * ./permission-roles, which re-exports all of this.
 */
import { messages, withFixedValues } from './words';

export const permissionRoleNameMax = 50;
export const permissionRoleDescriptionMax = 1000;

/**
 * The screens' and the rules' texts (docs/product/permission-roles.md#messages), shared by the
 * server and the screens.
 */
export const permissionRoleMessages = /* @__PURE__ */ messages('permissionRole', {
  nameRequired: 'Name is required',
  nameTooLong: withFixedValues('Name must be {max} characters or less', { max: permissionRoleNameMax }),
  nameTaken: 'A permission role with this name already exists',
  fetchFailed: 'Failed to fetch permission roles',
  fetchOneFailed: 'Failed to fetch permission role',
  fetchRoleDataFailed: 'Failed to fetch role data',
  fetchAssignedFailed: 'Failed to fetch assigned users',
  deleted: 'Permission role deleted successfully',
  deleteFailed: 'Failed to delete permission role',
  deleteConfirm: 'Are you sure you want to delete this permission role? This action cannot be undone.',
  defaultUpdated: 'Default role updated successfully',
  defaultFailed: 'Failed to set default role',
  created: 'Permission role created successfully',
  createFailed: 'Failed to create permission role',
  updated: 'Permission role updated successfully',
  updateFailed: 'Failed to update permission role',
  usersAssigned: 'Users assigned successfully',
  assignFailed: 'Failed to assign users',
  cannotRemoveFromDefault: 'Cannot remove users from the default role',
  movedToDefault: 'User has been assigned to the default role',
  removedFromRole: 'User has been removed from the role',
  removeFailed: 'Failed to remove user',
  roleNotFound: 'Role not found',
  idsMissing: 'Organization ID or Role ID is missing',
  cannotDeleteDefault: 'The default role cannot be deleted',
  userNotInRole: 'This user is not assigned to this role',
  memberNotFound: 'Member not found',
  lockedOut:
    'This change would leave the organization without an active member who can manage permission roles. Give another active member a role with "Manage permission roles" first.',
  noDefaultRole: 'The organization has no default role',
});
