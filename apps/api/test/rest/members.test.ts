import { rightsMessages } from '@lug/domain/rights';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, signUp, type Harness } from '../support/harness';
import { acceptInvitationByLink, createClub, createRole, joinClub, rolesByUser, tokenFromLink, type Club } from '../support/factories-members';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const password = 'correct horse battery';
const lockedOut =
  'This change would leave the organization without an active member who can manage permission roles. Give another active member a role with "Manage permission roles" first.';

let emailCounter = 0;
const freshEmail = (name = 'member') => `${name}${++emailCounter}-${Date.now()}@example.org`;

async function addByEmail(
  club: Club,
  fields: Partial<{ email: string; first_name: string; last_name: string }> = {},
  token = club.token,
) {
  return h.api('POST', '/api/members', {
    token,
    body: {
      organization_id: club.organization.id,
      email: fields.email ?? freshEmail(),
      first_name: fields.first_name ?? 'Nora',
      last_name: fields.last_name ?? 'Newcomer',
    },
  });
}

function outbox(template: string, to: string) {
  return h.deps.db
    .selectFrom('email_outbox')
    .selectAll()
    .where('template', '=', template)
    .where('to_email', '=', to)
    .execute();
}

describe('POST /api/members', () => {
  it('creates an account without a password, gives the default role, queues the welcome email and answers the link', async () => {
    const club = await createClub(h, 'Brickville LUG');
    const email = freshEmail('nora');
    const response = await addByEmail(club, { email, first_name: 'Nora', last_name: 'Newcomer' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      member: expect.objectContaining({
        id: expect.any(Number),
        organization_id: club.organization.id,
        email,
        first_name: 'Nora',
        last_name: 'Newcomer',
        display_name: null,
        status: 'active',
        role_id: club.roles.member,
        PermissionRoles: [{ id: club.roles.member, name: 'Member' }],
        user_registered: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        last_login: null,
        show_email: false,
      }),
      passwordResetLink: expect.stringMatching(/^http:\/\/localhost:3000\/reset-password\?token=/),
      invitation: null,
      organization: { name: 'Brickville LUG', contact_email: 'club@example.org' },
      // No provider in the harness: the email waits, and the answer says so.
      emailDelivery: 'not_configured',
    });
    const user = await h.deps.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.password_hash).toBeNull();

    const [welcome] = await outbox('welcome', email);
    expect(welcome).toMatchObject({
      organization_id: club.organization.id,
      reply_to: 'club@example.org',
      status: 'pending',
    });
    expect(welcome!.text_body).toContain(response.body.passwordResetLink);
    expect(welcome!.subject).toBe('Welcome to Brickville LUG');

    // Without a password they cannot sign in (401 like a wrong password)...
    const before = await h.api('POST', '/api/auth/login', { body: { email, password: 'anything at all' } });
    expect(before.status).toBe(401);
    // ...until they set one through the link.
    const token = tokenFromLink(response.body.passwordResetLink);
    expect((await h.api('POST', '/api/auth/password-reset/confirm', { body: { token, password } })).status).toBe(204);
    const login = await h.api('POST', '/api/auth/login', { body: { email, password } });
    expect(login.status).toBe(200);
    const list = await h.api('GET', `/api/members?organization_id=${club.organization.id}`, {
      token: login.body.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.find((m: { id: number }) => m.id === user.id).last_login).toEqual(expect.any(String));

    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('organization_id', '=', club.organization.id)
      .where('action', '=', 'member.create')
      .execute();
    expect(audit).toEqual([{ action: 'member.create', entity_id: String(user.id) }]);
  });

  it('invites an existing account (email in any case) instead of adding it; the group sees only what it typed', async () => {
    const club = await createClub(h);
    const person = await signUp(h, { email: freshEmail('existing'), first_name: 'Edith', last_name: 'Exists' });
    const typed = person.user.email.toUpperCase();
    const response = await addByEmail(club, { email: typed, first_name: 'Other', last_name: 'Name' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      member: null,
      invitation: { id: expect.any(Number), email: typed, status: 'pending' },
      passwordResetLink: null,
      organization: { name: 'Brick Club', contact_email: 'club@example.org' },
      emailDelivery: 'not_configured',
    });
    const accounts = await h.deps.db.selectFrom('users').select('id').where('email', 'ilike', person.user.email).execute();
    expect(accounts).toHaveLength(1);
    // Not a member until they accept: the list, the member and the roles do not show them.
    const list = await h.api('GET', `/api/members?organization_id=${club.organization.id}`, { token: club.token });
    expect(list.body.map((m: { id: number }) => m.id)).not.toContain(person.user.id);
    expect((await h.api('GET', `/api/members/${person.user.id}?organization_id=${club.organization.id}`, { token: club.token })).status).toBe(404);
    const invitations = await h.api('GET', `/api/members/invitations?organization_id=${club.organization.id}`, { token: club.token });
    expect(invitations.body).toEqual([
      expect.objectContaining({ email: typed, first_name: 'Other', last_name: 'Name', status: 'pending' }),
    ]);
    expect(JSON.stringify(invitations.body)).not.toContain('Edith');
    // Their own inbox gets the invitation, not a welcome.
    expect(await outbox('welcome', person.user.email)).toHaveLength(0);
    const [invitation] = await outbox('invitation', person.user.email);
    expect(invitation!.subject).toContain('Brick Club');
    // Asking twice is refused while the first waits.
    const again = await addByEmail(club, { email: person.user.email });
    expect(again.status).toBe(409);
    expect(again.body.fields).toEqual({ email: expect.any(String) });
  });

  it('does not hand out the link of a passwordless account that another organisation uses', async () => {
    const first = await createClub(h, 'First');
    const second = await createClub(h, 'Second');
    const email = freshEmail('shared');
    expect((await addByEmail(first, { email })).body.passwordResetLink).toEqual(expect.any(String));
    const again = await addByEmail(second, { email });
    expect(again.status).toBe(201);
    expect(again.body.passwordResetLink).toBeNull();
  });

  it('refuses someone already in the organisation with 409', async () => {
    const club = await createClub(h);
    const email = freshEmail();
    expect((await addByEmail(club, { email })).status).toBe(201);
    const again = await addByEmail(club, { email: email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This person is already a member of this organization');
    const self = await addByEmail(club, { email: club.user.email });
    expect(self.status).toBe(409);
  });

  it('needs members.manage (403) and valid fields (400)', async () => {
    const club = await createClub(h);
    const plain = await joinClub(h, club);
    expect((await addByEmail(club, {}, plain.token)).status).toBe(403);
    const rolesOnly = await joinClub(h, club, { roleId: await createRole(h, club, 'Roles', ['roles.manage']) });
    expect((await addByEmail(club, {}, rolesOnly.token)).status).toBe(403);
    expect((await addByEmail(club, { email: 'not-an-email' })).body.error).toBe('email: Enter a valid email address');
    expect((await addByEmail(club, { first_name: ' ' })).body.error).toBe('first_name: First name is required');
    expect((await addByEmail(club, { last_name: '' })).body.error).toBe('last_name: Last name is required');
    expect((await h.api('POST', '/api/members', { body: { organization_id: club.organization.id } })).status).toBe(401);
  });
});

describe('GET /api/members', () => {
  it('lists members by last name with roles, status and profile fields', async () => {
    const club = await createClub(h);
    const board = await createRole(h, club, 'Board');
    await joinClub(h, club, { first_name: 'Zoe', last_name: 'Zimmer' });
    await joinClub(h, club, { first_name: 'Adam', last_name: 'abbot', roleId: board });
    const response = await h.api('GET', `/api/members?organization_id=${club.organization.id}`, { token: club.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe('3');
    expect(response.body.map((m: { last_name: string }) => m.last_name)).toEqual([
      'abbot',
      expect.stringMatching(/^User\d+$/),
      'Zimmer',
    ]);
    expect(response.body[0].PermissionRoles).toEqual([{ id: board, name: 'Board' }]);
    expect(Object.keys(response.body[0]).sort()).toEqual(
      [
        'id',
        'organization_id',
        'email',
        'first_name',
        'last_name',
        'display_name',
        'status',
        'role_id',
        'PermissionRoles',
        'user_registered',
        'last_login',
        'show_email',
        'biographical_info',
        'website',
        'facebook_url',
        'twitter_handle',
        'instagram_username',
        'tiktok_username',
        'flickr_username',
        'bricklink_store_url',
        'rebrickable_profile_url',
        'lego_ideas_profile_url',
      ].sort(),
    );
    const filtered = await h.api('GET', `/api/members?organization_id=${club.organization.id}&role_id=${board}`, {
      token: club.token,
    });
    expect(filtered.body).toMatchObject([{ first_name: 'Adam' }]);
    expect(filtered.headers.get('x-total-count')).toBe('1');
  });

  it('any active member may read it; hidden emails are left out for readers without members.manage', async () => {
    const club = await createClub(h);
    const plain = await joinClub(h, club);
    const shown = await joinClub(h, club);
    await h.api('PUT', '/api/profile', { token: shown.token, body: { show_email: true } });
    const response = await h.api('GET', `/api/members?organization_id=${club.organization.id}`, { token: plain.token });
    expect(response.status).toBe(200);
    const byId = new Map((response.body as Array<{ id: number; email: string | null }>).map((m) => [m.id, m.email]));
    expect(byId.get(club.user.id)).toBeNull();
    expect(byId.get(shown.user.id)).toBe(shown.user.email);
    expect(byId.get(plain.user.id)).toBe(plain.user.email);
  });

  it('refuses strangers (403), inactive members (403) and signed-out callers (401)', async () => {
    const club = await createClub(h);
    const path = `/api/members?organization_id=${club.organization.id}`;
    expect((await h.api('GET', path)).status).toBe(401);
    expect((await h.api('GET', path, { token: (await signUp(h)).token })).status).toBe(403);
    const person = await joinClub(h, club);
    await h.api('PUT', `/api/members/${person.user.id}`, {
      token: club.token,
      body: {
        organization_id: club.organization.id,
        email: person.user.email,
        first_name: 'In',
        last_name: 'Active',
        status: 'inactive',
      },
    });
    const refused = await h.api('GET', path, { token: person.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Your membership of this organization is not active');
    // They are still listed, shown as inactive.
    const list = await h.api('GET', path, { token: club.token });
    expect(list.body.find((m: { id: number }) => m.id === person.user.id).status).toBe('inactive');
  });
});

interface Person {
  first_name: string;
  last_name: string;
  email?: string;
  display_name?: string | null;
  show_email?: boolean;
  last_login?: string | null;
}

/** Members straight into the database: the list tests need many, with chosen names and logins. */
async function seedMembers(club: Club, people: Person[]): Promise<number[]> {
  const ids: number[] = [];
  for (const person of people) {
    const user = await h.deps.db
      .insertInto('users')
      .values({
        email: person.email ?? freshEmail('seeded'),
        password_hash: null,
        first_name: person.first_name,
        last_name: person.last_name,
        display_name: person.display_name ?? null,
        show_email: person.show_email ?? false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await h.deps.db
      .insertInto('memberships')
      .values({
        organization_id: club.organization.id,
        user_id: user.id,
        status: 'active',
        member_since: '2025-01-01',
        last_login: person.last_login ? new Date(person.last_login) : null,
      })
      .execute();
    await h.deps.db
      .insertInto('role_assignments')
      .values({ organization_id: club.organization.id, user_id: user.id, role_id: club.roles.member })
      .execute();
    ids.push(user.id);
  }
  return ids;
}

interface ListedMember {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
}

async function listPage(club: Club, query: string, token = club.token) {
  const response = await h.api('GET', `/api/members?organization_id=${club.organization.id}&${query}`, { token });
  expect(response.status).toBe(200);
  // The documented answer: the page as a JSON array, the count of every match in X-Total-Count.
  expect(Array.isArray(response.body)).toBe(true);
  return { members: response.body as ListedMember[], total: Number(response.headers.get('x-total-count')) };
}

describe('GET /api/members: pages, search, sort', () => {
  it('pages with limit and offset; total counts every match; 50 by default', async () => {
    const club = await createClub(h);
    await h.deps.db.updateTable('users').set({ last_name: 'Aadmin' }).where('id', '=', club.user.id).execute();
    await seedMembers(
      club,
      Array.from({ length: 120 }, (_, i) => ({ first_name: 'P', last_name: `Page${String(i + 1).padStart(3, '0')}` })),
    );
    const first = await listPage(club, '');
    expect(first.total).toBe(121);
    expect(first.members).toHaveLength(50);
    expect(first.members[0]!.last_name).toBe('Aadmin');
    expect(first.members[1]!.last_name).toBe('Page001');

    const pages = [];
    for (const offset of [0, 50, 100]) pages.push(await listPage(club, `limit=50&offset=${offset}`));
    expect(pages.map((p) => p.members.length)).toEqual([50, 50, 21]);
    expect(pages.every((p) => p.total === 121)).toBe(true);
    const whole = await listPage(club, 'limit=200');
    expect(whole.members).toHaveLength(121);
    expect(pages.flatMap((p) => p.members.map((m) => m.id))).toEqual(whole.members.map((m) => m.id));

    // Past the end: no rows, and still the total.
    expect(await listPage(club, 'offset=500')).toEqual({ members: [], total: 121 });
    expect(await listPage(club, 'limit=1&offset=120')).toMatchObject({ members: [{ last_name: 'Page120' }], total: 121 });

    // The Link header walks the pages, keeping every filter as sent; a script follows rel="next".
    const links = async (path: string) => {
      const response = await h.api('GET', path, { token: club.token });
      return Object.fromEntries(
        [...(response.headers.get('link') ?? '').matchAll(/<([^>]+)>; rel="(\w+)"/g)].map((m) => [m[2]!, m[1]!]),
      );
    };
    const start = `/api/members?organization_id=${club.organization.id}&sort=name&limit=50`;
    expect(await links(start)).toEqual({
      first: `/api/members?organization_id=${club.organization.id}&sort=name&limit=50&offset=0`,
      next: `/api/members?organization_id=${club.organization.id}&sort=name&limit=50&offset=50`,
      last: `/api/members?organization_id=${club.organization.id}&sort=name&limit=50&offset=100`,
    });
    const seen: number[] = [];
    for (let next: string | undefined = start; next; next = (await links(next)).next) {
      seen.push(...((await h.api('GET', next, { token: club.token })).body as ListedMember[]).map((m) => m.id));
    }
    expect(seen).toEqual(whole.members.map((m) => m.id));
    expect((await links(`/api/members?organization_id=${club.organization.id}&offset=100`)).prev).toBe(
      `/api/members?organization_id=${club.organization.id}&offset=50&limit=50`,
    );
  });

  it('searches first, last, display and full name, any case, any part; wildcards are plain text', async () => {
    const club = await createClub(h);
    const [ada, grace, percent] = await seedMembers(club, [
      { first_name: 'Ada', last_name: 'Lovelace' },
      { first_name: 'Grace', last_name: 'Hopper', display_name: 'Amazing Grace' },
      { first_name: 'Hundred', last_name: '100%_Club' },
      { first_name: 'Alan', last_name: 'Turing' },
    ]);
    const ids = async (q: string) => (await listPage(club, `q=${encodeURIComponent(q)}`)).members.map((m) => m.id);
    expect(await ids('ADA')).toEqual([ada]);
    expect(await ids('velac')).toEqual([ada]);
    expect(await ids('  amazing ')).toEqual([grace]);
    expect(await ids('ada love')).toEqual([ada]);
    expect(await ids('%')).toEqual([percent]);
    expect(await ids('0%_c')).toEqual([percent]);
    expect(await ids('_')).toEqual([percent]);
    expect(await ids('\\')).toEqual([]);
    expect(await listPage(club, 'q=nobody-by-this-name')).toEqual({ members: [], total: 0 });
    // An empty search is no search.
    expect((await listPage(club, 'q=')).total).toBe(5);
    // With the role filter: both must hold.
    const board = await createRole(h, club, 'Board');
    await h.api('POST', `/api/permission-roles/${board}/users`, {
      token: club.token,
      body: { organizationId: club.organization.id, userIds: [grace] },
    });
    expect((await listPage(club, `role_id=${board}&q=a`)).members.map((m) => m.id)).toEqual([grace]);
    expect(await listPage(club, `role_id=${board}&q=ada`)).toEqual({ members: [], total: 0 });
  });

  it('finds and sorts by email only where the reader may see it', async () => {
    const club = await createClub(h);
    const reader = await joinClub(h, club, { first_name: 'Rita', last_name: 'Reader' });
    // Hidden addresses in the opposite order of their owners' names.
    const [hiddenA, hiddenB, shownY, shownX] = await seedMembers(club, [
      { first_name: 'Hal', last_name: 'Alpha', email: 'zz.secret@example.org' },
      { first_name: 'Hal', last_name: 'Beta', email: 'aa.secret@example.org' },
      { first_name: 'Sam', last_name: 'Yankee', email: 'yy.open@example.org', show_email: true },
      { first_name: 'Sam', last_name: 'Xray', email: 'xx.open@example.org', show_email: true },
    ]);
    const search = async (q: string, token: string) => {
      const page = await listPage(club, `q=${encodeURIComponent(q)}`, token);
      return page.members.map((m) => m.id);
    };
    // A plain member: hidden addresses cannot be found, shown ones can, and so can their own.
    expect(await search('secret', reader.token)).toEqual([]);
    expect(await search('zz.secret@example.org', reader.token)).toEqual([]);
    expect(await search('open@', reader.token)).toEqual([shownX, shownY]);
    expect(await search(reader.user.email, reader.token)).toEqual([reader.user.id]);
    // An administrator (members.manage) sees and finds every address.
    expect(await search('secret', club.token)).toEqual([hiddenA, hiddenB]);

    // Sorting by email: visible addresses in order, hidden ones last (by name) in both directions,
    // so the order tells nothing about a hidden address.
    const order = async (direction: string, token: string) =>
      (await listPage(club, `sort=email&direction=${direction}`, token)).members;
    const asReader = await order('asc', reader.token);
    const visible = [reader.user.email, 'xx.open@example.org', 'yy.open@example.org'].sort();
    expect(asReader.map((m) => m.email)).toEqual([...visible, null, null, null]);
    expect(asReader.slice(3).map((m) => m.id)).toEqual([hiddenA, hiddenB, club.user.id]);
    const readerDesc = await order('desc', reader.token);
    expect(readerDesc.map((m) => m.email)).toEqual([...[...visible].reverse(), null, null, null]);
    expect(readerDesc.slice(3).map((m) => m.id)).toEqual([hiddenA, hiddenB, club.user.id]);

    const asAdmin = (await order('asc', club.token)).map((m) => m.email!);
    expect(asAdmin).toEqual([...asAdmin].sort());
    expect(asAdmin[0]).toBe('aa.secret@example.org');
    expect((await order('desc', club.token)).map((m) => m.email)).toEqual([...asAdmin].reverse());
  });

  it('sorts by name and by last login, both ways; never signed in comes last', async () => {
    const club = await createClub(h);
    await h.deps.db.updateTable('memberships').set({ last_login: null }).where('organization_id', '=', club.organization.id).execute();
    await h.deps.db.updateTable('users').set({ first_name: 'Zed', last_name: 'Zulu' }).where('id', '=', club.user.id).execute();
    const [early, late, never, sameLastA] = await seedMembers(club, [
      { first_name: 'Eve', last_name: 'early', last_login: '2026-01-01T10:00:00Z' },
      { first_name: 'Leo', last_name: 'Late', last_login: '2026-03-01T10:00:00Z' },
      { first_name: 'Ned', last_name: 'Never' },
      { first_name: 'Anna', last_name: 'Same', last_login: '2026-02-01T10:00:00Z' },
    ]);
    const [sameLastB] = await seedMembers(club, [{ first_name: 'bob', last_name: 'same', last_login: '2026-02-01T10:00:00Z' }]);
    const order = async (query: string) => (await listPage(club, query)).members.map((m) => m.id);
    const admin = club.user.id;

    // Name: last name, then first name, case-insensitively; the default.
    expect(await order('')).toEqual([early, late, never, sameLastA, sameLastB!, admin]);
    expect(await order('sort=name&direction=asc')).toEqual([early, late, never, sameLastA, sameLastB!, admin]);
    expect(await order('sort=name&direction=desc')).toEqual([admin, sameLastB!, sameLastA, never, late, early]);
    // Last login: equal times by name; never signed in last both ways (also the administrator here).
    expect(await order('sort=last_login&direction=asc')).toEqual([early, sameLastA, sameLastB!, late, never, admin]);
    expect(await order('sort=last_login&direction=desc')).toEqual([late, sameLastA, sameLastB!, early, never, admin]);
    // Paging keeps the order.
    expect(await order('sort=last_login&direction=desc&limit=2&offset=2')).toEqual([sameLastB!, early]);
  });

  it('refuses bad paging, sorting and search with 400 and a message', async () => {
    const club = await createClub(h);
    const cases: Array<[string, string]> = [
      ['limit=0', 'limit: limit must be between 1 and 200'],
      ['limit=201', 'limit: limit must be between 1 and 200'],
      ['limit=ten', 'limit: limit must be a number'],
      ['limit=1.5', 'limit: limit must be a whole number'],
      ['offset=-1', 'offset: offset must be 0 or more'],
      ['offset=99999999', 'offset: offset must be at most 1000000'],
      ['sort=password_hash', 'sort: sort must be name, email or last_login'],
      ['direction=sideways', 'direction: direction must be asc or desc'],
      [`q=${'x'.repeat(101)}`, 'q: q must be 100 characters or less'],
    ];
    for (const [query, error] of cases) {
      const response = await h.api('GET', `/api/members?organization_id=${club.organization.id}&${query}`, {
        token: club.token,
      });
      expect({ query, status: response.status, body: response.body }).toEqual({
        query,
        status: 400,
        body: { error, code: 'INVALID_INPUT', fields: { [error!.split(':')[0]!]: error!.slice(error!.indexOf(': ') + 2) } },
      });
    }
  });
});

describe('GET /api/members/{id}', () => {
  it('reads one member; a member of another organisation is 404', async () => {
    const club = await createClub(h);
    const other = await createClub(h, 'Other');
    const person = await joinClub(h, club);
    const ok = await h.api('GET', `/api/members/${person.user.id}?organization_id=${club.organization.id}`, {
      token: club.token,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: person.user.id, email: person.user.email, status: 'active' });
    const foreign = await h.api('GET', `/api/members/${other.user.id}?organization_id=${club.organization.id}`, {
      token: club.token,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('Member not found');
    // Another organisation's administrator learns nothing: the same 404 as for nobody at all.
    const stranger = await h.api('GET', `/api/members/${person.user.id}?organization_id=${club.organization.id}`, {
      token: other.token,
    });
    expect(stranger.status).toBe(404);
    expect(stranger.body.error).toBe('Member not found');
    expect((await h.api('GET', `/api/members/${person.user.id}`, { token: other.token })).status).toBe(404);
  });

  it('without organization_id means the one organisation the caller shares with the member; 400 when they share several', async () => {
    const club = await createClub(h);
    const person = await joinClub(h, club);
    const alone = await h.api('GET', `/api/members/${person.user.id}`, { token: club.token });
    expect(alone.status).toBe(200);
    expect(alone.body).toMatchObject({ id: person.user.id, organization_id: club.organization.id });

    // The administrator starts a second group and adds the same person there too.
    const second = await h.api('POST', '/api/organizations', { token: club.token, body: { name: 'Second LUG', contact_email: 'second@example.org' } });
    expect(second.status).toBe(201);
    const added = await h.api('POST', '/api/members', {
      token: club.token,
      body: { organization_id: second.body.id, email: person.user.email, first_name: 'Same', last_name: 'Person' },
    });
    expect(added.status).toBe(201);
    // An existing account is invited: still one shared group until the person accepts.
    expect((await h.api('GET', `/api/members/${person.user.id}`, { token: club.token })).status).toBe(200);
    const accepted = await h.api('POST', `/api/invitations/${added.body.invitation.id}/accept`, { token: person.token });
    expect(accepted.status).toBe(200);
    const ambiguous = await h.api('GET', `/api/members/${person.user.id}`, { token: club.token });
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.body.error).toMatch(/more than one of your organizations.*organization_id/);
    const named = await h.api('GET', `/api/members/${person.user.id}?organization_id=${second.body.id}`, { token: club.token });
    expect(named.status).toBe(200);
    expect(named.body.organization_id).toBe(second.body.id);
  });
});

describe('PUT /api/members/{id}', () => {
  it('updates names, email, status and role', async () => {
    const club = await createClub(h);
    const board = await createRole(h, club, 'Board');
    const added = await addByEmail(club);
    const id = added.body.member.id as number;
    const email = freshEmail('changed');
    const response = await h.api('PUT', `/api/members/${id}`, {
      token: club.token,
      body: {
        organization_id: club.organization.id,
        email,
        first_name: 'Changed',
        last_name: 'Name',
        status: 'inactive',
        role_id: board,
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id,
      email,
      first_name: 'Changed',
      last_name: 'Name',
      status: 'inactive',
      role_id: board,
      PermissionRoles: [{ id: board, name: 'Board' }],
    });
    // 'Select Role' (null) leaves the role as it is.
    const keep = await h.api('PUT', `/api/members/${id}`, {
      token: club.token,
      body: {
        organization_id: club.organization.id,
        email,
        first_name: 'Changed',
        last_name: 'Name',
        status: 'active',
        role_id: null,
      },
    });
    expect(keep.body).toMatchObject({ role_id: board, status: 'active' });
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select('details')
      .where('organization_id', '=', club.organization.id)
      .where('action', '=', 'member.update')
      .orderBy('id')
      .execute();
    expect(audit[0]!.details).toMatchObject({ status: 'inactive', role: { from: club.roles.member, to: board } });
  });

  it('refuses a role change without roles.manage (403) but lets members.manage edit the rest', async () => {
    const club = await createClub(h);
    const secretaryRole = await createRole(h, club, 'Secretary', ['members.manage']);
    const secretary = await joinClub(h, club, { roleId: secretaryRole });
    const person = await joinClub(h, club);
    const body = {
      organization_id: club.organization.id,
      email: person.user.email,
      first_name: 'Pat',
      last_name: 'Person',
    };
    const escalate = await h.api('PUT', `/api/members/${secretary.user.id}`, {
      token: secretary.token,
      body: { ...body, email: secretary.user.email, role_id: club.roles.administrator },
    });
    expect(escalate.status).toBe(403);
    expect(escalate.body.error).toBe("You don't have permission to change permission roles");
    const ok = await h.api('PUT', `/api/members/${person.user.id}`, {
      token: secretary.token,
      body: { ...body, role_id: club.roles.member },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.first_name).toBe('Pat');
    const plain = await h.api('PUT', `/api/members/${person.user.id}`, { token: person.token, body });
    expect(plain.status).toBe(403);
  });

  it("refuses lock-out (409), a taken email (409), a signed-in account's email (403), a shared account email (403), foreign ids (404), foreign roles (404)", async () => {
    const club = await createClub(h);
    const other = await createClub(h, 'Other');
    const self = { organization_id: club.organization.id, email: club.user.email, first_name: 'Ad', last_name: 'Min' };
    const disableSelf = await h.api('PUT', `/api/members/${club.user.id}`, {
      token: club.token,
      body: { ...self, status: 'inactive' },
    });
    expect(disableSelf.status).toBe(409);
    expect(disableSelf.body.error).toBe(lockedOut);
    const demoteSelf = await h.api('PUT', `/api/members/${club.user.id}`, {
      token: club.token,
      body: { ...self, role_id: club.roles.member },
    });
    expect(demoteSelf.status).toBe(409);

    const person = await joinClub(h, club);
    // An account nobody has signed in to yet: its email may still be corrected, but not to a taken one.
    const newcomer = (await addByEmail(club)).body.member as { id: number };
    const taken = await h.api('PUT', `/api/members/${newcomer.id}`, {
      token: club.token,
      body: {
        organization_id: club.organization.id,
        email: club.user.email.toUpperCase(),
        first_name: 'A',
        last_name: 'B',
      },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('Another account already uses this email address');

    const corrected = await h.api('PUT', `/api/members/${newcomer.id}`, {
      token: club.token,
      body: { organization_id: club.organization.id, email: freshEmail('corrected'), first_name: 'A', last_name: 'B' },
    });
    expect(corrected.status).toBe(200);

    // Once its owner has signed in, an account's email is theirs alone to change (decision 0018).
    const signedIn = await h.api('PUT', `/api/members/${person.user.id}`, {
      token: club.token,
      body: { organization_id: club.organization.id, email: freshEmail('hijack'), first_name: 'A', last_name: 'B' },
    });
    expect(signedIn.status).toBe(403);
    expect(signedIn.body.error).toBe(rightsMessages.emailOwnerOnly);
    expect((await h.deps.db.selectFrom('users').select('email').where('id', '=', person.user.id).executeTakeFirstOrThrow()).email).toBe(
      person.user.email,
    );

    // An account another organisation added too (never signed in): not ours to redirect either.
    const sharedEmail = freshEmail('shared');
    const shared = await addByEmail(club, { email: sharedEmail });
    await addByEmail(other, { email: sharedEmail });
    await acceptInvitationByLink(h, sharedEmail);
    const redirect = await h.api('PUT', `/api/members/${shared.body.member.id}`, {
      token: club.token,
      body: { organization_id: club.organization.id, email: freshEmail('hijack'), first_name: 'A', last_name: 'B' },
    });
    expect(redirect.status).toBe(403);
    expect(redirect.body.error).toBe(
      "This member's account is also used in another organization, so only they can change its email address.",
    );

    const stranger = await signUp(h);
    const foreign = await h.api('PUT', `/api/members/${stranger.user.id}`, {
      token: club.token,
      body: { organization_id: club.organization.id, email: stranger.user.email, first_name: 'A', last_name: 'B' },
    });
    expect(foreign.status).toBe(404);
    const foreignRole = await h.api('PUT', `/api/members/${person.user.id}`, {
      token: club.token,
      body: {
        organization_id: club.organization.id,
        email: person.user.email,
        first_name: 'A',
        last_name: 'B',
        role_id: other.roles.administrator,
      },
    });
    expect(foreignRole.status).toBe(404);
    expect(foreignRole.body.error).toBe('Role not found');
    const badStatus = await h.api('PUT', `/api/members/${person.user.id}`, {
      token: club.token,
      body: {
        organization_id: club.organization.id,
        email: person.user.email,
        first_name: 'A',
        last_name: 'B',
        status: 'banned',
      },
    });
    expect(badStatus.status).toBe(400);
  });
});

describe('DELETE /api/members/{id}', () => {
  it('removes the member from this organisation only; the account stays', async () => {
    const club = await createClub(h);
    const other = await createClub(h, 'Other');
    const person = await joinClub(h, club);
    await addByEmail(other, { email: person.user.email });
    await acceptInvitationByLink(h, person.user.email);
    const response = await h.api('DELETE', `/api/members/${person.user.id}?organization_id=${club.organization.id}`, {
      token: club.token,
    });
    expect(response.status).toBe(204);
    expect((await rolesByUser(h, club.organization.id)).has(person.user.id)).toBe(false);
    expect((await rolesByUser(h, other.organization.id)).has(person.user.id)).toBe(true);
    expect(
      await h.deps.db.selectFrom('users').select('id').where('id', '=', person.user.id).executeTakeFirst(),
    ).toBeDefined();
    expect(
      (await h.api('GET', `/api/members?organization_id=${club.organization.id}`, { token: person.token })).status,
    ).toBe(403);
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('organization_id', '=', club.organization.id)
      .where('action', '=', 'member.delete')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses foreign ids (404), lock-out (409) and non-managers (403)', async () => {
    const club = await createClub(h);
    const other = await createClub(h, 'Other');
    const del = (id: number, token = club.token) =>
      h.api('DELETE', `/api/members/${id}?organization_id=${club.organization.id}`, { token });
    expect((await del(other.user.id)).status).toBe(404);
    const self = await del(club.user.id);
    expect(self.status).toBe(409);
    expect(self.body.error).toBe(lockedOut);
    const person = await joinClub(h, club);
    expect((await del(club.user.id, person.token)).status).toBe(403);
  });
});

describe('POST /api/members/{id}/password-reset', () => {
  it('queues the reset email and answers the link for an account without a password', async () => {
    const club = await createClub(h);
    const added = await addByEmail(club);
    const id = added.body.member.id as number;
    const response = await h.api('POST', `/api/members/${id}/password-reset`, {
      token: club.token,
      body: { organization_id: club.organization.id },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ passwordResetLink: expect.stringMatching(/reset-password\?token=/), emailDelivery: 'not_configured' });
    const mails = await outbox('password-reset', added.body.member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(response.body.passwordResetLink);
  });

  it('keeps the link out of the answer for an account with a password (it goes to their inbox only)', async () => {
    const club = await createClub(h);
    const person = await joinClub(h, club);
    const response = await h.api('POST', `/api/members/${person.user.id}/password-reset`, {
      token: club.token,
      body: { organization_id: club.organization.id },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ passwordResetLink: null, emailDelivery: 'not_configured' });
    expect(await outbox('password-reset', person.user.email)).toHaveLength(1);
  });

  it('refuses foreign ids (404) and non-managers (403)', async () => {
    const club = await createClub(h);
    const other = await createClub(h, 'Other');
    const reset = (id: number, token = club.token) =>
      h.api('POST', `/api/members/${id}/password-reset`, { token, body: { organization_id: club.organization.id } });
    expect((await reset(other.user.id)).status).toBe(404);
    const person = await joinClub(h, club);
    expect((await reset(club.user.id, person.token)).status).toBe(403);
  });
});

describe('profile', () => {
  it('GET and PUT /api/profile edit the caller’s own profile fields, shown on the member', async () => {
    const club = await createClub(h);
    const person = await joinClub(h, club);
    const response = await h.api('PUT', '/api/profile', {
      token: person.token,
      body: {
        display_name: 'Bricky',
        biographical_info: 'Builds trains.\nAnd castles.',
        show_email: true,
        website: 'https://bricky.example',
        twitter_handle: '@bricky',
        instagram_username: 'bricky',
        bricklink_store_url: 'https://store.bricklink.com/bricky',
        flickr_username: '',
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      display_name: 'Bricky',
      show_email: true,
      twitter_handle: '@bricky',
      flickr_username: null,
    });
    const me = await h.api('GET', '/api/profile', { token: person.token });
    expect(me.body.website).toBe('https://bricky.example');
    const member = await h.api('GET', `/api/members/${person.user.id}?organization_id=${club.organization.id}`, {
      token: club.token,
    });
    expect(member.body).toMatchObject({
      display_name: 'Bricky',
      biographical_info: 'Builds trains.\nAnd castles.',
      instagram_username: 'bricky',
    });
    // Fields left out stay as they are.
    const partial = await h.api('PUT', '/api/profile', { token: person.token, body: { display_name: 'B' } });
    expect(partial.body).toMatchObject({ display_name: 'B', website: 'https://bricky.example' });
  });

  it('refuses javascript: and other non-http links (400), and long biographies', async () => {
    const person = await signUp(h);
    for (const body of [
      { website: 'javascript:alert(1)' },
      { facebook_url: 'javascript:alert(document.cookie)' },
      { twitter_handle: 'javascript:alert(1)' },
      { lego_ideas_profile_url: 'data:text/html,<script>' },
      { biographical_info: 'x'.repeat(1001) },
    ]) {
      const response = await h.api('PUT', '/api/profile', { token: person.token, body });
      expect(response.status).toBe(400);
    }
    expect((await h.api('GET', '/api/profile')).status).toBe(401);
  });
});

describe('CSV import', () => {
  const csv = [
    'Email,First Name,Last Name,Display Name',
    'alice.import@example.org,Alice,Anders,Ali',
    'bad-email,Bob,Brown,',
    'carol.import@example.org,Carol,,',
    'ALICE.import@example.org,Alice,Again,',
    '"dave.import@example.org","Dave","=cmd|calc",""',
  ].join('\n');

  it('previews each row with its errors, then imports every valid row in one go', async () => {
    const club = await createClub(h);
    const existing = await signUp(h, { email: 'dave.import@example.org' });
    const preview = await h.api('POST', '/api/members/import/preview', {
      token: club.token,
      body: { organization_id: club.organization.id, csv },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.rows.map((r: { line: number; action: string }) => [r.line, r.action])).toEqual([
      [2, 'create'],
      [3, 'error'],
      [4, 'error'],
      [5, 'skip'],
      [6, 'invite'],
    ]);
    expect(preview.body.rows[1].messages).toEqual(['Enter a valid email address']);
    expect(preview.body.rows[2].messages).toEqual(['Last name is required']);
    expect(preview.body.counts).toEqual({ create: 1, invite: 1, skip: 1, error: 2 });
    // The preview changed nothing.
    expect(
      await h.deps.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'alice.import@example.org')
        .executeTakeFirst(),
    ).toBeUndefined();

    const imported = await h.api('POST', '/api/members/import', {
      token: club.token,
      body: { organization_id: club.organization.id, csv },
    });
    expect(imported.status).toBe(200);
    // One welcome and one invitation queued; with no provider here, they wait (never "sent").
    expect(imported.body).toMatchObject({
      created: 1,
      invited: 1,
      skipped: 1,
      failed: 2,
      emails: 2,
      emailDelivery: 'not_configured',
    });
    const members = await h.api('GET', `/api/members?organization_id=${club.organization.id}`, { token: club.token });
    const alice = members.body.find((m: { email: string }) => m.email === 'alice.import@example.org');
    expect(alice).toMatchObject({ first_name: 'Alice', display_name: 'Ali', role_id: club.roles.member });
    // The existing account is invited, not added: it joins when its owner accepts.
    expect(members.body.some((m: { id: number }) => m.id === existing.user.id)).toBe(false);
    expect(await outbox('invitation', 'dave.import@example.org')).toHaveLength(1);
    expect(await outbox('welcome', 'alice.import@example.org')).toHaveLength(1);

    const again = await h.api('POST', '/api/members/import', {
      token: club.token,
      body: { organization_id: club.organization.id, csv },
    });
    expect(again.body).toMatchObject({ created: 0, invited: 0, skipped: 3, failed: 2, emails: 0 });
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select('details')
      .where('organization_id', '=', club.organization.id)
      .where('action', '=', 'member.import')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('can skip the welcome emails', async () => {
    const club = await createClub(h);
    const response = await h.api('POST', '/api/members/import', {
      token: club.token,
      body: {
        organization_id: club.organization.id,
        csv: 'email,first_name,last_name\nquiet.import@example.org,Q,Uiet\n',
        send_welcome: false,
      },
    });
    expect(response.body).toMatchObject({ created: 1, emails: 0 });
    expect(await outbox('welcome', 'quiet.import@example.org')).toHaveLength(0);
  });

  it('reads semicolon and tab files with the usual headers in other languages, a byte order mark and CRLF', async () => {
    const club = await createClub(h);
    const files = [
      '\uFEFFVorname;Nachname;E-Mail;Telefon\r\nZoë;Müller;zoe.semicolon@example.org;+41 44 000\r\n\r\nŁukasz;Wiśniewski;lukasz.semicolon@example.org;\r\n',
      'Prénom\tNom\tCourriel\r\nÉmile\tZola\temile.tab@example.org\r\n',
      'Voornaam,Achternaam,E-mailadres,Roepnaam\nDaan,de Vries,daan.comma@example.org,Daantje\n',
    ];
    const previews = [];
    for (const csv of files) {
      previews.push(
        await h.api('POST', '/api/members/import/preview', { token: club.token, body: { organization_id: club.organization.id, csv } }),
      );
    }
    expect(previews.map((p) => p.status)).toEqual([200, 200, 200]);
    expect(previews[0]!.body.rows.map((r: { line: number; first_name: string; last_name: string; action: string }) => [r.line, r.first_name, r.last_name, r.action])).toEqual([
      [2, 'Zoë', 'Müller', 'create'],
      [4, 'Łukasz', 'Wiśniewski', 'create'],
    ]);
    expect(previews[1]!.body.rows[0]).toMatchObject({ first_name: 'Émile', last_name: 'Zola', email: 'emile.tab@example.org' });
    expect(previews[2]!.body.rows[0]).toMatchObject({ last_name: 'de Vries', display_name: 'Daantje' });
    const imported = await h.api('POST', '/api/members/import', {
      token: club.token,
      body: { organization_id: club.organization.id, csv: files[0], send_welcome: false },
    });
    expect(imported.body).toMatchObject({ created: 2, failed: 0 });
    const members = await h.api('GET', `/api/members?organization_id=${club.organization.id}`, { token: club.token });
    expect(members.body.find((m: { email: string }) => m.email === 'zoe.semicolon@example.org')).toMatchObject({
      first_name: 'Zoë',
      last_name: 'Müller',
    });
  });

  it('takes the rows the import screen read and mapped, and refuses both or neither', async () => {
    const club = await createClub(h);
    const records = [
      { line: 2, values: { email: 'emile.records@example.org', first_name: 'Émile', last_name: 'Dupont' } },
      { line: 3, values: { email: 'not-an-address', first_name: 'X', last_name: 'Y' } },
      { line: 4, values: { email: 'no.name@example.org' } },
    ];
    const post = (path: string, body: Record<string, unknown>) =>
      h.api('POST', path, { token: club.token, body: { organization_id: club.organization.id, ...body } });
    const preview = await post('/api/members/import/preview', { records });
    expect(preview.status).toBe(200);
    expect(preview.body.rows.map((r: { line: number; action: string }) => [r.line, r.action])).toEqual([
      [2, 'create'],
      [3, 'error'],
      [4, 'error'],
    ]);
    expect(preview.body.rows[2].messages).toEqual(['First name is required', 'Last name is required']);
    const imported = await post('/api/members/import', { records, send_welcome: false });
    expect(imported.body).toMatchObject({ created: 1, failed: 2 });
    const both = await post('/api/members/import/preview', { records, csv: 'email,first_name,last_name\na@b.org,A,B' });
    expect(both.status).toBe(400);
    expect((await post('/api/members/import/preview', {})).status).toBe(400);
    expect((await post('/api/members/import/preview', { records: [] })).body.error).toMatch(/no member rows/);
  });

  it('refuses unreadable files and missing columns (400) and non-managers (403)', async () => {
    const club = await createClub(h);
    const post = (body: Record<string, unknown>, token = club.token) =>
      h.api('POST', '/api/members/import/preview', { token, body: { organization_id: club.organization.id, ...body } });
    const noColumns = await post({ csv: 'name,age\nA,3\n' });
    expect(noColumns.status).toBe(400);
    expect(noColumns.body.error).toMatch(
      /^The CSV file needs a header row with the columns email, first_name, last_name/,
    );
    // The refusal names the headers it found, so the person can see which one to rename.
    const german = await post({ csv: 'Vorname;Name;Mail-Adresse;Telefon\nA;B;a@b.org;1\n' });
    expect(german.status).toBe(400);
    expect(german.body.error).toContain('missing: last_name');
    expect(german.body.error).toContain('The headers found: Vorname, Name, Mail-Adresse, Telefon');
    expect(german.body.details).toEqual({ missing: ['last_name'], found: ['Vorname', 'Name', 'Mail-Adresse', 'Telefon'] });
    const broken = await post({ csv: 'email,first_name,last_name\n"unclosed,A,B\n' });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toMatch(/^The CSV file could not be read/);
    expect((await post({ csv: '' })).status).toBe(400);
    expect((await post({ csv: 'email,first_name,last_name\n' })).body.error).toBe('The CSV file has no member rows');
    const person = await joinClub(h, club);
    expect((await post({ csv: 'email,first_name,last_name\na@b.org,A,B' }, person.token)).status).toBe(403);
    expect(
      (
        await h.api('POST', '/api/members/import', {
          token: person.token,
          body: { organization_id: club.organization.id, csv: 'email,first_name,last_name\na@b.org,A,B' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('GET /api/members/export', () => {
  it('answers text/csv with formula-looking cells made safe', async () => {
    const club = await createClub(h, 'Brickville LUG');
    await joinClub(h, club, { first_name: '=HYPERLINK("http://evil")', last_name: '+Plus' });
    const response = await h.api('GET', `/api/members/export?organization_id=${club.organization.id}`, {
      token: club.token,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="brickville-lug-members-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const text = response.body as string;
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'first_name,last_name,display_name,email,status,permission_role,member_since,last_login,dues_year,registered,dues,amount_received,currency,paid_on,points_this_year,points_total',
    );
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")",'+Plus`);
    expect(text).toContain('Administrator');
    const person = await joinClub(h, club);
    expect(
      (await h.api('GET', `/api/members/export?organization_id=${club.organization.id}`, { token: person.token }))
        .status,
    ).toBe(403);
  });
});
