import { z } from 'zod';
import { passwordMaxLength, passwordMinLength, twoFactor, twoFactorMessages } from './auth-helpers';
import { email, id, requiredText } from './common';
import { emailDeliveryState } from './email-delivery';
import { messages, issue } from './words';

// The password lengths live in ./auth-helpers (no zod: the profile screen uses them).
export * from './auth-helpers';

export const password = z
  .string(issue('schema.passwordIsRequired', 'Password is required'))
  .min(
    passwordMinLength,
    issue(
      'schema.passwordMustBeAtLeastPasswordminlengthCharacters',
      'Password must be at least {passwordMinLength} characters',
      { passwordMinLength },
    ),
  )
  .max(
    passwordMaxLength,
    issue(
      'schema.passwordMustBePasswordmaxlengthCharactersOrLess',
      'Password must be {passwordMaxLength} characters or less',
      { passwordMaxLength },
    ),
  );

export const signupInput = z.object({
  email,
  password,
  first_name: requiredText('First name', 100),
  last_name: requiredText('Last name', 100),
});
export type SignupInput = z.infer<typeof signupInput>;

export const loginInput = z.object({
  email,
  password: z
    .string(issue('schema.passwordIsRequired', 'Password is required'))
    .min(1, issue('schema.passwordIsRequired', 'Password is required'))
    .max(passwordMaxLength),
});
export type LoginInput = z.infer<typeof loginInput>;

export const passwordResetRequestInput = z.object({ email });
/**
 * The same for every address, so it reveals nothing about accounts: whether the installation can
 * send email at all (`queued`: a link is on its way if an account exists; `not_configured`: nothing
 * can reach the inbox now).
 */
export const passwordResetRequestResult = z.object({ emailDelivery: emailDeliveryState });
export type PasswordResetRequestResult = z.infer<typeof passwordResetRequestResult>;

export const passwordResetConfirmInput = z.object({
  token: z
    .string(issue('schema.tokenIsRequired', 'Token is required'))
    .min(1, issue('schema.tokenIsRequired', 'Token is required'))
    .max(200),
  password,
});

/** A link's secret, as emailed (verification, invitation). */
export const emailedToken = z
  .string(issue('schema.tokenIsRequired', 'Token is required'))
  .min(1, issue('schema.tokenIsRequired', 'Token is required'))
  .max(200);
export const confirmEmailInput = z.object({ token: emailedToken });
export const confirmedEmail = z.object({ email: z.string(), changed: z.boolean() });

/** Changing the sign-in address: the new one is confirmed by a link before it counts. */
export const changeEmailInput = z.object({
  new_email: email,
  current_password: z
    .string(issue('schema.currentPasswordIsRequired', 'Current password is required'))
    .min(1, issue('schema.currentPasswordIsRequired', 'Current password is required'))
    .max(passwordMaxLength),
});

export const changePasswordInput = z.object({
  current_password: z.string().min(1, issue('schema.currentPasswordIsRequired', 'Current password is required')),
  new_password: password,
});

/** The signed-in user as the client sees them. */
export const sessionUser = z.object({
  id,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string().nullable(),
  /** Whether the owner has confirmed the address with an emailed link (docs/product/accounts.md). */
  email_verified: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** The answer to a sign-in that is complete: the user and the session token. */
export const signedIn = z.object({ user: sessionUser, token: z.string() });

/** Sign-up's answer: signed in, and what became of the email with the link to confirm the address. */
export const signupAnswer = signedIn.extend({ emailDelivery: emailDeliveryState });

/** A call that emails the account a link (a new confirmation link, a change of address): what became of it. */
export const emailLinkResult = z.object({ emailDelivery: emailDeliveryState });
export type EmailLinkResult = z.infer<typeof emailLinkResult>;

/**
 * The answer to a correct password of an account with two-factor authentication: no session yet,
 * a challenge to complete with `POST /auth/login/two-factor`.
 */
export const twoFactorChallenge = z.object({ two_factor_required: z.literal(true), challenge: z.string() });
export const loginAnswer = z.union([signedIn, twoFactorChallenge]);
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** A code from an authenticator app: six digits (spaces allowed, as apps show them). */
export const totpCode = z
  .string(issue('schema.codeIsRequired', 'Code is required'))
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^\\d{${twoFactor.digits}}$`),
        issue(
          'schema.enterTheDigitsDigitCodeFromYourAuthenticatorApp',
          'Enter the {digits}-digit code from your authenticator app',
          { digits: twoFactor.digits },
        ),
      ),
  );

/** A recovery code as shown (`abcde-fghij`): case, spaces and dashes do not matter. */
export const recoveryCode = z
  .string(issue('schema.recoveryCodeIsRequired', 'Recovery code is required'))
  .max(64, issue('schema.enterARecoveryCodeAsShownEG', 'Enter a recovery code as shown, e.g. abcde-23456'))
  .transform((value) => value.toLowerCase().replace(/[\s-]+/g, ''))
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^[a-z2-7]{${twoFactor.recoveryCodeLength}}$`),
        issue('schema.enterARecoveryCodeAsShownEG', 'Enter a recovery code as shown, e.g. abcde-23456'),
      ),
  );

function oneFactor<T extends { code?: string | undefined; recovery_code?: string | undefined }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  if ((value.code === undefined) === (value.recovery_code === undefined)) {
    ctx.addIssue({
      code: 'custom',
      message: twoFactorMessages.oneOf,
      path: value.code === undefined ? ['code'] : ['recovery_code'],
    });
  }
}

export const twoFactorSetup = z.object({ secret: z.string(), uri: z.string() });
export const twoFactorEnableInput = z.object({ code: totpCode });
export const twoFactorEnabled = z.object({ recovery_codes: z.array(z.string()) });
/** Turning two factors off takes a current code, or a recovery code when the authenticator is lost. */
export const twoFactorDisableInput = z
  .object({ code: totpCode.optional(), recovery_code: recoveryCode.optional() })
  .superRefine(oneFactor);
export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  enabled_at: z.iso.datetime().nullable(),
  recovery_codes_left: z.number(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

export const loginTwoFactorInput = z
  .object({
    challenge: z
      .string(issue('schema.challengeIsRequired', 'Challenge is required'))
      .min(1, issue('schema.challengeIsRequired', 'Challenge is required'))
      .max(200),
    code: totpCode.optional(),
    recovery_code: recoveryCode.optional(),
  })
  .superRefine(oneFactor);
export type LoginTwoFactorInput = z.infer<typeof loginTwoFactorInput>;

/** One of the caller's sessions, as `GET /auth/sessions` lists them. */
export const accountSession = z.object({
  id,
  created_at: z.iso.datetime(),
  last_used_at: z.iso.datetime(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;
export const sessionRef = z.object({ id });

export const passwordResetTokenLifetimeMs = 60 * 60 * 1000;
/**
 * The welcome email's set-password link (and "Resend welcome"): 7 days, for members who read their
 * email once a week (decision 38). A reset asked for on the sign-in page keeps its hour.
 */
export const welcomeLinkLifetimeDays = 7;
export const welcomeLinkLifetimeMs = welcomeLinkLifetimeDays * 24 * 60 * 60 * 1000;
export const emailVerificationLifetimeMs = 24 * 60 * 60 * 1000;

const hour = 60 * 60 * 1000;

/**
 * Fixed-window limits on what costs us email or storage (decision 0002); failed sign-ins slow down
 * instead (./throttle.ts, decision 0019).
 */
export const rateLimits = {
  signupPerIp: { limit: 50, windowMs: hour },
  passwordResetPerIp: { limit: 100, windowMs: hour },
  /** Reset emails to one address (whether or not an account has it: the answer reveals nothing). */
  passwordResetPerEmail: { limit: 5, windowMs: hour },
  /** Confirmation links to one address (sign-up, asking again, a change of address). */
  emailVerificationPerEmail: { limit: 5, windowMs: hour },
  betaApplicationsPerIp: { limit: 10, windowMs: hour },
  feedbackPerIp: { limit: 20, windowMs: hour },
  /** Invitation emails from one client address (each invitation counts, an import's too). */
  invitationsPerIp: { limit: 200, windowMs: hour },
} as const;

export const rateLimitMessages = /* @__PURE__ */ messages('rateLimit', {
  passwordResetPerEmail: 'Too many password reset emails for this address. Please wait before asking again.',
  emailVerificationPerEmail: 'Too many confirmation emails for this address. Please wait before asking again.',
  invitationsPerIp: 'Too many invitations from this network in the last hour. Please wait before inviting more people.',
});

export const emailVerificationMessages = /* @__PURE__ */ messages('emailVerification', {
  linkInvalid: 'This confirmation link is invalid or has expired. Sign in and ask for a new one on your profile.',
  alreadyVerified: 'Your email address is already confirmed',
  sameAddress: 'This is already your email address',
  taken: 'Another account already uses this email address',
  /** What an unconfirmed account cannot do yet. */
  tokensNeedVerifiedEmail:
    'Confirm your email address before creating API tokens: use the link we sent you, or ask for a new one on your profile.',
});

export const signInMessages = messages('signIn', { failed: 'Invalid email or password' });
