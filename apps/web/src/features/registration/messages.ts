/** The Registration & Dues Manager's messages (docs/product/registration.md#messages). */
export const registrationMessages = {
  statusUpdated: 'Status updated successfully',
  paymentUpdated: 'Payment type updated successfully',
  statusFailed: 'Failed to update status',
  paymentFailed: 'Failed to update payment type',
  loadFailed: 'Failed to load registration data',
} as const;
