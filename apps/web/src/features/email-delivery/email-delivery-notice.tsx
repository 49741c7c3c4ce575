/**
 * What an organisation's administrators (`settings.manage`) see on every platform page while its
 * email cannot go out: no provider is configured, or the newest delivery attempt failed
 * (docs/product/settings.md#email-delivery). Others see nothing and nothing is asked for.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../components/ui/link';
import { useOrganizationSelection } from '../organizations/use-organization';
import { emailDeliveryQueries } from './api';
import { emailDeliveryMessages } from './words';

export function EmailDeliveryNotice() {
  const { t } = useLingui();
  const { organizationId, can } = useOrganizationSelection();
  const allowed = organizationId !== null && can('settings.manage');
  const status = useQuery({ ...emailDeliveryQueries.status(organizationId ?? 0), enabled: allowed });
  if (!allowed || !status.data) return null;
  const { configured, failing, waiting } = status.data;
  if (configured && !failing) return null;
  const [headline, detail] = configured
    ? [emailDeliveryMessages.bannerFailing, emailDeliveryMessages.bannerFailingDetail]
    : [emailDeliveryMessages.bannerNotConfigured, emailDeliveryMessages.bannerNotConfiguredDetail];
  return (
    <section
      aria-label={t`Outgoing mail`}
      className="flex flex-col gap-3 rounded-lg border border-warning-text/30 bg-warning-soft p-4 text-sm text-warning-text sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        <strong className="font-semibold">{t(headline)}</strong> {t(detail)}{' '}
        {waiting > 0 ? emailDeliveryMessages.bannerWaiting(waiting) : null}
      </p>
      <ButtonLink to="/platform/settings/email" size="sm" className="shrink-0">
        <Trans>Email delivery settings</Trans>
      </ButtonLink>
    </section>
  );
}
