import { createFileRoute } from '@tanstack/react-router';
import { titleHead } from '../../lib/title';
import { BetaCallout } from './-components/beta-callout';
import { MarketingHeader, MarketingSection } from './-components/marketing';

export const Route = createFileRoute('/_public/discover')({
  head: () => titleHead('Discover'),
  component: DiscoverPage,
});

const steps = [
  {
    title: 'Set up your group',
    text: 'Create your organization, add categories and the participation roles you already use.',
  },
  {
    title: 'Invite your members',
    text: 'Each member gets a welcome email with a link to set a password and a dashboard of their own.',
  },
  {
    title: 'Record what happens',
    text: 'Mark who took part in each activity; points, rankings and reports follow on their own.',
  },
];

const audiences = [
  { title: 'Organisers', text: 'Stop chasing spreadsheets before every show and at every renewal.' },
  { title: 'Treasurers', text: 'See who registered and who paid dues this year, in one list.' },
  { title: 'Members', text: 'See what you took part in and how your points add up.' },
];

function DiscoverPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <MarketingHeader eyebrow="Discover" title="Built for the people who keep a LUG going">
        LUG Platform grew out of the way brick-building user groups actually work: meetings, shows, builds and the
        volunteers who make them happen.
      </MarketingHeader>

      <MarketingSection id="how-heading" title="How it works" className="mt-14">
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {steps.map(({ title, text }, index) => (
            <li key={title} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-6 shadow-card">
              <span className="flex size-8 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-fg">
                {index + 1}
              </span>
              <h3 className="font-semibold text-fg">{title}</h3>
              <p className="text-sm leading-relaxed text-fg-muted">{text}</p>
            </li>
          ))}
        </ol>
      </MarketingSection>

      <MarketingSection id="who-heading" title="Who it is for" className="mt-14">
        <ul className="mt-6 grid gap-x-8 gap-y-6 md:grid-cols-3">
          {audiences.map(({ title, text }) => (
            <li key={title} className="flex flex-col gap-1.5 border-l-2 border-accent pl-4">
              <h3 className="font-semibold text-fg">{title}</h3>
              <p className="text-sm leading-relaxed text-fg-muted">{text}</p>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <BetaCallout title="Try it with your group" other={{ to: '/features', label: 'Explore features' }}>
        LUG Platform is free during the beta. Tell us about your group and we will get you started.
      </BetaCallout>
    </div>
  );
}
