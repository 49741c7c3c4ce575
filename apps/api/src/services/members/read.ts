/**
 * Reading an organisation's members: a page (searched, filtered, sorted by the server), everyone
 * (the CSV export), or one. A reader without `members.manage` sees hidden email addresses only
 * for themself. A member's id is the user's id.
 */
import type { ListMembersInput, Member, MemberPage } from '@lug/domain/members';
import { memberMessages } from '@lug/domain/members';
import { notFound } from '@lug/domain/errors';
import { emailChangeRefusal } from '@lug/domain/rights';
import { nameKey } from '@lug/domain/name-key';
import { sql, type DB } from '@lug/db';
import type { OrgScope } from '../authorization';
import { membersWithRoles } from '../memberships';
import { containsPattern } from '../search-pattern';
import { bySurname } from '../users';

/** Who is reading: decides whether hidden email addresses are shown. */
type MemberViewer = Pick<OrgScope, 'userId' | 'permissions'>;

function selectMembers(db: DB, organizationId: number) {
  return membersWithRoles(db, organizationId)
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
    ]);
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
  /** Only members whose account never signed in. */
  neverSignedIn?: boolean | undefined;
};

/**
 * One page of the organisation's members (docs/product/api.md#paging): filtered by role and search
 * text, sorted and cut in SQL, with the number of matching members. The count is a subquery of the
 * same statement (one round trip); only a page past the end asks for it again. Search and sort by
 * email look at the address the reader may see (`toMember`'s rule), so a hidden address can neither
 * be found nor guessed from the order: hidden ones sort last, like members who never signed in.
 */
export async function listMembers(db: DB, viewer: OrgScope, query: MemberListQuery): Promise<MemberPage> {
  const { organizationId } = viewer;
  const managesMembers = viewer.permissions.includes('members.manage');
  const visibleEmail = managesMembers
    ? sql<string | null>`lower(u.email)`
    : sql<string | null>`case when u.show_email or u.id = ${viewer.userId} then lower(u.email) end`;

  const needle = query.q?.trim() ?? '';
  const conditions = [];
  if (query.roleId !== undefined) conditions.push(sql`ra.role_id = ${query.roleId}`);
  if (query.neverSignedIn !== undefined) {
    conditions.push(query.neverSignedIn ? sql`u.signed_in_at is null` : sql`u.signed_in_at is not null`);
  }
  if (needle !== '') {
    // Names by their keys (decision 0045: `muller` finds Müller), the address as typed.
    const names = containsPattern(nameKey(needle));
    conditions.push(sql`(u.name_search like ${names} or (u.first_name_key || ' ' || u.last_name_key) like ${names}
      or ${visibleEmail} ilike ${containsPattern(needle)})`);
  }
  // Unfiltered, the organisation's count kept by triggers (migration 0730) answers; otherwise the
  // same aliases inside the subquery: the conditions read its rows. Joins only where needed.
  const total =
    conditions.length === 0
      ? sql<number>`coalesce((select members from organization_member_counts where organization_id = ${organizationId}), 0)`
      : sql<number>`(select count(*)::int from memberships m
    ${needle !== '' || query.neverSignedIn !== undefined ? sql`join users u on u.id = m.user_id` : sql``}
    ${query.roleId !== undefined ? sql`join role_assignments ra on ra.organization_id = m.organization_id and ra.user_id = m.user_id` : sql``}
    where ${sql.join([sql`m.organization_id = ${organizationId}`, ...conditions], sql` and `)})`;

  const direction = query.direction;
  let page = selectMembers(db, organizationId).select(total.as('total'));
  if (conditions.length > 0) page = page.where(sql<boolean>`${sql.join(conditions, sql` and `)}`);
  if (query.sort === 'name') {
    // Served by users_name_key_idx: the first page walks the index instead of sorting everyone.
    page = bySurname(page, direction);
  } else {
    const key = query.sort === 'email' ? visibleEmail : sql`m.last_login`;
    page = bySurname(page.orderBy(key, (ob) => (direction === 'desc' ? ob.desc() : ob.asc()).nullsLast()));
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
export async function listAllMembers(db: DB, viewer: OrgScope): Promise<Member[]> {
  const rows = await bySurname(selectMembers(db, viewer.organizationId)).execute();
  const managesMembers = viewer.permissions.includes('members.manage');
  return rows.map((row) => toMember(row, viewer, managesMembers));
}

/**
 * One member; for a reader who manages members, also whether the member form may change the email
 * (`email_locked`, decision 0036), so the form offers only what the server accepts.
 */
export async function getMember(db: DB, viewer: OrgScope, userId: number): Promise<Member> {
  const member = await findMember(db, viewer, viewer.organizationId, userId);
  if (!viewer.permissions.includes('members.manage')) return member;
  return { ...member, email_locked: emailChangeRefusal(viewer.userId, await emailOwnership(db, userId, viewer.organizationId)) };
}

/** What decides whether an account's email is still an administrator's to correct (`emailChangeRefusal`). */
export async function emailOwnership(db: DB, userId: number, organizationId: number) {
  const row = await db
    .selectFrom('users as u')
    .select([
      'u.signed_in_at',
      sql<number>`(select count(*)::int from memberships o where o.user_id = u.id and o.organization_id <> ${organizationId})`.as('other_groups'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  return { id: userId, signedIn: row.signed_in_at !== null, otherGroups: Number(row.other_groups) };
}

/** A member as `viewer` may see them; `null`: as the system sees them (every field). */
export async function findMember(db: DB, viewer: MemberViewer | null, organizationId: number, userId: number): Promise<Member> {
  const row = await selectMembers(db, organizationId).where('m.user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(memberMessages.notFound);
  return toMember(row, viewer);
}
