/**
 * What every browser test file needs: the built product on a fresh embedded database and one
 * headless Chromium for the file, the REST API to set up data that is not under test, and the
 * sign-up a new administrator goes through.
 *
 *   const suite = browserSuite();
 *   it('…', async () => {
 *     const { page } = await suite.newPage();
 *     await signUpWithOrganization(page, { email: 'sam@brickville.example' });
 *   });
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, newContext } from './browser';
import { startServer, type RunningServer } from './server';

export interface BrowserSuite {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A fresh browser profile on the suite's server; console errors are collected in `errors`. */
  newPage(options?: Parameters<typeof newContext>[2]): ReturnType<typeof newContext>;
  /** The suite's REST API, as a script would call it. */
  api<T = Record<string, unknown>>(path: string, options?: ApiOptions): Promise<T>;
}

export interface ApiOptions {
  /** Defaults to GET without a body, POST with one. */
  method?: string;
  body?: unknown;
  /** A session or API token, sent as `Authorization: Bearer`. */
  token?: string;
}

/** A refusal of the REST API, with its status and the coded body the API answered. */
export class ApiRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
  }
}

/** Calls the REST API under `baseUrl`; a status outside 2xx throws an `ApiRefusal`. */
export async function callApi<T>(baseUrl: string, path: string, options: ApiOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const body: unknown = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  if (!response.ok) throw new ApiRefusal(response.status, body, `${method} ${path}: ${response.status} ${text}`);
  return body as T;
}

/**
 * Starts the server (with `env` on top of the test defaults) and the browser before the file's
 * tests, and stops both after them.
 */
export function browserSuite(env: Record<string, string> = {}): BrowserSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = () => {
    if (!server || !browser) throw new Error('the browser suite is used before its beforeAll ran');
    return { server, browser };
  };
  return {
    get server() {
      return started().server;
    },
    get browser() {
      return started().browser;
    },
    newPage: (options) => newContext(started().browser, started().server.url, options),
    api: (path, options) => callApi(started().server.url, path, options),
  };
}

export const defaultPassword = 'analytical engine';

export interface NewAdministrator {
  email: string;
  first?: string;
  last?: string;
  password?: string;
  group?: string;
  contactEmail?: string;
}

/**
 * Signs up through /signup and creates a group on /welcome, as a new administrator does; ends on
 * the dashboard.
 */
export async function signUpWithOrganization(page: Page, who: NewAdministrator): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('First name').fill(who.first ?? 'Sam');
  await page.getByLabel('Last name').fill(who.last ?? 'Stud');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password ?? defaultPassword);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/welcome/);
  await page
    .getByLabel(/Name/)
    .first()
    .fill(who.group ?? 'Brickville LUG');
  await page.getByLabel(/Contact email/i).fill(who.contactEmail ?? 'hello@brickville.example');
  await page.getByRole('button', { name: /create/i }).click();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
}

/**
 * Signs in through the API, as the login form does (the session cookie lands in the page's browser
 * profile), and opens the dashboard; when the dashboard does not come, the error says where the
 * browser is and what it shows. The form itself is under test in foundation.test.ts and
 * account-security.test.ts (`signInThroughForm`); every other test starts signed in this way, in
 * a fraction of the time (docs/decisions/0037-fast-feedback.md). An account with a second factor
 * signs in through the form.
 */
export async function signIn(page: Page, email: string, password = defaultPassword): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: { email, password } });
  const body = (await response.json().catch(() => ({}))) as { token?: string; two_factor_required?: boolean };
  if (!response.ok() || !body.token) {
    throw new Error(`${email} could not sign in through the API: ${response.status()} ${JSON.stringify(body)}`);
  }
  await page.goto('/platform/dashboard');
  await waitForDashboard(page, email);
}

/** Signs in through /login and waits for the dashboard (a second factor, if any, is the caller's). */
export async function signInThroughForm(page: Page, email: string, password = defaultPassword): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await waitForDashboard(page, email);
}

async function waitForDashboard(page: Page, email: string): Promise<void> {
  await page
    .getByRole('heading', { name: 'Dashboard' })
    .waitFor()
    .catch(async (error: unknown) => {
      const shown = (await page.locator('body').innerText()).slice(0, 600);
      throw new Error(`${email} did not reach the dashboard (${page.url()}):\n${shown}`, { cause: error });
    });
}

/** Opens a React Aria select by its label and picks an option. */
export async function choose(page: Page, label: string | RegExp, option: string): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
