import { msg } from '@lingui/core/macro';
import { passwordMinLength } from '@lug/domain/auth-helpers';

/** What the password fields say under them (sign-up, reset, profile), read with `t(passwordAdvice)`. */
export const passwordAdvice = msg`At least ${passwordMinLength} characters. Long passphrases are welcome; common passwords are refused.`;
