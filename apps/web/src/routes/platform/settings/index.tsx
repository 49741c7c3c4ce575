import { useMemo, useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import type { GeneralSettings } from '@lug/domain/settings';
import { dateFormatLabels, dateFormats, timeZones } from '@lug/domain/settings-helpers';
import { FormCard } from '../../../components/ui/card';
import { ComboBox, ComboBoxItem } from '../../../components/ui/combo-box';
import { Select, SelectItem } from '../../../components/ui/select';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { SecuritySettingsCard } from '../../../features/settings/security-settings-card';
import { SettingsForm, SettingsTab, useSettingsSubmit } from '../../../features/settings/settings-form';
import { lazySchema } from '../../../lib/form';
import { titleHead } from '../../../lib/title';

export const Route = createFileRoute('/platform/settings/')({
  head: () => titleHead('General Settings'),
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
  const [name, setName] = useState(initial.name);
  const [contactEmail, setContactEmail] = useState(initial.contact_email);
  const [description, setDescription] = useState(initial.description ?? '');
  const [timeZone, setTimeZone] = useState<string>(initial.time_zone);
  const [dateFormat, setDateFormat] = useState<string>(initial.date_format);
  const zones = useMemo(() => timeZones().map((zone) => ({ id: zone, name: zone.replaceAll('_', ' ') })), []);
  const form = useSettingsSubmit('general', generalSchema, () => ({
    name,
    contact_email: contactEmail,
    description,
    time_zone: timeZone,
    date_format: dateFormat,
  }));
  const { edited } = form;

  return (
    <SettingsForm aria-label="General settings" form={form}>
      <FormCard title="General" description="Your organisation's name and contact, and how dates and times are shown.">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="name"
            label="Organization Name"
            isRequired
            value={name}
            onChange={edited('name', setName)}
            autoComplete="organization"
          />
          <TextField
            name="contact_email"
            type="email"
            label="Contact Email"
            isRequired
            value={contactEmail}
            onChange={edited('contact_email', setContactEmail)}
            autoComplete="email"
          />
        </div>
        <TextAreaField
          name="description"
          label="Description"
          value={description}
          onChange={edited('description', setDescription)}
          maxLength={1000}
          showCount
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <ComboBox
            name="time_zone"
            label="Time Zone"
            description="Type to search, e.g. Berlin or New York."
            defaultItems={zones}
            selectedKey={timeZone}
            onSelectionChange={(key) => {
              if (key !== null) edited('time_zone', setTimeZone)(String(key));
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
            label="Date Format"
            description="Used for every date the platform shows."
            value={dateFormat}
            onChange={(key) => edited('date_format', setDateFormat)(String(key))}
          >
            {dateFormats.map((format) => (
              <SelectItem key={format} id={format}>
                {dateFormatLabels[format]}
              </SelectItem>
            ))}
          </Select>
        </div>
      </FormCard>
    </SettingsForm>
  );
}
