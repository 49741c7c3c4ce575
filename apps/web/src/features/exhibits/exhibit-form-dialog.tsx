import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { exhibitLimits, studsToCm, type ExhibitStatus } from '@lug/domain/exhibits-helpers';
import { Button } from '../../components/ui/button';
import { Dialog, Modal } from '../../components/ui/dialog';
import { Switch } from '../../components/ui/switch';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { longToastMs, toast } from '../../lib/toast';
import { apiFieldErrors, errorMessage } from '../../lib/trpc';
import { useRegisterExhibit, useUpdateExhibit } from './api';

export interface ExhibitDraft {
  id?: number;
  title: string;
  width_studs: number | null;
  depth_studs: number | null;
  height_studs: number | null;
  needs_power: boolean;
  sockets: number;
  notes: string | null;
  description?: string | null;
  status?: ExhibitStatus;
}

const formFields = ['title', 'width_studs', 'depth_studs', 'height_studs', 'sockets', 'notes', 'description'] as const;
type FormField = (typeof formFields)[number];

const text = (value: number | null) => (value === null ? '' : String(value));

/**
 * Register or edit one's own exhibit (docs/product/shows-exhibits.md): title, width and depth in
 * studs (with centimetres shown), optional height, power and sockets, notes. The API's field
 * problems show under their fields; an edit of an approved exhibit says it goes back to review.
 */
export function ExhibitFormDialog(props: {
  organizationId: number;
  activityId: number;
  initial: ExhibitDraft | null;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const editing = props.initial?.id !== undefined;
  const start = props.initial;
  const [title, setTitle] = useState(start?.title ?? '');
  const [width, setWidth] = useState(text(start?.width_studs ?? null));
  const [depth, setDepth] = useState(text(start?.depth_studs ?? null));
  const [height, setHeight] = useState(text(start?.height_studs ?? null));
  const [power, setPower] = useState(start?.needs_power ?? false);
  const [sockets, setSockets] = useState(start && start.sockets > 0 ? String(start.sockets) : '1');
  const [notes, setNotes] = useState(start?.notes ?? '');
  const [description, setDescription] = useState(start?.description ?? '');
  const [problems, setProblems] = useState<Partial<Record<FormField, string>>>({});
  const register = useRegisterExhibit();
  const update = useUpdateExhibit();
  const pending = register.isPending || update.isPending;

  const wholeNumber = t`Enter a whole number of studs`;
  function number(value: string, field: FormField, required: boolean, found: Partial<Record<FormField, string>>) {
    const trimmed = value.trim();
    if (trimmed === '') {
      if (required) found[field] = t`Required`;
      return null;
    }
    if (!/^\d+$/.test(trimmed) || Number(trimmed) < 1) {
      found[field] = wholeNumber;
      return null;
    }
    return Number(trimmed);
  }

  function centimetres(value: string) {
    const n = Number(value.trim());
    if (value.trim() === '' || !Number.isInteger(n) || n < 1) return undefined;
    const cm = studsToCm(n);
    return t`${cm} cm`;
  }

  async function submit() {
    const found: Partial<Record<FormField, string>> = {};
    if (title.trim() === '') found.title = t`Title is required`;
    const w = number(width, 'width_studs', true, found);
    const d = number(depth, 'depth_studs', true, found);
    const hgt = number(height, 'height_studs', false, found);
    const s = power ? number(sockets, 'sockets', true, found) : 0;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const fields = {
      organization_id: props.organizationId,
      title: title.trim(),
      width_studs: w!,
      depth_studs: d!,
      height_studs: hgt,
      needs_power: power,
      ...(power ? { sockets: s! } : {}),
      notes: notes.trim() === '' ? null : notes,
      description: description.trim() === '' ? null : description,
    };
    // Words only keep an approval; size or power go back to review (decision 0049).
    const sizeChanged =
      editing &&
      (w !== props.initial?.width_studs ||
        d !== props.initial?.depth_studs ||
        hgt !== (props.initial?.height_studs ?? null) ||
        power !== props.initial?.needs_power ||
        (power ? s : 0) !== props.initial?.sockets);
    try {
      if (editing) {
        await update.mutateAsync({ ...fields, id: props.initial!.id! });
        toast.success(
          t`Exhibit saved`,
          props.initial?.status === 'pending' || !sizeChanged ? undefined : t`It goes back to review.`,
        );
      } else {
        await register.mutateAsync({ ...fields, id: props.activityId });
        toast.success(t`Exhibit registered`, t`It waits for an organiser’s review.`);
      }
      props.onOpenChange(false);
    } catch (error) {
      const fieldProblems = apiFieldErrors(error, formFields);
      setProblems(fieldProblems);
      if (Object.keys(fieldProblems).length === 0) {
        toast.error(editing ? t`Error saving the exhibit` : t`Error registering the exhibit`, errorMessage(error), {
          durationMs: longToastMs,
        });
      }
    }
  }

  const invalid = (field: FormField) => ({ isInvalid: problems[field] !== undefined, errorMessage: problems[field] });
  /** A field's change clears its problem (the next submit checks again). */
  const edit = (field: FormField, set: (value: string) => void) => (value: string) => {
    set(value);
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <Modal isOpen={props.isOpen} onOpenChange={props.onOpenChange} isDismissable={!pending} size="lg">
      <Dialog
        title={editing ? t`Edit exhibit` : t`Register an exhibit`}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close} isDisabled={pending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button onPress={() => void submit()} isPending={pending}>
              {editing ? <Trans>Save exhibit</Trans> : <Trans>Register exhibit</Trans>}
            </Button>
          </>
        )}
      >
        <form
          className="flex flex-col gap-4 text-fg"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {editing && props.initial?.status !== 'pending' ? (
            <p className="rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning-text">
              <Trans>Saving a change sends the exhibit back to review.</Trans>
            </p>
          ) : null}
          <TextField
            label={t`Title`}
            isRequired
            value={title}
            onChange={edit('title', setTitle)}
            maxLength={exhibitLimits.titleMax}
            autoFocus
            {...invalid('title')}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label={t`Width (studs)`}
              isRequired
              inputMode="numeric"
              value={width}
              onChange={edit('width_studs', setWidth)}
              description={centimetres(width)}
              {...invalid('width_studs')}
            />
            <TextField
              label={t`Depth (studs)`}
              isRequired
              inputMode="numeric"
              value={depth}
              onChange={edit('depth_studs', setDepth)}
              description={centimetres(depth)}
              {...invalid('depth_studs')}
            />
            <TextField
              label={t`Height (studs)`}
              inputMode="numeric"
              value={height}
              onChange={edit('height_studs', setHeight)}
              description={centimetres(height) ?? t`Optional`}
              {...invalid('height_studs')}
            />
          </div>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <Switch isSelected={power} onChange={setPower} className="sm:mt-7">
              <Trans>Needs power</Trans>
            </Switch>
            {power ? (
              <TextField
                label={t`Sockets`}
                isRequired
                inputMode="numeric"
                value={sockets}
                onChange={edit('sockets', setSockets)}
                description={t`How many power sockets, 1 to 20.`}
                {...invalid('sockets')}
              />
            ) : null}
          </div>
          <TextAreaField
            label={t`Description for visitors`}
            description={t`Printed on the MOC card at the show.`}
            value={description}
            onChange={edit('description', setDescription)}
            maxLength={exhibitLimits.descriptionMax}
            showCount
            rows={3}
            {...invalid('description')}
          />
          <TextAreaField
            label={t`Notes`}
            value={notes}
            onChange={edit('notes', setNotes)}
            maxLength={exhibitLimits.notesMax}
            showCount
            rows={3}
            {...invalid('notes')}
          />
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </form>
      </Dialog>
    </Modal>
  );
}
