import { membershipStatusLabel } from '@lug/domain/members-helpers';
import { Badge } from '../../components/ui/badge';

/**
 * Active (green) or Disabled (red): any status but active reads Disabled
 * (docs/product/members.md#membership-and-status).
 */
export function MemberStatusBadge({ status }: { status: string }) {
  const label = membershipStatusLabel(status);
  return <Badge variant={label === 'Active' ? 'success' : 'danger'}>{label}</Badge>;
}
