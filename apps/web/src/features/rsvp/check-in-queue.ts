/**
 * The kiosk's queue of check-ins not yet answered by the server (docs/product/activities.md#check-in-kiosk).
 * A tap adds to the queue first, so a check-in made during a network loss is neither lost nor
 * doubled: it stays in memory and in localStorage (a reload keeps it) until the server answers.
 * Checking in is idempotent on the server, so sending one twice is harmless.
 */
import { plural } from '@lingui/core/macro';

export interface QueuedCheckIn {
  user_id: number;
  /** The day the kiosk showed when the member was checked in (the group's clock). */
  date: string;
}

/** The localStorage key of one activity's queue in one group. */
export function queueKey(organizationId: number, activityId: number): string {
  return `lug.check-in-queue.${organizationId}.${activityId}`;
}

/** Reads a stored queue; anything unreadable is an empty queue. */
export function parseQueue(text: string | null): QueuedCheckIn[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is QueuedCheckIn =>
        typeof item === 'object' &&
        item !== null &&
        Number.isSafeInteger((item as QueuedCheckIn).user_id) &&
        typeof (item as QueuedCheckIn).date === 'string',
    );
  } catch {
    return [];
  }
}

/** Adds a check-in unless the same member and day is already waiting. */
export function enqueue(queue: readonly QueuedCheckIn[], item: QueuedCheckIn): QueuedCheckIn[] {
  return queue.some((q) => q.user_id === item.user_id && q.date === item.date) ? [...queue] : [...queue, item];
}

/** Removes one answered (or refused) check-in. */
export function dequeue(queue: readonly QueuedCheckIn[], item: QueuedCheckIn): QueuedCheckIn[] {
  return queue.filter((q) => !(q.user_id === item.user_id && q.date === item.date));
}

/** "3 waiting to send" (a Lingui plural, decision 0027). */
export function waitingLabel(count: number): string {
  return plural(count, { one: '# waiting to send', other: '# waiting to send' });
}

export function loadQueue(key: string): QueuedCheckIn[] {
  try {
    return parseQueue(globalThis.localStorage?.getItem(key) ?? null);
  } catch {
    return [];
  }
}

export function saveQueue(key: string, queue: readonly QueuedCheckIn[]): void {
  try {
    if (queue.length === 0) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, JSON.stringify(queue));
  } catch {
    // Storage full or refused (private mode): the queue still lives in memory.
  }
}
