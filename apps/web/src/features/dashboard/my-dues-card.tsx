/**
 * "My dues" on the dashboard (issue 27, decision 46): the member's own dues this year as the books
 * count them (due, received, balance, standing) and, while they owe something, how to pay: the
 * group's instructions, the reference, the IBAN and the EPC QR code (euros only) the server drew.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { Dashboard } from '@lug/domain/dashboard';
import { standingBadge } from '@lug/domain/dues-figures';
import { formatMoney } from '@lug/domain/dues-helpers';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Detail } from '../../components/ui/detail';
import { registrationBadges } from '../registration/messages';

export const standingVariant = { paid: 'success', part_paid: 'warning', gift_in_lieu: 'accent', unpaid: 'warning' } as const;

export function MyDuesCard({ dues }: { dues: Dashboard['myDues'] }) {
  const { t } = useLingui();
  const { year, currency, howToPay } = dues;
  const money = (minor: number | null) => (minor !== null && currency ? formatMoney(minor, currency) : '—');
  const owed = money(dues.balance);
  return (
    <Card>
      <CardHeader title={t`My dues`} description={t`Your dues for ${year}, as the group's books have them.`} />
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Detail label={t`Status`}>
            <Badge variant={standingVariant[dues.standing]}>{t(registrationBadges[standingBadge[dues.standing]])}</Badge>
          </Detail>
          <Detail label={t`Due`}>{money(dues.due)}</Detail>
          <Detail label={t`Received`}>{money(dues.received)}</Detail>
          <Detail label={t`Balance`}>{money(dues.balance)}</Detail>
        </dl>
        {currency === null ? (
          <p className="text-sm text-fg-subtle">
            <Trans>The group has not set the dues for {year} yet.</Trans>
          </p>
        ) : null}
        {howToPay ? (
          <section aria-labelledby="how-to-pay" className="flex flex-col gap-3 border-t border-line pt-4 sm:flex-row">
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <h3 id="how-to-pay" className="text-sm font-semibold text-fg">
                <Trans>How to pay</Trans>
              </h3>
              {howToPay.instructions ? (
                <p className="text-sm whitespace-pre-line text-fg-muted">{howToPay.instructions}</p>
              ) : null}
              <dl className="grid gap-2 text-sm">
                <Detail label={t`Reference`}>
                  <span className="font-mono">{dues.reference}</span>
                </Detail>
                {howToPay.iban ? (
                  <Detail label={t`IBAN`}>
                    <span className="font-mono [overflow-wrap:anywhere]">{howToPay.iban}</span>
                  </Detail>
                ) : null}
                {howToPay.accountHolder ? <Detail label={t`Account holder`}>{howToPay.accountHolder}</Detail> : null}
              </dl>
            </div>
            {howToPay.qrSvg ? (
              <figure className="flex shrink-0 flex-col items-center gap-1">
                <img
                  src={`data:image/svg+xml;utf8,${encodeURIComponent(howToPay.qrSvg)}`}
                  alt={t`Payment QR code for ${owed}`}
                  width={160}
                  height={160}
                  className="rounded bg-white"
                />
                <figcaption className="max-w-40 text-center text-xs text-fg-muted">
                  <Trans>Scan with your banking app</Trans>
                </figcaption>
              </figure>
            ) : null}
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
