import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps, type LinkProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { TwoFactorRequiredPage } from '../features/account-security/two-factor-required';
import { AccessDenied } from '../features/auth/access-denied';
import { PermissionDenied } from '../features/organizations/guards';
import { apiErrorCode } from '../lib/trpc';
import { useErrorToast } from '../lib/use-error-toast';
import { QueryError } from './query-error';
import { PageHeader } from './page-header';
import { ButtonLink } from './ui/link';

/**
 * Words of a route's options, made once at module level: a `msg` descriptor (translated when the
 * screen shows it, decision 0027) or a string.
 */
type Words = string | MessageDescriptor;

interface ScreenErrorOptions {
  /** The screen's h1, kept above the failure (e.g. msg`Edit Category`). */
  heading?: Words;
  /** What failed, toasted once and shown inline (e.g. msg`Error fetching categories`). */
  title: Words | ((error: unknown) => string);
  /**
   * The way out when the screen's row did not load, e.g. to '/platform/categories' labelled
   * msg`Back to Categories` (data, not JSX: the router splits this option into a file of its own).
   */
  back?: { to: LinkProps['to']; label: Words };
  toastMs?: number;
}

/**
 * A platform route's `errorComponent`: the 403 page when its `beforeLoad` guard refused
 * (`requirePermission`); otherwise the failure of what the screen needed first, toasted and shown
 * inline with **Try again** (not when the row does not exist), under the screen's heading, with the
 * way back. `errorComponent: screenError({ title: categoryMessages.errorFetching })`.
 */
export function screenError(options: ScreenErrorOptions) {
  return function ScreenError({ error }: ErrorComponentProps) {
    if (error instanceof PermissionDenied) {
      return error.twoFactorSetupRequired ? <TwoFactorRequiredPage /> : <AccessDenied signedIn />;
    }
    return <LoadFailure error={error} {...options} />;
  };
}

function LoadFailure({ error, heading, title, back, toastMs }: ScreenErrorOptions & { error: unknown }) {
  const { t } = useLingui();
  const words = (text: Words) => (typeof text === 'string' ? text : t(text));
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  const failure = typeof title === 'function' ? title(error) : words(title);
  useErrorToast(error, failure, toastMs ? { durationMs: toastMs } : undefined);
  useEffect(() => reset(), [reset]);
  return (
    <div className="flex flex-col gap-6">
      {heading ? <PageHeader title={words(heading)} /> : null}
      <QueryError
        title={failure}
        error={error}
        onRetry={apiErrorCode(error) === 'NOT_FOUND' ? undefined : () => void router.invalidate()}
      />
      {back ? (
        <ButtonLink variant="secondary" className="self-center" to={back.to}>
          {words(back.label)}
        </ButtonLink>
      ) : null}
    </div>
  );
}
