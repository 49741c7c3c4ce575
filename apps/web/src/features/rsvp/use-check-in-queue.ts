import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiRefusal } from '../../lib/query-client';
import { useSendQueuedCheckIn } from './api';
import { dequeue, enqueue, loadQueue, queueKey, saveQueue, type QueuedCheckIn } from './check-in-queue';

/** How often the kiosk tries again while check-ins wait (also on the browser's "online" event). */
const retryMs = 5000;

/**
 * The kiosk's check-ins, sent in tap order through a queue kept in memory and localStorage: a
 * network failure leaves the rest waiting (sent when the browser is back online, or on the next
 * try); a refusal (a 4xx with its code) drops that one and reports it with `onRefused`.
 */
export function useCheckInQueue(
  organizationId: number,
  activityId: number,
  onRefused: (item: QueuedCheckIn, error: unknown) => void,
) {
  const key = queueKey(organizationId, activityId);
  const [queue, setQueue] = useState<QueuedCheckIn[]>(() => loadQueue(key));
  const current = useRef(queue);
  const sending = useRef(false);
  const refused = useRef(onRefused);
  useEffect(() => {
    refused.current = onRefused;
  });
  const { send, drained } = useSendQueuedCheckIn();

  const update = useCallback(
    (next: QueuedCheckIn[]) => {
      current.current = next;
      saveQueue(key, next);
      setQueue(next);
    },
    [key],
  );

  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    let sent = false;
    try {
      while (current.current.length > 0) {
        const item = current.current[0]!;
        try {
          await send({ organization_id: organizationId, id: activityId, ...item });
          sent = true;
          update(dequeue(current.current, item));
        } catch (error) {
          if (!isApiRefusal(error)) break; // the network: keep it, try again later
          update(dequeue(current.current, item));
          refused.current(item, error);
        }
      }
    } finally {
      sending.current = false;
    }
    if (sent && current.current.length === 0) void drained();
  }, [organizationId, activityId, send, drained, update]);

  useEffect(() => {
    void flush();
    const again = () => void flush();
    window.addEventListener('online', again);
    const timer = window.setInterval(again, retryMs);
    return () => {
      window.removeEventListener('online', again);
      window.clearInterval(timer);
    };
  }, [flush]);

  const add = useCallback(
    (item: QueuedCheckIn) => {
      update(enqueue(current.current, item));
      void flush();
    },
    [flush, update],
  );

  /** Takes a check-in out of the queue before it is sent; false when it has gone already. */
  const remove = useCallback(
    (item: QueuedCheckIn) => {
      const waiting = current.current.some((q) => q.user_id === item.user_id && q.date === item.date);
      if (!waiting || sending.current) return false;
      update(dequeue(current.current, item));
      return true;
    },
    [update],
  );

  return { waiting: queue, add, remove };
}
