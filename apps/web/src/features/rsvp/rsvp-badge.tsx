import type { RsvpStanding } from '@lug/domain/rsvp';
import { Badge } from '../../components/ui/badge';
import { standingBadge } from './words';

/** The activities list's badge: "Going", "Waitlist 3", "Not going", or "Full". */
export function RsvpBadge({ standing }: { standing: RsvpStanding | undefined }) {
  const badge = standing ? standingBadge(standing) : null;
  return badge ? <Badge variant={badge.variant}>{badge.label}</Badge> : null;
}
