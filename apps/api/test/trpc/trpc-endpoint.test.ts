import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRouter } from '../../src/trpc/router';
import { createHarness, origin, type Harness } from '../support/harness';

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
    await client.auth.signup.mutate({ email: 'rpc@example.org', password: 'long enough', first_name: 'R', last_name: 'PC' });
    const organization = await client.organizations.create.mutate({ name: 'RPC LUG', contact_email: 'rpc@example.org' });
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
