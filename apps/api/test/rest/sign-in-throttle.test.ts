/**
 * Throttling without lock-out (docs/decisions/0019-throttling-without-lock-out.md): failed sign-ins
 * slow down per account and client address and per address, with growing delays and a 429 that says
 * when to retry; a correct password from a client that has not been guessing is never refused
 * because of anyone else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '@lug/domain/auth';
import { signInThrottle } from '@lug/domain/throttle';
import { createHarness, signUp, type Harness } from '../support/harness';
import { itRaces } from '../support/races';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const password = 'correct horse battery';
const wrong = 'not the password at all';
const login = (email: string, pw: string, ip?: string) => h.api('POST', '/api/auth/login', { ip, body: { email, password: pw } });

describe('failed sign-ins from one client', () => {
  it('cost nothing at first, then wait a delay that doubles with each failure (429 with Retry-After in seconds)', async () => {
    const { user } = await signUp(h, { password });
    const ip = '203.0.113.10';
    for (let i = 0; i < signInThrottle.pair.freeFailures; i++) expect((await login(user.email, wrong, ip)).status).toBe(401);
    const expected = [1, 2, 4, 8, 16];
    for (const seconds of expected) {
      const refused = await login(user.email, wrong, ip);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe(String(seconds));
      expect(refused.body.error).toMatch(/Too many failed sign-in attempts/);
      // Waiting less is refused again, and the refusal itself costs nothing more.
      h.clock.advance(seconds * 1000 - 1);
      expect((await login(user.email, wrong, ip)).headers.get('retry-after')).toBe('1');
      h.clock.advance(1);
      expect((await login(user.email, wrong, ip)).status).toBe(401);
    }
  });

  it('never waits longer than the ceiling, and forgets failures after the window', async () => {
    const { user } = await signUp(h, { password });
    const ip = '203.0.113.11';
    for (let i = 0; i < 20; i++) {
      const answer = await login(user.email, wrong, ip);
      if (answer.status === 429) {
        expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(signInThrottle.pair.maxDelayMs / 1000);
        h.clock.advance(Number(answer.headers.get('retry-after')) * 1000);
        i -= 1;
      }
    }
    h.clock.advance(signInThrottle.pair.windowMs);
    expect((await login(user.email, password, ip)).status).toBe(200);
  });

  it('lets the right password through once the delay has passed, and forgets the failures then', async () => {
    const { user } = await signUp(h, { password });
    const ip = '203.0.113.12';
    for (let i = 0; i < signInThrottle.pair.freeFailures; i++) await login(user.email, wrong, ip);
    expect((await login(user.email, password, ip)).status).toBe(429);
    h.clock.advance(1000);
    expect((await login(user.email, password, ip)).status).toBe(200);
    // A success starts the pair afresh: the next mistakes are free again.
    for (let i = 0; i < signInThrottle.pair.freeFailures; i++) expect((await login(user.email, wrong, ip)).status).toBe(401);
  });
});

describe('no lock-out', () => {
  it('a correct password from a client that has not been guessing is never refused, even while many addresses guess', async () => {
    const { user } = await signUp(h, { password });
    // A botnet: many addresses, a few wrong passwords each, until the account is under attack.
    for (let bot = 0; bot < 40; bot++) {
      for (let i = 0; i < 3; i++) await login(user.email, wrong, `198.18.${bot}.${i + 1}`);
    }
    // Every guessing address is now slowed down after a single failure...
    const bot = await login(user.email, wrong, '198.18.0.1');
    expect(bot.status).toBe(429);
    // ...while the owner, from their own address, signs in at once.
    expect((await login(user.email, password, '192.0.2.200')).status).toBe(200);
    // A fresh address gets its attempt checked too (one free failure while under attack).
    expect((await login(user.email, wrong, '192.0.2.201')).status).toBe(401);
    expect((await login(user.email, wrong, '192.0.2.201')).status).toBe(429);
  });

  it('another account’s failures from the same address do not slow a different account down until the address sprays', async () => {
    const victim = await signUp(h, { password });
    const ip = '203.0.113.30';
    for (let i = 0; i < signInThrottle.pair.freeFailures + 3; i++) {
      await login(victim.user.email, wrong, ip);
      h.clock.advance(60_000);
    }
    const other = await signUp(h, { password });
    expect((await login(other.user.email, password, ip)).status).toBe(200);
  });

  it('an address spraying many accounts slows down for every account', async () => {
    const ip = '203.0.113.40';
    for (let i = 0; i < signInThrottle.address.freeFailures; i++) {
      expect((await login(`spray${i}@example.org`, wrong, ip)).status).toBe(401);
    }
    const innocent = await signUp(h, { password });
    const refused = await login(innocent.user.email, password, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    // From any other address the account signs in.
    expect((await login(innocent.user.email, password)).status).toBe(200);
  });

  itRaces('a burst of parallel guesses gets at most the free failures checked', async () => {
    const { user } = await signUp(h, { password });
    const ip = '203.0.113.50';
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => login(user.email, `${wrong} ${i}`, ip)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(signInThrottle.pair.freeFailures);
  });

  it('tRPC answers the same 429 with Retry-After', async () => {
    const { user } = await signUp(h, { password });
    const ip = '203.0.113.60';
    for (let i = 0; i < signInThrottle.pair.freeFailures; i++) await login(user.email, wrong, ip);
    const response = await h.api('POST', '/trpc/auth.login', { ip, body: { email: user.email, password } });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(response.body.error.message).toMatch(/Too many failed sign-in attempts/);
  });
});

describe('the client address', () => {
  it('is the rightmost X-Forwarded-For entry behind one trusted proxy: a client cannot rotate the left ones', async () => {
    const { user } = await signUp(h, { password });
    for (let i = 0; i < signInThrottle.pair.freeFailures; i++) {
      await h.api('POST', '/api/auth/login', { ip: `10.9.9.${i}, 203.0.113.70`, body: { email: user.email, password: wrong } });
    }
    const rotated = await h.api('POST', '/api/auth/login', { ip: '10.9.9.99, 203.0.113.70', body: { email: user.email, password: wrong } });
    expect(rotated.status).toBe(429);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    const { user } = await signUp(h, { password });
    for (let i = 0; i < signInThrottle.pair.freeFailures; i++) await login(user.email, wrong, `2001:db8:1:2::${i + 1}`);
    expect((await login(user.email, wrong, '2001:db8:1:2:ffff::9')).status).toBe(429);
    expect((await login(user.email, wrong, '2001:db8:1:3::1')).status).toBe(401);
  });
});

describe('other limits say when to retry', () => {
  it('signup per address: 429 with Retry-After', async () => {
    const ip = '203.0.113.80';
    for (let i = 0; i < rateLimits.signupPerIp.limit; i++) {
      const r = await h.api('POST', '/api/auth/signup', { ip, body: { email: `many${i}@example.org`, password, first_name: 'M', last_name: 'N' } });
      expect(r.status).toBe(201);
    }
    const refused = await h.api('POST', '/api/auth/signup', { ip, body: { email: 'one-more@example.org', password, first_name: 'M', last_name: 'N' } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(3600);
    h.clock.advance(3600 * 1000);
    expect((await h.api('POST', '/api/auth/signup', { ip, body: { email: 'one-more@example.org', password, first_name: 'M', last_name: 'N' } })).status).toBe(201);
  });

  it('beta applications per address', async () => {
    const ip = '203.0.113.81';
    const body = { lugName: 'Bricks', contactName: 'Bo', email: 'bo@example.org', website: 'https://bricks.example' };
    for (let i = 0; i < 10; i++) expect((await h.api('POST', '/api/beta-applications', { ip, body })).status).toBe(201);
    const refused = await h.api('POST', '/api/beta-applications', { ip, body });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect((await h.api('POST', '/api/beta-applications', { body })).status).toBe(201);
  });
});
