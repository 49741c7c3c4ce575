import { useLocation } from '@tanstack/react-router';
import { HrefLink } from '../../../components/ui/link';
import { NavIcon } from './nav-icons';
import { OrganizationSelect } from './organization-select';
import { isCurrent, platformNavigation } from './navigation';

const linkClass =
  'flex items-center gap-2.5 rounded-md px-2.5 py-1.5 text-sm font-medium text-fg-muted no-underline transition-colors hover:bg-surface-2 hover:text-fg data-current:bg-accent-soft data-current:text-accent-text';

/**
 * The platform navigation: the organisation selector, then the links, grouped; the current page's
 * link carries aria-current="page".
 */
export function SidebarNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Platform" className="flex flex-col gap-5">
      <OrganizationSelect />
      {platformNavigation.map((group, index) => {
        const headingId = group.label ? `nav-group-${group.label.toLowerCase()}` : undefined;
        return (
          <div key={group.label ?? `group-${index}`} className="flex flex-col gap-1">
            {group.label ? (
              <p id={headingId} className="px-2.5 pb-1 text-xs font-semibold tracking-wide text-fg-subtle uppercase">
                {group.label}
              </p>
            ) : null}
            <ul aria-labelledby={headingId} className="flex flex-col gap-0.5">
              {group.items.map((item) => (
                <li key={item.href}>
                  <HrefLink
                    href={item.href}
                    variant="quiet"
                    aria-current={isCurrent(pathname, item.href) ? 'page' : undefined}
                    className={linkClass}
                  >
                    <NavIcon href={item.href} />
                    {item.label}
                  </HrefLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
