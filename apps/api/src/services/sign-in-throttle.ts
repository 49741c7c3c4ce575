/**
 * Failed sign-ins slow down; nobody is locked out (decision 0019). Every attempt (a password, or
 * a second-factor code) is claimed against three counts before it is checked:
 * - the account from this client address (`pair`): free failures, then growing delays;
 * - the client address, whatever the accounts (`address`): the same, with more free failures;
 * - the account from every address (`account`): never refuses anyone; past a threshold it only
 *   leaves pairs that have already failed a single free failure.
 * A client that has not failed on an account (a fresh pair, at an address that is not spraying)
 * always has its attempt checked, so a correct password is never refused because of others.
 * A success takes the attempt back and forgets the pair's failures; a failure leaves it counted.
 */
import { signInThrottle, throttleMessages } from '@lug/domain/throttle';
import type { DB } from '@lug/db';
import { addressKey } from '../auth/client-address';
import { claimAttempt, clearEvents, countRecent, forgetEvents, throttled } from './rate-limit';

const buckets = {
  pair: 'sign-in-failure:pair',
  address: 'sign-in-failure:address',
  account: 'sign-in-failure:account',
} as const;

export interface SignInAttempt {
  /** The credentials were right: the attempt does not count, and the pair's failures are forgotten. */
  succeeded(): Promise<void>;
  /**
   * The password was right but a second factor is still due: the address and the account do not
   * count it, the pair does until the second step succeeds (so guessing codes, one challenge after
   * another, keeps slowing down).
   */
  passwordAccepted(): Promise<void>;
}

/**
 * Claims one sign-in attempt for `email` from `ip`, or refuses it with 429 and `Retry-After` when
 * this pair or this address must wait. The claim stands as a failure unless `succeeded()` is called.
 */
export async function beginSignInAttempt(db: DB, email: string, ip: string, now: Date): Promise<SignInAttempt> {
  const account = email.trim().toLowerCase();
  const address = addressKey(ip);
  const pairKey = `${account} ${address}`;
  const underAttack =
    (await countRecent(db, buckets.account, account, signInThrottle.pair, now)) >= signInThrottle.accountUnderAttackAt;
  const pair = await claimAttempt(db, buckets.pair, pairKey, underAttack ? signInThrottle.pairUnderAttack : signInThrottle.pair, now);
  if ('waitMs' in pair) throw throttled(throttleMessages.signInThrottled, pair.waitMs);
  const byAddress = await claimAttempt(db, buckets.address, address, signInThrottle.address, now);
  if ('waitMs' in byAddress) {
    await forgetEvents(db, [pair.id]);
    throw throttled(throttleMessages.signInThrottled, byAddress.waitMs);
  }
  const { id: accountEvent } = await db
    .insertInto('rate_limit_events')
    .values({ bucket: buckets.account, key: account, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    async succeeded() {
      await forgetEvents(db, [pair.id, byAddress.id, accountEvent]);
      await clearEvents(db, buckets.pair, pairKey);
    },
    async passwordAccepted() {
      await forgetEvents(db, [byAddress.id, accountEvent]);
    },
  };
}
