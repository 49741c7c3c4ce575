import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { EquipmentBookingView } from '@lug/domain/equipment';
import { DeleteIcon } from '../../components/action-icons';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Link } from '../../components/ui/link';
import { NumberField } from '../../components/ui/number-field';
import { Select, SelectItem } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { longToastMs, toast } from '../../lib/toast';
import { apiErrorDetails, apiFieldErrors, errorMessage } from '../../lib/trpc';
import { equipmentQueries, useBookEquipment, useUnbookEquipment } from './api';

/**
 * The activity's equipment bookings (managers; docs/product/shows-shifts.md#equipment): what is
 * booked, and a form to book an item of the group's equipment within what is free on the
 * activity's days. Booking an item again replaces its booking.
 */
export function BookingsCard({ organizationId, activityId }: { organizationId: number; activityId: number }) {
  const { t } = useLingui();
  const bookings = useQuery(equipmentQueries.bookings(organizationId, activityId));
  const book = useBookEquipment();
  const unbook = useUnbookEquipment();
  const [equipmentId, setEquipmentId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<EquipmentBookingView | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (equipmentId === null) {
      setErrors({ equipment_id: t`Choose the equipment to book` });
      return;
    }
    setErrors({});
    book.mutate(
      {
        organization_id: organizationId,
        id: activityId,
        equipment_id: equipmentId,
        quantity: Number.isFinite(quantity) ? quantity : 0,
      },
      {
        onSuccess: (booking) => {
          const name = booking.equipment_name;
          const booked = booking.quantity;
          toast.success(t`Equipment booked`, t`${booked} × ${name}`);
        },
        onError: (error) => {
          setErrors(apiFieldErrors(error, ['equipment_id', 'quantity']));
          const available = apiErrorDetails(error).available;
          toast.error(
            typeof available === 'number' ? t`Not enough left` : t`Could not book the equipment`,
            errorMessage(error),
            { durationMs: longToastMs },
          );
        },
      },
    );
  }

  const removingName = removing?.equipment_name ?? '';
  const loadProblem = bookings.isError ? errorMessage(bookings.error) : null;

  return (
    <Card>
      <CardHeader
        title={t`Equipment`}
        description={t`The group’s equipment booked for this activity. Stock is shared with activities on the same days.`}
        actions={
          <Link to="/platform/equipment" className="text-sm">
            <Trans>Manage equipment</Trans>
          </Link>
        }
      />
      <CardContent className="flex flex-col gap-5">
        {bookings.isPending ? (
          <Spinner label={t`Loading equipment`} />
        ) : bookings.isError ? (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <p role="alert">
              <Trans>Could not load the equipment: {loadProblem}</Trans>
            </p>
            <Button variant="secondary" size="sm" onPress={() => void bookings.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <>
            {bookings.data.bookings.length === 0 ? (
              <p className="text-sm text-fg-subtle italic">
                <Trans>Nothing booked yet.</Trans>
              </p>
            ) : (
              <ul
                aria-label={t`Booked equipment`}
                className="flex flex-col divide-y divide-line rounded-lg border border-line"
              >
                {bookings.data.bookings.map((booking) => {
                  const name = booking.equipment_name;
                  return (
                    <li key={booking.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                      <span className="min-w-0 break-words">{name}</span>
                      <span className="ms-auto font-medium text-fg tabular-nums">{booking.quantity}</span>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="text-danger-text"
                        aria-label={t`Remove the booking of ${name}`}
                        onPress={() => setRemoving(booking)}
                      >
                        <DeleteIcon />
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
            {bookings.data.equipment.length === 0 ? (
              <p className="text-sm text-fg-muted">
                <Trans>The group has no equipment listed yet.</Trans>
              </p>
            ) : (
              <form
                onSubmit={submit}
                noValidate
                className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_8rem_auto] sm:items-start"
              >
                <Select
                  label={t`Equipment`}
                  value={equipmentId === null ? null : String(equipmentId)}
                  onChange={(key) => setEquipmentId(key === null ? null : Number(key))}
                  placeholder={t`Choose equipment`}
                  isInvalid={Boolean(errors.equipment_id)}
                  errorMessage={errors.equipment_id}
                >
                  {bookings.data.equipment.map((item) => {
                    const name = item.name;
                    const available = item.available;
                    return (
                      <SelectItem key={item.id} id={String(item.id)} textValue={name}>
                        {t`${name} (${available} free)`}
                      </SelectItem>
                    );
                  })}
                </Select>
                <NumberField
                  label={t`Quantity`}
                  value={quantity}
                  onChange={setQuantity}
                  minValue={1}
                  isInvalid={Boolean(errors.quantity)}
                  errorMessage={errors.quantity}
                />
                <Button type="submit" className="self-end sm:mt-6.5" isPending={book.isPending}>
                  <Trans>Book</Trans>
                </Button>
              </form>
            )}
          </>
        )}
      </CardContent>
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title={t`Remove booking`}
        actionLabel={t`Remove`}
        isPending={unbook.isPending}
        onAction={() =>
          unbook
            .mutateAsync({ organization_id: organizationId, id: removing?.id ?? 0 })
            .then(() => toast.success(t`Booking removed`))
            .catch((error: unknown) => {
              toast.error(t`Could not remove the booking`, errorMessage(error), { durationMs: longToastMs });
              throw error;
            })
        }
      >
        <Trans>Remove the booking of {removingName}? The items go back to the group’s stock.</Trans>
      </ConfirmDialog>
    </Card>
  );
}
