import { z } from 'zod';
import { passwordMaxLength, passwordMinLength } from './auth-helpers';
import { email, id, requiredText } from './common';

// The password lengths live in ./auth-helpers (no zod: the profile screen uses them).
export * from './auth-helpers';

export const password = z
  .string({ error: 'Password is required' })
  .min(passwordMinLength, `Password must be at least ${passwordMinLength} characters`)
  .max(passwordMaxLength, `Password must be ${passwordMaxLength} characters or less`);

export const signupInput = z.object({
  email,
  password,
  first_name: requiredText('First name', 100),
  last_name: requiredText('Last name', 100),
});
export type SignupInput = z.infer<typeof signupInput>;

export const loginInput = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(passwordMaxLength),
});
export type LoginInput = z.infer<typeof loginInput>;

export const passwordResetRequestInput = z.object({ email });

export const passwordResetConfirmInput = z.object({
  token: z.string({ error: 'Token is required' }).min(1, 'Token is required').max(200),
  password,
});

export const changePasswordInput = z.object({
  current_password: z.string().min(1, 'Current password is required'),
  new_password: password,
});

/** The signed-in user as the client sees them. */
export const sessionUser = z.object({
  id,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** Session lifetimes (the Lucia guide's sliding window, plus an absolute cap). */
export const sessionPolicy = {
  idleMs: 30 * 24 * 60 * 60 * 1000,
  renewWhenRemainingMs: 15 * 24 * 60 * 60 * 1000,
  absoluteMs: 90 * 24 * 60 * 60 * 1000,
} as const;

export const passwordResetTokenLifetimeMs = 60 * 60 * 1000;

/** Login and abuse limits. */
export const rateLimits = {
  loginFailuresPerEmail: { limit: 10, windowMs: 15 * 60 * 1000 },
  loginFailuresPerIp: { limit: 100, windowMs: 15 * 60 * 1000 },
  signupPerIp: { limit: 100, windowMs: 60 * 60 * 1000 },
  passwordResetPerIp: { limit: 100, windowMs: 60 * 60 * 1000 },
} as const;

export const loginFailedMessage = 'Invalid email or password';
