/**
 * A group for the RSVP and check-in browser tests (e2e/rsvp.test.ts, e2e/check-in.test.ts), set up
 * through the REST API as a script would: Sam Stud runs it; members are added by name and, when
 * they must sign in, set their password through the link the API hands the administrator.
 */
import { defaultPassword, type BrowserSuite } from './suite';

export interface RsvpGroup {
  email: string;
  token: string;
  organizationId: number;
  roleId: number;
}

/** The day `offset` days from today (UTC), `yyyy-mm-dd`. */
export function dayFromToday(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

export async function createRsvpGroup(suite: BrowserSuite, name: string): Promise<RsvpGroup> {
  const email = `sam@${name}.example`;
  const { token } = await suite.api<{ token: string }>('/auth/signup', {
    body: { email, first_name: 'Sam', last_name: 'Stud', password: defaultPassword },
  });
  const { id: organizationId } = await suite.api<{ id: number }>('/organizations', {
    token,
    body: { name: `${name} LUG`, contact_email: `hello@${name}.example` },
  });
  const role = await suite.api<{ id: number }>('/participation-roles', {
    token,
    body: { organization_id: organizationId, name: 'Attendee', points: 2 },
  });
  return { email, token, organizationId, roleId: role.id };
}

/** Adds a member; with `password` they set it through the reset link and may sign in. Returns their id. */
export async function addRsvpMember(
  suite: BrowserSuite,
  group: RsvpGroup,
  first: string,
  last: string,
  password?: string,
): Promise<{ id: number; email: string }> {
  const email = `${first.toLowerCase()}@${group.email.split('@')[1]}`;
  const created = await suite.api<{ member: { id: number }; passwordResetLink: string | null }>('/members', {
    token: group.token,
    body: { organization_id: group.organizationId, email, first_name: first, last_name: last },
  });
  if (password) {
    const token = new URL(created.passwordResetLink!).searchParams.get('token');
    await suite.api('/auth/password-reset/confirm', { body: { token, password } });
  }
  return { id: created.member.id, email };
}

/** An activity of the group (title and dates given, the rest as `fields`). */
export async function createRsvpActivity(
  suite: BrowserSuite,
  group: RsvpGroup,
  fields: Record<string, unknown>,
): Promise<{ id: number }> {
  return suite.api<{ id: number }>('/activities', {
    token: group.token,
    body: { organization_id: group.organizationId, participation_type: 'daily', ...fields },
  });
}

/** A manager's answer for a member (also after the start). */
export async function answerFor(
  suite: BrowserSuite,
  group: RsvpGroup,
  activityId: number,
  userId: number,
  status: 'going' | 'not_going',
) {
  return suite.api<{ status: string; position: number | null }>(`/activities/${activityId}/rsvp`, {
    method: 'PUT',
    token: group.token,
    body: { status, user_id: userId },
  });
}
