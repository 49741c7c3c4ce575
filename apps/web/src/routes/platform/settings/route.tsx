import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Outlet, createFileRoute, useLocation } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-header';
import { screenError } from '../../../components/screen-error';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs';
import { requirePermission } from '../../../features/organizations/guards';
import { settingsQueries } from '../../../features/settings/api';
import { settingsMessages } from '../../../features/settings/use-settings';
import { loadOrganization } from '../../../lib/route-loader';
import { titleHead } from '../../../lib/title';

/** Settings: four tabs that are pages (General, Notifications, Membership, Email), for `settings.manage`. */
export const Route = createFileRoute('/platform/settings')({
  beforeLoad: requirePermission('settings.manage'),
  loader: loadOrganization((queryClient, organizationId) => [
    queryClient.ensureQueryData(settingsQueries.get(organizationId)),
  ]),
  head: () => titleHead(t`Settings`),
  errorComponent: (props) => screenError({ heading: t`Settings`, title: i18n._(settingsMessages.loadFailed) })(props),
  component: SettingsLayout,
});

const tabs = [
  { href: '/platform/settings', label: msg`General` },
  { href: '/platform/settings/notifications', label: msg`Notifications` },
  { href: '/platform/settings/membership', label: msg`Membership` },
  { href: '/platform/settings/email', label: msg`Email` },
] as const;

function SettingsLayout() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const current = pathname.replace(/\/+$/, '');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t`Settings`} description={t`How your organization runs on the platform.`} />
      <Tabs selectedKey={current}>
        <TabList aria-label={t`Settings`}>
          {tabs.map((tab) => (
            <Tab key={tab.href} id={tab.href} href={tab.href}>
              {t(tab.label)}
            </Tab>
          ))}
        </TabList>
        <TabPanel key={current} id={current} className="pt-2">
          <Outlet />
        </TabPanel>
      </Tabs>
    </div>
  );
}
