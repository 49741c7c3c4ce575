/**
 * "How to pay" on the Membership settings tab (decision 46): the instructions members see on their
 * dues card and in the renewal reminder, and optionally the IBAN and account holder an EPC QR code
 * carries (checked by the server: a wrong checksum shows under the IBAN field).
 */
import { useLingui } from '@lingui/react/macro';
import type { PaymentSettingsInput } from '@lug/domain/settings';
import { FormCard } from '../../components/ui/card';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { lazySchema } from '../../lib/form';
import { SettingsForm, useSettingsValues } from './settings-form';

const paymentSchema = lazySchema(() => import('@lug/domain/settings').then((m) => m.paymentSettings));

export function PaymentSettingsCard({ initial }: { initial: PaymentSettingsInput }) {
  const { t } = useLingui();
  const { form, field } = useSettingsValues('payment', paymentSchema, {
    instructions: initial.instructions ?? '',
    iban: initial.iban ?? '',
    account_holder: initial.account_holder ?? '',
  });
  return (
    <SettingsForm aria-label={t`How to pay`} form={form} submitLabel={t`Save how to pay`}>
      <FormCard
        title={t`How to pay`}
        description={t`Members see this on their dashboard and in the renewal reminder while they owe dues, with their amount and a reference.`}
      >
        <TextAreaField
          label={t`Payment instructions`}
          description={t`E.g. "Transfer to the account below, or pay cash at a meeting."`}
          maxLength={1000}
          showCount
          {...field('instructions')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t`IBAN`}
            description={t`With an IBAN and dues in euros, members get a payment QR code (EPC, "GiroCode") their banking app scans. Dues in another currency show the instructions only.`}
            autoComplete="off"
            {...field('iban')}
          />
          <TextField
            label={t`Account holder`}
            description={t`The name on the account; the organization's name when empty.`}
            maxLength={70}
            {...field('account_holder')}
          />
        </div>
      </FormCard>
    </SettingsForm>
  );
}
