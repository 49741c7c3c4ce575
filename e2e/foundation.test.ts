import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/browser';
import { browserSuite, signUpWithOrganization } from './support/suite';

const suite = browserSuite();

describe('public pages', () => {
  it('every public page renders, has a title and no serious accessibility violations', async () => {
    const { context, page, errors } = await suite.newPage();
    try {
      const pages: Array<[string, RegExp]> = [
        ['/', /LUG Platform/],
        ['/features', /Features/],
        ['/discover', /LUG Platform/],
        ['/beta-signup', /Beta/i],
        ['/login', /Log ?in|Sign in/i],
        ['/signup', /Sign ?up/i],
        ['/forgot-password', /password/i],
      ];
      for (const [path, title] of pages) {
        await page.goto(path);
        await page.getByRole('main').waitFor();
        // The router sets the title once the route's code has loaded, which may be after <main> shows.
        await expect.poll(() => page.title(), { message: path }).toMatch(title);
        await expectAccessible(page);
      }
      await page.goto('/features');
      for (const card of [
        'Activity Management',
        'Member Management',
        'Points System',
        'Dashboard Integration',
        'Reports & Analytics',
      ]) {
        await expect(page.getByRole('heading', { name: card }).count()).resolves.toBe(1);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an unknown page answers the app with a not-found message', async () => {
    const response = await fetch(`${suite.server.url}/no/such/page`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const { context, page } = await suite.newPage();
    try {
      await page.goto('/no/such/page');
      await page
        .getByText(/not found/i)
        .first()
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it('the beta application is stored and emailed; a refusal keeps the input', async () => {
    const { context, page, errors } = await suite.newPage();
    try {
      await page.goto('/beta-signup');
      await page.getByLabel('LUG Name').fill('Brickville LUG');
      await page.getByLabel('Contact Name').fill('Sam Stud');
      await page.getByLabel('Email').fill('sam@brickville.example');
      await page.getByLabel('Website').fill('https://brickville.example');
      await page.getByLabel(/About/).fill('We build trains.');
      await page.getByRole('button', { name: /submit|apply/i }).click();
      await page.getByText('Application Submitted').waitFor();
      await page.getByText("Thank you for your interest! We'll be in touch soon.").waitFor();
      await expect.poll(() => suite.server.mail.received.length, { timeout: 20_000 }).toBe(1);
      expect(suite.server.mail.received[0]!.to).toEqual(['beta@lug.test']);
      expect(suite.server.mail.received[0]!.text).toContain('Brickville LUG');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('signing up and in', () => {
  it('signs up, creates an organisation, lands on the platform, stays signed in after a reload, logs out', async () => {
    const { context, page, errors } = await suite.newPage();
    try {
      await page.goto('/platform/dashboard');
      await page.waitForURL(/\/login\?redirect=/);

      await page.goto('/signup');
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Last name').fill('Lovelace');
      await page.getByLabel('Email').fill('ada@brickville.example');
      await page.getByLabel('Password', { exact: true }).fill('analytical engine');
      await page.getByRole('button', { name: /sign up|create account/i }).click();
      await page.waitForURL(/\/welcome/);

      await page.getByLabel(/Name/).first().fill('Brickville LUG');
      await page.getByLabel(/Contact email/i).fill('hello@brickville.example');
      await page.getByRole('button', { name: /create/i }).click();
      await page.waitForURL(/\/platform\/dashboard/);
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await expect(page.getByRole('navigation').getByText('Brickville LUG').count()).resolves.toBeGreaterThan(0);

      await page.reload();
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      expect(page.url()).toMatch(/\/platform\/dashboard/);
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/platform/dashboard');
      await page.waitForURL(/\/login/);

      await page.getByLabel('Email').fill('ada@brickville.example');
      await page.getByLabel('Password').fill('wrong password');
      await page.getByRole('button', { name: /log ?in|sign in/i }).click();
      await page.getByText('Login failed').waitFor();
      await page.getByText('Invalid email or password').waitFor();

      await page.getByLabel('Password').fill('analytical engine');
      await page.getByRole('button', { name: /log ?in|sign in/i }).click();
      await page.getByText('Login successful').waitFor();
      await page.waitForURL(/\/platform\/dashboard/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a logout while a screen still loads ends on the home page: the screen's late refusal does not ask to sign in again", async () => {
    const { context, page, errors } = await suite.newPage();
    try {
      await signUpWithOrganization(page, { email: 'late@refusal.example', group: 'Late LUG' });
      // A call of the dashboard (its invitations) is answered only after the logout's: it is then refused.
      let loggedOut!: () => void;
      const logoutAnswered = new Promise<void>((resolve) => (loggedOut = resolve));
      page.on('requestfinished', (request) => {
        if (request.url().includes('/trpc/auth.logout')) loggedOut();
      });
      await page.route(/\/trpc\/invitations\.mine/, async (route) => {
        await logoutAnswered;
        await route.continue();
      });
      const refused = page.waitForResponse((response) => /\/trpc\/invitations\.mine/.test(response.url()));
      await Promise.all([page.waitForRequest(/\/trpc\/invitations\.mine/), page.reload()]);
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect((await refused).status()).toBe(401);
      // Had the refusal asked to sign in again, the page would be on /login?redirect=%2F within a second.
      await expect(page.waitForURL(/\/login/, { timeout: 1_000 })).rejects.toThrow();
      await page.getByRole('link', { name: 'Login' }).first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
