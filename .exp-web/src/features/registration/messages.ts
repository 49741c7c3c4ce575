/** The Registration & Dues Manager's messages (SPEC.md sections 5 and 8). */
export const registrationMessages = {
  statusUpdated: 'Status updated successfully',
  paymentUpdated: 'Payment type updated successfully',
  statusFailed: 'Failed to update status',
  paymentFailed: 'Failed to update payment type',
  loadFailed: 'Failed to load registration data',
} as const;
