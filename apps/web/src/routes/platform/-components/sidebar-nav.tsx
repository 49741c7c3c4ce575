import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { HrefLink } from '../../../components/ui/link';
import { cn } from '../../../lib/cn';
import { Tooltip, TooltipTrigger } from '../../../components/ui/tooltip';
import { useOrganizationSelection } from '../../../features/organizations/use-organization';
import { NavIcon } from './nav-icons';
import { OrganizationSelect } from './organization-select';
import { isCurrent, lockedReasons, platformNavigation, type NavigationItem } from './navigation';

const linkClass =
  'flex items-center gap-2.5 rounded-md px-2.5 py-1.5 text-sm font-medium text-fg-muted no-underline transition-colors hover:bg-surface-2 hover:text-fg data-current:bg-accent-soft data-current:text-accent-text';

/**
 * The platform navigation: the organisation selector, then the links, grouped; the current page's
 * link carries aria-current="page". Every link is listed; one the member cannot use shows a lock
 * and says why (tooltip on hover and focus, and the link's accessible description).
 */
export function SidebarNav() {
  const { pathname } = useLocation();
  const { organization, can } = useOrganizationSelection();
  const { t } = useLingui();
  return (
    <nav aria-label={t`Platform`} className="flex flex-col gap-5">
      <OrganizationSelect />
      {platformNavigation.map((group, index) => {
        const headingId = group.key ? `nav-group-${group.key}` : undefined;
        return (
          <div key={group.key ?? `group-${index}`} className="flex flex-col gap-1">
            {group.label ? (
              <p id={headingId} className="px-2.5 pb-1 text-xs font-semibold tracking-wide text-fg-subtle uppercase">
                {t(group.label)}
              </p>
            ) : null}
            <ul aria-labelledby={headingId} className="flex flex-col gap-0.5">
              {group.items.map((item) => (
                <li key={item.href}>
                  <NavLink
                    item={item}
                    isCurrent={isCurrent(pathname, item.href)}
                    // Without an organisation every screen asks for one: nothing to lock.
                    isLocked={organization !== null && item.permission !== undefined && !can(item.permission)}
                  />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

function NavLink({ item, isCurrent, isLocked }: { item: NavigationItem; isCurrent: boolean; isLocked: boolean }) {
  const reasonId = useId();
  const { t } = useLingui();
  const link = (
    <HrefLink
      href={item.href}
      variant="quiet"
      aria-current={isCurrent ? 'page' : undefined}
      aria-describedby={isLocked ? reasonId : undefined}
      className={isLocked ? cn(linkClass, 'text-fg-subtle') : linkClass}
    >
      <NavIcon href={item.href} />
      {t(item.label)}
      {isLocked ? <LockIcon /> : null}
    </HrefLink>
  );
  if (!isLocked || !item.permission) return link;
  const reason = t(lockedReasons[item.permission]);
  return (
    <>
      <TooltipTrigger delay={300}>
        {link}
        <Tooltip placement="end">{reason}</Tooltip>
      </TooltipTrigger>
      <span id={reasonId} hidden>
        {reason}
      </span>
    </>
  );
}

function LockIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      className="ms-auto size-3.5 shrink-0"
    >
      <rect x="4.5" y="9" width="11" height="8" rx="1.5" />
      <path d="M7 9V6.5a3 3 0 0 1 6 0V9" />
    </svg>
  );
}
