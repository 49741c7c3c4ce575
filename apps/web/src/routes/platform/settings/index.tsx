import { useMemo } from 'react';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import type { GeneralSettings } from '@lug/domain/settings';
import { dateFormats, timeZones } from '@lug/domain/settings-helpers';
import { FormCard } from '../../../components/ui/card';
import { ComboBox, ComboBoxItem } from '../../../components/ui/combo-box';
import { Select, SelectItem } from '../../../components/ui/select';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { SecuritySettingsCard } from '../../../features/settings/security-settings-card';
import { SettingsForm, SettingsTab, useSettingsValues } from '../../../features/settings/settings-form';
import { dateFormatLabel } from '../../../features/settings/words';
import { lazySchema } from '../../../lib/form';
import { titleHead } from '../../../lib/title';

export const Route = createFileRoute('/platform/settings/')({
  head: () => titleHead(t`General Settings`),
  component: () => (
    <SettingsTab>
      {(settings) => (
        <div className="flex flex-col gap-6">
          <GeneralSettingsForm initial={settings.general} />
          <SecuritySettingsCard initial={settings.security} />
        </div>
      )}
    </SettingsTab>
  ),
});

const generalSchema = lazySchema(() => import('@lug/domain/settings').then((m) => m.generalSettings));

function GeneralSettingsForm({ initial }: { initial: GeneralSettings }) {
  const { t } = useLingui();
  const { form, values, set, field } = useSettingsValues('general', generalSchema, {
    ...initial,
    description: initial.description ?? '',
  });
  const zones = useMemo(() => timeZones().map((zone) => ({ id: zone, name: zone.replaceAll('_', ' ') })), []);

  return (
    <SettingsForm aria-label={t`General settings`} form={form}>
      <FormCard
        title={t`General`}
        description={t`Your organization's name and contact, and how dates and times are shown.`}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={t`Organization Name`} isRequired autoComplete="organization" {...field('name')} />
          <TextField
            label={t`Contact Email`}
            type="email"
            isRequired
            autoComplete="email"
            {...field('contact_email')}
          />
        </div>
        <TextAreaField label={t`Description`} maxLength={1000} showCount {...field('description')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <ComboBox
            name="time_zone"
            label={t`Time Zone`}
            description={t`Every time the platform shows is in this zone: last logins, the audit log, sessions and tokens, email delivery, invitations. Type to search, e.g. Berlin or New York.`}
            defaultItems={zones}
            selectedKey={values.time_zone}
            onSelectionChange={(key) => {
              if (key !== null) set('time_zone', String(key));
            }}
          >
            {(zone) => (
              <ComboBoxItem id={zone.id} textValue={zone.name}>
                {zone.name}
              </ComboBoxItem>
            )}
          </ComboBox>
          <Select
            name="date_format"
            label={t`Date Format`}
            description={t`Used for every date the platform shows.`}
            value={values.date_format}
            onChange={(key) => set('date_format', String(key) as GeneralSettings['date_format'])}
          >
            {dateFormats.map((format) => (
              <SelectItem key={format} id={format}>
                {dateFormatLabel(format)}
              </SelectItem>
            ))}
          </Select>
        </div>
      </FormCard>
    </SettingsForm>
  );
}
