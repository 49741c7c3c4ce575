import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ShiftList, ShiftView } from '@lug/domain/shifts';
import { shiftChangeProblem, shiftsByDay } from '@lug/domain/shifts-helpers';
import { DeleteIcon, EditIcon, PlusIcon } from '../../components/action-icons';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/dialog';
import { longToastMs, toast } from '../../lib/toast';
import { errorMessage } from '../../lib/trpc';
import { participationRoleQueries } from '../participation-roles/api';
import { shiftQueries, useCancelShiftSignup, useConfirmShift, useDeleteShift, useSignUpForShift } from './api';
import { ShiftFormDialog } from './shift-form-dialog';

interface BoardProps {
  organizationId: number;
  activityId: number;
  formatDate: (isoDate: string) => string;
}

/**
 * The activity's shifts by day (docs/product/shows-shifts.md): free slots, **Sign up** and
 * **Cancel** for every member; for managers also who signed up, **Confirm** a worked shift, and
 * adding, editing and deleting shifts.
 */
export function ShiftsBoard({ organizationId, activityId, formatDate }: BoardProps) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(shiftQueries.list(organizationId, activityId));
  const roles = useQuery({ ...participationRoleQueries.list(organizationId), enabled: data.can_manage });
  const [editing, setEditing] = useState<ShiftView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ShiftView | null>(null);
  const [cancelling, setCancelling] = useState<ShiftView | null>(null);
  const signUp = useSignUpForShift();
  const cancel = useCancelShiftSignup();
  const remove = useDeleteShift();
  const days = shiftsByDay(data.shifts);
  const cancellingTitle = cancelling?.title ?? '';
  const deletingTitle = deleting?.title ?? '';

  function join(shift: ShiftView) {
    const title = shift.title;
    // A full shift offers its waitlist (decision 0049): the member is promoted when a place frees.
    const waitlist = shift.free === 0;
    signUp.mutate(
      { organization_id: organizationId, id: shift.id, waitlist },
      {
        onSuccess: (view) =>
          view.mine?.waitlisted
            ? toast.success(t`You are on the waitlist`, title)
            : toast.success(t`You are signed up`, title),
        onError: (error) => toast.error(t`Could not sign up`, errorMessage(error), { durationMs: longToastMs }),
      },
    );
  }

  return (
    <Card>
      <CardHeader
        title={t`Shifts`}
        description={
          data.can_manage
            ? t`Members sign up for the shifts; confirm the ones they worked to record their participation.`
            : t`Sign up for a shift you can take. Checking in on the day records it.`
        }
        actions={
          data.can_manage ? (
            <Button size="sm" onPress={() => setEditing('new')}>
              <PlusIcon />
              <Trans>Add shift</Trans>
            </Button>
          ) : null
        }
      />
      <CardContent className="flex flex-col gap-6">
        {days.length === 0 ? (
          <p className="text-sm text-fg-subtle italic">
            {data.can_manage ? (
              <Trans>No shifts yet. Add the first one: setup, the doors, teardown…</Trans>
            ) : (
              <Trans>No shifts yet.</Trans>
            )}
          </p>
        ) : (
          days.map((day) => {
            const heading = formatDate(day.date);
            return (
              <section key={day.date} aria-label={heading} className="flex flex-col gap-3">
                <h3 className="text-sm font-semibold text-fg">{heading}</h3>
                <ul className="flex flex-col gap-3">
                  {day.shifts.map((shift) => (
                    <ShiftItem
                      key={shift.id}
                      organizationId={organizationId}
                      shift={shift}
                      now={data.now}
                      canManage={data.can_manage}
                      pending={signUp.isPending && signUp.variables.id === shift.id}
                      onSignUp={() => join(shift)}
                      onCancel={() => setCancelling(shift)}
                      onEdit={() => setEditing(shift)}
                      onDelete={() => setDeleting(shift)}
                    />
                  ))}
                </ul>
              </section>
            );
          })
        )}
      </CardContent>
      {editing !== null ? (
        <ShiftFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          organizationId={organizationId}
          activity={data.activity}
          shift={editing === 'new' ? null : editing}
          roles={roles.data ?? []}
          formatDate={formatDate}
          isOpen
          onOpenChange={(open) => (open ? null : setEditing(null))}
        />
      ) : null}
      <ConfirmDialog
        isOpen={cancelling !== null}
        onOpenChange={(open) => (open ? null : setCancelling(null))}
        title={t`Cancel your sign-up`}
        actionLabel={t`Cancel sign-up`}
        cancelLabel={t`Keep it`}
        isPending={cancel.isPending}
        onAction={() =>
          cancel
            .mutateAsync({ organization_id: organizationId, id: cancelling?.id ?? 0 })
            .then(() => toast.success(t`Your sign-up is cancelled`))
            .catch((error: unknown) => {
              toast.error(t`Could not cancel the sign-up`, errorMessage(error), { durationMs: longToastMs });
              throw error;
            })
        }
      >
        <Trans>Give up your place in “{cancellingTitle}”? Someone else may take it.</Trans>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title={t`Delete shift`}
        actionLabel={t`Delete`}
        isPending={remove.isPending}
        onAction={() =>
          remove
            .mutateAsync({ organization_id: organizationId, id: deleting?.id ?? 0 })
            .then(() => toast.success(t`Shift deleted`))
            .catch((error: unknown) => {
              toast.error(t`Could not delete the shift`, errorMessage(error), { durationMs: longToastMs });
              throw error;
            })
        }
      >
        <Trans>Delete “{deletingTitle}” and its sign-ups? Participation already recorded for it stays.</Trans>
      </ConfirmDialog>
    </Card>
  );
}

interface ItemProps {
  organizationId: number;
  shift: ShiftView;
  now: ShiftList['now'];
  canManage: boolean;
  pending: boolean;
  onSignUp: () => void;
  onCancel: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function ShiftItem({
  organizationId,
  shift,
  now,
  canManage,
  pending,
  onSignUp,
  onCancel,
  onEdit,
  onDelete,
}: ItemProps) {
  const { t } = useLingui();
  const started = shiftChangeProblem(shift, now) !== null;
  const title = shift.title;
  const when = `${shift.start_time} – ${shift.end_time}`;
  const free = shift.free;
  const slots = shift.slots;
  const role = shift.participation_role?.name ?? null;
  const waitPosition = shift.mine?.position ?? 0;
  return (
    <li
      aria-label={t`${title}, ${when}`}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface-2 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-medium break-words text-fg">{title}</p>
          <p className="text-sm text-fg-muted tabular-nums">{when}</p>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            {role ? <Badge variant="accent">{role}</Badge> : null}
            {free === 0 ? (
              <Badge variant="warning">
                <Trans>Full</Trans>
              </Badge>
            ) : (
              <span className="text-fg-muted">
                <Trans>
                  {free} of {slots} free
                </Trans>
              </span>
            )}
            {shift.waitlist > 0 && !shift.mine?.waitlisted ? (
              <span className="text-fg-muted">
                <Plural value={shift.waitlist} one="# waiting" other="# waiting" />
              </span>
            ) : null}
            {shift.mine?.waitlisted ? (
              <Badge variant="warning">
                <Trans>On the waitlist: number {waitPosition}</Trans>
              </Badge>
            ) : shift.mine ? (
              <Badge variant="success">
                {shift.mine.confirmed_at ? <Trans>You worked this shift</Trans> : <Trans>You are signed up</Trans>}
              </Badge>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {shift.mine ? (
            shift.mine.confirmed_at || started ? null : (
              <Button size="sm" variant="secondary" onPress={onCancel}>
                {shift.mine.waitlisted ? <Trans>Leave the waitlist</Trans> : <Trans>Cancel sign-up</Trans>}
              </Button>
            )
          ) : started ? (
            <span className="text-sm text-fg-subtle">
              <Trans>Started</Trans>
            </span>
          ) : free > 0 ? (
            <Button size="sm" onPress={onSignUp} isPending={pending}>
              <Trans>Sign up</Trans>
            </Button>
          ) : (
            <Button size="sm" variant="secondary" onPress={onSignUp} isPending={pending}>
              <Trans>Join the waitlist</Trans>
            </Button>
          )}
          {canManage ? (
            <>
              <Button size="icon" variant="ghost" aria-label={t`Edit ${title}`} onPress={onEdit}>
                <EditIcon />
              </Button>
              <Button
                size="icon"
                variant="ghost"
                className="text-danger-text"
                aria-label={t`Delete ${title}`}
                onPress={onDelete}
              >
                <DeleteIcon />
              </Button>
            </>
          ) : null}
        </div>
      </div>
      {canManage && shift.signups ? <Signups organizationId={organizationId} shift={shift} /> : null}
    </li>
  );
}

/** Who signed up (managers), each with **Confirm worked** or the confirmation. */
function Signups({ organizationId, shift }: { organizationId: number; shift: ShiftView }) {
  const { t } = useLingui();
  const confirm = useConfirmShift();
  const signups = shift.signups ?? [];
  const title = shift.title;
  if (signups.length === 0) {
    return (
      <p className="text-sm text-fg-subtle italic">
        <Trans>Nobody has signed up yet.</Trans>
      </p>
    );
  }
  return (
    <ul
      aria-label={t`Signed up for ${title}`}
      className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface"
    >
      {signups.map((signup) => {
        const name = signup.display_name;
        return (
          <li key={signup.user_id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
            <span className="min-w-0 break-words">{name}</span>
            {signup.waitlisted ? (
              <Badge variant="warning">
                <Trans>Waitlist</Trans>
              </Badge>
            ) : signup.confirmed_at ? (
              <Badge variant="success">
                <Trans>Worked</Trans>
              </Badge>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                aria-label={t`Confirm ${name} worked ${title}`}
                isPending={
                  confirm.isPending && confirm.variables.user_id === signup.user_id && confirm.variables.id === shift.id
                }
                onPress={() =>
                  confirm.mutate(
                    { organization_id: organizationId, id: shift.id, user_id: signup.user_id },
                    {
                      onSuccess: () => toast.success(t`Participation recorded`, t`${name} worked ${title}`),
                      onError: (error) =>
                        toast.error(t`Could not confirm the shift`, errorMessage(error), { durationMs: longToastMs }),
                    },
                  )
                }
              >
                <Trans>Confirm worked</Trans>
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
