/**
 * Fixtures for the members and permission-roles tests, built through the API as a user would:
 * an administrator adds people by email and gives them roles.
 */
import { signUp, signUpWithOrganization, type Harness } from './harness';

export interface Club {
  token: string;
  user: { id: number; email: string };
  organization: { id: number; name: string; contact_email: string };
  roles: { administrator: number; member: number };
}

/** A new organisation with its administrator, and the ids of its two seeded roles. */
export async function createClub(h: Harness, name = 'Brick Club'): Promise<Club> {
  const admin = await signUpWithOrganization(h, name);
  const roles = await h.deps.db
    .selectFrom('permission_roles')
    .select(['id', 'name'])
    .where('organization_id', '=', admin.organization.id)
    .execute();
  return {
    ...admin,
    roles: {
      administrator: roles.find((r) => r.name === 'Administrator')!.id,
      member: roles.find((r) => r.name === 'Member')!.id,
    },
  };
}

/**
 * Signs a person up, has the administrator add them by email (an existing account is invited),
 * and lets them accept, as a person would; optionally gives them a role.
 */
export async function joinClub(
  h: Harness,
  club: Club,
  options: { roleId?: number; first_name?: string; last_name?: string } = {},
) {
  const person = await signUp(h, { first_name: options.first_name, last_name: options.last_name });
  const added = await h.api('POST', '/api/members', {
    token: club.token,
    body: {
      organization_id: club.organization.id,
      email: person.user.email,
      first_name: options.first_name ?? 'Ignored',
      last_name: options.last_name ?? 'Ignored',
    },
  });
  if (added.status !== 201 || !added.body.invitation) throw new Error(`invite failed: ${added.status} ${JSON.stringify(added.body)}`);
  const accepted = await h.api('POST', `/api/invitations/${added.body.invitation.id}/accept`, { token: person.token });
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  if (options.roleId !== undefined) {
    const assigned = await h.api('POST', `/api/permission-roles/${options.roleId}/users`, {
      token: club.token,
      body: { organizationId: club.organization.id, userIds: [person.user.id] },
    });
    if (assigned.status !== 200) throw new Error(`assign failed: ${assigned.status} ${JSON.stringify(assigned.body)}`);
  }
  return person;
}

/** Creates a permission role through the API; returns its id. */
export async function createRole(h: Harness, club: Club, name: string, permissions: string[] = []) {
  const response = await h.api('POST', '/api/permission-roles', {
    token: club.token,
    body: { organization_id: club.organization.id, name, permissions },
  });
  if (response.status !== 201)
    throw new Error(`create role failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.id as number;
}

/** The role each member of the organisation holds, by user id. */
export async function rolesByUser(h: Harness, organizationId: number) {
  const rows = await h.deps.db
    .selectFrom('role_assignments')
    .select(['user_id', 'role_id'])
    .where('organization_id', '=', organizationId)
    .execute();
  return new Map(rows.map((r) => [r.user_id, r.role_id]));
}

export async function defaultRoles(h: Harness, organizationId: number) {
  return h.deps.db
    .selectFrom('permission_roles')
    .select(['id', 'name'])
    .where('organization_id', '=', organizationId)
    .where('is_default', '=', true)
    .execute();
}

export function tokenFromLink(link: string): string {
  return new URL(link).searchParams.get('token')!;
}

/** The secret of the newest invitation emailed to `email`, read from the outbox as the person reads their inbox. */
export async function invitationTokenFor(h: Harness, email: string): Promise<string> {
  const message = await h.deps.db
    .selectFrom('email_outbox')
    .select('text_body')
    .where('template', '=', 'invitation')
    .where('to_email', '=', email.toLowerCase())
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = /\/invitations\/([^\s/?#]+)/.exec(message.text_body)?.[1];
  if (!token) throw new Error('no invitation link in the email');
  return decodeURIComponent(token);
}

/** Accepts the newest invitation to `email` with its emailed link, signed out, as its owner would. */
export async function acceptInvitationByLink(h: Harness, email: string) {
  const answer = await h.api('POST', '/api/invitations/link', { body: { token: await invitationTokenFor(h, email), answer: 'accept' } });
  if (answer.status !== 200) throw new Error(`accept by link failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as { status: 'accepted'; organization: { id: number; name: string } };
}
