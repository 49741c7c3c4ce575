import { useQuery } from '@tanstack/react-query';
import type { RsvpStanding } from '@lug/domain/rsvp';
import { rsvpQueries } from './api';

/**
 * The RSVP standings of the activities on screen that take RSVPs (the list's badges, the
 * dashboard): one call for all of them; nothing while it loads or if it fails (badges are extra).
 */
export function useStandings(
  organizationId: number,
  activities: readonly { id: number; rsvp_open?: boolean }[],
): Map<number, RsvpStanding> {
  const ids = activities
    .filter((a) => a.rsvp_open !== false)
    .map((a) => a.id)
    .slice(0, 100);
  const standings = useQuery({ ...rsvpQueries.standings(organizationId, ids), enabled: ids.length > 0 });
  return new Map((standings.data?.standings ?? []).map((s) => [s.activity_id, s]));
}
