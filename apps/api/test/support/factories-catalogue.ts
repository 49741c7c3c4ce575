/**
 * Fixtures for the catalogue tests: members without permissions (there is no members API to add
 * them yet), activities, categories, roles, and participation records written straight to the
 * database (the participation API comes with its own area).
 */
import type { Harness } from './harness';
import { signUp } from './harness';

/** Signs a new user up and makes them an active member of the organisation holding its default role. */
export async function addMember(h: Harness, organizationId: number, options: { status?: 'active' | 'inactive' } = {}) {
  const member = await signUp(h);
  const defaultRole = await h.deps.db
    .selectFrom('permission_roles')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('is_default', '=', true)
    .executeTakeFirstOrThrow();
  await h.deps.db
    .insertInto('memberships')
    .values({
      organization_id: organizationId,
      user_id: member.user.id,
      status: options.status ?? 'active',
      member_since: '2026-01-01',
    })
    .execute();
  await h.deps.db
    .insertInto('role_assignments')
    .values({ organization_id: organizationId, user_id: member.user.id, role_id: defaultRole.id, assigned_by: null })
    .execute();
  return member;
}

let activityCounter = 0;

export async function createActivity(
  h: Harness,
  token: string,
  organizationId: number,
  fields: Record<string, unknown> = {},
) {
  activityCounter += 1;
  const response = await h.api('POST', '/api/activities', {
    token,
    body: {
      organization_id: organizationId,
      title: `Activity ${activityCounter}`,
      start_date: '2026-06-01',
      end_date: '2026-06-01',
      ...fields,
    },
  });
  if (response.status !== 201)
    throw new Error(`activity create failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { id: number; start_date: string; end_date: string; participation_type: 'daily' | 'full' };
}

export async function createCategory(
  h: Harness,
  token: string,
  organizationId: number,
  fields: Record<string, unknown> = {},
) {
  const response = await h.api('POST', '/api/categories', {
    token,
    body: { organization_id: organizationId, name: `Category ${++activityCounter}`, ...fields },
  });
  if (response.status !== 201)
    throw new Error(`category create failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { id: number; name: string; parent_id: number | null };
}

export async function createParticipationRole(
  h: Harness,
  token: string,
  organizationId: number,
  fields: Record<string, unknown> = {},
) {
  const response = await h.api('POST', '/api/participation-roles', {
    token,
    body: { organization_id: organizationId, name: `Role ${++activityCounter}`, points: 5, ...fields },
  });
  if (response.status !== 201)
    throw new Error(`role create failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { id: number; name: string; points: number };
}

/** A participation record, inserted directly. `participation_date: null` is a full-event record. */
export async function recordParticipation(
  h: Harness,
  record: {
    organizationId: number;
    activityId: number;
    userId: number;
    roleId: number;
    date: string | null;
    points?: number;
  },
) {
  return h.deps.db
    .insertInto('participations')
    .values({
      organization_id: record.organizationId,
      activity_id: record.activityId,
      user_id: record.userId,
      role_id: record.roleId,
      participation_date: record.date,
      points: record.points ?? 5,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

export async function participationsOf(h: Harness, activityId: number) {
  return h.deps.db
    .selectFrom('participations')
    .select(['id', 'user_id', 'role_id', 'participation_date', 'points'])
    .where('activity_id', '=', activityId)
    .orderBy('user_id')
    .orderBy('role_id')
    .orderBy('participation_date')
    .execute();
}

/** The audit log's actions on one row (`entity` and its id) of the organisation, oldest first. */
export async function auditActions(h: Harness, organizationId: number, entity: string, entityId: number) {
  const rows = await h.deps.db
    .selectFrom('audit_log')
    .select('action')
    .where('organization_id', '=', organizationId)
    .where('entity', '=', entity)
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();
  return rows.map((r) => r.action);
}
