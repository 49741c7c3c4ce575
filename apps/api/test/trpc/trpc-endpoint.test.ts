import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCallerFactory, publicProcedure, router } from '../../src/trpc/init';
import type { AppRouter } from '../../src/trpc/router';
import { createHarness, origin, signUpWithOrganization, type Harness } from '../support/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The web app's client, with a cookie jar of one cookie, talking to the app without a socket. */
function browserLikeClient() {
  let cookie = '';
  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${origin}/trpc`,
        fetch: async (input, init) => {
          const headers = new Headers(init?.headers);
          if (cookie) headers.set('cookie', cookie);
          headers.set('origin', origin);
          const response = await h.app.fetch(new Request(input as string, { ...init, headers } as RequestInit));
          const setCookie = response.headers.get('set-cookie');
          if (setCookie) cookie = setCookie.split(';')[0]!;
          return response;
        },
      }),
    ],
  });
  return client;
}

describe('/trpc', () => {
  it('signs up, keeps the session in the cookie, creates an organisation and reads it back in one batch', async () => {
    const client = browserLikeClient();
    await client.auth.signup.mutate({
      email: 'rpc@example.org',
      password: 'long enough',
      first_name: 'R',
      last_name: 'PC',
    });
    const organization = await client.organizations.create.mutate({
      name: 'RPC LUG',
      contact_email: 'rpc@example.org',
    });
    const [me, list] = await Promise.all([client.auth.me.query(), client.organizations.list.query()]);
    expect(me.user.email).toBe('rpc@example.org');
    expect(me.organizations.map((o) => o.id)).toEqual([organization.id]);
    expect(list).toEqual([organization]);
  });

  it('answers UNAUTHORIZED without a session and a readable message for bad input', async () => {
    const client = browserLikeClient();
    const unauthorized = await client.auth.me.query().catch((e: unknown) => e);
    expect(unauthorized).toBeInstanceOf(TRPCClientError);
    expect((unauthorized as TRPCClientError<AppRouter>).data?.code).toBe('UNAUTHORIZED');
    const invalid = await client.auth.login.mutate({ email: 'not an email', password: 'x' }).catch((e: unknown) => e);
    expect((invalid as TRPCClientError<AppRouter>).data?.httpStatus).toBe(400);
    expect((invalid as TRPCClientError<AppRouter>).message).toBe('email: Enter a valid email address');
  });
});

describe('/trpc with requests no client library would send', () => {
  it('answers a query whose input is not JSON with 400, not 500', async () => {
    const admin = await signUpWithOrganization(h, 'Parse LUG');
    const response = await h.api('GET', '/trpc/organizations.get?input=%7B', { token: admin.token });
    expect(response.status).toBe(400);
    expect(response.body.error.data).toMatchObject({ code: 'BAD_REQUEST', httpStatus: 400 });
    expect(response.body.error.message).toEqual(expect.any(String));
  });

  it('answers a mutation whose body is not JSON with 400, and changes nothing', async () => {
    const admin = await signUpWithOrganization(h, 'Parse LUG 2');
    const response = await h.api('POST', '/trpc/categories.create', {
      token: admin.token,
      rawBody: '{"organization_id": 1,',
    });
    expect(response.status).toBe(400);
    expect(response.body.error.data).toMatchObject({ code: 'BAD_REQUEST', httpStatus: 400 });
    expect(await h.deps.db.selectFrom('categories').select('id').execute()).toEqual([]);
  });

  it('logs out with the empty JSON body the web app posts, ending the session', async () => {
    const admin = await signUpWithOrganization(h);
    const logout = await h.api('POST', '/trpc/auth.logout', { token: admin.token, rawBody: '' });
    expect(logout.status).toBe(200);
    expect((await h.api('GET', '/api/auth/me', { token: admin.token })).status).toBe(401);
  });

  it('refuses a field sent under two spellings in a tRPC input, before reading anything', async () => {
    const admin = await signUpWithOrganization(h);
    const input = { organization_id: admin.organization.id, organizationId: admin.organization.id };
    const response = await h.api('GET', `/trpc/categories.list?input=${encodeURIComponent(JSON.stringify(input))}`, {
      token: admin.token,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('organization_id and organizationId name one field: send one of them');
  });

  it('refuses an input nested deeper than any schema reads (400), on REST and tRPC alike, instead of crashing', async () => {
    const admin = await signUpWithOrganization(h, 'Deep LUG');
    const deep = '['.repeat(5_000) + ']'.repeat(5_000);
    const rawBody = `{"organization_id":${admin.organization.id},"name":"Deep","description":${deep}}`;
    const viaTrpc = await h.api('POST', '/trpc/categories.create', { token: admin.token, rawBody });
    expect(viaTrpc.status).toBe(400);
    expect(viaTrpc.body.error.message).toBe('Input is nested more than 64 levels deep');
    const viaRest = await h.api('POST', '/api/categories', { token: admin.token, rawBody });
    expect(viaRest.status).toBe(400);
    expect(viaRest.body.error).toBe('Input is nested more than 64 levels deep');
    expect(await h.deps.db.selectFrom('categories').select('id').execute()).toEqual([]);
  });

  it('labels the error of a request without a JSON content type as JSON (415)', async () => {
    const admin = await signUpWithOrganization(h, 'Media LUG');
    const response = await h.api('POST', '/trpc/calendar.remove', { token: admin.token });
    expect(response.status).toBe(415);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body.error).toMatchObject({ message: 'Missing content-type header', data: { httpStatus: 415 } });
  });

  it('keeps a result that breaks its own output schema a 500, without leaking the schema problem', async () => {
    const broken = router({ answer: publicProcedure.output(z.string()).query(() => 42 as unknown as string) });
    const caller = createCallerFactory(broken)({
      ...h.deps,
      auth: null,
      ip: '127.0.0.1',
      userAgent: null,
      responseHeaders: new Headers(),
    });
    const error = await caller.answer().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('INTERNAL_SERVER_ERROR');
    expect((error as TRPCError).message).toBe('Something went wrong');
  });
});

describe('batch size', () => {
  it('refuses a batch of more than 50 calls with 400 and serves 50', async () => {
    const paths = (n: number) => Array.from({ length: n }, () => 'auth.session').join(',');
    const input = (n: number) =>
      encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, {}]))));
    const ok = await h.app.request(`${origin}/trpc/${paths(50)}?batch=1&input=${input(50)}`);
    expect(ok.status).toBe(200);
    const tooMany = await h.app.request(`${origin}/trpc/${paths(51)}?batch=1&input=${input(51)}`);
    expect(tooMany.status).toBe(400);
  });
});
