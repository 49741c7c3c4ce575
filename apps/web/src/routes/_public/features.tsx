import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { titleHead } from '../../lib/title';
import { CalendarIcon, ChartIcon, CheckCircleIcon, LayoutIcon, StarIcon, UsersIcon } from './-components/icons';
import { BetaCallout } from './-components/beta-callout';
import { MarketingHeader } from './-components/marketing';

export const Route = createFileRoute('/_public/features')({
  head: () => titleHead(t`Features`),
  component: FeaturesPage,
});

const features = [
  {
    Icon: CalendarIcon,
    title: msg`Activity Management`,
    text: msg`Plan meetings, shows and builds with dates, times, places and categories. Keep activities private when they are not for everyone.`,
    points: [msg`Categories with sub-categories`, msg`Daily or whole-event tracking`, msg`Yearly overview`],
  },
  {
    Icon: UsersIcon,
    title: msg`Member Management`,
    text: msg`Add members with a welcome email, keep profiles up to date and decide who can do what with permission roles.`,
    points: [msg`Permission roles with one default`, msg`Active and disabled members`, msg`Password reset links`],
  },
  {
    Icon: StarIcon,
    title: msg`Points System`,
    text: msg`Participation roles carry points: organiser, builder, helper. Points are awarded when participation is recorded.`,
    points: [msg`Points per role`, msg`Rankings and levels`, msg`Per-day assignment`],
  },
  {
    Icon: LayoutIcon,
    title: msg`Dashboard Integration`,
    text: msg`Every member gets a dashboard with their participation, points ranking and membership status.`,
    points: [msg`Personal participation`, msg`Membership renewal dates`, msg`Anonymous feedback`],
  },
  {
    Icon: ChartIcon,
    title: msg`Reports & Analytics`,
    text: msg`See who took part in what and how points add up, per member and per year, ready for your annual meeting.`,
    points: [msg`Member details report`, msg`Member activities report`, msg`Sortable totals`],
  },
];

function FeaturesPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <MarketingHeader eyebrow={t`Features`} title={t`Everything a user group runs on`}>
        <Trans>
          From the first meeting of the year to the annual report: the tools your organisers need, in one place.
        </Trans>
      </MarketingHeader>

      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ Icon, title, text, points }) => (
          <li key={title.id}>
            <article className="flex h-full flex-col gap-4 rounded-xl border border-line bg-surface p-6 shadow-card">
              <span className="flex size-10 items-center justify-center rounded-lg bg-accent-soft text-accent-text">
                <Icon className="size-5" />
              </span>
              <div className="flex flex-col gap-2">
                <h2 className="text-lg font-semibold tracking-tight text-fg">{t(title)}</h2>
                <p className="text-sm leading-relaxed text-fg-muted">{t(text)}</p>
              </div>
              <ul className="mt-auto flex flex-col gap-1.5 pt-2 text-sm text-fg-muted">
                {points.map((point) => (
                  <li key={point.id} className="flex items-center gap-2">
                    <CheckCircleIcon className="size-4 shrink-0 text-success" />
                    {t(point)}
                  </li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ul>

      <BetaCallout title={t`Free during beta`} other={{ to: '/discover', label: t`Why LUG Platform` }}>
        <Trans>Join the beta programme and help shape the platform for your group.</Trans>
      </BetaCallout>
    </div>
  );
}
