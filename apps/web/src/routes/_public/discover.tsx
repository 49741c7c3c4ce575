import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { titleHead } from '../../lib/title';
import { BetaCallout } from './-components/beta-callout';
import { MarketingHeader, MarketingSection } from './-components/marketing';

export const Route = createFileRoute('/_public/discover')({
  head: () => titleHead(t`Discover`),
  component: DiscoverPage,
});

const steps = [
  {
    title: msg`Set up your group`,
    text: msg`Create your organization, add categories and the participation roles you already use.`,
  },
  {
    title: msg`Invite your members`,
    text: msg`Each member gets a welcome email with a link to set a password and a dashboard of their own.`,
  },
  {
    title: msg`Record what happens`,
    text: msg`Mark who took part in each activity; points, rankings and reports follow on their own.`,
  },
];

const audiences = [
  { title: msg`Organisers`, text: msg`Stop chasing spreadsheets before every show and at every renewal.` },
  { title: msg`Treasurers`, text: msg`See who registered and who paid dues this year, in one list.` },
  { title: msg`Members`, text: msg`See what you took part in and how your points add up.` },
];

function DiscoverPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <MarketingHeader eyebrow={t`Discover`} title={t`Built for the people who keep a LUG going`}>
        <Trans>
          LUG Platform grew out of the way brick-building user groups actually work: meetings, shows, builds and the
          volunteers who make them happen.
        </Trans>
      </MarketingHeader>

      <MarketingSection id="how-heading" title={t`How it works`} className="mt-14">
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {steps.map(({ title, text }, index) => (
            <li key={title.id} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-6 shadow-card">
              <span className="flex size-8 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-fg">
                {index + 1}
              </span>
              <h3 className="font-semibold text-fg">{t(title)}</h3>
              <p className="text-sm leading-relaxed text-fg-muted">{t(text)}</p>
            </li>
          ))}
        </ol>
      </MarketingSection>

      <MarketingSection id="who-heading" title={t`Who it is for`} className="mt-14">
        <ul className="mt-6 grid gap-x-8 gap-y-6 md:grid-cols-3">
          {audiences.map(({ title, text }) => (
            <li key={title.id} className="flex flex-col gap-1.5 border-l-2 border-accent pl-4">
              <h3 className="font-semibold text-fg">{t(title)}</h3>
              <p className="text-sm leading-relaxed text-fg-muted">{t(text)}</p>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <BetaCallout title={t`Try it with your group`} other={{ to: '/features', label: t`Explore features` }}>
        <Trans>LUG Platform is free during the beta. Tell us about your group and we will get you started.</Trans>
      </BetaCallout>
    </div>
  );
}
