/**
 * Categories of activities: a tree per organisation. Reading needs membership; writing needs
 * `activities.manage` (checked by the procedure). Every query is scoped to the organisation.
 */
import {
  categoryRuleMessages,
  wouldCreateCycle,
  type Category,
  type CreateCategoryInput,
  type UpdateCategoryInput,
} from '@lug/domain/categories';
import { conflict, invalidField, notFound } from '@lug/domain/errors';
import { activityRuleMessages } from '@lug/domain/activities-helpers';
import { sql, type DB } from '@lug/db';
import type { AppDeps } from '../context';
import { auditMemberChange } from './audit';
import type { OrgScope, Unscoped } from './authorization';

function selectCategories(db: DB, organizationId: number) {
  return db
    .selectFrom('categories as c')
    .select([
      'c.id',
      'c.organization_id',
      'c.name',
      'c.description',
      'c.parent_id',
      sql<number>`(select count(*)::int from activities a where a.organization_id = c.organization_id and a.category_id = c.id)`.as(
        'activitiesCount',
      ),
    ])
    .where('c.organization_id', '=', organizationId);
}

export async function listCategories(db: DB, scope: OrgScope): Promise<Category[]> {
  return selectCategories(db, scope.organizationId).orderBy('c.name').orderBy('c.id').execute();
}

async function findCategory(db: DB, organizationId: number, id: number): Promise<Category> {
  const row = await selectCategories(db, organizationId).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(categoryRuleMessages.notFound);
  return row;
}

export async function getCategory(db: DB, scope: OrgScope, id: number): Promise<Category> {
  return findCategory(db, scope.organizationId, id);
}

/** A category referenced from a body (a parent, an activity's or a role's category) must be ours. */
export async function requireCategoryReference(
  trx: DB,
  organizationId: number,
  field: 'category_id' | 'parent_id',
  categoryId: number,
): Promise<void> {
  const row = await trx
    .selectFrom('categories')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', categoryId)
    .executeTakeFirst();
  if (!row) throw invalidField(field, field === 'parent_id' ? categoryRuleMessages.parentNotFound : activityRuleMessages.categoryNotInOrganization);
}

export async function createCategory(deps: AppDeps, actor: OrgScope, input: Unscoped<CreateCategoryInput>): Promise<Category> {
  const organizationId = actor.organizationId;
  return deps.db.transaction().execute(async (trx) => {
    if (input.parent_id != null)
      await requireCategoryReference(trx, organizationId, 'parent_id', input.parent_id);
    const { id } = await trx
      .insertInto('categories')
      .values({
        organization_id: organizationId,
        name: input.name,
        description: input.description ?? null,
        parent_id: input.parent_id ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await auditMemberChange(trx, actor, {
      action: 'category.create',
      entity: 'category',
      entityId: id,
      details: { name: input.name, parent_id: input.parent_id ?? null },
    });
    return findCategory(trx, organizationId, id);
  });
}

export async function updateCategory(deps: AppDeps, actor: OrgScope, input: Unscoped<UpdateCategoryInput>): Promise<Category> {
  const organizationId = actor.organizationId;
  return deps.db.transaction().execute(async (trx) => {
    // Lock the organisation's tree: two concurrent moves could otherwise close a loop together.
    const tree = await trx
      .selectFrom('categories')
      .select(['id', 'parent_id', 'name', 'description'])
      .where('organization_id', '=', organizationId)
      .orderBy('id')
      .forUpdate()
      .execute();
    const existing = tree.find((c) => c.id === input.id);
    if (!existing) throw notFound(categoryRuleMessages.notFound);
    if (input.parent_id != null) {
      if (!tree.some((c) => c.id === input.parent_id)) throw invalidField('parent_id', categoryRuleMessages.parentNotFound);
      if (wouldCreateCycle(tree, input.id, input.parent_id)) {
        throw conflict(categoryRuleMessages.cycle, { fields: { parent_id: categoryRuleMessages.cycle } });
      }
    }
    const changes = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.parent_id !== undefined ? { parent_id: input.parent_id } : {}),
    };
    await trx
      .updateTable('categories')
      .set({ ...changes, updated_at: deps.now() })
      .where('organization_id', '=', organizationId)
      .where('id', '=', input.id)
      .execute();
    await auditMemberChange(trx, actor, {
      action: 'category.update',
      entity: 'category',
      entityId: input.id,
      details: { changes },
    });
    return findCategory(trx, organizationId, input.id);
  });
}

/**
 * Deletes a category. Its activities and participation roles keep existing with no category; its
 * child categories move up to its parent.
 */
export async function deleteCategory(deps: AppDeps, actor: OrgScope, id: number): Promise<void> {
  const organizationId = actor.organizationId;
  await deps.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('categories')
      .select(['id', 'name', 'parent_id'])
      .where('organization_id', '=', organizationId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!existing) throw notFound(categoryRuleMessages.notFound);
    const children = await trx
      .updateTable('categories')
      .set({ parent_id: existing.parent_id, updated_at: deps.now() })
      .where('organization_id', '=', organizationId)
      .where('parent_id', '=', id)
      .executeTakeFirst();
    const activities = await trx
      .updateTable('activities')
      .set({ category_id: null, updated_at: deps.now() })
      .where('organization_id', '=', organizationId)
      .where('category_id', '=', id)
      .executeTakeFirst();
    const roles = await trx
      .updateTable('participation_roles')
      .set({ category_id: null, updated_at: deps.now() })
      .where('organization_id', '=', organizationId)
      .where('category_id', '=', id)
      .executeTakeFirst();
    await trx.deleteFrom('categories').where('organization_id', '=', organizationId).where('id', '=', id).execute();
    await auditMemberChange(trx, actor, {
      action: 'category.delete',
      entity: 'category',
      entityId: id,
      details: {
        name: existing.name,
        childrenMovedTo: existing.parent_id,
        childrenMoved: Number(children.numUpdatedRows),
        activitiesUncategorised: Number(activities.numUpdatedRows),
        participationRolesUncategorised: Number(roles.numUpdatedRows),
      },
    });
  });
}
