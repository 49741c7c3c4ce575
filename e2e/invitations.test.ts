/**
 * Invitations in the browser: a group adds the address of an existing account, which is invited
 * rather than added. The group sees the pending invitation on the Members screen and can withdraw
 * it; the invited person opens the emailed link (read from the local Resend stand-in), sees which
 * group asks, and accepts or declines, signed in or not; the dashboard and the no-organisation
 * panel list the invitations of the signed-in account. With LUG_E2E_SHOTS=<dir> each screen is
 * also saved at 1366 and 390 pixels wide.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkAccessible, shoot } from './support/shots';
import { browserSuite } from './support/suite';

const suite = browserSuite();

const password = 'bricks all the way down';

async function api(method: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${suite.server.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as any };
}

async function signUp(email: string, first: string, last: string) {
  const answer = await api('POST', '/api/auth/signup', { email, password, first_name: first, last_name: last });
  expect(answer.status).toBe(201);
  return answer.body as { token: string; user: { id: number } };
}

async function createGroup(token: string, name: string): Promise<number> {
  const answer = await api('POST', '/api/organizations', { name, contact_email: 'hello@invitations.example' }, token);
  expect(answer.status).toBe(201);
  return answer.body.id as number;
}

/** The group adds an address that has an account: the answer is an invitation, not a member. */
async function invite(token: string, organizationId: number, email: string, first: string, last: string) {
  const answer = await api(
    'POST',
    '/api/members',
    { organization_id: organizationId, email, first_name: first, last_name: last },
    token,
  );
  expect(answer.status).toBe(201);
  expect(answer.body.member).toBeNull();
  expect(answer.body.invitation).toMatchObject({ email, status: 'pending' });
}

/** The path of the `n`th invitation emailed to `email` (1 = the first), once the outbox has sent it. */
async function invitationPath(email: string, n = 1): Promise<string> {
  const links = () =>
    suite.server.mail.received
      .filter((mail) => mail.to.some((to) => to.includes(`<${email}>`) || to === email))
      .map((mail) => /https?:\/\/\S+?(\/invitations\/[^\s"<>]+)/.exec(mail.text ?? '')?.[1])
      .filter((path): path is string => path !== undefined);
  await expect.poll(() => links().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(n);
  return links()[n - 1]!;
}

async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** Fills the login form the page is on (or opens it). */
async function logIn(page: Page, email: string, open = true) {
  if (open) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

// Long flows: several sign-ins, each hashing a password on a machine that may be busy.
describe('invitations', { timeout: 180_000 }, () => {
  it('the group sees and withdraws pending invitations; the invited person opens the link, logs in and accepts', async () => {
    const ada = await signUp('ada@brickville.example', 'Ada', 'Admin');
    const brickville = await createGroup(ada.token, 'Brickville LUG');
    await signUp('bob@brickville.example', 'Bob', 'Builder');
    await signUp('carol@brickville.example', 'Carol', 'Castle');
    await invite(ada.token, brickville, 'bob@brickville.example', 'Bobby', 'Builder');
    await invite(ada.token, brickville, 'carol@brickville.example', 'Carol', 'Castle');

    // The administrator: both invitations wait on the Members screen; one is withdrawn.
    const admin = await suite.newPage();
    try {
      await logIn(admin.page, 'ada@brickville.example');
      await admin.page.waitForURL(/\/platform\/dashboard/);
      await admin.page.goto('/platform/members');
      const pending = admin.page.getByRole('list', { name: 'Pending invitations' });
      await pending.getByText('bob@brickville.example').waitFor();
      await pending.getByText('Bobby Builder').waitFor(); // the names the group typed
      await pending.getByText('carol@brickville.example').waitFor();
      await expect(pending.getByText(/Invited by Ada Admin/).count()).resolves.toBe(2);
      await shoot(admin.page, 'members-pending-invitations');
      await checkAccessible(admin.page);

      await admin.page.getByRole('button', { name: 'Withdraw the invitation to carol@brickville.example' }).click();
      const dialog = admin.page.getByRole('alertdialog');
      await dialog.getByText(/The link in their email stops working/).waitFor();
      await shoot(admin.page, 'members-withdraw-invitation');
      await checkAccessible(admin.page);
      await dialog.getByRole('button', { name: 'Withdraw' }).click();
      await toast(admin.page, 'Invitation withdrawn');
      await pending.getByText('carol@brickville.example').waitFor({ state: 'detached' });
      await pending.getByText('bob@brickville.example').waitFor();
      expect(admin.errors).toEqual([]);
    } finally {
      await admin.context.close();
    }

    // Carol's link no longer works.
    const carolLink = await invitationPath('carol@brickville.example');
    const carol = await suite.newPage();
    try {
      await carol.page.goto(carolLink);
      await carol.page.getByText('This invitation is no longer valid. Ask the group to invite you again.').waitFor();
      await carol.page.getByRole('main').getByRole('link', { name: 'Log in' }).waitFor();
      await shoot(carol.page, 'invitation-not-valid');
      await checkAccessible(carol.page);
      expect(carol.errors).toEqual([]);
    } finally {
      await carol.context.close();
    }

    // Bob opens his link signed out, logs in from it, comes back and accepts.
    const bobLink = await invitationPath('bob@brickville.example');
    const bob = await suite.newPage();
    try {
      await bob.page.goto(bobLink);
      await bob.page.getByRole('heading', { name: 'Join Brickville LUG' }).waitFor();
      await bob.page.getByText('Ada Admin invited you to this group on LUG Platform.').waitFor();
      await shoot(bob.page, 'invitation-link');
      await checkAccessible(bob.page);
      await bob.page.getByRole('main').getByRole('link', { name: 'log in' }).click();
      await bob.page.waitForURL(/\/login\?redirect=/);
      await logIn(bob.page, 'bob@brickville.example', false);
      await bob.page.waitForURL((url) => url.pathname === bobLink);
      await bob.page.getByText('You are signed in as bob@brickville.example.').waitFor();
      await shoot(bob.page, 'invitation-link-signed-in');
      await bob.page.getByRole('button', { name: 'Accept invitation' }).click();
      await bob.page.getByRole('heading', { name: 'You joined Brickville LUG' }).waitFor();
      await shoot(bob.page, 'invitation-accepted');
      await checkAccessible(bob.page);
      await bob.page.getByRole('link', { name: 'Go to the platform' }).click();
      await bob.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await bob.page.getByText(/Here is what is happening in Brickville LUG/).waitFor();
      expect(bob.errors).toEqual([]);
    } finally {
      await bob.context.close();
    }

    // The group: Bob is a member now, and nothing waits any more.
    const again = await suite.newPage();
    try {
      await logIn(again.page, 'ada@brickville.example');
      await again.page.waitForURL(/\/platform\/dashboard/);
      await again.page.goto('/platform/members');
      await again.page.getByRole('rowheader', { name: /Bob Builder/ }).waitFor();
      expect(await again.page.getByRole('list', { name: 'Pending invitations' }).count()).toBe(0);
      expect(again.errors).toEqual([]);
    } finally {
      await again.context.close();
    }
  });

  it('in the app: the dashboard lists them; the wrong account is told, logs out and declines; an account without a group accepts', async () => {
    const cas = await signUp('cas@castle.example', 'Cas', 'Tellan');
    const castle = await createGroup(cas.token, 'Castle LUG');
    const eve = await signUp('eve@castle.example', 'Eve', 'Evans');
    // Bob confirmed his address by accepting with the link (first test): he may accept in the app.
    await invite(cas.token, castle, 'bob@brickville.example', 'Bob', 'Builder');
    await invite(cas.token, castle, 'eve@castle.example', 'Eve', 'Evans');

    const bob = await suite.newPage();
    try {
      // The dashboard's card: accepting adds the group to the organisation menu.
      await logIn(bob.page, 'bob@brickville.example');
      await bob.page.waitForURL(/\/platform\/dashboard/);
      const mine = bob.page.getByRole('list', { name: 'Your invitations' });
      await mine.getByText('Castle LUG').waitFor();
      await mine.getByText(/Invited by Cas Tellan/).waitFor();
      await shoot(bob.page, 'dashboard-invitations');
      await checkAccessible(bob.page);
      await mine.getByRole('button', { name: 'Accept the invitation to join Castle LUG' }).click();
      await toast(bob.page, 'You joined Castle LUG');
      await mine.waitFor({ state: 'detached' });
      await bob.page.getByText(/Here is what is happening in Brickville LUG/).waitFor(); // the selection stays
      await bob.page.getByRole('button', { name: /Organization/ }).click();
      await bob.page.getByRole('option', { name: 'Castle LUG' }).waitFor();
      await bob.page.keyboard.press('Escape');

      // Eve's link, opened while signed in as Bob.
      const eveLink = await invitationPath('eve@castle.example');
      await bob.page.goto(eveLink);
      await bob.page.getByRole('heading', { name: 'Join Castle LUG' }).waitFor();
      await bob.page.getByRole('button', { name: 'Accept invitation' }).click();
      const refusal = bob.page.getByRole('alert').filter({ hasText: 'This invitation is for another account' });
      await refusal.getByText('You are signed in as bob@brickville.example.', { exact: false }).waitFor();
      await expect(bob.page.getByRole('button', { name: 'Accept invitation' }).isDisabled()).resolves.toBe(true);
      await shoot(bob.page, 'invitation-wrong-account');
      await checkAccessible(bob.page);
      await refusal.getByRole('button', { name: 'Log out' }).click();
      await refusal.waitFor({ state: 'detached' });
      await bob.page.getByRole('heading', { name: 'Join Castle LUG' }).waitFor(); // still here, signed out
      await bob.page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();

      // Signed out, the link may decline: after a confirmation.
      await bob.page.getByRole('button', { name: 'Decline' }).click();
      const confirm = bob.page.getByRole('alertdialog');
      await confirm.getByText(/Decline the invitation to join Castle LUG\?/).waitFor();
      await shoot(bob.page, 'invitation-decline-confirm');
      await confirm.getByRole('button', { name: 'Decline' }).click();
      await bob.page.getByRole('heading', { name: 'Invitation declined' }).waitFor();
      await bob.page
        .getByText('You will not join Castle LUG. If you change your mind, ask the group to invite you again.')
        .waitFor();
      await shoot(bob.page, 'invitation-declined');
      await checkAccessible(bob.page);
      expect(bob.errors).toEqual([]);
    } finally {
      await bob.context.close();
    }

    // Eve, invited again, accepts with her link signed in (which confirms her address); the group
    // then removes her and invites her once more: with no group, the platform lists it for her.
    await invite(cas.token, castle, 'eve@castle.example', 'Eve', 'Evans');
    const eveLink = await invitationPath('eve@castle.example', 2);
    const evePage = await suite.newPage();
    try {
      await logIn(evePage.page, 'eve@castle.example');
      await evePage.page.getByRole('heading', { name: 'You are not in an organization yet' }).waitFor();
      await evePage.page.goto(eveLink);
      await evePage.page.getByRole('button', { name: 'Accept invitation' }).click();
      await evePage.page.getByRole('heading', { name: 'You joined Castle LUG' }).waitFor();

      expect(
        (await api('DELETE', `/api/members/${eve.user.id}?organization_id=${castle}`, undefined, cas.token)).status,
      ).toBe(204);
      await invite(cas.token, castle, 'eve@castle.example', 'Eve', 'Evans');
      await evePage.page.goto('/platform/dashboard');
      await evePage.page.getByRole('heading', { name: 'You are not in an organization yet' }).waitFor();
      const mine = evePage.page.getByRole('list', { name: 'Your invitations' });
      await mine.getByText('Castle LUG').waitFor();
      await shoot(evePage.page, 'no-organization-invitations');
      await checkAccessible(evePage.page);

      // Declining asks first; cancelling keeps the invitation.
      await mine.getByRole('button', { name: 'Decline the invitation to join Castle LUG' }).click();
      await evePage.page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
      await evePage.page.getByRole('alertdialog').waitFor({ state: 'detached' });
      await mine.getByRole('button', { name: 'Accept the invitation to join Castle LUG' }).click();
      await toast(evePage.page, 'You joined Castle LUG');
      // Her first group: the platform opens in it.
      await evePage.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await evePage.page.getByText(/Here is what is happening in Castle LUG/).waitFor();
      expect(evePage.errors).toEqual([]);
    } finally {
      await evePage.context.close();
    }
  });
});
