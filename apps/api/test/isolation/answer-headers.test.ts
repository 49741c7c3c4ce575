/**
 * Headers by construction (docs/SECURITY.md, "Sessions and answers"), generated from the tRPC
 * router and the REST path table as the isolation matrix is, and read on the wire: the app served by
 * @hono/node-server as `npm start` serves it, answers compressed whenever the client accepts it.
 * - signed in by cookie, and by a personal API token: every answer of every procedure over tRPC and
 *   every REST path carries `Cache-Control: no-store`, whatever its status, size, type or encoding;
 * - without credentials, and with a token that is no longer valid: every 401 carries
 *   `WWW-Authenticate: Bearer`, and every procedure that needs a sign-in answers 401.
 * A procedure or REST path added later is called here without anyone listing it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '../../src/rest/paths';
import { procedureDef, procedurePaths } from '../../src/rest/route-shape';
import { sessionCookieNameFor } from '../../src/auth/cookies';
import { createHarness, signUpWithOrganization, type Harness, type RequestOptions } from '../support/harness';
import { seedOrganization, transportsOfProcedure, type Answer, type Owner, type Transport } from './calls';
import { procedureSpecs, type ProcedureSpec, type Target } from './classification';

let h: Harness;
let wire: Awaited<ReturnType<Harness['listen']>>;
let owner: Owner;
let target: Target;

beforeAll(async () => {
  h = await createHarness();
  owner = await signUpWithOrganization(h, 'Headers Club');
  target = await seedOrganization(h, owner, 'Headers');
  wire = await h.listen();
}, 120_000);

afterAll(async () => {
  await wire?.close();
  await h?.close();
});

/** A new session of the owner (a sign-in), so that a call that ends one ends only its own. */
async function freshSession(): Promise<string> {
  const login = await h.api('POST', '/api/auth/login', { body: { email: owner.user.email, password: owner.password } });
  expect(login.status).toBe(200);
  return login.body.token as string;
}

async function freshApiToken(): Promise<string> {
  const created = await h.api('POST', '/api/tokens', { token: await freshSession(), body: { name: 'headers', scope: 'read_write' } });
  expect(created.status).toBe(201);
  return created.body.token as string;
}

type Credentials = { token?: string; options?: RequestOptions };
const byCookie = async (): Promise<Credentials> => ({ options: { cookie: `${sessionCookieNameFor(false)}=${await freshSession()}` } });
const byApiToken = async (): Promise<Credentials> => ({ token: await freshApiToken() });

interface Call {
  path: string;
  spec: ProcedureSpec;
  transport: Transport;
}

/**
 * Every procedure over tRPC and every REST path that serves it: the reads first, then the writes
 * (which may delete what a later read would find). A procedure the classification does not know
 * is still called, without input (the isolation matrix fails the suite for it).
 */
function everyCall(): Call[] {
  const calls = procedurePaths().flatMap((path) =>
    transportsOfProcedure(wire.api, path).map((transport) => ({ path, spec: procedureSpecs[path] ?? { access: 'user' as const }, transport })),
  );
  const reads = calls.filter((call) => procedureDef(call.path).type === 'query');
  return [...reads, ...calls.filter((call) => !reads.includes(call))];
}

async function sendAll(credentials: () => Promise<Credentials>): Promise<Array<{ call: Call; answer: Answer }>> {
  const shared = await credentials();
  const answers: Array<{ call: Call; answer: Answer }> = [];
  for (const call of everyCall()) {
    // A call that changes the caller's own session or account gets credentials of its own.
    const { token, options } = call.spec.selfOnly ? await credentials() : shared;
    answers.push({ call, answer: await call.transport.send(call.spec.input?.(target), token, options) });
  }
  return answers;
}

const shown = ({ call, answer }: { call: Call; answer: Answer }) =>
  `${call.transport.label} answered ${answer.status} (${answer.headers.get('content-type')}, ${answer.headers.get('content-encoding') ?? 'identity'}): Cache-Control ${answer.headers.get('cache-control')}`;

describe('answer headers, on the wire', { timeout: 300_000 }, () => {
  it('calls every REST path of the path table', () => {
    const called = new Set(everyCall().map((call) => call.transport.label));
    expect(restRoutes.map((route) => `${route.method} ${route.path}`).filter((label) => !called.has(label))).toEqual([]);
  });

  for (const [how, credentials] of [
    ['a session cookie', byCookie],
    ['a personal API token', byApiToken],
  ] as const) {
    it(`marks every answer to a caller signed in with ${how} Cache-Control: no-store`, async () => {
      const answers = await sendAll(credentials);
      expect(answers.filter(({ answer }) => !/(?:^|,)\s*no-store\s*(?:,|$)/.test(answer.headers.get('cache-control') ?? '')).map(shown)).toEqual([]);
      // The walk met what the header must survive: successes, refusals, compressed answers, files.
      expect(answers.filter(({ answer }) => answer.status < 300).length).toBeGreaterThan(answers.length / 3);
      expect(answers.some(({ answer }) => answer.status >= 400)).toBe(true);
      expect(answers.some(({ answer }) => answer.headers.get('content-encoding') !== null)).toBe(true);
      expect(answers.some(({ answer }) => answer.status === 200 && !/json/.test(answer.headers.get('content-type') ?? ''))).toBe(true);
    });
  }

  for (const [how, token] of [
    ['without credentials', undefined],
    ['with a token that is not valid', 'not-a-session-token'],
  ] as const) {
    it(`answers ${how}: 401 on every procedure that needs a sign-in, and WWW-Authenticate on every 401`, async () => {
      const answers = await sendAll(async () => ({ token }));
      const unauthenticated = answers.filter(({ answer }) => answer.status === 401);
      expect(unauthenticated.filter(({ answer }) => !/^Bearer\b/.test(answer.headers.get('www-authenticate') ?? '')).map(shown)).toEqual([]);
      expect(unauthenticated.filter(({ answer }) => answer.headers.get('cache-control') !== 'no-store').map(shown)).toEqual([]);
      expect(answers.filter(({ call, answer }) => call.spec.access !== 'public' && answer.status !== 401).map(shown)).toEqual([]);
    });
  }

  it('keeps no-store on a 304 and on a HEAD to a signed-in caller', async () => {
    const credentials = await byCookie();
    const feed = `/api/organizations/${target.org}/calendar.ics`;
    const first = await wire.api('GET', feed, credentials.options);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).not.toBeNull();
    const again = await wire.api('GET', feed, { ...credentials.options, headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('no-store');
    const head = await wire.api('HEAD', '/api/auth/me', credentials.options);
    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).toBe('no-store');
  });
});
