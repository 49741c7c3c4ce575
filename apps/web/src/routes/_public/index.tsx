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
    title: 'Members and roles',
    text: 'One member list with permission roles, yearly registration and dues.',
  },
  {
    Icon: CalendarIcon,
    title: 'Activities and participation',
    text: 'Plan events and meetings, then record who took part, per day or for the whole event.',
  },
  {
    Icon: StarIcon,
    title: 'Points that add up',
    text: 'Participation roles carry points, so rankings and reports build themselves.',
  },
];

function HomePage() {
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
            Free during beta
          </span>
          <h1 className="text-4xl font-semibold tracking-tight text-balance text-fg sm:text-5xl">
            Run your LUG without the spreadsheets
          </h1>
          <p className="max-w-2xl text-lg text-pretty text-fg-muted">
            Members, activities, participation points, registration and dues for your brick-building user group, in one
            place. LUG Platform is free while it is in beta.
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            {/* TanStack's Link with the Button's classes: the home page's 120 KB budget (components/ui/plain-styles.ts). */}
            <Link to="/beta-signup" className={plainButtonLinkClass('primary', 'lg')}>
              Apply for the beta
              <ArrowRightIcon />
            </Link>
            <Link to="/features" className={plainButtonLinkClass('secondary', 'lg')}>
              Explore features
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="highlights-heading" className="mx-auto w-full max-w-6xl px-4 pt-16 sm:px-6">
        <h2 id="highlights-heading" className="sr-only">
          What it does
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {highlights.map(({ Icon, title, text }) => (
            <li key={title} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-5 shadow-card">
              <span className="flex size-9 items-center justify-center rounded-lg bg-accent-soft text-accent-text">
                <Icon className="size-5" />
              </span>
              <h3 className="font-semibold text-fg">{title}</h3>
              <p className="text-sm leading-relaxed text-fg-muted">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <FeaturedGroups />
    </>
  );
}
