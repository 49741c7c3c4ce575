/**
 * Which new passwords we refuse (NIST SP 800-63B, ASVS 5.0 V6.2): no composition rules, any
 * characters, 8 to 256 of them (the schema in @lug/domain/auth), and not
 * - one of the ~49,000 most common passwords of leaked-password corpora: the `passwords-common`
 *   dictionary of `@zxcvbn-ts/language-common` (MIT), compared without regard to case;
 * - the account's own email, the part before its @, or its name, or the product's own words,
 *   with or without digits and punctuation around them (context-specific words, ASVS V6.2.11).
 * The list is ~380 KB, so the check runs on the server only; the screens show its field message.
 */
import { passwordMessages } from '@lug/domain/auth-helpers';

let commonPasswords: Promise<Set<string>> | undefined;

async function loadCommonPasswords(): Promise<Set<string>> {
  const module = (await import('@zxcvbn-ts/language-common')) as {
    dictionary?: Record<string, string[]>;
    default?: { dictionary?: Record<string, string[]> };
  };
  const list = (module.dictionary ?? module.default?.dictionary)?.['passwords-common'];
  if (!list || list.length < 10_000) throw new Error('The common-password list could not be loaded');
  return new Set(list.map((entry) => entry.toLowerCase()));
}

/** The words of this site itself that make a password easy to guess. */
const contextWords = ['lug', 'lugplatform', 'legousergroup', 'lego', 'brick', 'bricks', 'brickville'];

/** Lower case, letters only at the ends: `Lego2024!` and `lego` compare equal. */
function core(value: string): string {
  return value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s._-]+/g, '')
    .replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
}

export interface PasswordOwner {
  email: string;
  first_name?: string | null | undefined;
  last_name?: string | null | undefined;
}

/** Why a new password is refused (the message for its field), or null when it may be used. */
export async function passwordProblem(password: string, owner: PasswordOwner): Promise<string | null> {
  commonPasswords ??= loadCommonPasswords().catch((error: unknown) => {
    commonPasswords = undefined;
    throw error;
  });
  const common = await commonPasswords;
  const lower = password.normalize('NFKC').toLowerCase();
  if (common.has(lower) || common.has(lower.trim())) return passwordMessages.common;
  const guessable = new Set(
    [
      owner.email,
      owner.email.split('@')[0] ?? '',
      `${owner.first_name ?? ''}${owner.last_name ?? ''}`,
      `${owner.last_name ?? ''}${owner.first_name ?? ''}`,
      owner.first_name ?? '',
      owner.last_name ?? '',
      ...contextWords,
    ]
      .map(core)
      .filter((word) => word.length >= 3),
  );
  // "lego2024" and "Ada.Lovelace!" are the words with decoration around them.
  const passwordCore = core(password);
  return passwordCore !== '' && guessable.has(passwordCore) ? passwordMessages.personal : null;
}
