import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Dialog as RACDialog, Heading } from 'react-aria-components';
import type { ParticipationChangeMode } from '@lug/domain/activities';
import type { ParticipationChangePreview } from '@lug/domain/activities-helpers';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/dialog';
import { useDateFormat } from '../organizations/use-format-date';
import { participationChoiceWords } from './participation-change-words';

interface ParticipationChangeDialogProps {
  /** How many participation records the change affects; the dialog is open when set. */
  affected: number | null;
  /** What each answer keeps, converts and removes (the 409's `details.preview`), when the API sent it. */
  preview: ParticipationChangePreview | null;
  pendingMode: ParticipationChangeMode | null;
  onChoose: (mode: ParticipationChangeMode) => void;
  onCancel: () => void;
}

/**
 * Asked when saving new dates or a new participation type would leave participation records
 * outside the activity (the API answered 409, and nothing changed): remove them, or convert them.
 * Each answer says in plain words what it keeps and removes, with counts and days.
 */
export function ParticipationChangeDialog({
  affected,
  preview,
  pendingMode,
  onChoose,
  onCancel,
}: ParticipationChangeDialogProps) {
  const { t } = useLingui();
  const count = affected ?? 0;
  const monthFirst = useDateFormat().startsWith('M');
  const words = preview ? participationChoiceWords(preview, { monthFirst }) : null;
  return (
    <Modal
      isOpen={affected !== null}
      onOpenChange={(open) => !open && onCancel()}
      isDismissable={pendingMode === null}
      size="md"
    >
      <RACDialog role="alertdialog" className="flex flex-col gap-3 p-6 outline-none">
        <Heading slot="title" className="text-lg font-semibold tracking-tight text-fg">
          <Trans>Existing participation records</Trans>
        </Heading>
        <div className="flex flex-col gap-2 text-sm leading-relaxed text-fg-muted">
          <p>
            <Plural
              value={count}
              one={
                <>
                  This change affects <strong className="text-fg">#</strong> participation record of this activity.
                  Nothing has changed yet: what should happen to it?
                </>
              }
              other={
                <>
                  This change affects <strong className="text-fg">#</strong> participation records of this activity.
                  Nothing has changed yet: what should happen to them?
                </>
              }
            />
          </p>
          {words ? (
            <dl className="flex flex-col gap-2" aria-label={t`What each answer does`}>
              <div className="rounded-lg bg-surface-2 px-3 py-2">
                <dt className="font-medium text-fg">
                  <Trans>Convert</Trans>
                </dt>
                <dd>{words.convert}</dd>
              </div>
              <div className="rounded-lg bg-surface-2 px-3 py-2">
                <dt className="font-medium text-fg">
                  <Trans>Remove</Trans>
                </dt>
                <dd>{words.remove}</dd>
              </div>
              {words.same ? (
                <p>
                  <Trans>
                    Both answers do the same here: records on days outside the new dates cannot be carried over.
                  </Trans>
                </p>
              ) : null}
            </dl>
          ) : (
            <ul className="list-disc space-y-1 ps-5">
              <li>
                <Trans>
                  <strong className="text-fg">Convert</strong>: daily records become one full-event record per member
                  and role; full-event records move to the first day; records outside the new dates are removed.
                </Trans>
              </li>
              <li>
                <Trans>
                  <strong className="text-fg">Remove</strong>: the affected records are deleted.
                </Trans>
              </li>
            </ul>
          )}
        </div>
        <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onPress={onCancel} isDisabled={pendingMode !== null}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant="danger"
            onPress={() => onChoose('remove')}
            isPending={pendingMode === 'remove'}
            isDisabled={pendingMode === 'convert'}
          >
            <Plural value={count} one="Remove record" other="Remove records" />
          </Button>
          <Button
            onPress={() => onChoose('convert')}
            isPending={pendingMode === 'convert'}
            isDisabled={pendingMode === 'remove'}
            autoFocus
          >
            <Plural value={count} one="Convert record" other="Convert records" />
          </Button>
        </div>
      </RACDialog>
    </Modal>
  );
}
