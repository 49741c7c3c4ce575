/**
 * Members of an organisation: list, read, add (a new account without a password, or an existing
 * account by its email), edit, remove, and password reset links. A member's id is the user's id.
 * Reading needs an active membership; changes need `members.manage` (checked by the procedures);
 * changing someone's permission role also needs `roles.manage`.
 */
import { passwordResetTokenLifetimeMs } from '@lug/domain/auth';
import { conflict, forbidden, notFound } from '@lug/domain/errors';
import { emailChangeAllowed, requireWithinRights, rightsMessages } from '@lug/domain/rights';
import {
  memberMessages,
  type CreateMemberInput,
  type CreateMemberResult,
  type ListMembersInput,
  type Member,
  type MemberPage,
  type UpdateMemberInput,
} from '@lug/domain/members';
import {
  addMember,
  assignUsersToRole,
  removeMember,
  setMemberActive,
  permissionRoleMessages,
} from '@lug/domain/permission-roles';
import { sql, type Database, type Kysely, type UserRow } from '@lug/db';
import type { AppDeps } from '../context';
import { enqueueEmail } from '../jobs/outbox';
import { loadAccessState, lockOrganization, saveAccessState, type LoadedAccess, type Trx } from './access';
import { writeAudit } from './audit';
import { issuePasswordResetToken } from './auth';
import { hasPermission, type OrgScope, type Unscoped } from './authorization';
import { isUniqueViolation } from './db-errors';
import { containsPattern } from './search-pattern';

type Executor = Kysely<Database>;

/** Who is reading: decides whether hidden email addresses are shown. */
type MemberViewer = Pick<OrgScope, 'userId' | 'permissions'>;

function selectMembers(db: Executor, organizationId: number) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('role_assignments as ra', (join) =>
      join.onRef('ra.organization_id', '=', 'm.organization_id').onRef('ra.user_id', '=', 'm.user_id'),
    )
    .leftJoin('permission_roles as pr', (join) =>
      join.onRef('pr.organization_id', '=', 'ra.organization_id').onRef('pr.id', '=', 'ra.role_id'),
    )
    .select([
      'u.id',
      'm.organization_id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.display_name',
      'm.status',
      'm.member_since',
      'm.last_login',
      'pr.id as role_id',
      'pr.name as role_name',
      'u.show_email',
      'u.biographical_info',
      'u.website',
      'u.facebook_url',
      'u.twitter_handle',
      'u.instagram_username',
      'u.tiktok_username',
      'u.flickr_username',
      'u.bricklink_store_url',
      'u.rebrickable_profile_url',
      'u.lego_ideas_profile_url',
    ])
    .where('m.organization_id', '=', organizationId);
}

type MemberRow = Awaited<ReturnType<ReturnType<typeof selectMembers>['executeTakeFirstOrThrow']>>;

/**
 * Every field by name, not by rest/spread: a list maps up to a whole organisation's rows, and
 * object rest copies were the server's largest cost on a 10,000-member list (bench/README.md).
 */
function toMember(row: MemberRow, viewer: MemberViewer | null, managesMembers = viewer?.permissions.includes('members.manage') ?? false): Member {
  const emailVisible = viewer === null || row.show_email || row.id === viewer.userId || managesMembers;
  return {
    id: row.id,
    organization_id: row.organization_id,
    email: emailVisible ? row.email : null,
    first_name: row.first_name,
    last_name: row.last_name,
    display_name: row.display_name,
    status: row.status,
    role_id: row.role_id,
    PermissionRoles: row.role_id === null ? [] : [{ id: row.role_id, name: row.role_name ?? '' }],
    user_registered: row.member_since,
    last_login: row.last_login ? row.last_login.toISOString() : null,
    show_email: row.show_email,
    biographical_info: row.biographical_info,
    website: row.website,
    facebook_url: row.facebook_url,
    twitter_handle: row.twitter_handle,
    instagram_username: row.instagram_username,
    tiktok_username: row.tiktok_username,
    flickr_username: row.flickr_username,
    bricklink_store_url: row.bricklink_store_url,
    rebrickable_profile_url: row.rebrickable_profile_url,
    lego_ideas_profile_url: row.lego_ideas_profile_url,
  };
}

/** What `members.list` asks for (the procedure's parsed input, less the organisation). */
export type MemberListQuery = Pick<ListMembersInput, 'sort' | 'direction' | 'limit' | 'offset'> & {
  roleId?: number | undefined;
  q?: string | undefined;
};

/**
 * One page of the organisation's members (issue 8): filtered by role and search text, sorted and
 * cut in SQL, with the number of matching members. The count is a subquery of the same statement
 * (one round trip); only a page past the end asks for it again. Search and sort by email look at
 * the address the reader may see (`toMember`'s rule), so a hidden address can neither be found nor
 * guessed from the order: hidden ones sort last, like members who never signed in.
 */
export async function listMembers(db: Executor, viewer: OrgScope, query: MemberListQuery): Promise<MemberPage> {
  const { organizationId } = viewer;
  const managesMembers = viewer.permissions.includes('members.manage');
  const visibleEmail = managesMembers
    ? sql<string | null>`lower(u.email)`
    : sql<string | null>`case when u.show_email or u.id = ${viewer.userId} then lower(u.email) end`;

  const needle = query.q?.trim() ?? '';
  const conditions = [];
  if (query.roleId !== undefined) conditions.push(sql`ra.role_id = ${query.roleId}`);
  if (needle !== '') {
    const pattern = containsPattern(needle);
    conditions.push(sql`(u.first_name ilike ${pattern} or u.last_name ilike ${pattern}
      or u.display_name ilike ${pattern} or (u.first_name || ' ' || u.last_name) ilike ${pattern}
      or ${visibleEmail} ilike ${pattern})`);
  }
  // Unfiltered, the organisation's count kept by triggers (migration 0730) answers; otherwise the
  // same aliases inside the subquery: the conditions read its rows. Joins only where needed.
  const total =
    conditions.length === 0
      ? sql<number>`coalesce((select members from organization_member_counts where organization_id = ${organizationId}), 0)`
      : sql<number>`(select count(*)::int from memberships m
    ${needle !== '' ? sql`join users u on u.id = m.user_id` : sql``}
    ${query.roleId !== undefined ? sql`join role_assignments ra on ra.organization_id = m.organization_id and ra.user_id = m.user_id` : sql``}
    where ${sql.join([sql`m.organization_id = ${organizationId}`, ...conditions], sql` and `)})`;

  const direction = query.direction;
  let page = selectMembers(db, organizationId).select(total.as('total'));
  if (conditions.length > 0) page = page.where(sql<boolean>`${sql.join(conditions, sql` and `)}`);
  if (query.sort === 'name') {
    // Served by users_name_idx: the first page walks the index instead of sorting everyone.
    page = page
      .orderBy(sql`lower(u.last_name)`, direction)
      .orderBy(sql`lower(u.first_name)`, direction)
      .orderBy('u.id', direction);
  } else {
    const key = query.sort === 'email' ? visibleEmail : sql`m.last_login`;
    page = page
      .orderBy(key, (ob) => (direction === 'desc' ? ob.desc() : ob.asc()).nullsLast())
      .orderBy(sql`lower(u.last_name)`)
      .orderBy(sql`lower(u.first_name)`)
      .orderBy('u.id');
  }
  const rows = await page.limit(query.limit).offset(query.offset).execute();

  let count = rows.length > 0 ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && query.offset > 0) {
    const again = await db.selectNoFrom(total.as('total')).executeTakeFirstOrThrow();
    count = Number(again.total);
  }
  const members: Member[] = [];
  for (const row of rows) members.push(toMember(row, viewer, managesMembers));
  return { members, total: count };
}

/** Every member, by last name: the CSV export. */
export async function listAllMembers(db: Executor, viewer: OrgScope): Promise<Member[]> {
  const rows = await selectMembers(db, viewer.organizationId)
    .orderBy(sql`lower(u.last_name)`)
    .orderBy(sql`lower(u.first_name)`)
    .orderBy('u.id')
    .execute();
  const managesMembers = viewer.permissions.includes('members.manage');
  return rows.map((row) => toMember(row, viewer, managesMembers));
}

export async function getMember(db: Executor, viewer: OrgScope, userId: number): Promise<Member> {
  return findMember(db, viewer, viewer.organizationId, userId);
}

/** A member as `viewer` may see them; `null`: as the system sees them (every field). */
async function findMember(db: Executor, viewer: MemberViewer | null, organizationId: number, userId: number): Promise<Member> {
  const row = await selectMembers(db, organizationId).where('m.user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(memberMessages.notFound);
  return toMember(row, viewer);
}

async function findUserByEmail(trx: Executor, email: string): Promise<UserRow | undefined> {
  return trx
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

async function otherMembershipCount(trx: Executor, userId: number, organizationId: number): Promise<number> {
  const row = await trx
    .selectFrom('memberships')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', userId)
    .where('organization_id', '<>', organizationId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The set-password link is handed to the administrator only for an account nobody has chosen a
 * password for and that is used in no other organisation. Otherwise it goes to the member's inbox
 * only: whoever holds the link can take the account over.
 */
async function linkMayBeShown(trx: Executor, user: Pick<UserRow, 'id' | 'password_hash'>, organizationId: number) {
  return user.password_hash === null && (await otherMembershipCount(trx, user.id, organizationId)) === 0;
}

const fullName = (user: Pick<UserRow, 'first_name' | 'last_name'>) => `${user.first_name} ${user.last_name}`.trim();

export interface WelcomeTarget {
  organization: { id: number; name: string; contact_email: string };
  user: UserRow;
}

/**
 * Queues the welcome email, in the caller's transaction: with a set-password link for an account
 * without a password (returned), or, for someone who already signs in, where to sign in (null).
 */
export async function sendWelcomeEmail(
  trx: Trx,
  deps: AppDeps,
  { organization, user }: WelcomeTarget,
): Promise<string | null> {
  const link = user.password_hash === null ? await issuePasswordResetToken(trx, deps, user.id) : null;
  await enqueueEmail(trx, {
    organizationId: organization.id,
    to: user.email,
    toUserId: user.id,
    toName: fullName(user),
    replyTo: organization.contact_email,
    message: {
      template: 'welcome',
      data: {
        recipientEmail: user.email,
        recipientName: fullName(user),
        passwordResetLink: link,
        signInLink: `${deps.config.publicUrl}/login`,
        groupName: organization.name,
        groupContactEmail: organization.contact_email,
        linkValidHours: passwordResetTokenLifetimeMs / 3_600_000,
      },
    },
  });
  return link;
}

/**
 * Adds a member: a new account without a password, or the existing account with this email
 * (case-insensitively). They get the default role; the welcome email with a set-password link is
 * queued in the same transaction.
 */
export async function createMember(
  deps: AppDeps,
  actor: OrgScope,
  input: Unscoped<CreateMemberInput>,
): Promise<CreateMemberResult> {
  return deps.db.transaction().execute(async (trx) => {
    const organization = await lockOrganization(trx, actor.organizationId);
    let user = await findUserByEmail(trx, input.email);
    const existingAccount = user !== undefined;
    const loaded = await loadAccessState(trx, organization.id);
    if (user && loaded.state.members.some((m) => m.userId === user!.id)) throw conflict(memberMessages.alreadyMember);
    if (!user) {
      try {
        user = await trx
          .insertInto('users')
          .values({
            email: input.email,
            password_hash: null,
            first_name: input.first_name,
            last_name: input.last_name,
            display_name: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(memberMessages.emailTaken, { fields: { email: memberMessages.emailTaken } });
        throw error;
      }
    }
    const next = addMember(loaded.state, user.id);
    await saveAccessState(trx, loaded, next, actor, deps.now());
    const link = await sendWelcomeEmail(trx, deps, { organization, user });
    await writeAudit(trx, {
      organizationId: organization.id,
      actorUserId: actor.userId,
      action: 'member.create',
      entity: 'member',
      entityId: user.id,
      details: { email: user.email, existingAccount },
    });
    return {
      member: await findMember(trx, null, organization.id, user.id),
      passwordResetLink: (await linkMayBeShown(trx, user, organization.id)) ? link : null,
      organization: { name: organization.name, contact_email: organization.contact_email },
      existing_account: existingAccount,
    };
  });
}

/** The permissions a member holds through their role, in the loaded picture of the organisation. */
function permissionsOf(loaded: LoadedAccess, userId: number) {
  const member = loaded.state.members.find((m) => m.userId === userId);
  if (!member) throw notFound(memberMessages.notFound);
  return loaded.state.roles.find((r) => r.id === member.roleId)?.permissions ?? [];
}

/**
 * Edits a member: names, email, status and role. The actor must hold every permission the member
 * holds (decision 0018); the email of an account that has signed in is its owner's to change; a
 * role change is role management (`roles.manage`) and grants only what the actor holds.
 */
export async function updateMember(deps: AppDeps, actor: OrgScope, input: Unscoped<UpdateMemberInput>): Promise<Member> {
  const { organizationId } = actor;
  return deps.db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const loaded = await loadAccessState(trx, organizationId);
    const current = loaded.state.members.find((m) => m.userId === input.id);
    if (!current) throw notFound(memberMessages.notFound);
    requireWithinRights(actor.permissions, permissionsOf(loaded, input.id));
    const user = await trx.selectFrom('users').selectAll().where('id', '=', input.id).executeTakeFirstOrThrow();

    let next = loaded.state;
    if (input.role_id !== undefined && input.role_id !== current.roleId) {
      // Choosing someone's role hands out permissions: that is role management.
      if (!hasPermission(actor, 'roles.manage')) throw forbidden(memberMessages.roleChangeNeedsRoles);
      if (!next.roles.some((r) => r.id === input.role_id)) throw notFound(permissionRoleMessages.roleNotFound);
      next = assignUsersToRole(next, input.role_id, [input.id]);
    }
    if (input.status !== undefined && (input.status === 'active') !== current.active) {
      next = setMemberActive(next, input.id, input.status === 'active');
    }

    const emailChanged = input.email !== user.email;
    if (input.email.toLowerCase() !== user.email.toLowerCase()) {
      // The email is how the account signs in: once its owner has signed in, it is theirs to change.
      if (!emailChangeAllowed(actor.userId, { id: user.id, signedIn: user.signed_in_at !== null })) {
        throw forbidden(rightsMessages.emailOwnerOnly);
      }
      // Another organisation's administrator must not be able to redirect it either.
      if ((await otherMembershipCount(trx, user.id, organizationId)) > 0) throw conflict(memberMessages.emailShared);
      if (await findUserByEmail(trx, input.email)) throw conflict(memberMessages.emailTaken, { fields: { email: memberMessages.emailTaken } });
    }
    const changes = await saveAccessState(trx, loaded, next, actor, deps.now());
    const namesChanged = input.first_name !== user.first_name || input.last_name !== user.last_name;
    if (emailChanged || namesChanged) {
      try {
        await trx
          .updateTable('users')
          .set({ email: input.email, first_name: input.first_name, last_name: input.last_name, updated_at: deps.now() })
          .where('id', '=', user.id)
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(memberMessages.emailTaken, { fields: { email: memberMessages.emailTaken } });
        throw error;
      }
    }
    await writeAudit(trx, {
      organizationId,
      actorUserId: actor.userId,
      action: 'member.update',
      entity: 'member',
      entityId: user.id,
      details: {
        ...(emailChanged ? { email: { from: user.email, to: input.email } } : {}),
        ...(namesChanged ? { name: { from: fullName(user), to: `${input.first_name} ${input.last_name}` } } : {}),
        ...(input.status !== undefined && (input.status === 'active') !== current.active
          ? { status: input.status }
          : {}),
        ...(changes.moved.has(user.id) ? { role: { from: current.roleId, to: changes.moved.get(user.id) } } : {}),
      },
    });
    return findMember(trx, actor, organizationId, user.id);
  });
}

/** Removes the member from this organisation only; the account and its history stay. */
export async function deleteMember(deps: AppDeps, actor: OrgScope, userId: number): Promise<void> {
  const { organizationId } = actor;
  await deps.db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const loaded = await loadAccessState(trx, organizationId);
    requireWithinRights(actor.permissions, permissionsOf(loaded, userId));
    const user = await trx
      .selectFrom('users')
      .select(['email', 'first_name', 'last_name'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const next = removeMember(loaded.state, userId);
    await saveAccessState(trx, loaded, next, actor, deps.now());
    await writeAudit(trx, {
      organizationId,
      actorUserId: actor.userId,
      action: 'member.delete',
      entity: 'member',
      entityId: userId,
      details: { email: user.email, name: fullName(user) },
    });
  });
}

/** Queues the password-reset email; the link comes back only when it may be shown (see above). */
export async function sendMemberPasswordReset(
  deps: AppDeps,
  actor: OrgScope,
  userId: number,
): Promise<{ passwordResetLink: string | null }> {
  const { organizationId } = actor;
  return deps.db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    requireWithinRights(actor.permissions, permissionsOf(await loadAccessState(trx, organizationId), userId));
    const member = await trx
      .selectFrom('memberships as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['u.id', 'u.email', 'u.first_name', 'u.last_name', 'u.password_hash'])
      .where('m.organization_id', '=', organizationId)
      .where('m.user_id', '=', userId)
      .executeTakeFirst();
    if (!member) throw notFound(memberMessages.notFound);
    const link = await issuePasswordResetToken(trx, deps, member.id);
    await enqueueEmail(trx, {
      organizationId,
      to: member.email,
      toUserId: member.id,
      toName: fullName(member),
      message: {
        template: 'password-reset',
        data: {
          toEmail: member.email,
          toName: fullName(member),
          resetLink: link,
          validMinutes: passwordResetTokenLifetimeMs / 60_000,
        },
      },
    });
    await writeAudit(trx, {
      organizationId,
      actorUserId: actor.userId,
      action: 'member.password_reset',
      entity: 'member',
      entityId: member.id,
      details: { email: member.email },
    });
    return { passwordResetLink: (await linkMayBeShown(trx, member, organizationId)) ? link : null };
  });
}
