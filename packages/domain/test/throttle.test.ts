import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failureDelayMs, remainingDelayMs, retryAfterSeconds, signInThrottle } from '../src/throttle';

describe('sign-in delays', () => {
  const rule = signInThrottle.pair;

  it('are free for the first failures, then double from one second up to the ceiling', () => {
    expect([0, 1, 4].map((n) => failureDelayMs(n, rule))).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8].map((n) => failureDelayMs(n, rule))).toEqual([1000, 2000, 4000, 8000]);
    expect(failureDelayMs(1000, rule)).toBe(rule.maxDelayMs);
  });

  it('never shrink as failures grow, and never pass the ceiling (property)', () => {
    fc.assert(
      fc.property(fc.nat(10_000), (n) => {
        expect(failureDelayMs(n + 1, rule)).toBeGreaterThanOrEqual(failureDelayMs(n, rule));
        expect(failureDelayMs(n, rule)).toBeLessThanOrEqual(rule.maxDelayMs);
      }),
    );
  });

  it('count from the last failure; Retry-After is whole seconds, at least one', () => {
    expect(remainingDelayMs(5, 10_000, 10_400, rule)).toBe(600);
    expect(remainingDelayMs(5, 10_000, 11_000, rule)).toBe(0);
    expect(remainingDelayMs(9, null, 0, rule)).toBe(0);
    expect(retryAfterSeconds(600)).toBe(1);
    expect(retryAfterSeconds(1001)).toBe(2);
    expect(retryAfterSeconds(0)).toBe(1);
  });

  it('an account under attack leaves a failed pair one free failure; a fresh pair none waits', () => {
    expect(failureDelayMs(0, signInThrottle.pairUnderAttack)).toBe(0);
    expect(failureDelayMs(1, signInThrottle.pairUnderAttack)).toBe(1000);
  });
});
