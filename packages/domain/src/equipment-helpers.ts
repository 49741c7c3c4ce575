/**
 * The group's equipment and its bookings as pure rules (issue 18,
 * docs/decisions/0031-shifts-and-equipment.md). No zod here: the screens import this module.
 *
 * Stock is counted across activities whose dates overlap: the 20 tables a group owns can go to two
 * shows on different weekends, but not to two shows on the same day. Precisely: on every day, the
 * bookings of one item by the activities running that day add up to at most its quantity. (Overlap
 * is not transitive, so "the sum of every booking overlapping this activity" would refuse too much;
 * the rule looks at each day.)
 */
import { messages, withValues } from './words';

export const equipmentMax = { name: 100, quantity: 100_000, notes: 1000 } as const;

export const equipmentMessages = /* @__PURE__ */ messages('equipment', {
  notFound: 'Equipment not found',
  bookingNotFound: 'Booking not found',
  duplicateName: 'The group already has equipment with this name',
  otherGroup: 'Choose equipment of this organization',
  overStock: withValues(
    '{left, plural, =0 {None left for these dates} other {Only # left for these dates}}',
    (left: number) => ({
      left,
    }),
  ),
  shortOnNewDates: withValues(
    'Not enough equipment on the new dates ({short}): change the bookings first',
    (short: string) => ({ short }),
  ),
  shortItem: withValues(
    '{name}: {booked} booked, {left} free on {date}',
    (name: string, booked: number, left: number, date: string) => ({ name, booked, left, date }),
  ),
  quantityBelowBooked: withValues(
    '{booked, plural, one {# is} other {# are}} booked on one day: the quantity cannot be lower',
    (booked: number) => ({ booked }),
  ),
});

/** A booking of one item for an activity's days (`yyyy-mm-dd`, inclusive). */
export interface DatedBooking {
  start_date: string;
  end_date: string;
  quantity: number;
}

export interface DateRange {
  start_date: string;
  end_date: string;
}

function covers(booking: DateRange, day: string): boolean {
  return booking.start_date <= day && day <= booking.end_date;
}

/** How many are booked on `day`. */
export function bookedOn(bookings: readonly DatedBooking[], day: string): number {
  let sum = 0;
  for (const b of bookings) if (covers(b, day)) sum += b.quantity;
  return sum;
}

/**
 * The most booked on any one day of `range` (or of any day when no range is given). Bookings only
 * add on their first day, so the peak is on the range's first day or on a booking's first day.
 */
export function peakBooked(bookings: readonly DatedBooking[], range?: DateRange): number {
  const candidates = new Set<string>();
  if (range) candidates.add(range.start_date);
  for (const b of bookings) {
    if (!range || (b.start_date >= range.start_date && b.start_date <= range.end_date)) candidates.add(b.start_date);
  }
  let peak = 0;
  for (const day of candidates) peak = Math.max(peak, bookedOn(bookings, day));
  return peak;
}

/** How many are still free on every day of `range`, given the other activities' bookings. */
export function availableFor(quantity: number, others: readonly DatedBooking[], range: DateRange): number {
  return Math.max(0, quantity - peakBooked(others, range));
}

/** A booking of `requested` for `range`: within stock, or refused with what is left. */
export function bookingProblem(
  quantity: number,
  others: readonly DatedBooking[],
  range: DateRange,
  requested: number,
): { left: number; message: string } | null {
  const left = availableFor(quantity, others, range);
  return requested > left ? { left, message: equipmentMessages.overStock(left) } : null;
}

/** Why an item's quantity cannot be lowered to `quantity` (its bookings need more on one day), or null. */
export function quantityProblem(quantity: number, bookings: readonly DatedBooking[]): string | null {
  const peak = peakBooked(bookings);
  return quantity < peak ? equipmentMessages.quantityBelowBooked(peak) : null;
}

/**
 * The days of `range` on which `booked` more (an activity's booking moved onto `range`) would pass
 * the stock, with what is left on each: empty when the booking fits (decision 0039).
 */
export function stockShortDays(
  quantity: number,
  others: readonly DatedBooking[],
  range: DateRange,
  booked: number,
): Array<{ date: string; left: number }> {
  const short: Array<{ date: string; left: number }> = [];
  const day = new Date(`${range.start_date}T00:00:00Z`);
  for (let date = range.start_date; date <= range.end_date;) {
    const left = Math.max(0, quantity - bookedOn(others, date));
    if (booked > left) short.push({ date, left });
    day.setUTCDate(day.getUTCDate() + 1);
    date = day.toISOString().slice(0, 10);
  }
  return short;
}
