import { z } from 'zod';
import { email, id, requiredText } from './common';
import { permissionKeys } from './permissions';

export const createOrganizationInput = z.object({
  name: requiredText('Name', 100),
  contact_email: email,
});
export type CreateOrganizationInput = z.infer<typeof createOrganizationInput>;

export const organization = z.object({
  id,
  name: z.string(),
  contact_email: z.string(),
});
export type Organization = z.infer<typeof organization>;

export const myOrganization = organization.extend({
  /** The permissions the caller may use there (none of their role's while `two_factor_setup_required`). */
  permissions: z.array(z.enum(permissionKeys)),
  /**
   * The organisation requires two-factor authentication of members whose role grants
   * `roles.manage` or `settings.manage`, the caller's role does, and they have not turned it on:
   * their role's permissions apply there once they do.
   */
  two_factor_setup_required: z.boolean(),
});
export type MyOrganization = z.infer<typeof myOrganization>;
