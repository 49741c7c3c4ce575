import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { duesLine, standingBadge } from '@lug/domain/dues-figures';
import { formatMoney, parseAmount, paymentMethods, type DuesFee, type PaymentMethod } from '@lug/domain/dues-helpers';
import { memberDisplayName } from '@lug/domain/member-name';
import { Button } from '../../components/ui/button';
import { Dialog, Modal } from '../../components/ui/dialog';
import { Radio, RadioGroup } from '../../components/ui/radio-group';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../lib/toast';
import { apiFieldErrors, errorMessage } from '../../lib/trpc';
import { registrationQueries, useRecordPayment, useRemovePayment } from './api';
import { duesMessages, paymentMethodLabels, registrationBadges } from './messages';
import type { RegistrationRow } from './registration-table';

interface EditDuesDialogProps {
  organizationId: number;
  row: RegistrationRow | null;
  fee: DuesFee | null;
  formatDate: (date: string | null) => string;
  onClose: () => void;
}

/**
 * One member's dues of a year (docs/product/registration.md#payments, decision 43): what they owe,
 * the payments received (each removable when recorded by mistake) and a form to record one more.
 * The form starts empty: amount, day and method are chosen by the treasurer, never filled in.
 */
export function EditDuesDialog({ onClose, row, ...props }: EditDuesDialogProps) {
  return (
    <Modal isOpen={row !== null} onOpenChange={(open) => (open ? null : onClose())} size="sm">
      {row ? <PaymentsForm row={row} {...props} /> : null}
    </Modal>
  );
}

function PaymentsForm({
  organizationId,
  row,
  fee,
  formatDate,
}: Omit<EditDuesDialogProps, 'onClose'> & { row: RegistrationRow }) {
  const { t } = useLingui();
  const record = useRecordPayment();
  const remove = useRemovePayment();
  const payments = useQuery(registrationQueries.payments(organizationId, row.user_id, row.year));
  const [amount, setAmount] = useState('');
  const [receivedOn, setReceivedOn] = useState('');
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const line = duesLine(row, fee?.amount_minor ?? null);
  const money = (minor: number | null) => (minor !== null && fee ? formatMoney(minor, fee.currency) : '—');

  function submit() {
    if (!fee) return;
    const problems: Record<string, string> = {};
    const minor = parseAmount(amount, fee.currency);
    if (minor === null || minor === 0) problems.amount_minor = t(duesMessages.amountPositive);
    if (!receivedOn) problems.received_on = t(duesMessages.receivedOn);
    if (!method) problems.method = t(duesMessages.method);
    setErrors(problems);
    if (Object.keys(problems).length > 0 || minor === null || !method) return;
    record.mutate(
      {
        organization_id: organizationId,
        user_id: row.user_id,
        year: row.year,
        amount_minor: minor,
        received_on: receivedOn,
        method,
      },
      {
        onSuccess: () => {
          toast.success(t(duesMessages.paymentRecorded), memberDisplayName(row));
          setAmount('');
          setReceivedOn('');
          setMethod(null);
        },
        onError: (error) => {
          setErrors(apiFieldErrors(error, ['amount_minor', 'received_on', 'method']));
          toast.error(t`Could not record the payment`, errorMessage(error));
        },
      },
    );
  }

  const year = row.year;
  const name = memberDisplayName(row);
  const currency = fee?.currency;
  return (
    <Dialog
      title={t`Dues ${year}: ${name}`}
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            <Trans>Close</Trans>
          </Button>
          {fee && line.standing !== 'gift_in_lieu' ? (
            <Button onPress={submit} isPending={record.isPending}>
              <Trans>Record payment</Trans>
            </Button>
          ) : null}
        </>
      )}
    >
      <div className="flex flex-col gap-4 pt-1">
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <div>
            <dt className="text-fg-muted">
              <Trans>Due</Trans>
            </dt>
            <dd className="tabular-nums">{money(line.due)}</dd>
          </div>
          <div>
            <dt className="text-fg-muted">
              <Trans>Received</Trans>
            </dt>
            <dd className="tabular-nums">{money(line.received)}</dd>
          </div>
          <div>
            <dt className="text-fg-muted">
              <Trans>Balance</Trans>
            </dt>
            <dd className="tabular-nums">
              {money(line.balance)} · {t(registrationBadges[standingBadge[line.standing]])}
            </dd>
          </div>
        </dl>
        <section aria-label={t`Payments received`} className="flex flex-col gap-1">
          {payments.data && payments.data.length > 0 ? (
            <ul className="flex flex-col divide-y divide-border text-sm">
              {payments.data.map((payment) => {
                const paid = money(payment.amount_minor);
                return (
                  <li key={payment.id} className="flex items-center justify-between gap-2 py-1">
                    <span className="tabular-nums">
                      {paid} · {formatDate(payment.received_on)} · {t(paymentMethodLabels[payment.method])}
                    </span>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t`Remove the payment of ${paid}`}
                      isPending={remove.isPending && remove.variables?.id === payment.id}
                      onPress={() =>
                        remove.mutate(
                          { organization_id: organizationId, id: payment.id },
                          {
                            onSuccess: () => toast.success(t(duesMessages.paymentRemoved), name),
                            onError: (error) => toast.error(t`Could not remove the payment`, errorMessage(error)),
                          },
                        )
                      }
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="text-sm text-fg-muted">
              <Trans>No payment recorded for {year}.</Trans>
            </p>
          )}
        </section>
        {!fee ? (
          <p className="text-sm text-fg-muted">{duesMessages.noFeeForAmount(row.year)}.</p>
        ) : line.standing === 'gift_in_lieu' ? (
          <p className="text-sm text-fg-muted">
            <Trans>A gift in lieu owes nothing. Mark the member unpaid first to record a payment.</Trans>
          </p>
        ) : (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-semibold">
              <Trans>Record a payment</Trans>
            </legend>
            <TextField
              label={t`Amount received (${currency})`}
              description={t`For example 20 or 20,50.`}
              inputMode="decimal"
              isRequired
              value={amount}
              onChange={(value) => {
                setAmount(value);
                setErrors({});
              }}
              isInvalid={Boolean(errors.amount_minor)}
              errorMessage={errors.amount_minor}
            />
            <TextField
              label={t`Date received`}
              type="date"
              isRequired
              value={receivedOn}
              onChange={(value) => {
                setReceivedOn(value);
                setErrors({});
              }}
              isInvalid={Boolean(errors.received_on)}
              errorMessage={errors.received_on}
            />
            <RadioGroup
              label={t`Method`}
              orientation="horizontal"
              isRequired
              value={method}
              onChange={(value) => {
                setMethod(value as PaymentMethod);
                setErrors({});
              }}
              isInvalid={Boolean(errors.method)}
              errorMessage={errors.method}
            >
              {paymentMethods.map((m) => (
                <Radio key={m} value={m}>
                  {t(paymentMethodLabels[m])}
                </Radio>
              ))}
            </RadioGroup>
          </fieldset>
        )}
      </div>
    </Dialog>
  );
}
