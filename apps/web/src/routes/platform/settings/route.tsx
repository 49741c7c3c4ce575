import { Outlet, createFileRoute, useLocation } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { PageSpinner } from '../../../components/ui/spinner';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs';
import { RequirePermission } from '../../../features/organizations/require-permission';
import { settingsMessages, useSettings } from '../../../features/settings/use-settings';
import { titleHead } from '../../../lib/title';

/** Settings: three tabs that are pages (General, Notifications, Membership), for `settings.manage`. */
export const Route = createFileRoute('/platform/settings')({
  loader: async ({ context }) => {
    const organization = context.organization;
    if (!organization?.permissions.includes('settings.manage')) return;
    // Warm the cache; a failure shows on the screen (error state and retry), not as a broken route.
    await Promise.all([
      context.trpcUtils.settings.get.prefetch({ organization_id: organization.id }),
      context.trpcUtils.categories.list.prefetch({ organization_id: organization.id }),
    ]);
  },
  head: () => titleHead('Settings'),
  component: () => (
    <RequirePermission permission="settings.manage">
      <SettingsLayout />
    </RequirePermission>
  ),
});

const tabs = [
  { href: '/platform/settings', label: 'General' },
  { href: '/platform/settings/notifications', label: 'Notifications' },
  { href: '/platform/settings/membership', label: 'Membership' },
] as const;

function SettingsLayout() {
  const { pathname } = useLocation();
  const current = pathname.replace(/\/+$/, '');
  const { query, settings } = useSettings();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Settings" description="How your organisation runs on the platform." />
      <Tabs selectedKey={current}>
        <TabList aria-label="Settings">
          {tabs.map((tab) => (
            <Tab key={tab.href} id={tab.href} href={tab.href}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        <TabPanel key={current} id={current} className="pt-2">
          {query.isPending ? (
            <PageSpinner label="Loading settings" />
          ) : query.isError || !settings ? (
            <QueryError title={settingsMessages.loadFailed} error={query.error} onRetry={() => void query.refetch()} />
          ) : (
            <Outlet />
          )}
        </TabPanel>
      </Tabs>
    </div>
  );
}
