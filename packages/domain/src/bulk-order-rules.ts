/**
 * The LUGBulk round's rules as pure functions (issue 30, docs/decisions/0050-bulk-order-allocation.md):
 * the lot rule, the eligibility rule and the allocation that turns members' requests into a valid
 * order. Free of zod and of the database: the API feeds them facts and stores what they answer;
 * the screens may import them to show a running total.
 *
 * Money is in minor units (cents), quantities in pieces; everything is a whole number.
 */

// ---------------------------------------------------------------------------------------------
// Lots

/** How LEGO sells an element: at least `minimum` pieces, then steps of `step`, except single pieces. */
export interface LotRule {
  minimum: number;
  step: number;
  /** Elements priced at or above this sell by the piece (null: none by price). */
  single_piece_from_minor: number | null;
}

export interface LotElement {
  price_minor: number;
  /** Baseplates sell by the piece. */
  baseplate: boolean;
}

export function sellsSingly(element: LotElement, rule: LotRule): boolean {
  return element.baseplate || (rule.single_piece_from_minor !== null && element.price_minor >= rule.single_piece_from_minor);
}

/** A quantity LEGO takes for the element: nothing, or a whole lot. */
export function isValidLot(quantity: number, element: LotElement, rule: LotRule): boolean {
  if (!Number.isInteger(quantity) || quantity < 0) return false;
  if (quantity === 0 || sellsSingly(element, rule)) return true;
  return quantity >= rule.minimum && (quantity - rule.minimum) % rule.step === 0;
}

/** The smallest valid lot at or above `quantity`. */
export function lotAtOrAbove(quantity: number, element: LotElement, rule: LotRule): number {
  if (quantity <= 0) return 0;
  if (sellsSingly(element, rule)) return quantity;
  if (quantity <= rule.minimum) return rule.minimum;
  return rule.minimum + Math.ceil((quantity - rule.minimum) / rule.step) * rule.step;
}

/** The largest valid lot at or below `quantity` (0 below the minimum). */
export function lotAtOrBelow(quantity: number, element: LotElement, rule: LotRule): number {
  if (quantity <= 0) return 0;
  if (sellsSingly(element, rule)) return quantity;
  if (quantity < rule.minimum) return 0;
  return rule.minimum + Math.floor((quantity - rule.minimum) / rule.step) * rule.step;
}

// ---------------------------------------------------------------------------------------------
// Eligibility

/**
 * Who may take part, built from what the platform knows. Every test set must be met; a test left
 * null is not asked. Periods are `yyyy-mm-dd` days, both ends included.
 */
export interface EligibilityRule {
  /** At least this many points counting in the period. */
  min_points: { points: number; from: string; to: string } | null;
  /** At least this many activities in the period, of one of the categories when some are named. */
  min_activities: { count: number; from: string; to: string; category_ids: number[] } | null;
  /** A member since this day or earlier. */
  member_since_by: string | null;
  /** Dues of this year paid or given in lieu. */
  dues_paid_year: number | null;
  /** The member confirmed themselves that they are 18 or over. */
  adult_confirmation: boolean;
}

export const openEligibility: EligibilityRule = {
  min_points: null,
  min_activities: null,
  member_since_by: null,
  dues_paid_year: null,
  adult_confirmation: false,
};

/** What the platform knows of one member, read for the rule's periods and categories. */
export interface EligibilityFacts {
  active: boolean;
  points_in_period: number;
  activities_in_period: number;
  member_since: string | null;
  dues_paid: boolean;
  adult_confirmed: boolean;
}

export type EligibilityTest = 'active' | 'points' | 'activities' | 'member_since' | 'dues' | 'adult';

export interface EligibilityReason {
  test: EligibilityTest;
  met: boolean;
  /** What the rule asks and what the member has, for the sentence a screen writes. */
  required: number | string | boolean;
  actual: number | string | boolean | null;
}

export interface EligibilityResult {
  eligible: boolean;
  reasons: EligibilityReason[];
}

/** The member's result and every test's reason, met or not, in the rule's order. */
export function evaluateEligibility(rule: EligibilityRule, facts: EligibilityFacts): EligibilityResult {
  const reasons: EligibilityReason[] = [{ test: 'active', met: facts.active, required: true, actual: facts.active }];
  if (rule.min_points) {
    reasons.push({
      test: 'points',
      met: facts.points_in_period >= rule.min_points.points,
      required: rule.min_points.points,
      actual: facts.points_in_period,
    });
  }
  if (rule.min_activities) {
    reasons.push({
      test: 'activities',
      met: facts.activities_in_period >= rule.min_activities.count,
      required: rule.min_activities.count,
      actual: facts.activities_in_period,
    });
  }
  if (rule.member_since_by) {
    reasons.push({
      test: 'member_since',
      met: facts.member_since !== null && facts.member_since <= rule.member_since_by,
      required: rule.member_since_by,
      actual: facts.member_since,
    });
  }
  if (rule.dues_paid_year !== null) {
    reasons.push({ test: 'dues', met: facts.dues_paid, required: rule.dues_paid_year, actual: facts.dues_paid });
  }
  if (rule.adult_confirmation) {
    reasons.push({ test: 'adult', met: facts.adult_confirmed, required: true, actual: facts.adult_confirmed });
  }
  return { eligible: reasons.every((r) => r.met), reasons };
}

// ---------------------------------------------------------------------------------------------
// Allocation

export interface AllocationElement extends LotElement {
  element_id: string;
}

export interface AllocationRequest {
  user_id: number;
  element_id: string;
  quantity: number;
}

export interface AllocationInput {
  lot: LotRule;
  /** The selected elements (the only ones that may be ordered). */
  elements: AllocationElement[];
  requests: AllocationRequest[];
  /** Each member's spending cap. */
  member_cap_minor: number;
  /** The most distinct elements the group may order. */
  distinct_cap: number;
  /** The least the whole order must come to. */
  group_minimum_minor: number;
  /** Where the pieces of a lot rounded up go: into the requesters' shares (within their caps), or to the group. */
  round_up_into: 'members' | 'group';
}

/**
 * Why a member's share of an element differs from their request:
 * - `not_selected`: the element is not in the selection;
 * - `over_cap`: the member's requests came to more than the cap, cut back in proportion;
 * - `distinct_cap`: the element fell outside the distinct-element cap;
 * - `rounded_down`: the element's lot was rounded down, the cut shared in proportion;
 * - `not_ordered`: too few pieces for one lot: the element is not ordered;
 * - `rounded_up`: the element's lot was rounded up, the member takes part of the extra.
 */
export type AllocationChange = 'not_selected' | 'over_cap' | 'distinct_cap' | 'rounded_down' | 'not_ordered' | 'rounded_up';

export interface MemberLine {
  element_id: string;
  requested: number;
  allocated: number;
  price_minor: number;
  changes: AllocationChange[];
}

export interface MemberAllocation {
  user_id: number;
  lines: MemberLine[];
  total_minor: number;
}

export interface OrderLine {
  element_id: string;
  quantity: number;
  price_minor: number;
  requested: number;
  /** Pieces of the lot no member takes: the group holds (and pays for) them. */
  held_by_group: number;
  /** `rounded_up` / `rounded_down` / `exact` (a lot as requested, or a single-piece element). */
  rounding: 'exact' | 'rounded_up' | 'rounded_down';
  /** Rounded up to bring the order to the group minimum. */
  for_group_minimum: boolean;
}

export interface Allocation {
  order: OrderLine[];
  members: MemberAllocation[];
  total_minor: number;
  held_by_group_minor: number;
  meets_group_minimum: boolean;
}

type Shares = Map<number, number>;

/** Takes `amount` pieces off the shares one at a time, each from the share least cut so far (in proportion), ties by the larger request then the lower id. */
function cutInProportion(shares: Shares, amount: number): Shares {
  const cut = new Map([...shares.keys()].map((id) => [id, 0]));
  for (let i = 0; i < amount; i += 1) {
    let best: number | null = null;
    for (const [id, want] of shares) {
      if (cut.get(id)! >= want) continue;
      if (best === null) {
        best = id;
        continue;
      }
      const a = cut.get(id)! / want;
      const b = cut.get(best)! / shares.get(best)!;
      if (a < b || (a === b && (want > shares.get(best)! || (want === shares.get(best)! && id < best)))) best = id;
    }
    if (best === null) break;
    cut.set(best, cut.get(best)! + 1);
  }
  return cut;
}

/** Gives up to `amount` extra pieces, one at a time, to the share with the least extra so far (in proportion) that has room. */
function addInProportion(shares: Shares, amount: number, room: (id: number) => number): Shares {
  const extra = new Map([...shares.keys()].map((id) => [id, 0]));
  for (let i = 0; i < amount; i += 1) {
    let best: number | null = null;
    for (const [id, want] of shares) {
      if (want <= 0 || room(id) <= extra.get(id)!) continue;
      if (best === null) {
        best = id;
        continue;
      }
      const a = extra.get(id)! / want;
      const b = extra.get(best)! / shares.get(best)!;
      if (a < b || (a === b && (want > shares.get(best)! || (want === shares.get(best)! && id < best)))) best = id;
    }
    if (best === null) break;
    extra.set(best, extra.get(best)! + 1);
  }
  return extra;
}

const byId = (a: { element_id: string }, b: { element_id: string }) => (a.element_id < b.element_id ? -1 : a.element_id > b.element_id ? 1 : 0);

/**
 * Requests to a valid order and each member's share (decision 0050). Deterministic: the order of
 * the input lists does not matter. Steps:
 * 1. requests for elements outside the selection go (`not_selected`); one line per member and element;
 * 2. a member whose requests exceed the cap is cut back in proportion (`over_cap`);
 * 3. beyond the distinct cap, the elements with the least requested value go (`distinct_cap`);
 * 4. each element's total goes to the nearest valid lot (ties up): down shares the cut in
 *    proportion (`rounded_down`, `not_ordered` at 0), up gives the extra in proportion to
 *    requesters with room under their cap (`rounded_up`) or to the group; the rest the group holds;
 * 5. below the group minimum, rounded-down elements go up instead, the cheapest step first.
 */
export function allocate(input: AllocationInput): Allocation {
  const { lot, member_cap_minor: cap } = input;
  const elements = new Map([...input.elements].sort(byId).map((e) => [e.element_id, e]));
  const lines = new Map<string, MemberLine>(); // `${user}:${element}`
  const key = (user: number, element: string) => `${user}:${element}`;

  // 1. One line per member and element.
  for (const r of input.requests) {
    if (!Number.isInteger(r.quantity) || r.quantity <= 0) continue;
    const k = key(r.user_id, r.element_id);
    const element = elements.get(r.element_id);
    const line = lines.get(k) ?? { element_id: r.element_id, requested: 0, allocated: 0, price_minor: element?.price_minor ?? 0, changes: [] };
    line.requested += r.quantity;
    line.allocated = element ? line.requested : 0;
    if (!element && !line.changes.includes('not_selected')) line.changes.push('not_selected');
    lines.set(k, line);
  }
  const userOf = (k: string) => Number(k.slice(0, k.indexOf(':')));
  const users = [...new Set([...lines.keys()].map(userOf))].sort((a, b) => a - b);
  const byUser = new Map<number, MemberLine[]>(users.map((u) => [u, []]));
  for (const [k, line] of lines) byUser.get(userOf(k))!.push(line);
  for (const own of byUser.values()) own.sort(byId);
  const linesOf = (user: number) => byUser.get(user)!;

  // 2. The cap: cut back in proportion to the value of each line.
  for (const user of users) {
    const own = linesOf(user).filter((l) => l.allocated > 0);
    const value = own.reduce((sum, l) => sum + l.allocated * l.price_minor, 0);
    if (value <= cap) continue;
    let spent = 0;
    for (const l of own) {
      const next = Math.floor((l.allocated * cap) / value);
      if (next !== l.allocated) l.changes.push('over_cap');
      l.allocated = next;
      spent += next * l.price_minor;
    }
    // Floors leave room: give pieces back, lines by id, while the cap holds.
    for (const l of own) {
      const back = l.price_minor > 0 ? Math.min(l.requested - l.allocated, Math.floor((cap - spent) / l.price_minor)) : 0;
      l.allocated += back;
      spent += back * l.price_minor;
      if (l.allocated === l.requested) l.changes = l.changes.filter((c) => c !== 'over_cap');
    }
  }

  // 3. The distinct cap: keep the elements with the most requested value.
  const totals = new Map<string, number>();
  for (const l of lines.values()) {
    if (l.allocated > 0 && elements.has(l.element_id)) totals.set(l.element_id, (totals.get(l.element_id) ?? 0) + l.allocated);
  }
  const ranked = [...totals.entries()]
    .map(([id, q]) => ({ id, value: q * elements.get(id)!.price_minor }))
    .sort((a, b) => b.value - a.value || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const kept = new Set(ranked.slice(0, Math.max(0, input.distinct_cap)).map((r) => r.id));
  for (const l of lines.values()) {
    if (l.allocated > 0 && !kept.has(l.element_id)) {
      l.allocated = 0;
      l.changes.push('distinct_cap');
    }
  }

  // 4. Lots.
  const afterCaps = new Map([...lines].map(([k, l]) => [k, l.allocated]));
  const spentBy = (user: number) => linesOf(user).reduce((sum, l) => sum + l.allocated * l.price_minor, 0);
  const order: OrderLine[] = [];
  const sharesOf = (elementId: string) =>
    new Map(
      users
        .map((u) => [u, lines.get(key(u, elementId))] as const)
        .filter((pair): pair is readonly [number, MemberLine] => pair[1] !== undefined && pair[1].allocated > 0)
        .map(([u, l]) => [u, l.allocated]),
    );
  const allocatedOf = (elementId: string) =>
    users.reduce((sum, u) => sum + (lines.get(key(u, elementId))?.allocated ?? 0), 0);
  const roundUp = (elementId: string, line: OrderLine) => {
    const element = elements.get(elementId)!;
    const taken = allocatedOf(elementId);
    line.quantity = lotAtOrAbove(line.requested, element, lot);
    line.rounding = line.quantity === line.requested ? 'exact' : 'rounded_up';
    const surplus = line.quantity - taken;
    const rooms = new Map(users.map((u) => [u, element.price_minor > 0 ? Math.floor((cap - spentBy(u)) / element.price_minor) : surplus]));
    const room = (u: number) => rooms.get(u)!;
    if (input.round_up_into === 'members' && line.rounding === 'rounded_up') {
      for (const [u, n] of addInProportion(sharesOf(elementId), surplus, room)) {
        if (n === 0) continue;
        const l = lines.get(key(u, elementId))!;
        l.allocated += n;
        l.changes.push('rounded_up');
      }
    }
    line.held_by_group = line.quantity - allocatedOf(elementId);
  };
  for (const [elementId, total] of [...totals.entries()].filter(([id]) => kept.has(id)).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const element = elements.get(elementId)!;
    const line: OrderLine = {
      element_id: elementId,
      quantity: total,
      price_minor: element.price_minor,
      requested: total,
      held_by_group: 0,
      rounding: 'exact',
      for_group_minimum: false,
    };
    const up = lotAtOrAbove(total, element, lot);
    const down = lotAtOrBelow(total, element, lot);
    if (up - total <= total - down) {
      roundUp(elementId, line);
    } else {
      line.quantity = down;
      line.rounding = 'rounded_down';
      const cut = cutInProportion(sharesOf(elementId), total - down);
      for (const [u, n] of cut) {
        if (n === 0) continue;
        const l = lines.get(key(u, elementId))!;
        l.allocated -= n;
        l.changes.push(down === 0 ? 'not_ordered' : 'rounded_down');
      }
    }
    order.push(line);
  }

  // 5. The group minimum: rounded-down elements go up instead, cheapest extra first.
  const orderValue = () => order.reduce((sum, l) => sum + l.quantity * l.price_minor, 0);
  if (orderValue() < input.group_minimum_minor) {
    const candidates = order
      .filter((l) => l.rounding === 'rounded_down')
      .map((l) => ({ line: l, extra: (lotAtOrAbove(l.requested, elements.get(l.element_id)!, lot) - l.quantity) * l.price_minor }))
      .sort((a, b) => a.extra - b.extra || byId(a.line, b.line));
    for (const { line } of candidates) {
      if (orderValue() >= input.group_minimum_minor) break;
      // Undo the cut as far as each member's cap still allows (their other lots may have taken
      // the room), then round up as in step 4; what a member cannot take the group holds.
      for (const u of users) {
        const k = key(u, line.element_id);
        const l = lines.get(k);
        if (!l || !l.changes.some((c) => c === 'rounded_down' || c === 'not_ordered')) continue;
        l.changes = l.changes.filter((c) => c !== 'rounded_down' && c !== 'not_ordered');
        const room = l.price_minor > 0 ? Math.floor((cap - spentBy(u)) / l.price_minor) : Infinity;
        const back = Math.min(afterCaps.get(k)! - l.allocated, room);
        if (back < afterCaps.get(k)! - l.allocated) l.changes.push('over_cap');
        l.allocated += back;
      }
      roundUp(line.element_id, line);
      line.for_group_minimum = true;
    }
  }

  const members: MemberAllocation[] = users.map((user) => {
    const own = linesOf(user);
    return { user_id: user, lines: own, total_minor: own.reduce((sum, l) => sum + l.allocated * l.price_minor, 0) };
  });
  const total = orderValue();
  return {
    order: order.filter((l) => l.quantity > 0),
    members,
    total_minor: total,
    held_by_group_minor: order.reduce((sum, l) => sum + l.held_by_group * l.price_minor, 0),
    meets_group_minimum: total >= input.group_minimum_minor,
  };
}
