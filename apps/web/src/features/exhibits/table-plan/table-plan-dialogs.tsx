import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { tablePlanLimits, type PlanTable } from '@lug/domain/exhibits-helpers';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog, Dialog, Modal } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';

/** Asked when a link would leave unsaved changes behind: stay (the default) or leave without them. */
export function LeaveDialog({ isOpen, onStay, onLeave }: { isOpen: boolean; onStay: () => void; onLeave: () => void }) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      title={t`Leave without saving?`}
      actionLabel={t`Leave without saving`}
      cancelLabel={t`Stay and keep editing`}
      onAction={onLeave}
    >
      {t`The table plan has changes that are not saved. Leaving now throws them away.`}
    </ConfirmDialog>
  );
}

const whole = (value: string) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= tablePlanLimits.tableStudsMax ? n : null;
};

/** A table's new size; exhibits that no longer fit come off the table (the reducer says how many). */
export function ResizeDialog({
  table,
  onClose,
  onResize,
}: {
  table: PlanTable | null;
  onClose: () => void;
  onResize: (width: number, depth: number) => void;
}) {
  const { t } = useLingui();
  const [width, setWidth] = useState('');
  const [depth, setDepth] = useState('');
  const [shown, setShown] = useState<PlanTable | null>(null);
  if (table !== shown) {
    setShown(table);
    setWidth(table ? String(table.width_studs) : '');
    setDepth(table ? String(table.depth_studs) : '');
  }
  const name = table?.name ?? '';
  const w = whole(width);
  const d = whole(depth);
  const invalid = t`Between 1 and 2000 whole studs`;
  return (
    <Modal isOpen={table !== null} onOpenChange={(open) => (open ? undefined : onClose())} isDismissable size="sm">
      <Dialog title={t`Size of ${name}`}>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (w !== null && d !== null) onResize(w, d);
          }}
        >
          <TextField
            label={t`Width (studs)`}
            inputMode="numeric"
            value={width}
            onChange={setWidth}
            isInvalid={w === null}
            errorMessage={invalid}
            autoFocus
          />
          <TextField
            label={t`Depth (studs)`}
            inputMode="numeric"
            value={depth}
            onChange={setDepth}
            isInvalid={d === null}
            errorMessage={invalid}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onPress={onClose}>
              {t`Cancel`}
            </Button>
            <Button type="submit" isDisabled={w === null || d === null}>
              {t`Change size`}
            </Button>
          </div>
        </form>
      </Dialog>
    </Modal>
  );
}
