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
  head: () => titleHead('Settings'),
  errorComponent: screenError({ heading: 'Settings', title: settingsMessages.loadFailed }),
  component: SettingsLayout,
});

const tabs = [
  { href: '/platform/settings', label: 'General' },
  { href: '/platform/settings/notifications', label: 'Notifications' },
  { href: '/platform/settings/membership', label: 'Membership' },
  { href: '/platform/settings/email', label: 'Email' },
] as const;

function SettingsLayout() {
  const { pathname } = useLocation();
  const current = pathname.replace(/\/+$/, '');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Settings" description="How your organization runs on the platform." />
      <Tabs selectedKey={current}>
        <TabList aria-label="Settings">
          {tabs.map((tab) => (
            <Tab key={tab.href} id={tab.href} href={tab.href}>
              {tab.label}
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
