/**
 * Sign-in without zod: the password lengths, the messages and constants of two-factor sign-in and
 * of sessions. The profile and login screens import this module, so they do not load zod (each
 * page's JavaScript is budgeted: 120 KB gzip for the home page, 250 KB for the others;
 * scripts/check-bundle-budget.mjs); the schemas are in ./auth, which re-exports it.
 */
import { messages } from './words';

export const passwordMinLength = 8;
export const passwordMaxLength = 256;

export const passwordMessages = /* @__PURE__ */ messages('password', {
  /** A password found in the list of common and breached passwords (NIST SP 800-63B). */
  common:
    'This password is too common: it appears in lists of leaked passwords. Choose another one (a phrase of several words works well).',
  /** A password made of the account's own email or name, or of the product's name. */
  personal: 'This password is too easy to guess from your email, your name or this site. Choose another one.',
});

/** Two-factor sign-in with an authenticator app (TOTP, RFC 6238). */
export const twoFactor = {
  digits: 6,
  periodSeconds: 30,
  /** Codes of the previous and the next period are accepted too (clock drift). */
  driftSteps: 1,
  recoveryCodeCount: 10,
  /** A recovery code: 10 characters of base32 (50 bits), shown as two groups of five. */
  recoveryCodeLength: 10,
  /** How long the second step of a sign-in may wait after the password, and how many codes it may try. */
  challengeLifetimeMs: 5 * 60 * 1000,
  challengeAttempts: 5,
  /** How long a secret from setup waits to be confirmed by `enable`. */
  setupLifetimeMs: 15 * 60 * 1000,
  issuer: 'LUG Platform',
} as const;

export const twoFactorMessages = /* @__PURE__ */ messages('twoFactor', {
  invalidCode: 'That code is not right. Enter the current 6-digit code from your authenticator app.',
  invalidRecoveryCode: 'That recovery code is not right, or it has been used already.',
  challengeExpired: 'This sign-in has expired. Please enter your email and password again.',
  alreadyEnabled: 'Two-factor authentication is already on. Turn it off first to set up a new authenticator.',
  notEnabled: 'Two-factor authentication is not on for your account.',
  noSetup: 'Start the setup again: the secret has expired or was never created.',
  oneOf: 'Send either code or recovery_code',
  needsSession: 'Two-factor authentication is changed from a signed-in session, not with an API token.',
  /**
   * What happens to a member whose role grants `roles.manage` or `settings.manage` in an
   * organisation that requires two factors, until they turn it on.
   */
  requiredByOrganization:
    'This organization requires two-factor authentication for members who manage roles or settings. Turn it on in your profile to use your role’s permissions here.',
  enableFirst: 'Turn on two-factor authentication for your own account before requiring it for others.',
});

/** The permissions whose holders an organisation may require to use two factors. */
export const twoFactorGuardedPermissions = ['roles.manage', 'settings.manage'] as const;

export const sessionMessages = /* @__PURE__ */ messages('session', {
  notFound: 'Session not found',
  needsSession: 'Sessions are managed from a signed-in session, not with an API token.',
});
