import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '../../../components/ui/link';
import { MarketingCallout } from './marketing';

/** The call to action closing the features and discover pages: apply for the beta, or read the other page. */
export function BetaCallout({
  title,
  other,
  children,
}: {
  title: string;
  /** The secondary button: the other marketing page. */
  other: { to: '/features' | '/discover'; label: string };
  children: ReactNode;
}) {
  return (
    <MarketingCallout
      title={title}
      actions={
        <>
          <ButtonLink to="/beta-signup">
            <Trans>Apply for the beta</Trans>
          </ButtonLink>
          <ButtonLink to={other.to} variant="secondary">
            {other.label}
          </ButtonLink>
        </>
      }
    >
      {children}
    </MarketingCallout>
  );
}
