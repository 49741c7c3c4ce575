/**
 * The proxy and session settings (`TRUST_PROXY`, `SESSION_IDLE_TIMEOUT`, `SESSION_MAX_LIFETIME`;
 * README.md#configuration), and how a client address is read.
 */
import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress, normalizeAddress } from '../../src/auth/client-address';
import { hashPassword, verifyPassword } from '../../src/auth/passwords';
import { loadConfig } from '../../src/env';

describe('TRUST_PROXY', () => {
  it('is a number of proxy hops; true keeps meaning one and false none', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY must be a number of proxy hops/);
    expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY/);
  });
});

describe('session lifetimes', () => {
  it('default to one idle hour and 24 hours in all, and read durations with a unit', () => {
    expect(loadConfig({}).session).toEqual({ idleMs: 3_600_000, absoluteMs: 86_400_000 });
    expect(loadConfig({ SESSION_IDLE_TIMEOUT: '30m', SESSION_MAX_LIFETIME: '7d' }).session).toEqual({
      idleMs: 30 * 60_000,
      absoluteMs: 7 * 86_400_000,
    });
    expect(() => loadConfig({ SESSION_IDLE_TIMEOUT: '30' })).toThrow(/SESSION_IDLE_TIMEOUT must be a duration/);
    expect(() => loadConfig({ SESSION_IDLE_TIMEOUT: '2d', SESSION_MAX_LIFETIME: '1d' })).toThrow(/must not be longer than SESSION_MAX_LIFETIME/);
  });
});

describe('the test-only cheap password hashing (LUG_TEST_PASSWORD_HASHING)', () => {
  it('stops a start that is not a test run, whatever NODE_ENV says otherwise', () => {
    for (const NODE_ENV of [undefined, 'production', 'development']) {
      expect(() => loadConfig({ NODE_ENV, LUG_TEST_PASSWORD_HASHING: 'cheap' })).toThrow(/LUG_TEST_PASSWORD_HASHING: for test runs only/);
    }
    expect(() => loadConfig({ NODE_ENV: 'test', LUG_TEST_PASSWORD_HASHING: 'yes' })).toThrow(/LUG_TEST_PASSWORD_HASHING/);
    expect(loadConfig({ NODE_ENV: 'test', LUG_TEST_PASSWORD_HASHING: 'cheap' }).port).toBe(3000);
    expect(loadConfig({ NODE_ENV: 'production' }).port).toBe(3000);
  });

  it('hashes at the smallest cost in this run, and a hash of either cost verifies', async () => {
    const cheap = await hashPassword('correct horse battery');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(cheap, 'wrong horse battery')).toBe(false);
    // Made by a production server (m=19 MiB, t=2).
    const production = '$argon2id$v=19$m=19456,t=2,p=1$foBHc0lLOGj9bYj/dLeQXg$GIk6qxBKlTsoZk072/b3Q6EuLbqa0143UDRyiwWV+GU';
    expect(await verifyPassword(production, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(production, 'wrong horse battery')).toBe(false);
  });
});

describe('the client address', () => {
  it('is the socket’s peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('198.51.100.1', '192.0.2.9', 0)).toBe('192.0.2.9');
    expect(clientAddress(undefined, '::ffff:192.0.2.9', 0)).toBe('192.0.2.9');
    expect(clientAddress(undefined, undefined, 0)).toBe('unknown');
  });

  it('counts hops from the right of X-Forwarded-For', () => {
    const chain = '6.6.6.6, 198.51.100.1, 203.0.113.5';
    expect(clientAddress(chain, '10.0.0.1', 1)).toBe('203.0.113.5');
    expect(clientAddress(chain, '10.0.0.1', 2)).toBe('198.51.100.1');
    // A chain shorter than the hops: its leftmost entry (a trusted proxy wrote it all the same).
    expect(clientAddress('203.0.113.5', '10.0.0.1', 3)).toBe('203.0.113.5');
  });

  it('must parse as an IP address: otherwise the hop that reported it is used', () => {
    expect(clientAddress('not-an-ip', '10.0.0.1', 1)).toBe('10.0.0.1');
    expect(clientAddress('203.0.113.5, <script>', '10.0.0.1', 1)).toBe('10.0.0.1');
    expect(clientAddress('junk, 203.0.113.5', '10.0.0.1', 2)).toBe('203.0.113.5');
    expect(clientAddress('[2001:db8::1]:443', '10.0.0.1', 1)).toBe('2001:db8::1');
    expect(clientAddress('203.0.113.5:1234', '10.0.0.1', 1)).toBe('203.0.113.5');
  });

  it('normalises and keys addresses: IPv4 as is, IPv6 by its /64', () => {
    expect(normalizeAddress('::FFFF:192.0.2.1')).toBe('192.0.2.1');
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(normalizeAddress('999.1.1.1')).toBeNull();
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('2001:db8:1:2::5')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
