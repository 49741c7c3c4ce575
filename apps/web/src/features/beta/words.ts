import { msg } from '@lingui/core/macro';

/** The beta sign-up's toasts, read with `t(…)`. */
export const betaMessages = {
  submittedTitle: msg`Application Submitted`,
  submitted: msg`Thank you for your interest! We'll be in touch soon.`,
  failed: msg`Failed to submit application. Please try again later.`,
} as const;
