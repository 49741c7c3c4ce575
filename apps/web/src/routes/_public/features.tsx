import { createFileRoute } from '@tanstack/react-router';
import { titleHead } from '../../lib/title';
import { CalendarIcon, ChartIcon, CheckCircleIcon, LayoutIcon, StarIcon, UsersIcon } from './-components/icons';
import { BetaCallout } from './-components/beta-callout';
import { MarketingHeader } from './-components/marketing';

export const Route = createFileRoute('/_public/features')({
  head: () => titleHead('Features'),
  component: FeaturesPage,
});

const features = [
  {
    Icon: CalendarIcon,
    title: 'Activity Management',
    text: 'Plan meetings, shows and builds with dates, times, places and categories. Keep activities private when they are not for everyone.',
    points: ['Categories with sub-categories', 'Daily or whole-event tracking', 'Yearly overview'],
  },
  {
    Icon: UsersIcon,
    title: 'Member Management',
    text: 'Add members with a welcome email, keep profiles up to date and decide who can do what with permission roles.',
    points: ['Permission roles with one default', 'Active and disabled members', 'Password reset links'],
  },
  {
    Icon: StarIcon,
    title: 'Points System',
    text: 'Participation roles carry points: organiser, builder, helper. Points are awarded when participation is recorded.',
    points: ['Points per role', 'Rankings and levels', 'Per-day assignment'],
  },
  {
    Icon: LayoutIcon,
    title: 'Dashboard Integration',
    text: 'Every member gets a dashboard with their participation, points ranking and membership status.',
    points: ['Personal participation', 'Membership renewal dates', 'Anonymous feedback'],
  },
  {
    Icon: ChartIcon,
    title: 'Reports & Analytics',
    text: 'See who took part in what and how points add up, per member and per year, ready for your annual meeting.',
    points: ['Member details report', 'Member activities report', 'Sortable totals'],
  },
];

function FeaturesPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <MarketingHeader eyebrow="Features" title="Everything a user group runs on">
        From the first meeting of the year to the annual report: the tools your organisers need, in one place.
      </MarketingHeader>

      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ Icon, title, text, points }) => (
          <li key={title}>
            <article className="flex h-full flex-col gap-4 rounded-xl border border-line bg-surface p-6 shadow-card">
              <span className="flex size-10 items-center justify-center rounded-lg bg-accent-soft text-accent-text">
                <Icon className="size-5" />
              </span>
              <div className="flex flex-col gap-2">
                <h2 className="text-lg font-semibold tracking-tight text-fg">{title}</h2>
                <p className="text-sm leading-relaxed text-fg-muted">{text}</p>
              </div>
              <ul className="mt-auto flex flex-col gap-1.5 pt-2 text-sm text-fg-muted">
                {points.map((point) => (
                  <li key={point} className="flex items-center gap-2">
                    <CheckCircleIcon className="size-4 shrink-0 text-success" />
                    {point}
                  </li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ul>

      <BetaCallout title="Free during beta" other={{ to: '/discover', label: 'Why LUG Platform' }}>
        Join the beta programme and help shape the platform for your group.
      </BetaCallout>
    </div>
  );
}
