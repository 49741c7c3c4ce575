import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import { composeTailwindRenderProps, focusRingClass } from './focus-ring';

/**
 * Tabs. For tabs that are pages (Settings), give each Tab an `href` and set `selectedKey` from the
 * current path: React Aria navigates through the router (RouterProvider in the root).
 */
export function Tabs(props: TabsProps) {
  return <RACTabs {...props} className={composeTailwindRenderProps(props.className, 'flex flex-col gap-4')} />;
}

/**
 * The strip of tabs wraps onto a second line when it does not fit (a phone, a longer list) instead
 * of scrolling out of sight: every tab stays visible and reachable.
 */
export function TabList<T extends object>(props: TabListProps<T>) {
  return (
    <RACTabList
      {...props}
      className={composeTailwindRenderProps(props.className, 'flex flex-wrap gap-x-1 border-b border-line')}
    />
  );
}

export function Tab(props: TabProps) {
  return (
    <RACTab
      {...props}
      className={composeTailwindRenderProps(
        props.className,
        `-mb-px cursor-default rounded-t-md border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-fg-muted transition-colors ${focusRingClass} -outline-offset-2 data-hovered:text-fg data-selected:border-accent data-selected:text-fg data-disabled:opacity-50`,
      )}
    />
  );
}

export function TabPanel(props: TabPanelProps) {
  return (
    <RACTabPanel {...props} className={composeTailwindRenderProps(props.className, `rounded-lg ${focusRingClass}`)} />
  );
}
