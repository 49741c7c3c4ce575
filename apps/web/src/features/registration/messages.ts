import { msg } from '@lingui/core/macro';

/** The Registration & Dues Manager's messages (docs/product/registration.md#messages), read with `t(…)`. */
export const registrationMessages = {
  statusUpdated: msg`Status updated successfully`,
  paymentUpdated: msg`Payment type updated successfully`,
  statusFailed: msg`Failed to update status`,
  paymentFailed: msg`Failed to update payment type`,
  loadFailed: msg`Failed to load registration data`,
} as const;
