import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { changePasswordInput } from '@lug/domain/auth';

/** The change-password form: the call's fields plus the repeated new password. Loaded on demand by the profile (lib/form.ts lazySchema). */
export const changePasswordForm = changePasswordInput
  .extend({ confirm: z.string() })
  .refine((value) => value.new_password === value.confirm, {
    error: () => t`Passwords do not match`,
    path: ['confirm'],
  });
