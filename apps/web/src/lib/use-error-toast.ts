import { useEffect, useRef } from 'react';
import { toast } from './toast';
import { errorMessage } from './trpc';

/**
 * Shows an error toast once for each new error of a query (each area's messages name them, e.g.
 * 'Error loading activities'; docs/product/platform-shell.md#loading-and-error-states): the
 * server's text, else `fallback`.
 */
export function useErrorToast(
  error: unknown,
  title: string,
  options: { fallback?: string; durationMs?: number; withMessage?: boolean } = {},
) {
  const shown = useRef<unknown>(null);
  const { fallback, durationMs, withMessage = true } = options;
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    toast.error(
      title,
      withMessage ? errorMessage(error, fallback) : undefined,
      durationMs ? { durationMs } : undefined,
    );
  }, [error, title, fallback, durationMs, withMessage]);
}
