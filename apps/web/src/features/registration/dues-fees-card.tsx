import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import {
  allowedFeeYears,
  commonCurrencies,
  formatMoney,
  groupCurrency,
  minorToText,
  parseAmount,
} from '@lug/domain/dues-helpers';
import { DeleteIcon } from '../../components/action-icons';
import { Button } from '../../components/ui/button';
import { FormCard } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Select, SelectItem } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../lib/toast';
import { apiFieldErrors, errorMessage } from '../../lib/trpc';
import { registrationQueries, useRemoveDuesFee, useSetDuesFee } from './api';
import { duesMessages } from './messages';

function thisYear() {
  return new Date().getFullYear();
}

/**
 * **Dues amounts** (Settings → Membership; docs/product/registration.md#dues-amounts): the fee of
 * each year in the group's currency, next year's set ahead. Saved on its own, apart from the
 * membership settings above it.
 */
export function DuesFeesCard({ organizationId }: { organizationId: number }) {
  const { t } = useLingui();
  const { data: fees } = useSuspenseQuery(registrationQueries.fees(organizationId));
  const setFee = useSetDuesFee();
  const removeFee = useRemoveDuesFee();
  const { min, max } = allowedFeeYears(thisYear());
  const years = Array.from({ length: max - min + 1 }, (_, index) => max - index);
  const [year, setYear] = useState(() => (fees.some((fee) => fee.year === thisYear()) ? thisYear() + 1 : thisYear()));
  const [currency, setCurrency] = useState(() => groupCurrency(fees));
  const [amount, setAmount] = useState(() => {
    const current = fees.find((fee) => fee.year === year);
    return current ? minorToText(current.amount_minor, current.currency) : '';
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<number | null>(null);
  const currencies = commonCurrencies.includes(currency as (typeof commonCurrencies)[number])
    ? commonCurrencies
    : [currency, ...commonCurrencies];

  function chooseYear(next: number) {
    setYear(next);
    const stored = fees.find((fee) => fee.year === next);
    if (stored) {
      setAmount(minorToText(stored.amount_minor, stored.currency));
      setCurrency(stored.currency);
    }
    setErrors({});
  }

  function save() {
    const minor = parseAmount(amount, currency);
    if (minor === null) {
      setErrors({ amount_minor: t(duesMessages.amount) });
      return;
    }
    setErrors({});
    setFee.mutate(
      { organization_id: organizationId, year, amount_minor: minor, currency },
      {
        onSuccess: (saved) =>
          toast.success(t(duesMessages.feeSaved), `${saved.year}: ${formatMoney(saved.amount_minor, saved.currency)}`),
        onError: (error) => {
          setErrors(apiFieldErrors(error, ['amount_minor', 'currency', 'year']));
          toast.error(t`Could not save the dues amount`, errorMessage(error));
        },
      },
    );
  }

  return (
    <FormCard
      title={t`Dues amounts`}
      description={t`The fee for each year in the group's currency. Marking a member paid fills in the year's fee and today's date.`}
    >
      {fees.length === 0 ? (
        <p className="text-sm text-fg-muted">
          <Trans>No dues amount is set yet.</Trans>
        </p>
      ) : (
        <ul
          aria-label={t`Dues amounts by year`}
          className="flex flex-col divide-y divide-line rounded-lg border border-line"
        >
          {fees.map((fee) => {
            const feeYear = fee.year;
            return (
              <li key={fee.year} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span className="font-medium text-fg tabular-nums">{fee.year}</span>
                <span className="ms-auto text-fg tabular-nums">{formatMoney(fee.amount_minor, fee.currency)}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-danger-text"
                  aria-label={t`Remove the dues amount for ${feeYear}`}
                  onPress={() => setRemoving(fee.year)}
                >
                  <DeleteIcon />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[8rem_minmax(0,12rem)_8rem_auto] sm:items-start">
        <Select label={t`Year`} value={String(year)} onChange={(key) => chooseYear(Number(key))}>
          {years.map((y) => (
            <SelectItem key={y} id={String(y)}>
              {String(y)}
            </SelectItem>
          ))}
        </Select>
        <Select
          label={t`Currency`}
          value={currency}
          onChange={(key) => setCurrency(String(key))}
          isInvalid={Boolean(errors.currency)}
          errorMessage={errors.currency}
        >
          {currencies.map((code) => (
            <SelectItem key={code} id={code}>
              {code}
            </SelectItem>
          ))}
        </Select>
        <TextField
          label={t`Amount`}
          inputMode="decimal"
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setErrors({});
          }}
          isInvalid={Boolean(errors.amount_minor)}
          errorMessage={errors.amount_minor}
        />
        <Button className="self-end sm:mt-6.5" onPress={save} isPending={setFee.isPending}>
          <Trans>Save dues amount</Trans>
        </Button>
      </div>
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title={t`Remove dues amount`}
        actionLabel={t`Remove`}
        isPending={removeFee.isPending}
        onAction={() =>
          removeFee
            .mutateAsync({ organization_id: organizationId, year: removing ?? year })
            .then(() => toast.success(t(duesMessages.feeRemoved)))
            .catch((error: unknown) => {
              toast.error(t`Could not remove the dues amount`, errorMessage(error));
              throw error;
            })
        }
      >
        <Trans>
          Remove the dues amount for {removing}? Members marked paid for that year then get no amount filled in.
        </Trans>
      </ConfirmDialog>
    </FormCard>
  );
}
