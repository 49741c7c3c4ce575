import { hash, verify } from '@node-rs/argon2';
import { cheapTestHashing } from '../env';

/** argon2id with OWASP's minimum parameters (m=19 MiB, t=2, p=1). */
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

/**
 * argon2id at its smallest cost (m=8 KiB, t=1), in test runs only (`cheapTestHashing`, env.ts;
 * docs/decisions/0037-fast-feedback.md). Verifying reads the cost from the stored hash, so either
 * kind of hash verifies.
 */
const cheapOptions = { memoryCost: 8, timeCost: 1, parallelism: 1, outputLen: 32 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, cheapTestHashing() ? cheapOptions : options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of nothing in particular, verified when the email is unknown so timing reveals nothing. */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  await verifyPassword(await dummyHash, password);
}
