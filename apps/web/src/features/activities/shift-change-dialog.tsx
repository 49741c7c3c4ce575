import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Dialog as RACDialog, Heading } from 'react-aria-components';
import type { ShiftDateChangeMode, ScheduledShift } from '@lug/domain/shifts-helpers';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/dialog';
import { useFormatDate } from '../organizations/use-format-date';

/** The 409 `SHIFT_CHANGE_REQUIRED`'s details: the shifts the new dates leave out, and the answers possible. */
export interface ShiftChangeQuestion {
  shifts: ScheduledShift[];
  choices: ShiftDateChangeMode[];
}

/** The question in a refusal's `details`, when it is one (decision 0039). */
export function readShiftQuestion(details: Record<string, unknown>): ShiftChangeQuestion | null {
  const { shifts, choices } = details;
  if (!Array.isArray(shifts) || !Array.isArray(choices)) return null;
  return { shifts: shifts as ScheduledShift[], choices: choices as ShiftDateChangeMode[] };
}

interface ShiftChangeDialogProps {
  /** The question; the dialog is open when set. */
  question: ShiftChangeQuestion | null;
  pendingMode: ShiftDateChangeMode | null;
  onChoose: (mode: ShiftDateChangeMode) => void;
  onCancel: () => void;
}

/**
 * Asked when saving new dates would leave shifts outside the activity (the API answered 409, and
 * nothing changed): move the shifts with the activity (offered only when they all fit and none is
 * worked yet), or cancel them. Either way the members signed up are emailed.
 */
export function ShiftChangeDialog({ question, pendingMode, onChoose, onCancel }: ShiftChangeDialogProps) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const count = question?.shifts.length ?? 0;
  const canMove = question?.choices.includes('move') ?? false;
  return (
    <Modal
      isOpen={question !== null}
      onOpenChange={(open) => !open && onCancel()}
      isDismissable={pendingMode === null}
      size="md"
    >
      <RACDialog role="alertdialog" className="flex flex-col gap-3 p-6 outline-none">
        <Heading slot="title" className="text-lg font-semibold tracking-tight text-fg">
          <Trans>Shifts outside the new dates</Trans>
        </Heading>
        <div className="flex flex-col gap-2 text-sm leading-relaxed text-fg-muted">
          <p>
            <Plural
              value={count}
              one="The new dates leave # shift outside the activity. Nothing has changed yet: what should happen to it?"
              other="The new dates leave # shifts outside the activity. Nothing has changed yet: what should happen to them?"
            />
          </p>
          <ul className="flex flex-col gap-1" aria-label={t`Shifts outside the new dates`}>
            {question?.shifts.map((shift) => {
              const title = shift.title;
              const when = `${formatDate(shift.date)} ${shift.start_time}`;
              const signups = shift.signups;
              return (
                <li key={shift.id} className="rounded-lg bg-surface-2 px-3 py-2">
                  <span className="font-medium text-fg">{title}</span> · {when} ·{' '}
                  <Plural value={signups} one="# member signed up" other="# members signed up" />
                </li>
              );
            })}
          </ul>
          {canMove ? null : (
            <p>
              <Trans>
                The shifts cannot move with the activity: moved, a shift would still fall outside it, or one is already
                worked.
              </Trans>
            </p>
          )}
          <dl className="flex flex-col gap-2">
            {canMove ? (
              <div>
                <dt className="font-medium text-fg">
                  <Trans>Move the shifts</Trans>
                </dt>
                <dd>
                  <Trans>
                    Every shift moves with the activity, keeping its distance from the first day; sign-ups stay.
                  </Trans>
                </dd>
              </div>
            ) : null}
            <div>
              <dt className="font-medium text-fg">
                <Trans>Cancel the shifts</Trans>
              </dt>
              <dd>
                <Trans>The shifts outside the new dates are deleted with their sign-ups.</Trans>
              </dd>
            </div>
          </dl>
          <p>
            <Trans>The members signed up get an email either way.</Trans>
          </p>
        </div>
        <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onPress={onCancel} isDisabled={pendingMode !== null}>
            <Trans>Keep the old dates</Trans>
          </Button>
          <Button
            variant="danger"
            onPress={() => onChoose('cancel')}
            isPending={pendingMode === 'cancel'}
            isDisabled={pendingMode === 'move'}
            autoFocus={!canMove}
          >
            <Plural value={count} one="Cancel shift" other="Cancel shifts" />
          </Button>
          {canMove ? (
            <Button
              onPress={() => onChoose('move')}
              isPending={pendingMode === 'move'}
              isDisabled={pendingMode === 'cancel'}
              autoFocus
            >
              <Trans>Move shifts</Trans>
            </Button>
          ) : null}
        </div>
      </RACDialog>
    </Modal>
  );
}
