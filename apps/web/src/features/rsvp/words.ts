/**
 * What the RSVP screens say about an answer and the seats (docs/product/activities.md#rsvp-screens).
 * Pure, so the list's badges, the detail's card and My signups say the same thing.
 */
import type { RsvpStanding, RsvpStatus } from '@lug/domain/rsvp';
import type { BadgeVariant } from '../../components/ui/badge';

/** The member's own answer as a badge: "Going", "Waitlist 3", "Not going". */
export function answerBadge(mine: { status: RsvpStatus; position: number | null }): {
  label: string;
  variant: BadgeVariant;
} {
  if (mine.status === 'going') return { label: 'Going', variant: 'success' };
  if (mine.status === 'waitlisted') return { label: `Waitlist ${mine.position ?? ''}`.trim(), variant: 'warning' };
  return { label: 'Not going', variant: 'neutral' };
}

/** The list's badge for an activity: the caller's answer first, else "Full" when no seat is left. */
export function standingBadge(standing: RsvpStanding): { label: string; variant: BadgeVariant } | null {
  if (standing.mine) return answerBadge(standing.mine);
  if (standing.seats_left === 0) return { label: 'Full', variant: 'danger' };
  return null;
}

/** "3 of 10 seats left", "Full", "12 going (no limit)". */
export function seatsLine(standing: Pick<RsvpStanding, 'capacity' | 'going' | 'seats_left'>): string {
  if (standing.capacity === null) return `${standing.going} going (no limit)`;
  if (standing.seats_left === 0) return `Full: ${standing.going} of ${standing.capacity} seats taken`;
  return `${standing.seats_left} of ${standing.capacity} ${standing.capacity === 1 ? 'seat' : 'seats'} left`;
}

/** The sentence for the member's own answer. */
export function answerSentence(mine: { status: RsvpStatus; position: number | null } | null): string {
  if (mine === null) return 'You have not answered yet.';
  if (mine.status === 'going') return 'You are going.';
  if (mine.status === 'waitlisted')
    return `You are on the waitlist, number ${mine.position ?? '?'}. You get a seat when one frees up.`;
  return 'You are not going.';
}
