import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './ui/button';

/** Shown when a loader or a screen fails: the API's message and a retry. */
export function RouteError({ error }: ErrorComponentProps) {
  const { t } = useLingui();
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  useEffect(() => reset(), [reset]);
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
      <h1 className="text-xl font-semibold tracking-tight text-fg">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="text-fg-muted">{error instanceof Error ? error.message : t`An unexpected error occurred.`}</p>
      <Button variant="secondary" onPress={() => void router.invalidate()}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
