import { useCallback, useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { memberDisplayName } from '@lug/domain/member-name';
import { Breadcrumb, Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { HrefLink } from '../../../components/ui/link';
import { activityQueries } from '../../../features/activities/api';
import { categoryQueries } from '../../../features/categories/api';
import { memberQueries } from '../../../features/members/api';
import { useOrganizationSelection } from '../../../features/organizations/use-organization';
import { participationRoleQueries } from '../../../features/participation-roles/api';
import { permissionRoleQueries } from '../../../features/permission-roles/api';
import { breadcrumbTrail, rowAreas, type RowArea } from './navigation';

/**
 * Home / Platform / Activities / Summer Brick Expo / Edit: links for all but the current page
 * (docs/product/platform-shell.md#breadcrumbs).
 */
export function PlatformBreadcrumbs() {
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(pathname);
  return (
    <Breadcrumbs>
      {trail.map((crumb, index) => {
        const label = crumb.row ? <RowName area={crumb.row.area} id={crumb.row.id} /> : crumb.label;
        return (
          <Breadcrumb key={crumb.href} id={crumb.href}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{label}</span>
            ) : crumb.isLink ? (
              <HrefLink href={crumb.href} variant="quiet">
                {label}
              </HrefLink>
            ) : (
              <span>{label}</span>
            )}
          </Breadcrumb>
        );
      })}
    </Breadcrumbs>
  );
}

/** The row's name as its screen's query holds it, or undefined before it is loaded. */
function cachedRowName(queryClient: QueryClient, area: RowArea, org: number, id: number): string | undefined {
  switch (area) {
    case 'activities':
      return queryClient.getQueryData(activityQueries.get(org, id).queryKey)?.title;
    case 'members': {
      const member = queryClient.getQueryData(memberQueries.get(org, id).queryKey);
      return member ? memberDisplayName(member) : undefined;
    }
    case 'categories':
      return queryClient.getQueryData(categoryQueries.get(org, id).queryKey)?.name;
    case 'participation-roles':
      return queryClient.getQueryData(participationRoleQueries.get(org, id).queryKey)?.name;
    case 'permission-roles':
      return queryClient.getQueryData(permissionRoleQueries.get(org, id).queryKey)?.name;
  }
}

/**
 * The row's name from the query its screen loads (the screen's loader fills the cache; this never
 * asks the server itself), following it as it changes (a rename): the activity's title, the
 * member's display name, the role's or category's name; the area's noun until it is there.
 */
function RowName({ area, id }: { area: RowArea; id: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { organizationId } = useOrganizationSelection();
  const read = () => (organizationId === null ? undefined : cachedRowName(queryClient, area, organizationId, id));
  const name = useSyncExternalStore(
    useCallback((onChange) => queryClient.getQueryCache().subscribe(onChange), [queryClient]),
    read,
    read,
  );
  return <span className="inline-block max-w-[16rem] truncate align-bottom">{name || t(rowAreas[area].noun)}</span>;
}
