import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, createFileRoute } from '@tanstack/react-router';
import { plainButtonLinkClass } from '../../components/ui/plain-styles';
import { titleHead } from '../../lib/title';
import { FeaturedGroups } from './-components/featured-groups';
import { ArrowRightIcon, CalendarIcon, StarIcon, UsersIcon } from './-components/icons';

export const Route = createFileRoute('/_public/')({
  head: () => titleHead(),
  component: HomePage,
});

const highlights = [
  {
    Icon: UsersIcon,
    title: msg`Members and roles`,
    text: msg`One member list with permission roles, yearly registration and dues.`,
  },
  {
    Icon: CalendarIcon,
    title: msg`Activities and participation`,
    text: msg`Plan events and meetings, then record who took part, per day or for the whole event.`,
  },
  {
    Icon: StarIcon,
    title: msg`Points that add up`,
    text: msg`Participation roles carry points, so rankings and reports build themselves.`,
  },
];

function HomePage() {
  const { t } = useLingui();
  return (
    <>
      <section className="relative overflow-hidden border-b border-line">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_24rem_at_50%_-6rem,var(--color-accent-soft),transparent)]"
        />
        <div className="relative mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 pt-16 pb-16 text-center sm:px-6 sm:pt-24 sm:pb-20">
          <span className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1 text-xs font-medium text-fg-muted shadow-card">
            <span className="size-1.5 rounded-full bg-success" aria-hidden="true" />
            <Trans>Free during beta</Trans>
          </span>
          <h1 className="text-4xl font-semibold tracking-tight text-balance text-fg sm:text-5xl">
            <Trans>Run your LUG without the spreadsheets</Trans>
          </h1>
          <p className="max-w-2xl text-lg text-pretty text-fg-muted">
            <Trans>
              Members, activities, participation points, registration and dues for your brick-building user group, in
              one place. LUG Platform is free while it is in beta.
            </Trans>
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            {/* TanStack's Link with the Button's classes: the home page's 125 KB budget (components/ui/plain-styles.ts). */}
            <Link to="/signup" className={plainButtonLinkClass('primary', 'lg')}>
              <Trans>Start your group now</Trans>
              <ArrowRightIcon />
            </Link>
            <Link to="/features" className={plainButtonLinkClass('secondary', 'lg')}>
              <Trans>Explore features</Trans>
            </Link>
          </div>
          <p className="text-sm text-fg-muted">
            <Trans>
              Sign up, name your group and a checklist on your dashboard takes you through the first steps. Rather talk
              to us first?{' '}
              <Link to="/beta-signup" className="font-medium text-accent-text underline underline-offset-2">
                Apply for the beta
              </Link>
            </Trans>
          </p>
        </div>
      </section>

      <section aria-labelledby="highlights-heading" className="mx-auto w-full max-w-6xl px-4 pt-16 sm:px-6">
        <h2 id="highlights-heading" className="sr-only">
          <Trans>What it does</Trans>
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {highlights.map(({ Icon, title, text }) => (
            <li key={title.id} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-5 shadow-card">
              <span className="flex size-9 items-center justify-center rounded-lg bg-accent-soft text-accent-text">
                <Icon className="size-5" />
              </span>
              <h3 className="font-semibold text-fg">{t(title)}</h3>
              <p className="text-sm leading-relaxed text-fg-muted">{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <FeaturedGroups />
    </>
  );
}
