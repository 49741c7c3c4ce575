import { Dialog as RACDialog, Heading } from 'react-aria-components';
import type { ParticipationChangeMode } from '@lug/domain/activities';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/dialog';

interface ParticipationChangeDialogProps {
  /** How many participation records the change affects; the dialog is open when set. */
  affected: number | null;
  pendingMode: ParticipationChangeMode | null;
  onChoose: (mode: ParticipationChangeMode) => void;
  onCancel: () => void;
}

/**
 * Asked when saving new dates or a new participation type would leave participation records
 * outside the activity (the API answered 409): remove them, or convert them.
 */
export function ParticipationChangeDialog({
  affected,
  pendingMode,
  onChoose,
  onCancel,
}: ParticipationChangeDialogProps) {
  const plural = affected === 1 ? 'record' : 'records';
  return (
    <Modal
      isOpen={affected !== null}
      onOpenChange={(open) => !open && onCancel()}
      isDismissable={pendingMode === null}
      size="md"
    >
      <RACDialog role="alertdialog" className="flex flex-col gap-3 p-6 outline-none">
        <Heading slot="title" className="text-lg font-semibold tracking-tight text-fg">
          Existing participation records
        </Heading>
        <div className="flex flex-col gap-2 text-sm leading-relaxed text-fg-muted">
          <p>
            This change affects <strong className="text-fg">{affected}</strong> participation {plural} of this activity.
            What should happen to {affected === 1 ? 'it' : 'them'}?
          </p>
          <ul className="list-disc space-y-1 ps-5">
            <li>
              <strong className="text-fg">Convert</strong>: daily records become one full-event record per member and
              role; full-event records move to the first day; records outside the new dates are removed.
            </li>
            <li>
              <strong className="text-fg">Remove</strong>: the affected records are deleted.
            </li>
          </ul>
        </div>
        <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onPress={onCancel} isDisabled={pendingMode !== null}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onPress={() => onChoose('remove')}
            isPending={pendingMode === 'remove'}
            isDisabled={pendingMode === 'convert'}
          >
            Remove {plural}
          </Button>
          <Button
            onPress={() => onChoose('convert')}
            isPending={pendingMode === 'convert'}
            isDisabled={pendingMode === 'remove'}
            autoFocus
          >
            Convert {plural}
          </Button>
        </div>
      </RACDialog>
    </Modal>
  );
}
