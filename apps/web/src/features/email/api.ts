import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';

/**
 * Moving to another address: nothing changes (nothing goes stale) until the link sent to the new
 * address is used (docs/product/accounts.md).
 */
export function useChangeEmail() {
  return useMutation(trpc.auth.changeEmail.mutationOptions());
}

/** A new confirmation link for the account's address. */
export function useRequestEmailConfirmation() {
  return useMutation(trpc.auth.requestEmailConfirmation.mutationOptions());
}
