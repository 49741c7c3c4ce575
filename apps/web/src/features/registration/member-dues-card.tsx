import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { formatMoney } from '@lug/domain/dues-helpers';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { useFormatDate } from '../organizations/use-format-date';
import { registrationQueries } from './api';
import { registrationBadges } from './messages';

/** The year a profile shows: this year, in the reader's calendar. */
export function profileDuesYear() {
  return new Date().getFullYear();
}

const duesVariant = { paid: 'success', gift_in_lieu: 'accent', none: 'warning' } as const;
const points = (n: number) => plural(n, { one: '# point', other: '# points' });

/**
 * **Dues and points** on the member page and My Profile (docs/product/members.md#member-profile):
 * this year's registration and dues with the amount and day received (for the member themself and
 * registration managers; the API leaves them out for others) and the points of the year and in all.
 * The route's loader warms `registrationQueries.summary`.
 */
export function MemberDuesCard({ organizationId, memberId }: { organizationId: number; memberId: number }) {
  const year = profileDuesYear();
  const { data } = useSuspenseQuery(registrationQueries.summary(organizationId, memberId, year));
  const formatDate = useFormatDate();
  const { t } = useLingui();
  const status = data.status;
  return (
    <Card>
      <CardHeader title={status ? t`Dues and points ${year}` : t`Points ${year}`} />
      <CardContent>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 text-sm">
          {status ? (
            <>
              <dt className="text-fg-muted">
                <Trans>Registration</Trans>
              </dt>
              <dd>
                {status.registration_complete ? (
                  <Badge variant="success">{t(registrationBadges.registered)}</Badge>
                ) : (
                  <Badge>{t(registrationBadges.notRegistered)}</Badge>
                )}
                {status.registration_date ? (
                  <span className="ms-2 text-fg-muted tabular-nums">{formatDate(status.registration_date)}</span>
                ) : null}
              </dd>
              <dt className="text-fg-muted">
                <Trans>Dues</Trans>
              </dt>
              <dd>
                <Badge variant={duesVariant[status.dues_type]}>{t(registrationBadges[status.dues_type])}</Badge>
              </dd>
              {status.amount_received_minor !== null && data.fee ? (
                <>
                  <dt className="text-fg-muted">
                    <Trans>Amount received</Trans>
                  </dt>
                  <dd className="text-fg tabular-nums">
                    {formatMoney(status.amount_received_minor, data.fee.currency)}
                  </dd>
                </>
              ) : null}
              {status.paid_on ? (
                <>
                  <dt className="text-fg-muted">
                    <Trans>Date received</Trans>
                  </dt>
                  <dd className="text-fg tabular-nums">{formatDate(status.paid_on)}</dd>
                </>
              ) : null}
            </>
          ) : null}
          <dt className="text-fg-muted">
            <Trans>Points in {year}</Trans>
          </dt>
          <dd className="text-fg tabular-nums">{points(data.points.year)}</dd>
          <dt className="text-fg-muted">
            <Trans>Points in all</Trans>
          </dt>
          <dd className="text-fg tabular-nums">{points(data.points.total)}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}
