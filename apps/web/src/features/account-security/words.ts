import { msg } from '@lingui/core/macro';
import type { twoFactorMessages as serverTwoFactorMessages } from '@lug/domain/auth-helpers';

/**
 * What the screens say about two-factor sign-in, read with `t(…)`. The server keeps its own
 * `twoFactorMessages` (@lug/domain) for its refusals; these keys are a part of its keys, with the
 * same English.
 */
export const twoFactorMessages = {
  /**
   * What happens to a member whose role grants `roles.manage` or `settings.manage` in an
   * organisation that requires two factors, until they turn it on.
   */
  requiredByOrganization: msg`This organization requires two-factor authentication for members who manage roles or settings. Turn it on in your profile to use your role’s permissions here.`,
} satisfies Partial<Record<keyof typeof serverTwoFactorMessages, unknown>>;
