import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';

/** A count with what it counts, for the report's read-only figures. */
export function Figure({ label, value, counts }: { label: string; value: string; counts: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-lg border border-line bg-surface-2/40 p-3 sm:p-4">
      <dt className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{label}</dt>
      <dd className="text-2xl font-semibold text-fg tabular-nums">{value}</dd>
      <dd className="text-xs text-fg-muted">{counts}</dd>
    </div>
  );
}

/** Hours with at most two decimals, in the reader's language. */
export function useHours() {
  const { i18n } = useLingui();
  return (hours: number) => i18n.number(hours, { maximumFractionDigits: 2 });
}

/** The counted figures of a show or a year: exhibits, members, hours and visitors. */
export function CountedFigures(props: {
  exhibits: number;
  members: number;
  hours: number;
  confirmedSignups?: number;
  visitors: number;
}) {
  const { t } = useLingui();
  const hours = useHours();
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure label={t`Visitors`} value={String(props.visitors)} counts={t`Children, teens and adults added up`} />
      <Figure label={t`Exhibits shown`} value={String(props.exhibits)} counts={t`Approved exhibits`} />
      <Figure
        label={t`Members who took part`}
        value={String(props.members)}
        counts={t`Members with a participation record`}
      />
      <Figure
        label={t`Hours staffed`}
        value={hours(props.hours)}
        counts={
          props.confirmedSignups === undefined
            ? t`Confirmed shift sign-ups`
            : plural(props.confirmedSignups, {
                one: 'From # confirmed shift sign-up',
                other: 'From # confirmed shift sign-ups',
              })
        }
      />
    </dl>
  );
}

export function NoShowsYet({ year }: { year: number }) {
  return (
    <p className="text-sm text-fg-muted">
      <Trans>No shows in {year}: activities with a report, exhibits or shifts appear here.</Trans>
    </p>
  );
}
