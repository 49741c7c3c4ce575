import { useLingui } from '@lingui/react/macro';
import { Badge } from '../../components/ui/badge';
import { membershipStatusLabels } from './words';

/**
 * Active (green) or Disabled (red): any status but active reads Disabled
 * (docs/product/members.md#membership-and-status).
 */
export function MemberStatusBadge({ status }: { status: string }) {
  const { t } = useLingui();
  const active = status === 'active';
  return (
    <Badge variant={active ? 'success' : 'danger'}>
      {t(active ? membershipStatusLabels.active : membershipStatusLabels.inactive)}
    </Badge>
  );
}
