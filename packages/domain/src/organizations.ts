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
  permissions: z.array(z.enum(permissionKeys)),
});
export type MyOrganization = z.infer<typeof myOrganization>;
