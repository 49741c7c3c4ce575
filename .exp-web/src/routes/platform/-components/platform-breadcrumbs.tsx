import { useLocation } from '@tanstack/react-router';
import { Breadcrumb, Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { HrefLink } from '../../../components/ui/link';
import { breadcrumbTrail } from './navigation';

/** Home / Platform / Activities / 12 / Edit: links for all but the current page. */
export function PlatformBreadcrumbs() {
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(pathname);
  return (
    <Breadcrumbs>
      {trail.map((crumb, index) => (
        <Breadcrumb key={crumb.href} id={crumb.href}>
          {index === trail.length - 1 ? (
            <span aria-current="page">{crumb.label}</span>
          ) : (
            <HrefLink href={crumb.href} variant="quiet">
              {crumb.label}
            </HrefLink>
          )}
        </Breadcrumb>
      ))}
    </Breadcrumbs>
  );
}
