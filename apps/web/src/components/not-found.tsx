import { useEffect, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageTitle } from '../lib/title';

/**
 * "Page not found" body (also sets the document title); the caller gives the way back
 * (a link to home or the dashboard).
 */
export function NotFound({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  const title = t`Page not found`;
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <p className="font-mono text-sm font-medium text-accent-text">404</p>
      <h1 className="text-2xl font-semibold tracking-tight text-fg">
        <Trans>Page not found</Trans>
      </h1>
      <p className="text-fg-muted">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      {children}
    </div>
  );
}
