/**
 * Email delivery as an organisation's administrators see it (docs/product/settings.md#email-delivery),
 * and what the calls that queue an email say became of it: "on its way" with a provider, "waiting"
 * without one; never "sent".
 */
import { createResendTransport } from '@lug/email';
import { startResendStandIn, type ResendStandIn } from '@lug/email/testing/resend-stand-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxWorker } from '../../src/jobs/outbox';
import { addMember } from '../support/factories-catalogue';
import { createHarness, signUpWithOrganization, type Harness } from '../support/harness';

const silent = { info() {}, warn() {}, error() {} };

async function addNewMember(h: Harness, club: Awaited<ReturnType<typeof signUpWithOrganization>>, email: string) {
  const answer = await h.api('POST', '/api/members', {
    token: club.token,
    body: { organization_id: club.organization.id, email, first_name: 'New', last_name: 'Member' },
  });
  expect(answer.status).toBe(201);
  return answer.body as { member: { id: number }; passwordResetLink: string | null; emailDelivery: string };
}

const statusOf = (h: Harness, club: Awaited<ReturnType<typeof signUpWithOrganization>>) =>
  h.api('GET', `/api/organizations/${club.organization.id}/email-delivery`, { token: club.token });

const sendTest = (h: Harness, club: Awaited<ReturnType<typeof signUpWithOrganization>>) =>
  h.api('POST', `/api/organizations/${club.organization.id}/email-delivery/test`, { token: club.token });

describe('without an email provider (no RESEND_API_KEY)', () => {
  let h: Harness;
  let club: Awaited<ReturnType<typeof signUpWithOrganization>>;

  beforeAll(async () => {
    h = await createHarness();
    club = await signUpWithOrganization(h, 'Quiet Bricks');
  });
  afterAll(() => h?.close());

  it('says the welcome email waits and still hands over the set-password link', async () => {
    const added = await addNewMember(h, club, 'waiting-welcome@example.org');
    expect(added.emailDelivery).toBe('not_configured');
    expect(added.passwordResetLink).toMatch(/\/reset-password\?token=/);
    const reset = await h.api('POST', `/api/members/${added.member.id}/password-reset`, { token: club.token });
    expect(reset.status).toBe(200);
    expect(reset.body.emailDelivery).toBe('not_configured');
  });

  it('shows administrators that delivery is off and how much of their mail waits', async () => {
    const status = await statusOf(h, club);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({
      configured: false,
      failed: 0,
      lastError: null,
      lastSentAt: null,
      failing: false,
    });
    const waiting = await h.deps.db
      .selectFrom('email_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('organization_id', '=', club.organization.id)
      .executeTakeFirstOrThrow();
    expect(status.body.waiting).toBe(Number(waiting.n));
    expect(status.body.waiting).toBeGreaterThanOrEqual(2);
  });

  it('counts only its own organisation', async () => {
    const other = await signUpWithOrganization(h, 'Other Bricks');
    expect((await statusOf(h, other)).body.waiting).toBe(0);
  });

  it('queues a test email to the administrator, says it waits, and audits it', async () => {
    const before = (await statusOf(h, club)).body.waiting as number;
    const answer = await sendTest(h, club);
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ to: club.user.email, emailDelivery: 'not_configured' });
    expect((await statusOf(h, club)).body.waiting).toBe(before + 1);
    const row = await h.deps.db
      .selectFrom('email_outbox')
      .select(['to_email', 'to_user_id', 'status', 'subject'])
      .where('template', '=', 'delivery-test')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ to_email: club.user.email, to_user_id: club.user.id, status: 'pending' });
    const audit = await h.api('GET', `/api/audit-log?organization_id=${club.organization.id}&action=email.test`, {
      token: club.token,
    });
    expect(audit.body.items).toHaveLength(1);
  });

  it('allows 5 test emails an hour per administrator, then answers 429 with Retry-After', async () => {
    const admin = await signUpWithOrganization(h, 'Busy Bricks');
    for (let i = 0; i < 5; i += 1) expect((await sendTest(h, admin)).status).toBe(202);
    const refused = await sendTest(h, admin);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('Too many test emails in the last hour. Please wait before sending another.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    h.clock.advance(61 * 60 * 1000);
    expect((await sendTest(h, admin)).status).toBe(202);
  });

  it('refuses members without settings.manage', async () => {
    const member = await addMember(h, club.organization.id);
    expect(
      (await h.api('GET', `/api/organizations/${club.organization.id}/email-delivery`, { token: member.token })).status,
    ).toBe(403);
    expect(
      (await h.api('POST', `/api/organizations/${club.organization.id}/email-delivery/test`, { token: member.token }))
        .status,
    ).toBe(403);
  });

  it('answers forgot-password the same for every address: the installation cannot send now', async () => {
    const known = await h.api('POST', '/api/auth/password-reset/request', { body: { email: club.user.email } });
    const unknown = await h.api('POST', '/api/auth/password-reset/request', { body: { email: 'ghost@example.org' } });
    expect(known.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.emailDelivery).toBe('not_configured');
  });
});

describe('with an email provider', () => {
  let h: Harness;
  let mail: ResendStandIn;
  let club: Awaited<ReturnType<typeof signUpWithOrganization>>;
  const deliver = () =>
    createOutboxWorker({
      db: h.deps.db,
      transport: createResendTransport({ apiKey: 're_test', baseUrl: mail.url }),
      from: 'LUG <no-reply@lug.test>',
      logger: silent,
      // Rows are due from the database's now(): run just after it.
      now: () => new Date(Date.now() + 1000),
      maxAttempts: 1,
    }).runOnce();

  beforeAll(async () => {
    mail = await startResendStandIn();
    h = await createHarness();
    h.deps.config.email = { ...h.deps.config.email, resendApiKey: 're_test', resendBaseUrl: mail.url };
    club = await signUpWithOrganization(h, 'Loud Bricks');
  });
  afterAll(async () => {
    await h?.close();
    await mail?.close();
  });

  it('says emails are on their way, never sent', async () => {
    const added = await addNewMember(h, club, 'queued-welcome@example.org');
    expect(added.emailDelivery).toBe('queued');
    const known = await h.api('POST', '/api/auth/password-reset/request', { body: { email: club.user.email } });
    expect(known.body).toEqual({
      message: 'If an account exists for this email, a password reset link is on its way.',
      emailDelivery: 'queued',
    });
    const status = await statusOf(h, club);
    expect(status.body).toMatchObject({ configured: true, failing: false, lastSentAt: null });
    expect(status.body.waiting).toBeGreaterThanOrEqual(1);
  });

  it('shows what was sent, then a failure with its error and time, until a later email goes through', async () => {
    await deliver();
    const sent = (await statusOf(h, club)).body;
    expect(sent).toMatchObject({ configured: true, waiting: 0, failed: 0, failing: false, lastError: null });
    expect(sent.lastSentAt).not.toBeNull();

    expect((await sendTest(h, club)).body).toEqual({ to: club.user.email, emailDelivery: 'queued' });
    mail.failNext(1, 422, { message: 'The from address is not verified' });
    await deliver();
    const failed = (await statusOf(h, club)).body;
    expect(failed).toMatchObject({ waiting: 0, failed: 1, failing: true });
    expect(failed.lastError.message).toContain('The from address is not verified');
    expect(Date.parse(failed.lastError.at)).not.toBeNaN();

    await sendTest(h, club);
    await deliver();
    const recovered = (await statusOf(h, club)).body;
    expect(recovered).toMatchObject({ waiting: 0, failed: 1, failing: false });
    expect(recovered.lastError.message).toContain('The from address is not verified');
    expect(mail.received.filter((m) => m.subject === 'Test email from LUG Platform')).toHaveLength(1);
  });
});
