import { Plural } from '@lingui/react/macro';
import type { AudienceSummary } from '@lug/domain/notifications';

/**
 * Whom an email reaches and whom not, and why, in numbers (decision 38): "26 members; 1 turned
 * them off; 1 has no address". The reasons show only when some member has them.
 */
export function AudienceLine({ audience }: { audience: AudienceSummary }) {
  return (
    <span data-testid="audience">
      <Plural value={audience.reached} one="# member" other="# members" />
      {audience.turned_off > 0 ? (
        <>
          {'; '}
          <Plural value={audience.turned_off} one="# turned them off" other="# turned them off" />
        </>
      ) : null}
      {audience.no_address > 0 ? (
        <>
          {'; '}
          <Plural value={audience.no_address} one="# has no address" other="# have no address" />
        </>
      ) : null}
    </span>
  );
}
