/**
 * The public site's own calls: unsubscribing from notifications through an email's link, and the
 * beta application. Through the `trpc` options proxy (no provider); the public home page does not
 * load this module (its 125 KB budget, scripts/check-bundle-budget.mjs). Signing in, passwords and
 * email confirmation are in features/auth/api.ts, invitation links in features/invitations/api.ts,
 * creating an organisation in features/organizations/api.ts.
 */
import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

export function useUnsubscribe() {
  return useMutation(trpc.notifications.unsubscribe.mutationOptions());
}

export function useSubmitBetaApplication() {
  return useMutation(trpc.beta.submit.mutationOptions());
}
