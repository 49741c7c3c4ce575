import { t } from '@lingui/core/macro';

/**
 * The message of a text over its limit while the user types, e.g. "Name must be 50 characters or
 * less" (the same words as the API's refusal), else null. Leading and trailing spaces do not
 * count, as the shared schemas trim them. A Lingui message (decision 0027).
 */
export function tooLongProblem(value: string, label: string, max: number): string | null {
  return value.trim().length > max ? t`${label} must be ${max} characters or less` : null;
}
