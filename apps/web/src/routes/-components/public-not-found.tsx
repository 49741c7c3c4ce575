import { Trans } from '@lingui/react/macro';
import { NotFound } from '../../components/not-found';
import { ButtonLink } from '../../components/ui/link';
import { PublicShell } from './public-shell';

/** The root's not-found page (loaded on demand: see routes/__root.tsx). */
export function PublicNotFound() {
  return (
    <PublicShell>
      <NotFound>
        <ButtonLink to="/">
          <Trans>Go to Home</Trans>
        </ButtonLink>
      </NotFound>
    </PublicShell>
  );
}
