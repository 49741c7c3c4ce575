/**
 * Throttling without lock-out (docs/decisions/0019-throttling-without-lock-out.md).
 *
 * Failed sign-ins are counted per account and client address ("pair") and per client address.
 * The first few failures cost nothing; after them each further attempt from that pair (or that
 * address) waits a delay that doubles with every failure, up to a ceiling, counted from the last
 * failure. A client that has not failed (a fresh pair) is never delayed by anyone else's failures
 * on the same account: the account's own total only shortens the free allowance of pairs that
 * have already failed, when the account is under attack from many addresses.
 */
import { messages } from './words';

export interface DelayRule {
  /** Failures older than this are forgotten. */
  windowMs: number;
  /** This many failures in the window cost nothing. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles with each further failure. */
  baseDelayMs: number;
  /** The longest wait. */
  maxDelayMs: number;
}

/** How long to wait, after the last failure, before the next attempt: 0 while failures are free. */
export function failureDelayMs(failures: number, rule: DelayRule): number {
  if (!Number.isFinite(failures) || failures < rule.freeFailures) return 0;
  const doublings = failures - rule.freeFailures;
  // 2^doublings overflows nothing here: the ceiling is reached long before.
  if (doublings >= 40) return rule.maxDelayMs;
  return Math.min(rule.baseDelayMs * 2 ** doublings, rule.maxDelayMs);
}

/**
 * The wait still due at `nowMs` after `failures` failures, the last at `lastFailureMs`; 0 when the
 * next attempt may go ahead.
 */
export function remainingDelayMs(
  failures: number,
  lastFailureMs: number | null,
  nowMs: number,
  rule: DelayRule,
): number {
  if (lastFailureMs === null) return 0;
  return Math.max(0, lastFailureMs + failureDelayMs(failures, rule) - nowMs);
}

/** Seconds for a `Retry-After` header: whole seconds, at least 1. */
export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}

const minute = 60 * 1000;
const hour = 60 * minute;

/** The sign-in throttle: failed passwords and failed second-factor codes alike. */
export const signInThrottle = {
  /** One account from one client address. */
  pair: { windowMs: hour, freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 15 * minute },
  /** The same, while the account is under attack from many addresses: one free failure per pair. */
  pairUnderAttack: { windowMs: hour, freeFailures: 1, baseDelayMs: 1000, maxDelayMs: 15 * minute },
  /** One client address, whatever the accounts (password spraying). */
  address: { windowMs: hour, freeFailures: 30, baseDelayMs: 1000, maxDelayMs: 15 * minute },
  /** Failures on one account from every address in the window that put it under attack. */
  accountUnderAttackAt: 20,
} as const satisfies {
  pair: DelayRule;
  pairUnderAttack: DelayRule;
  address: DelayRule;
  accountUnderAttackAt: number;
};

export const throttleMessages = messages('throttle', {
  signInThrottled: 'Too many failed sign-in attempts. Please wait and try again.',
});
