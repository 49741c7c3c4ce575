import { describe, expect, it } from 'vitest';
import { dequeue, enqueue, parseQueue, queueKey, waitingLabel } from './check-in-queue';

describe('the kiosk check-in queue', () => {
  it('keeps one entry per member and day, in tap order', () => {
    let q = enqueue([], { user_id: 2, date: '2026-11-24' });
    q = enqueue(q, { user_id: 3, date: '2026-11-24' });
    q = enqueue(q, { user_id: 2, date: '2026-11-24' });
    expect(q).toEqual([
      { user_id: 2, date: '2026-11-24' },
      { user_id: 3, date: '2026-11-24' },
    ]);
    expect(dequeue(q, { user_id: 2, date: '2026-11-24' })).toEqual([{ user_id: 3, date: '2026-11-24' }]);
  });

  it('reads back what it stored and ignores anything else', () => {
    const stored = JSON.stringify([{ user_id: 5, date: '2026-11-24' }, { user_id: 'x' }, null]);
    expect(parseQueue(stored)).toEqual([{ user_id: 5, date: '2026-11-24' }]);
    expect(parseQueue('not json')).toEqual([]);
    expect(parseQueue('{"a":1}')).toEqual([]);
    expect(parseQueue(null)).toEqual([]);
  });

  it('names its storage per group and activity and says how many wait', () => {
    expect(queueKey(1, 7)).not.toBe(queueKey(2, 7));
    expect(waitingLabel(3)).toBe('3 waiting to send');
  });
});
