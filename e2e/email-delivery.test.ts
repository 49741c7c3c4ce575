/**
 * Email delivery told truthfully (docs/product/settings.md#email-delivery): without a provider the
 * screens say an email waits and hand over the link, administrators see a banner and the Settings
 * panel, and a test email says what became of it; with a provider that fails, the banner and the
 * panel show the failure and its error.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { checkAccessible, shoot } from './support/shots';
import { signUpWithOrganization } from './support/suite';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const banner = (page: Page) => page.getByRole('region', { name: 'Outgoing mail' });

describe('without an email provider', { timeout: 120_000 }, () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ RESEND_API_KEY: '' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('says emails wait, offers the link, and shows administrators a banner and the panel', async () => {
    const admin = await newContext(browser, server.url);
    try {
      const { page } = admin;
      await signUpWithOrganization(page, {
        email: 'ada@quiet.example',
        first: 'Ada',
        last: 'Admin',
        group: 'Quiet Bricks',
      });
      await banner(page).getByText('Emails are not being sent.').waitFor();
      await shoot(page, 'email-delivery-banner');
      await checkAccessible(page);

      // Add Member: the welcome email waits, and the link is there to pass on.
      await page.goto('/platform/members/create');
      await page.getByLabel('Email', { exact: true }).fill('nora@quiet.example');
      await page.getByLabel('First Name').fill('Nora');
      await page.getByLabel('Last Name').fill('Newcomer');
      await page.getByRole('button', { name: 'Add Member' }).click();
      await page.getByText('Welcome email is waiting: this installation cannot send email yet.').first().waitFor();
      await page.getByRole('heading', { name: 'Welcome email waiting' }).waitFor();
      expect(await page.getByText('Welcome email has been sent.').count()).toBe(0);
      expect(await page.getByLabel('Password reset link').inputValue()).toMatch(/\/reset-password\?token=/);
      await page.getByRole('button', { name: 'Copy link' }).waitFor();
      await shoot(page, 'email-delivery-member-added-waiting');

      // The banner leads to the panel, which says why and how much waits.
      await banner(page).getByRole('link', { name: 'Email delivery settings' }).click();
      await page.waitForURL(/\/platform\/settings\/email$/);
      await page.getByText('Not configured', { exact: true }).waitFor();
      const waiting = page.getByRole('term').filter({ hasText: 'Waiting' }).locator('xpath=following-sibling::dd');
      // The welcome email (the sign-up's confirmation belongs to no organisation).
      await expect.poll(async () => waiting.innerText(), { timeout: 10_000 }).toBe('1 email');
      await page.getByRole('button', { name: 'Send a test email' }).click();
      await page
        .getByRole('status')
        .getByText(/The test email to ada@quiet\.example is waiting: no email provider is configured/)
        .waitFor();
      await expect.poll(async () => waiting.innerText(), { timeout: 10_000 }).toBe('2 emails');
      await shoot(page, 'email-delivery-settings-not-configured');
      await checkAccessible(page);
      expect(admin.errors).toEqual([]);
    } finally {
      await admin.context.close();
    }

    // Forgot password says the installation cannot send now, the same for every address.
    const visitor = await newContext(browser, server.url);
    try {
      await visitor.page.goto('/forgot-password');
      await visitor.page.getByLabel('Email').fill('someone@quiet.example');
      await visitor.page.getByRole('button', { name: 'Send reset link' }).click();
      await visitor.page.getByText(/This installation cannot send email right now/).waitFor();
      await shoot(visitor.page, 'email-delivery-forgot-password-waiting');
    } finally {
      await visitor.context.close();
    }
  });
});

describe('with an email provider that fails', { timeout: 120_000 }, () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('shows the failure in a banner and its error in the panel', async () => {
    const admin = await newContext(browser, server.url);
    try {
      const { page } = admin;
      await signUpWithOrganization(page, {
        email: 'ada@loud.example',
        first: 'Ada',
        last: 'Admin',
        group: 'Loud Bricks',
      });
      // The sign-up's confirmation email goes out first; no banner while all is well.
      await expect.poll(() => server.mail.received.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
      await page.goto('/platform/settings/email');
      await page.getByText('Configured', { exact: true }).waitFor();
      expect(await banner(page).count()).toBe(0);

      const requests = server.mail.requestCount;
      server.mail.failNext(1, 422, { message: 'The sender domain is not verified' });
      await page.getByRole('button', { name: 'Send a test email' }).click();
      await page
        .getByRole('status')
        .getByText('A test email is on its way to ada@loud.example.', { exact: false })
        .waitFor();
      await expect.poll(() => server.mail.requestCount, { timeout: 20_000 }).toBeGreaterThan(requests);
      await page.reload();
      await banner(page).getByText('Emails are failing.').waitFor();
      await page.getByText('The sender domain is not verified', { exact: false }).waitFor();
      await shoot(page, 'email-delivery-settings-failing');
      await checkAccessible(page);

      // Forgot password: on its way, never "sent".
      await page.goto('/platform/profile');
      const visitor = await newContext(browser, server.url);
      try {
        await visitor.page.goto('/forgot-password');
        await visitor.page.getByLabel('Email').fill('nobody@loud.example');
        await visitor.page.getByRole('button', { name: 'Send reset link' }).click();
        await visitor.page
          .getByText(
            'If an account exists for nobody@loud.example, an email with a link is on its way. It works for one hour.',
          )
          .waitFor();
      } finally {
        await visitor.context.close();
      }
      expect(admin.errors).toEqual([]);
    } finally {
      await admin.context.close();
    }
  });
});
