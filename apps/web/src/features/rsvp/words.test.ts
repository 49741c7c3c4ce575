import { describe, expect, it } from 'vitest';
import { answerBadge, answerSentence, seatsLine, standingBadge } from './words';

const standing = {
  activity_id: 1,
  capacity: 10,
  going: 3,
  waitlisted: 0,
  seats_left: 7,
  closed_reason: null,
  mine: null,
};

describe('RSVP words', () => {
  it('badges the caller’s answer, else a full activity', () => {
    expect(answerBadge({ status: 'waitlisted', position: 3 }).label).toBe('Waitlist 3');
    expect(standingBadge({ ...standing, mine: { status: 'going', position: null } })?.label).toBe('Going');
    expect(standingBadge({ ...standing, seats_left: 0, going: 10 })?.label).toBe('Full');
    expect(standingBadge(standing)).toBeNull();
  });

  it('says how many seats are left', () => {
    expect(seatsLine(standing)).toBe('7 of 10 seats left');
    expect(seatsLine({ capacity: 2, going: 2, seats_left: 0 })).toBe('Full: 2 of 2 seats taken');
    expect(seatsLine({ capacity: null, going: 4, seats_left: null })).toBe('4 going (no limit)');
    expect(answerSentence({ status: 'waitlisted', position: 2 })).toMatch(/waitlist, number 2/);
  });

  it('says "seat" for one and "seats" for more', () => {
    expect(seatsLine({ capacity: 1, going: 1, seats_left: 0 })).toBe('Full: 1 of 1 seat taken');
    expect(seatsLine({ capacity: 1, going: 0, seats_left: 1 })).toBe('1 of 1 seat left');
    expect(seatsLine({ capacity: 1_000, going: 1, seats_left: 999 })).toBe('999 of 1,000 seats left');
    expect(answerBadge({ status: 'waitlisted', position: null }).label).toBe('Waitlist');
  });
});
