import { Trans, useLingui } from '@lingui/react/macro';
/**
 * What a member sees while their organisation requires two-factor authentication of their role and
 * they have not turned it on: a notice on every page of it, and in place of a page their role
 * would open. The server pauses the role's permissions until then.
 */
import { ButtonLink } from '../../components/ui/link';
import { useOrganizationSelection } from '../organizations/use-organization';
import { twoFactorMessages } from './words';

export function TwoFactorRequiredNotice() {
  const { t } = useLingui();
  const { organization } = useOrganizationSelection();
  if (!organization?.two_factor_setup_required) return null;
  const group = organization.name;
  return (
    <section
      aria-label={t`Two-factor authentication required`}
      className="flex flex-col gap-3 rounded-lg border border-warning-text/30 bg-warning-soft p-4 text-sm text-warning-text sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        <Trans>
          <strong className="font-semibold">{group} requires two-factor authentication for your role.</strong> Your
          role’s permissions are paused here until you turn it on.
        </Trans>
      </p>
      <ButtonLink to="/platform/profile" hash="two-factor" size="sm" className="shrink-0">
        <Trans>Set it up</Trans>
      </ButtonLink>
    </section>
  );
}

/** In place of a page the member's role would open once two factors are on. */
export function TwoFactorRequiredPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold tracking-tight text-fg">
        <Trans>Two-factor authentication required</Trans>
      </h1>
      <p className="text-fg-muted">{t(twoFactorMessages.requiredByOrganization)}</p>
      <ButtonLink to="/platform/profile" hash="two-factor">
        <Trans>Set up two-factor authentication</Trans>
      </ButtonLink>
    </div>
  );
}
