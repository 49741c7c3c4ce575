import { Trans } from '@lingui/react/macro';
import { BrickvilleLogo } from './brickville-logo';

interface FeaturedGroup {
  name: string;
  url: string;
  place: string;
  Logo: (props: { className?: string }) => React.ReactElement;
}

/** Groups shown on the home page. One today; a card takes the full width on a phone, 3 to 4 columns on wider screens. */
const featuredGroups: FeaturedGroup[] = [
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the group's own name and town, as it writes them
  { name: 'Brickville LUG', url: 'https://example.org/brickville-lug', place: 'Brickville', Logo: BrickvilleLogo },
];

export function FeaturedGroups() {
  return (
    <section aria-labelledby="featured-group-heading" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
      <div className="flex flex-col gap-2">
        <h2 id="featured-group-heading" className="text-xl font-semibold tracking-tight text-fg">
          <Trans>Featured group</Trans>
        </h2>
        <p className="text-sm text-fg-muted">
          <Trans>User groups already running on LUG Platform.</Trans>
        </p>
      </div>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {featuredGroups.map(({ name, url, place, Logo }) => (
          <li key={url}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="group flex h-full flex-col gap-3 rounded-xl border border-line bg-surface p-3 shadow-card transition-colors hover:border-line-strong"
            >
              <Logo className="aspect-[5/3] w-full rounded-lg" />
              <span className="flex flex-col px-1 pb-1">
                <span className="text-sm font-semibold text-fg">{name}</span>
                <span className="text-xs text-fg-subtle">
                  {place}
                  <span className="sr-only">
                    {' '}
                    <Trans>(opens in a new tab)</Trans>
                  </span>
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
