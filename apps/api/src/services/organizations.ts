import type { CreateOrganizationInput, Organization } from '@lug/domain/organizations';
import { seededRoles } from '@lug/domain/permissions';
import { notFound } from '@lug/domain/errors';
import type { DB } from '@lug/db';
import type { AppDeps } from '../context';
import { writeAudit } from './audit';
import type { OrgScope } from './authorization';
import { apiMessages } from '../words';

/**
 * Creates an organisation with its two seeded roles; the creator becomes an active member holding
 * the Administrator role. "Member" is the default role every later member starts with.
 */
export async function createOrganization(
  deps: AppDeps,
  creatorUserId: number,
  input: CreateOrganizationInput,
): Promise<Organization> {
  return deps.db.transaction().execute(async (trx) => {
    const organization = await trx
      .insertInto('organizations')
      .values({ name: input.name, contact_email: input.contact_email, settings: JSON.stringify({}) })
      .returning(['id', 'name', 'contact_email'])
      .executeTakeFirstOrThrow();
    const [admin] = await trx
      .insertInto('permission_roles')
      .values([
        {
          organization_id: organization.id,
          name: seededRoles.administrator.name,
          description: seededRoles.administrator.description,
          is_default: false,
          permissions: [...seededRoles.administrator.permissions],
        },
        {
          organization_id: organization.id,
          name: seededRoles.member.name,
          description: seededRoles.member.description,
          is_default: true,
          permissions: [...seededRoles.member.permissions],
        },
      ])
      .returning(['id', 'name'])
      .execute();
    const today = deps.now().toISOString().slice(0, 10);
    await trx
      .insertInto('memberships')
      .values({ organization_id: organization.id, user_id: creatorUserId, status: 'active', member_since: today })
      .execute();
    await trx
      .insertInto('role_assignments')
      .values({
        organization_id: organization.id,
        user_id: creatorUserId,
        role_id: admin!.id,
        assigned_by: creatorUserId,
      })
      .execute();
    await writeAudit(trx, {
      organizationId: organization.id,
      actorUserId: creatorUserId,
      action: 'organization.create',
      entity: 'organization',
      entityId: organization.id,
      details: { name: organization.name },
    });
    return organization;
  });
}

export async function getOrganization(db: DB, scope: OrgScope): Promise<Organization> {
  const row = await db
    .selectFrom('organizations')
    .select(['id', 'name', 'contact_email'])
    .where('id', '=', scope.organizationId)
    .executeTakeFirst();
  if (!row) throw notFound(apiMessages.organizationNotFound);
  return row;
}
