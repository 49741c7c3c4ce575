import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EquipmentItem } from '@lug/domain/equipment';
import { Button } from '../../components/ui/button';
import { Dialog, Modal } from '../../components/ui/dialog';
import { NumberField } from '../../components/ui/number-field';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../lib/toast';
import { apiFieldErrors, errorMessage } from '../../lib/trpc';
import { useCreateEquipment, useUpdateEquipment } from './api';

interface EquipmentFormDialogProps {
  organizationId: number;
  /** The item to edit; none to add one. */
  item: EquipmentItem | null;
  onClose: () => void;
}

/** Add or edit an item of the group's equipment (managers): name, how many the group owns, notes. */
export function EquipmentFormDialog({ organizationId, item, onClose }: EquipmentFormDialogProps) {
  const { t } = useLingui();
  const [name, setName] = useState(item?.name ?? '');
  const [quantity, setQuantity] = useState(item?.quantity ?? 1);
  const [notes, setNotes] = useState(item?.notes ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateEquipment();
  const update = useUpdateEquipment();
  const pending = create.isPending || update.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    const fields = { name, quantity: Number.isFinite(quantity) ? quantity : -1, notes };
    const handlers = {
      onSuccess: () => {
        toast.success(item ? t`Equipment saved` : t`Equipment added`, name);
        onClose();
      },
      onError: (error: unknown) => {
        const fields = apiFieldErrors(error, ['name', 'quantity', 'notes']);
        setErrors(fields);
        toast.error(
          t`Could not save the equipment`,
          Object.keys(fields).length > 0 ? t`Check the fields marked in the form.` : errorMessage(error),
        );
      },
    };
    if (item) update.mutate({ organization_id: organizationId, id: item.id, ...fields }, handlers);
    else create.mutate({ organization_id: organizationId, ...fields }, handlers);
  }

  return (
    <Modal isOpen onOpenChange={(open) => (open ? null : onClose())} isDismissable={!pending}>
      <Dialog title={item ? t`Edit equipment` : t`Add equipment`}>
        {({ close }) => (
          <form onSubmit={submit} noValidate className="flex flex-col gap-4 text-fg">
            <TextField
              label={t`Name`}
              value={name}
              onChange={setName}
              isRequired
              maxLength={100}
              isInvalid={Boolean(errors.name)}
              errorMessage={errors.name}
            />
            <NumberField
              label={t`Quantity`}
              description={t`How many the group owns.`}
              value={quantity}
              onChange={setQuantity}
              minValue={0}
              maxValue={100000}
              isRequired
              isInvalid={Boolean(errors.quantity)}
              errorMessage={errors.quantity}
            />
            <TextAreaField
              label={t`Notes`}
              description={t`Where it is kept, who has the key…`}
              value={notes}
              onChange={setNotes}
              maxLength={1000}
              isInvalid={Boolean(errors.notes)}
              errorMessage={errors.notes}
            />
            <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onPress={close} isDisabled={pending}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" isPending={pending}>
                {item ? <Trans>Save equipment</Trans> : <Trans>Add equipment</Trans>}
              </Button>
            </div>
          </form>
        )}
      </Dialog>
    </Modal>
  );
}
