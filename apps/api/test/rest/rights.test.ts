/**
 * Nobody acts above their own rights (docs/product/permission-roles.md#acting-within-your-rights),
 * and erasure matches by identity
 * (docs/decisions/0018-acting-within-your-rights.md#erasure-by-identity): a member holding one
 * permission cannot change, reset, deactivate, remove or anonymise a member who holds more, nor
 * grant what they lack; anonymising touches this organisation's rows about this account only, never
 * rows whose text happens to contain the address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rightsMessages } from '@lug/domain/rights';
import { createHarness, type Harness } from '../support/harness';
import { createClub, createRole, joinClub, rolesByUser, type Club } from '../support/factories-members';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

async function usersRow(id: number) {
  return h.deps.db.selectFrom('users').select(['email', 'first_name', 'last_name', 'password_hash']).where('id', '=', id).executeTakeFirstOrThrow();
}

describe('a member with members.manage only', () => {
  let club: Club;
  let secretary: Awaited<ReturnType<typeof joinClub>>;
  let plain: Awaited<ReturnType<typeof joinClub>>;
  beforeAll(async () => {
    club = await createClub(h, 'Rights LUG');
    secretary = await joinClub(h, club, { roleId: await createRole(h, club, 'Secretary', ['members.manage']) });
    plain = await joinClub(h, club, { first_name: 'Plain', last_name: 'Member' });
  });

  it("cannot edit, reset, deactivate, remove or anonymise the administrator, who holds more", async () => {
    const admin = club.user.id;
    const before = await usersRow(admin);
    const attempts = [
      h.api('PUT', `/api/members/${admin}`, {
        token: secretary.token,
        body: { email: 'taken-over@example.org', first_name: 'Own', last_name: 'Ed' },
      }),
      h.api('PUT', `/api/members/${admin}`, {
        token: secretary.token,
        body: { email: before.email, first_name: before.first_name, last_name: before.last_name, status: 'inactive' },
      }),
      h.api('POST', `/api/members/${admin}/password-reset`, { token: secretary.token }),
      h.api('DELETE', `/api/members/${admin}`, { token: secretary.token }),
      h.api('POST', `/api/members/${admin}/anonymize`, { token: secretary.token }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expect(response.body.error).toBe(rightsMessages.memberAboveRights);
    }
    expect(await usersRow(admin)).toEqual(before);
    const outbox = await h.deps.db.selectFrom('email_outbox').select('id').where('to_user_id', '=', admin).where('template', '=', 'password-reset').execute();
    expect(outbox).toEqual([]);
    expect((await rolesByUser(h, club.organization.id)).get(admin)).toBe(club.roles.administrator);
  });

  it('edits, resets and deactivates a member who holds nothing more than they do', async () => {
    const edited = await h.api('PUT', `/api/members/${plain.user.id}`, {
      token: secretary.token,
      body: { email: plain.user.email, first_name: 'Renamed', last_name: 'Member', status: 'inactive' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ first_name: 'Renamed', status: 'inactive' });
    const reset = await h.api('POST', `/api/members/${plain.user.id}/password-reset`, { token: secretary.token });
    expect(reset.status).toBe(200);
  });
});

describe('a member with roles.manage only', () => {
  let club: Club;
  let keeper: Awaited<ReturnType<typeof joinClub>>;
  let keeperRole: number;
  let administrator: number;
  let helpers: number;
  beforeAll(async () => {
    club = await createClub(h, 'Roles LUG');
    keeperRole = await createRole(h, club, 'Keeper', ['roles.manage']);
    keeper = await joinClub(h, club, { roleId: keeperRole });
    administrator = club.roles.administrator;
    helpers = await createRole(h, club, 'Helpers', []);
  });

  it('cannot make themself (or anyone) Administrator', async () => {
    const response = await h.api('POST', `/api/permission-roles/${administrator}/users`, {
      token: keeper.token,
      body: { userIds: [keeper.user.id] },
    });
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(rightsMessages.grantAboveRights);
    expect((await rolesByUser(h, club.organization.id)).get(keeper.user.id)).toBe(keeperRole);
  });

  it('cannot create or widen a role with permissions they lack, nor make such a role the default', async () => {
    const create = await h.api('POST', '/api/permission-roles', {
      token: keeper.token,
      body: { organization_id: club.organization.id, name: 'Treasurers', permissions: ['registration.manage'] },
    });
    expect(create.status).toBe(403);
    expect(create.body.error).toBe(rightsMessages.grantAboveRights);
    const widen = await h.api('PUT', `/api/permission-roles/${helpers}`, {
      token: keeper.token,
      body: { name: 'Helpers', permissions: ['settings.manage'] },
    });
    expect(widen.status).toBe(403);
    const makeDefault = await h.api('PUT', `/api/permission-roles/${administrator}/set-default`, { token: keeper.token, body: {} });
    expect(makeDefault.status).toBe(403);
    const defaults = await h.deps.db
      .selectFrom('permission_roles')
      .select('name')
      .where('organization_id', '=', club.organization.id)
      .where('is_default', '=', true)
      .execute();
    expect(defaults).toEqual([{ name: 'Member' }]);
  });

  it("cannot take the administrator out of their role, or delete or narrow a role that grants more than they hold", async () => {
    const remove = await h.api('DELETE', `/api/permission-roles/${administrator}/users`, {
      token: keeper.token,
      body: { userIds: [club.user.id] },
    });
    expect(remove.status).toBe(403);
    expect(remove.body.error).toBe(rightsMessages.memberAboveRights);
    const current = await h.api('DELETE', '/api/permission-roles/users/current', {
      token: keeper.token,
      body: { organizationId: club.organization.id, userIds: [club.user.id] },
    });
    expect(current.status).toBe(403);
    const narrow = await h.api('PUT', `/api/permission-roles/${administrator}`, {
      token: keeper.token,
      body: { name: 'Administrator', permissions: ['roles.manage'] },
    });
    expect(narrow.status).toBe(403);
    expect(narrow.body.error).toBe(rightsMessages.roleAboveRights);
    const remove2 = await h.api('DELETE', `/api/permission-roles/${administrator}`, { token: keeper.token });
    expect(remove2.status).toBe(403);
    expect((await rolesByUser(h, club.organization.id)).get(club.user.id)).toBe(administrator);
  });

  it('manages roles within their own rights', async () => {
    const plain = await joinClub(h, club);
    const assign = await h.api('POST', `/api/permission-roles/${helpers}/users`, { token: keeper.token, body: { userIds: [plain.user.id] } });
    expect(assign.status).toBe(200);
    const keepers = await h.api('POST', '/api/permission-roles', {
      token: keeper.token,
      body: { organization_id: club.organization.id, name: 'Deputy keepers', permissions: ['roles.manage'] },
    });
    expect(keepers.status).toBe(201);
  });
});

describe('a plain member', () => {
  it('cannot make themself Administrator, however the organisation is spelled', async () => {
    const victim = await createClub(h, 'Victim LUG');
    const own = await createClub(h, 'Own LUG');
    const plain = await joinClub(h, victim);
    const bodies = [
      { userIds: [plain.user.id] },
      { userIds: [plain.user.id], organizationId: victim.organization.id },
      { userIds: [plain.user.id], organization_id: own.organization.id, organizationId: victim.organization.id },
      { userIds: [plain.user.id], organizationId: ` ${victim.organization.id}` },
    ];
    for (const body of bodies) {
      const response = await h.api('POST', `/api/permission-roles/${victim.roles.administrator}/users`, { token: plain.token, body });
      expect([400, 403], JSON.stringify(body)).toContain(response.status);
    }
    // The outsider, administrator of their own group, fares no better.
    const outsider = await h.api('PUT', `/api/permission-roles/${victim.roles.administrator}/set-default`, {
      token: own.token,
      body: { organization_id: own.organization.id, organizationId: victim.organization.id },
    });
    expect(outsider.status).toBe(400);
    expect((await rolesByUser(h, victim.organization.id)).get(plain.user.id)).toBe(victim.roles.member);
  });
});

describe('erasure by identity', () => {
  it("anonymising a member leaves other organisations' rows alone, even when their text contains the address", async () => {
    const a = await createClub(h, 'Erasing LUG');
    const b = await createClub(h, 'Bystander LUG');
    // The member's address is a substring of an address that organisation B knows.
    const person = await h.api('POST', '/api/members', {
      token: a.token,
      body: { organization_id: a.organization.id, email: 'ob@example.org', first_name: 'Ob', last_name: 'One' },
    });
    expect(person.status).toBe(201);
    const bob = await h.api('POST', '/api/members', {
      token: b.token,
      body: { organization_id: b.organization.id, email: 'bob@example.org', first_name: 'Bob', last_name: 'Two' },
    });
    expect(bob.status).toBe(201);
    const bAudit = () =>
      h.deps.db.selectFrom('audit_log').select(['id', 'details']).where('organization_id', '=', b.organization.id).orderBy('id').execute();
    const bMail = () => h.deps.db.selectFrom('email_outbox').select(['id', 'to_email']).where('organization_id', '=', b.organization.id).orderBy('id').execute();
    const auditBefore = await bAudit();
    const mailBefore = await bMail();
    expect(JSON.stringify(auditBefore)).toContain('bob@example.org');

    const erased = await h.api('POST', `/api/members/${person.body.member.id}/anonymize`, { token: a.token });
    expect(erased.status).toBe(200);
    expect(await bAudit()).toEqual(auditBefore);
    expect(await bMail()).toEqual(mailBefore);
    // A's own lines about the member are redacted, and mail written to the account is gone.
    const aLines = await h.deps.db
      .selectFrom('audit_log')
      .select('details')
      .where('organization_id', '=', a.organization.id)
      .where('entity', '=', 'member')
      .where('entity_id', '=', String(person.body.member.id))
      .where('action', '=', 'member.create')
      .execute();
    expect(aLines).toEqual([{ details: { redacted: 'personal data removed' } }]);
    expect(await h.deps.db.selectFrom('email_outbox').select('id').where('to_user_id', '=', person.body.member.id).execute()).toEqual([]);
  });

  it('exports the emails written to my account by identity, not by address', async () => {
    const club = await createClub(h, 'Export LUG');
    const person = await joinClub(h, club);
    // A row written to the same address for somebody else (the beta inbox has no account).
    await h.deps.db
      .insertInto('email_outbox')
      .values({ template: 'beta-application', to_email: person.user.email, to_user_id: null, subject: 'Not yours', text_body: 'x', html_body: 'x' })
      .execute();
    const data = (await h.api('GET', '/api/me/export', { token: person.token })).body as { emails: Array<{ subject: string; template: string }> };
    expect(data.emails.map((e) => e.template).sort()).toEqual(['invitation', 'verify-email']);
    expect(data.emails.map((e) => e.subject)).not.toContain('Not yours');
  });
});
