/**
 * `lug demo`: a demo organisation with realistic data. Each area adds its part here as it lands.
 */
import { randomBytes } from 'node:crypto';
import { sql } from '@lug/db';
import type { AppDeps } from '../context';
import { hashPassword } from '../auth/passwords';
import { createOrganization } from '../services/organizations';
import { seedCatalogueDemo } from './catalogue';
import { seedMembersDemo } from './members';
import { seedRegistrationDemo } from './registration';
import { seedShowsDemo } from './shows';

export interface DemoResult {
  organization: { id: number; name: string };
  admin: { email: string; password: string };
}

export async function seedDemo(deps: AppDeps): Promise<DemoResult> {
  const password = `demo-${randomBytes(6).toString('hex')}`;
  const email = 'admin@demo-lug.example';
  const passwordHash = await hashPassword(password);
  const existing = await deps.db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email)
    .executeTakeFirst();
  const adminId = existing
    ? (
        await deps.db
          .updateTable('users')
          .set({ password_hash: passwordHash, email_verified_at: sql`now()` })
          .where('id', '=', existing.id)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id
    : (
        await deps.db
          .insertInto('users')
          // Confirmed: the address is made up (nobody could open a link sent to it), and whoever ran
          // `lug demo` holds the password.
          .values({
            email,
            password_hash: passwordHash,
            email_verified_at: sql`now()`,
            first_name: 'Alex',
            last_name: 'Brickman',
            display_name: 'Alex B.',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
  const organization = await createOrganization(deps, adminId, {
    name: 'Brickville LUG (demo)',
    contact_email: 'hello@demo-lug.example',
  });
  await seedMembersDemo(deps, { organizationId: organization.id, adminUserId: adminId });
  await seedCatalogueDemo(deps, organization.id);
  await seedRegistrationDemo(deps, organization.id);
  await seedShowsDemo(deps, { organizationId: organization.id, adminUserId: adminId });
  return { organization: { id: organization.id, name: organization.name }, admin: { email, password } };
}
