import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '../../components/ui/link';

/**
 * The 403 page: back to the dashboard when signed in, else home
 * (docs/product/platform-shell.md#permission-guard-and-the-403-page).
 */
export function AccessDenied({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger-text">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none">
          <rect x="5" y="10.5" width="14" height="10" rx="2" stroke="currentColor" strokeWidth="1.75" />
          <path d="M8 10.5V8a4 4 0 1 1 8 0v2.5" stroke="currentColor" strokeWidth="1.75" />
        </svg>
      </div>
      <h1 className="text-2xl font-semibold tracking-tight text-fg">
        <Trans>Access Denied</Trans>
      </h1>
      <p className="text-fg-muted">
        <Trans>You don't have permission to access this page</Trans>
      </p>
      {signedIn ? (
        <ButtonLink to="/platform/dashboard">
          <Trans>Go to Dashboard</Trans>
        </ButtonLink>
      ) : (
        <ButtonLink to="/">
          <Trans>Go to Home</Trans>
        </ButtonLink>
      )}
    </div>
  );
}
