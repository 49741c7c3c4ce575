import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, signUp, signUpWithOrganization, type Harness } from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('POST /api/organizations', () => {
  it('creates the organisation; the creator holds Administrator and Member is the one default role', async () => {
    const { token, user } = await signUp(h);
    const response = await h.api('POST', '/api/organizations', {
      token,
      body: { name: 'Brickville LUG', contact_email: 'hello@brickville.example' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(Number), name: 'Brickville LUG', contact_email: 'hello@brickville.example' });
    const orgId = response.body.id as number;

    const roles = await h.deps.db
      .selectFrom('permission_roles')
      .select(['id', 'name', 'is_default', 'permissions'])
      .where('organization_id', '=', orgId)
      .orderBy('id')
      .execute();
    expect(roles.map((r) => [r.name, r.is_default])).toEqual([
      ['Administrator', false],
      ['Member', true],
    ]);
    expect(roles[0]!.permissions).toHaveLength(7);
    expect(roles[1]!.permissions).toEqual([]);

    const membership = await h.deps.db
      .selectFrom('memberships')
      .innerJoin('role_assignments', (j) =>
        j.onRef('role_assignments.user_id', '=', 'memberships.user_id').onRef('role_assignments.organization_id', '=', 'memberships.organization_id'),
      )
      .select(['memberships.status', 'role_assignments.role_id'])
      .where('memberships.organization_id', '=', orgId)
      .where('memberships.user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(membership).toEqual({ status: 'active', role_id: roles[0]!.id });

    const audit = await h.deps.db.selectFrom('audit_log').selectAll().where('organization_id', '=', orgId).execute();
    expect(audit.map((a) => a.action)).toEqual(['organization.create']);
  });

  it('refuses a signed-out caller with 401 and bad input with 400', async () => {
    const anonymous = await h.api('POST', '/api/organizations', { body: { name: 'X', contact_email: 'x@example.org' } });
    expect(anonymous.status).toBe(401);
    const { token } = await signUp(h);
    const blank = await h.api('POST', '/api/organizations', { token, body: { name: '   ', contact_email: 'x@example.org' } });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe('name: Name is required');
    const badEmail = await h.api('POST', '/api/organizations', { token, body: { name: 'X', contact_email: 'not-an-email' } });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error).toBe('contact_email: Enter a valid email address');
  });
});

describe('GET /api/organizations', () => {
  it("lists only the caller's own organisations", async () => {
    const a = await signUpWithOrganization(h, 'Alpha LUG');
    await signUpWithOrganization(h, 'Beta LUG');
    const response = await h.api('GET', '/api/organizations', { token: a.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([{ id: a.organization.id, name: 'Alpha LUG', contact_email: 'club@example.org' }]);
  });

  it("refuses another organisation's details with 403", async () => {
    const a = await signUpWithOrganization(h, 'Gamma LUG');
    const b = await signUpWithOrganization(h, 'Delta LUG');
    expect((await h.api('GET', `/api/organizations/${a.organization.id}`, { token: a.token })).status).toBe(200);
    const other = await h.api('GET', `/api/organizations/${a.organization.id}`, { token: b.token });
    expect(other.status).toBe(403);
    expect(other.body.error).toBe('You are not a member of this organization');
    expect((await h.api('GET', '/api/organizations/abc', { token: a.token })).status).toBe(400);
  });
});

describe('POST /api/beta-applications', () => {
  const application = {
    lugName: 'Brickville LUG',
    contactName: 'Sam Stud',
    email: 'sam@brickville.example',
    website: 'https://brickville.example',
    about: 'We build big trains.',
  };

  it('stores the application and answers 201', async () => {
    const response = await h.api('POST', '/api/beta-applications', { body: application });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ ...application, id: expect.any(Number) });
    const stored = await h.deps.db.selectFrom('beta_applications').selectAll().where('id', '=', response.body.id).executeTakeFirstOrThrow();
    expect(stored.lug_name).toBe('Brickville LUG');
  });

  it('refuses a website that is not an http(s) URL with 400', async () => {
    for (const website of ['javascript:alert(1)', 'ftp://example.org', 'brickville.example']) {
      const response = await h.api('POST', '/api/beta-applications', { body: { ...application, website } });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('website: Must be a web address starting with http:// or https://');
    }
  });

  it('requires the four fields and keeps About optional', async () => {
    const { about: _about, ...withoutAbout } = application;
    expect((await h.api('POST', '/api/beta-applications', { body: withoutAbout })).status).toBe(201);
    const missing = await h.api('POST', '/api/beta-applications', { body: { ...application, contactName: '' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('contactName: Contact Name is required');
  });

  it('mails the application to BETA_INBOX when it is set', async () => {
    const withInbox = await createHarness();
    withInbox.deps.config.email.betaInbox = 'beta@lug-platform.example';
    try {
      const response = await withInbox.api('POST', '/api/beta-applications', { body: application });
      expect(response.status).toBe(201);
      const mail = await withInbox.deps.db.selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow();
      expect(mail).toMatchObject({ to_email: 'beta@lug-platform.example', template: 'beta-application', reply_to: application.email });
      expect(mail.text_body).toContain('Brickville LUG');
    } finally {
      await withInbox.close();
    }
  });
});
