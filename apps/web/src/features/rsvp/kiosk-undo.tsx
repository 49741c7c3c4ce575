import { useCallback, useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { undoCheckInSeconds } from '@lug/domain/kiosk-helpers';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/trpc';
import { useUndoCheckIn } from './api';
import type { QueuedCheckIn } from './check-in-queue';

interface Undoable extends QueuedCheckIn {
  name: string;
}

/**
 * The kiosk's last check-in, which may be undone for `undoCheckInSeconds` (30 s; decision 0047): a
 * wrong tap. Still in the queue, it is simply taken out; sent, the server takes the record back.
 */
export function useUndoableCheckIns(
  organizationId: number,
  activityId: number,
  removeQueued: (item: QueuedCheckIn) => boolean,
  untap: (userId: number) => void,
) {
  const { t } = useLingui();
  const [last, setLast] = useState<Undoable | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const undoCall = useUndoCheckIn();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const offer = useCallback((item: Undoable) => {
    window.clearTimeout(timer.current);
    setLast(item);
    timer.current = window.setTimeout(() => setLast(null), undoCheckInSeconds * 1000);
  }, []);

  const undo = async () => {
    if (!last) return;
    const { name, ...item } = last;
    const done = () => {
      untap(item.user_id);
      setLast(null);
      toast.info(t`Check-in of ${name} undone`);
    };
    if (removeQueued(item)) return done();
    try {
      await undoCall.mutateAsync({ organization_id: organizationId, id: activityId, ...item });
      done();
    } catch (error) {
      toast.error(t`Could not undo the check-in of ${name}`, errorMessage(error), { durationMs: 8000 });
    }
  };

  return { last, offer, undo, pending: undoCall.isPending };
}

/** "Maria Rossi is checked in · Undo", for 30 s after each tap. */
export function UndoBar({ undoable }: { undoable: ReturnType<typeof useUndoableCheckIns> }) {
  const { t } = useLingui();
  const name = undoable.last?.name ?? '';
  return (
    <div role="status" aria-live="polite" className="min-h-0">
      {undoable.last ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-success-soft px-4 py-3 text-lg">
          <span className="min-w-0 break-words text-success-text">
            <Trans>{name} is checked in</Trans>
          </span>
          <Button
            variant="secondary"
            aria-label={t`Undo the check-in of ${name}`}
            isPending={undoable.pending}
            onPress={() => void undoable.undo()}
          >
            <Trans>Undo</Trans>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
