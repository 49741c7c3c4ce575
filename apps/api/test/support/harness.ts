/**
 * A real app on a real database (PGlite or PostgreSQL, see @lug/db/testing), driven over HTTP
 * through Hono's fetch interface: no socket, no mocks.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createTestDatabase, type TestDatabase } from '@lug/db/testing';
import { loadConfig, type Config } from '../../src/env';
import { createLogger } from '../../src/logger';
import { createApp } from '../../src/server';
import type { AppDeps } from '../../src/context';

export const origin = 'http://localhost:3000';

export interface Harness {
  deps: AppDeps;
  database: TestDatabase;
  app: ReturnType<typeof createApp>;
  clock: { now: Date; advance(ms: number): void };
  api(method: string, path: string, options?: RequestOptions): Promise<ApiResponse>;
  /**
   * The app served on a real socket by @hono/node-server, as `npm start` serves it (main.ts), and
   * the same `api` over HTTP: what a client receives on the wire, headers included.
   */
  listen(): Promise<{ api: Harness['api']; close(): Promise<void> }>;
  close(): Promise<void>;
}

export interface RequestOptions {
  body?: unknown;
  rawBody?: string;
  token?: string;
  cookie?: string;
  origin?: string | null;
  ip?: string;
  headers?: Record<string, string>;
}

export interface ApiResponse {
  status: number;
  body: any;
  headers: Headers;
}

export async function createHarness(overrides: Partial<Config> = {}): Promise<Harness> {
  const database = await createTestDatabase();
  const config: Config = {
    // Sessions as long as the tests that move the clock by days need; tests of the session
    // lifetimes (sessions.test.ts) set their own.
    ...loadConfig({ PUBLIC_URL: origin, TRUST_PROXY: 'true', LOG_LEVEL: 'silent', SESSION_IDLE_TIMEOUT: '30d', SESSION_MAX_LIFETIME: '90d' }),
    ...overrides,
  };
  const clock = {
    now: new Date(),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const deps: AppDeps = {
    db: database.db,
    config,
    logger: createLogger('silent'),
    now: () => clock.now,
  };
  const app = createApp(deps);
  let ipCounter = 0;
  const requester = (send: (url: string, init: RequestInit) => Promise<Response>, base: string): Harness['api'] => async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if ((options.body !== undefined || options.rawBody !== undefined) && headers['content-type'] === undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = options.cookie;
    if (options.origin !== null && method !== 'GET') headers.origin = options.origin ?? config.publicUrl;
    // Each request comes from its own address unless the test says otherwise, so per-IP limits
    // only apply where a test means them to.
    headers['x-forwarded-for'] = options.ip ?? `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
    const response = await send(`${base}${path}`, {
      method,
      headers,
      body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    let body: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json') && text) body = JSON.parse(text);
    return { status: response.status, body, headers: response.headers };
  };
  const api = requester((url, init) => Promise.resolve(app.request(url, init)), origin);
  const listen: Harness['listen'] = async () => {
    const server = await new Promise<ServerType>((resolve) => {
      const started: ServerType = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    const { port } = server.address() as AddressInfo;
    return {
      api: requester((url, init) => fetch(url, init), `http://127.0.0.1:${port}`),
      close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
    };
  };
  return { deps, database, app, clock, api, listen, close: () => database.close() };
}

let userCounter = 0;

type SignUpFields = Partial<{ email: string; password: string; first_name: string; last_name: string }>;

/**
 * Signs a new user up through the API and, unless `confirm` is false, confirms the address with the
 * link the sign-up emailed (read from the outbox, as the person reads their inbox); returns their token.
 */
export async function signUp(h: Harness, fields: SignUpFields = {}, { confirm = true }: { confirm?: boolean } = {}) {
  userCounter += 1;
  const body = {
    email: fields.email ?? `user${userCounter}-${Date.now()}@example.org`,
    password: fields.password ?? 'correct horse battery',
    first_name: fields.first_name ?? 'Test',
    last_name: fields.last_name ?? `User${userCounter}`,
  };
  const response = await h.api('POST', '/api/auth/signup', { body });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${JSON.stringify(response.body)}`);
  const user = response.body.user as { id: number; email: string };
  if (confirm) await confirmEmailByLink(h, user.id);
  return { token: response.body.token as string, user, password: body.password };
}

/** The secret of the newest confirmation link emailed to the account. */
export async function confirmationTokenFor(h: Harness, userId: number): Promise<string> {
  const message = await h.deps.db
    .selectFrom('email_outbox')
    .select('text_body')
    .where('template', '=', 'verify-email')
    .where('to_user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const link = /https?:\/\/\S+\/verify-email\?token=\S+/.exec(message.text_body)?.[0];
  if (!link) throw new Error('no confirmation link in the email');
  return new URL(link).searchParams.get('token')!;
}

/** Uses the newest confirmation link emailed to the account. */
export async function confirmEmailByLink(h: Harness, userId: number) {
  const confirmed = await h.api('POST', '/api/auth/email/confirm', { body: { token: await confirmationTokenFor(h, userId) } });
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return confirmed.body as { email: string; changed: boolean };
}

/** A signed-up user who created an organisation (and so holds its Administrator role). */
export async function signUpWithOrganization(h: Harness, name = 'Brick Club') {
  const admin = await signUp(h);
  const response = await h.api('POST', '/api/organizations', {
    token: admin.token,
    body: { name, contact_email: 'club@example.org' },
  });
  if (response.status !== 201) throw new Error(`org create failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { ...admin, organization: response.body as { id: number; name: string; contact_email: string } };
}
