import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, minorToText, parseAmount, type DuesFee } from '@lug/domain/dues-helpers';
import type { DuesType } from '@lug/domain/member-status-helpers';
import { memberDisplayName } from '@lug/domain/member-name';
import { Button } from '../../components/ui/button';
import { Dialog, Modal } from '../../components/ui/dialog';
import { Radio, RadioGroup } from '../../components/ui/radio-group';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../lib/toast';
import { apiFieldErrors, errorMessage } from '../../lib/trpc';
import { useSetMemberStatus } from './api';
import { duesMessages, registrationBadges } from './messages';
import { localToday } from './registration-model';
import type { RegistrationRow } from './registration-table';

interface EditDuesDialogProps {
  organizationId: number;
  row: RegistrationRow | null;
  fee: DuesFee | null;
  onClose: () => void;
}

/**
 * One member's dues of a year (docs/product/registration.md#dues-amounts): Paid, Gift-in-Lieu or
 * Unpaid (a radio group), and for Paid the amount (the year's fee to start with) and the day
 * received (today to start with). A gift in lieu has a day and no amount.
 */
export function EditDuesDialog({ organizationId, row, fee, onClose }: EditDuesDialogProps) {
  return (
    <Modal isOpen={row !== null} onOpenChange={(open) => (open ? null : onClose())} size="sm">
      {row ? <EditDuesForm organizationId={organizationId} row={row} fee={fee} /> : null}
    </Modal>
  );
}

function EditDuesForm({ organizationId, row, fee }: Omit<EditDuesDialogProps, 'onClose'> & { row: RegistrationRow }) {
  const { t } = useLingui();
  const save = useSetMemberStatus();
  const [duesType, setDuesType] = useState<DuesType>(row.dues_type === 'none' ? 'paid' : row.dues_type);
  const [amount, setAmount] = useState(() => {
    if (!fee) return '';
    const minor = row.dues_type === 'paid' ? row.amount_received_minor : fee.amount_minor;
    return minor === null ? '' : minorToText(minor, fee.currency);
  });
  const [paidOn, setPaidOn] = useState(row.paid_on ?? localToday());
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(close: () => void) {
    let minor: number | null = null;
    if (duesType === 'paid' && fee && amount.trim() !== '') {
      minor = parseAmount(amount, fee.currency);
      if (minor === null) {
        setErrors({ amount_received_minor: t(duesMessages.amount) });
        return;
      }
    }
    save.mutate(
      {
        organization_id: organizationId,
        user_id: row.user_id,
        year: row.year,
        registration_complete: row.registration_complete,
        registration_date: row.registration_date,
        dues_type: duesType,
        ...(duesType === 'none'
          ? { amount_received_minor: null, paid_on: null }
          : { amount_received_minor: duesType === 'paid' ? minor : null, paid_on: paidOn || null }),
      },
      {
        onSuccess: () => {
          toast.success(t`Dues updated`, memberDisplayName(row));
          close();
        },
        onError: (error) => {
          setErrors(apiFieldErrors(error, ['amount_received_minor', 'paid_on']));
          toast.error(t`Could not update the dues`, errorMessage(error));
        },
      },
    );
  }

  const year = row.year;
  const name = memberDisplayName(row);
  const currency = fee?.currency;
  const feeAmount = fee ? formatMoney(fee.amount_minor, fee.currency) : '';
  return (
    <Dialog
      title={t`Dues ${year}: ${name}`}
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onPress={() => submit(close)} isPending={save.isPending}>
            <Trans>Save dues</Trans>
          </Button>
        </>
      )}
    >
      <div className="flex flex-col gap-4 pt-1">
        <RadioGroup label={t`Dues`} value={duesType} onChange={(value) => setDuesType(value as DuesType)}>
          <Radio value="paid">{t(registrationBadges.paid)}</Radio>
          <Radio value="gift_in_lieu">{t(registrationBadges.gift_in_lieu)}</Radio>
          <Radio value="none">{t(registrationBadges.none)}</Radio>
        </RadioGroup>
        {duesType === 'paid' ? (
          fee ? (
            <TextField
              label={t`Amount received (${currency})`}
              description={t`The fee for ${year} is ${feeAmount}.`}
              inputMode="decimal"
              value={amount}
              onChange={(value) => {
                setAmount(value);
                setErrors({});
              }}
              isInvalid={Boolean(errors.amount_received_minor)}
              errorMessage={errors.amount_received_minor}
            />
          ) : (
            <p className="text-sm text-fg-muted">{duesMessages.noFeeForAmount(row.year)}.</p>
          )
        ) : null}
        {duesType !== 'none' ? (
          <TextField
            label={t`Date received`}
            type="date"
            value={paidOn}
            onChange={(value) => {
              setPaidOn(value);
              setErrors({});
            }}
            isInvalid={Boolean(errors.paid_on)}
            errorMessage={errors.paid_on}
          />
        ) : null}
      </div>
    </Dialog>
  );
}
