/**
 * "Security" on the General settings tab: whether members who manage roles or settings must use
 * two-factor authentication, and what happens to those who have not turned it on yet.
 */
import { useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SecuritySettings } from '@lug/domain/settings';
import { FormCard } from '../../components/ui/card';
import { SettingsForm } from './settings-form';
import { SettingSwitch } from './setting-switch';
import { useSaveSettings } from './use-settings';

export const requireTwoFactorDescription = msg`Members whose role lets them manage roles or settings must turn on two-factor authentication in their profile. Until they do, their role’s permissions are paused in this organization: they use it as a member without a role, and each page they open asks them to set it up. Turn it on for your own account first.`;

export function SecuritySettingsCard({ initial }: { initial: SecuritySettings }) {
  const { t } = useLingui();
  const [requireTwoFactor, setRequireTwoFactor] = useState(initial.require_two_factor);
  const { save, isPending } = useSaveSettings('security');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save({ require_two_factor: requireTwoFactor }, { onFieldErrors: () => undefined });
  }

  return (
    <SettingsForm aria-label={t`Security settings`} form={{ onSubmit, isPending }} submitLabel={t`Save Security`}>
      <FormCard title={t`Security`} description={t`How members who run the organization sign in.`}>
        <SettingSwitch
          label={t`Require two-factor authentication for members who manage roles or settings`}
          description={t(requireTwoFactorDescription)}
          isSelected={requireTwoFactor}
          onChange={setRequireTwoFactor}
        />
      </FormCard>
    </SettingsForm>
  );
}
