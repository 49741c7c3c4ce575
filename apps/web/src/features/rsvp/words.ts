/**
 * What the RSVP screens say about an answer and the seats (docs/product/activities.md#rsvp-screens).
 * Pure, so the list's badges, the detail's card and My signups say the same thing. Lingui messages
 * (decision 0027): each reads the active language when called.
 */
import { plural, t } from '@lingui/core/macro';
import type { RsvpStanding, RsvpStatus } from '@lug/domain/rsvp';
import type { BadgeVariant } from '../../components/ui/badge';

/** The member's own answer as a badge: "Going", "Waitlist 3", "Not going". */
export function answerBadge(mine: { status: RsvpStatus; position: number | null }): {
  label: string;
  variant: BadgeVariant;
} {
  if (mine.status === 'going') return { label: t`Going`, variant: 'success' };
  if (mine.status === 'waitlisted') {
    const position = mine.position;
    return { label: position === null ? t`Waitlist` : t`Waitlist ${position}`, variant: 'warning' };
  }
  return { label: t`Not going`, variant: 'neutral' };
}

/** The list's badge for an activity: the caller's answer first, else "Full" when no seat is left. */
export function standingBadge(standing: RsvpStanding): { label: string; variant: BadgeVariant } | null {
  if (standing.mine) return answerBadge(standing.mine);
  if (standing.seats_left === 0) return { label: t`Full`, variant: 'danger' };
  return null;
}

/** "3 of 10 seats left", "Full: 10 of 10 seats taken", "12 going (no limit)". */
export function seatsLine(standing: Pick<RsvpStanding, 'capacity' | 'going' | 'seats_left'>): string {
  const { capacity, going } = standing;
  if (capacity === null) return plural(going, { one: '# going (no limit)', other: '# going (no limit)' });
  if (standing.seats_left === 0) {
    return plural(capacity, { one: `Full: ${going} of # seat taken`, other: `Full: ${going} of # seats taken` });
  }
  const seatsLeft = standing.seats_left;
  return plural(capacity, { one: `${seatsLeft} of # seat left`, other: `${seatsLeft} of # seats left` });
}

/** The sentence for the member's own answer. */
export function answerSentence(mine: { status: RsvpStatus; position: number | null } | null): string {
  if (mine === null) return t`You have not answered yet.`;
  if (mine.status === 'going') return t`You are going.`;
  if (mine.status === 'waitlisted') {
    const position = mine.position ?? '?';
    return t`You are on the waitlist, number ${position}. You get a seat when one frees up.`;
  }
  return t`You are not going.`;
}
