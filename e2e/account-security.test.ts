/**
 * Account security in the browser
 * (docs/product/accounts.md#passwords-two-factors-sessions-and-tokens): setting up two-factor
 * authentication on the profile (QR code, key, code, recovery codes), the login's second step with
 * a code and with a recovery code, the sessions list, and an organisation that requires two factors
 * of its managers. Codes are computed here from the key the page shows, as an authenticator app
 * would (RFC 6238). With LUG_E2E_SHOTS=<dir> each screen is also saved at 1366 and 390 pixels wide.
 */
import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/browser';
import { invitationToken } from './support/mail';
import { shoot } from './support/shots';
import { browserSuite } from './support/suite';

const suite = browserSuite();

const password = 'correct horse battery';

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of text.replace(/[\s=]/g, '').toUpperCase()) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => parseInt(b, 2)));
}

/** The code an authenticator app shows now (or `offset` periods later). */
function totp(key: string, offset = 0): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + offset));
  const hmac = createHmac('sha1', base32Decode(key)).update(counter).digest();
  const at = hmac[hmac.length - 1]! & 0x0f;
  return String((hmac.readUInt32BE(at) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function api(path: string, body: unknown, token?: string) {
  const response = await fetch(`${suite.server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as any };
}

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

// Long flows: several sign-ins, each hashing a password on a machine that may be busy.
describe('two-factor authentication', { timeout: 180_000 }, () => {
  it('is set up on the profile, then asked for at sign-in; a recovery code works once; sessions are listed and ended', async () => {
    const signup = await api('/api/auth/signup', {
      email: 'grace@twofactor.example',
      password,
      first_name: 'Grace',
      last_name: 'Hopper',
    });
    expect(signup.status).toBe(201);
    const script = signup.body.token as string;
    expect(
      (await api('/api/organizations', { name: 'Cobol LUG', contact_email: 'hi@twofactor.example' }, script)).status,
    ).toBe(201);

    const { context, page, errors } = await suite.newPage();
    try {
      await signIn(page, 'grace@twofactor.example');
      await page.waitForURL(/\/platform\/dashboard/);
      await page.goto('/platform/profile');

      // The sessions list: this browser, and the script's session, which is signed out from here.
      const sessions = page.getByRole('list', { name: 'Your sessions' });
      await sessions.getByText('This browser').waitFor();
      await expect(sessions.getByRole('listitem').count()).resolves.toBe(2);
      await shoot(page, 'profile-sessions', page.locator('#sessions'));
      await sessions.getByRole('button', { name: /^Sign out A script or command-line tool/ }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
      await page.getByText('Signed out', { exact: true }).waitFor();
      await expect.poll(() => sessions.getByRole('listitem').count()).toBe(1);
      expect(
        (await fetch(`${suite.server.url}/api/auth/me`, { headers: { authorization: `Bearer ${script}` } })).status,
      ).toBe(401);

      // Setting up: the QR code and the key, then a code from the "app".
      const card = page.locator('#two-factor');
      await card.getByRole('button', { name: 'Set up two-factor authentication' }).click();
      await card.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
      // It says, before, what turning it on ends.
      await card.getByText(/Turning it on signs out your other sessions and revokes your API tokens/).waitFor();
      await shoot(page, 'profile-two-factor-setup', card);
      await expectAccessible(page);
      const key = (await card.getByLabel('Setup key').inputValue()).replace(/\s+/g, '');
      expect(key).toMatch(/^[A-Z2-7]{32}$/);
      await card.getByLabel('Code from your app').fill('000000');
      await card.getByRole('button', { name: 'Turn on' }).click();
      await card.getByText(/That code is not right/).waitFor();
      await card.getByLabel('Code from your app').fill(totp(key));
      await card.getByRole('button', { name: 'Turn on' }).click();
      const codes = card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await expect.poll(() => codes.count()).toBe(10);
      const recoveryCodes = await codes.allTextContents();
      await card.getByText(/Your other sessions have been signed out and your API tokens revoked/).waitFor();
      await shoot(page, 'profile-recovery-codes', card);
      await expectAccessible(page);
      await card.getByRole('button', { name: 'I have saved them' }).click();
      await card.getByText(/10 recovery codes left/).waitFor();
      await shoot(page, 'profile-two-factor-on', card);

      // Signing in again asks for the code after the password.
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await signIn(page, 'grace@twofactor.example');
      await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
      await shoot(page, 'login-second-step');
      await expectAccessible(page);
      await page.getByLabel('Authentication code').fill('123456');
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByText(/That code is not right/).waitFor();
      // The code used to turn it on worked once: the next period's is due.
      await page.getByLabel('Authentication code').fill(totp(key, 1));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL(/\/platform\/dashboard/);

      // A recovery code, once.
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await signIn(page, 'grace@twofactor.example');
      await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
      await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
      await shoot(page, 'login-recovery-code');
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL(/\/platform\/dashboard/);
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await signIn(page, 'grace@twofactor.example');
      await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
      await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByText(/That recovery code is not right, or it has been used already/).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an organisation can require it of its managers: a deputy without it is asked to set it up', async () => {
    // The administrator and a deputy whose role manages settings, made through the API.
    const admin = await api('/api/auth/signup', {
      email: 'ada@required.example',
      password,
      first_name: 'Ada',
      last_name: 'Byron',
    });
    const org = await api(
      '/api/organizations',
      { name: 'Strict LUG', contact_email: 'hi@required.example' },
      admin.body.token,
    );
    const role = await api(
      '/api/permission-roles',
      { organization_id: org.body.id, name: 'Deputy', permissions: ['settings.manage'] },
      admin.body.token,
    );
    const deputy = await api('/api/auth/signup', {
      email: 'dee@required.example',
      password,
      first_name: 'Dee',
      last_name: 'Puty',
    });
    expect(
      (
        await api(
          '/api/members',
          { organization_id: org.body.id, email: 'dee@required.example', first_name: 'Dee', last_name: 'Puty' },
          admin.body.token,
        )
      ).status,
    ).toBe(201);
    // Dee already has an account: she is invited, and accepts with the emailed link.
    const accepted = await api(
      '/api/invitations/link',
      { token: await invitationToken(suite.server.mail, 'dee@required.example'), answer: 'accept' },
      deputy.body.token,
    );
    expect(accepted.status).toBe(200);
    expect(
      (
        await api(
          `/api/permission-roles/${role.body.id}/users`,
          { organizationId: org.body.id, userIds: [deputy.body.user.id] },
          admin.body.token,
        )
      ).status,
    ).toBe(200);
    // The administrator turns two factors on (through the API, as the first test did in the browser).
    const setup = await api('/api/auth/two-factor/setup', {}, admin.body.token);
    expect((await api('/api/auth/two-factor/enable', { code: totp(setup.body.secret) }, admin.body.token)).status).toBe(
      200,
    );

    const { context, page, errors } = await suite.newPage();
    try {
      await signIn(page, 'ada@required.example');
      await page.getByLabel('Authentication code').fill(totp(setup.body.secret, 1));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL(/\/platform\/dashboard/);
      await page.goto('/platform/settings');
      const security = page.getByRole('form', { name: 'Security settings' });
      await security.getByRole('switch', { name: /Require two-factor authentication/ }).click({ force: true });
      await security.getByRole('button', { name: 'Save Security' }).click();
      await page.getByText('Settings saved').waitFor();
      await shoot(page, 'settings-security', security);
      await expectAccessible(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }

    const deputyBrowser = await suite.newPage();
    try {
      await signIn(deputyBrowser.page, 'dee@required.example');
      await deputyBrowser.page.waitForURL(/\/platform\/dashboard/);
      const notice = deputyBrowser.page.getByRole('region', { name: 'Two-factor authentication required' });
      await notice.getByText('Strict LUG requires two-factor authentication for your role.').waitFor();
      await shoot(deputyBrowser.page, 'dashboard-two-factor-required');
      await deputyBrowser.page.goto('/platform/settings');
      await deputyBrowser.page.getByRole('heading', { name: 'Two-factor authentication required' }).waitFor();
      await expectAccessible(deputyBrowser.page);
      await notice.getByRole('link', { name: 'Set it up' }).click();
      await deputyBrowser.page.waitForURL(/\/platform\/profile/);
      await deputyBrowser.page.getByRole('button', { name: 'Set up two-factor authentication' }).waitFor();
      expect(deputyBrowser.errors).toEqual([]);
    } finally {
      await deputyBrowser.context.close();
    }
  });
});
