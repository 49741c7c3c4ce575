import { useEffect, type ReactNode } from 'react';
import { pageTitle } from '../lib/title';

/**
 * "Page not found" body (also sets the document title); the caller gives the way back
 * (a link to home or the dashboard).
 */
export function NotFound({ children }: { children?: ReactNode }) {
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle('Page not found');
    return () => {
      document.title = previous;
    };
  }, []);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <p className="font-mono text-sm font-medium text-accent-text">404</p>
      <h1 className="text-2xl font-semibold tracking-tight text-fg">Page not found</h1>
      <p className="text-fg-muted">The page you are looking for does not exist or has moved.</p>
      {children}
    </div>
  );
}
