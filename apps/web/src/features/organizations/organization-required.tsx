import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../components/page-header';
import { ButtonLink } from '../../components/ui/link';

/**
 * The participation and registration screens without an organisation
 * (docs/product/platform-shell.md#no-organisation): 'No organization selected' and the warning
 * 'Organization Required: Please select an organization to continue.'
 */
export function OrganizationRequired({ title }: { title: string }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} description={t`No organization selected`} />
      <div
        role="alert"
        className="flex flex-col gap-3 rounded-xl border border-warning-text/30 bg-warning-soft px-5 py-4 text-sm text-warning-text sm:flex-row sm:items-center sm:justify-between"
      >
        <p>
          <Trans>
            <strong className="font-semibold">Organization Required:</strong> Please select an organization to continue.
          </Trans>
        </p>
        <ButtonLink to="/welcome" variant="secondary" size="sm">
          <Trans>Set up your organization</Trans>
        </ButtonLink>
      </div>
    </div>
  );
}
