import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './ui/button';

interface QueryErrorProps {
  /** What failed, e.g. "Error loading activities". */
  title: string;
  error: unknown;
  fallback?: string;
  onRetry?: () => void;
}

/** The inline state of a screen or panel whose data did not load: what failed, why, and a retry. */
export function QueryError({ title, error, fallback, onRetry }: QueryErrorProps) {
  const { t } = useLingui();
  const message =
    error instanceof Error && error.message.trim() !== ''
      ? error.message
      : (fallback ?? t`Something went wrong. Please try again.`);
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-line-strong bg-surface px-6 py-10 text-center"
    >
      <p className="font-semibold text-fg">{title}</p>
      <p className="max-w-md text-sm text-fg-muted">{message}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onPress={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      ) : null}
    </div>
  );
}
