import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ParticipationRole } from '@lug/domain/participation-roles';
import type { ShiftView } from '@lug/domain/shifts';
import { Button } from '../../components/ui/button';
import { Dialog, Modal } from '../../components/ui/dialog';
import { NumberField } from '../../components/ui/number-field';
import { Select, SelectItem } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../lib/toast';
import { apiFieldErrors, errorMessage } from '../../lib/trpc';
import { useCreateShift, useUpdateShift } from './api';

/** Every day from `start` to `end` (`yyyy-mm-dd`, inclusive), at most a year of them. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  const last = Date.parse(`${end}T00:00:00Z`);
  for (let at = Date.parse(`${start}T00:00:00Z`); at <= last && days.length < 366; at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

const formFields = ['title', 'date', 'start_time', 'end_time', 'slots', 'participation_role_id'] as const;

interface ShiftFormDialogProps {
  organizationId: number;
  activity: { id: number; start_date: string; end_date: string };
  /** The shift to edit; none to add one. */
  shift: ShiftView | null;
  roles: ParticipationRole[];
  formatDate: (isoDate: string) => string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** Add or edit a shift (managers): title, day, times, slots and the participation role it records. */
export function ShiftFormDialog({
  organizationId,
  activity,
  shift,
  roles,
  formatDate,
  isOpen,
  onOpenChange,
}: ShiftFormDialogProps) {
  const { t } = useLingui();
  const days = daysBetween(activity.start_date, activity.end_date);
  const activeRoles = roles.filter((role) => role.status === 'active' || role.id === shift?.participation_role?.id);
  const [title, setTitle] = useState(shift?.title ?? '');
  const [date, setDate] = useState(shift?.date ?? days[0] ?? activity.start_date);
  const [startTime, setStartTime] = useState(shift?.start_time ?? '10:00');
  const [endTime, setEndTime] = useState(shift?.end_time ?? '12:00');
  const [slots, setSlots] = useState(shift?.slots ?? 2);
  const [roleId, setRoleId] = useState<number | null>(shift?.participation_role?.id ?? activeRoles[0]?.id ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateShift();
  const update = useUpdateShift();
  const pending = create.isPending || update.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (roleId === null) {
      setErrors({ participation_role_id: t`Choose the participation role a worked shift records` });
      return;
    }
    const fields = {
      title,
      date,
      start_time: startTime,
      end_time: endTime,
      slots: Number.isFinite(slots) ? slots : 0,
      participation_role_id: roleId,
    };
    const handlers = {
      onSuccess: () => {
        toast.success(shift ? t`Shift saved` : t`Shift added`, title);
        onOpenChange(false);
      },
      onError: (error: unknown) => {
        const fields = apiFieldErrors(error, formFields);
        setErrors(fields);
        toast.error(
          t`Could not save the shift`,
          Object.keys(fields).length > 0 ? t`Check the fields marked in the form.` : errorMessage(error),
        );
      },
    };
    setErrors({});
    if (shift) update.mutate({ organization_id: organizationId, id: shift.id, ...fields }, handlers);
    else create.mutate({ organization_id: organizationId, id: activity.id, ...fields }, handlers);
  }

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={!pending}>
      <Dialog title={shift ? t`Edit shift` : t`Add shift`}>
        {({ close }) => (
          <form onSubmit={submit} className="flex flex-col gap-4 text-fg" noValidate>
            <TextField
              label={t`Title`}
              value={title}
              onChange={setTitle}
              isRequired
              maxLength={100}
              isInvalid={Boolean(errors.title)}
              errorMessage={errors.title}
            />
            <Select
              label={t`Day`}
              value={date}
              onChange={(key) => setDate(String(key))}
              isInvalid={Boolean(errors.date)}
              errorMessage={errors.date}
            >
              {days.map((day) => (
                <SelectItem key={day} id={day}>
                  {formatDate(day)}
                </SelectItem>
              ))}
            </Select>
            <div className="grid grid-cols-2 gap-3">
              <TextField
                label={t`Start`}
                type="time"
                value={startTime}
                onChange={setStartTime}
                isRequired
                isInvalid={Boolean(errors.start_time)}
                errorMessage={errors.start_time}
              />
              <TextField
                label={t`End`}
                type="time"
                value={endTime}
                onChange={setEndTime}
                isRequired
                isInvalid={Boolean(errors.end_time)}
                errorMessage={errors.end_time}
              />
            </div>
            <NumberField
              label={t`Slots`}
              description={t`How many members the shift takes.`}
              value={slots}
              onChange={setSlots}
              minValue={1}
              maxValue={1000}
              isRequired
              isInvalid={Boolean(errors.slots)}
              errorMessage={errors.slots}
            />
            <Select
              label={t`Participation role`}
              description={t`What a worked shift records for the member.`}
              value={roleId === null ? null : String(roleId)}
              onChange={(key) => setRoleId(key === null ? null : Number(key))}
              placeholder={t`Choose a role`}
              isRequired
              isInvalid={Boolean(errors.participation_role_id)}
              errorMessage={errors.participation_role_id}
            >
              {activeRoles.map((role) => (
                <SelectItem key={role.id} id={String(role.id)}>
                  {role.name}
                </SelectItem>
              ))}
            </Select>
            <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onPress={close} isDisabled={pending}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" isPending={pending}>
                {shift ? <Trans>Save shift</Trans> : <Trans>Add shift</Trans>}
              </Button>
            </div>
          </form>
        )}
      </Dialog>
    </Modal>
  );
}
