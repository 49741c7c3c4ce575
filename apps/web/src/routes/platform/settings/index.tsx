import { useMemo, useState, type FormEvent } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import type { GeneralSettings } from '@lug/domain/settings';
import { dateFormatLabels, dateFormats, timeZones } from '@lug/domain/settings-helpers';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { ComboBox, ComboBoxItem } from '../../../components/ui/combo-box';
import { Form, FormActions } from '../../../components/ui/form';
import { Select, SelectItem } from '../../../components/ui/select';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { SecuritySettingsCard } from '../../../features/settings/security-settings-card';
import { sectionErrors, useSaveSettings, useSectionErrors, useSettings } from '../../../features/settings/use-settings';
import { focusFirstInvalid, lazySchema } from '../../../lib/form';
import { titleHead } from '../../../lib/title';

export const Route = createFileRoute('/platform/settings/')({
  head: () => titleHead('General Settings'),
  component: GeneralSettingsPage,
});

function GeneralSettingsPage() {
  const { settings } = useSettings();
  if (!settings) return null; // the layout shows loading and errors
  return (
    <div className="flex flex-col gap-6">
      <GeneralSettingsForm initial={settings.general} />
      <SecuritySettingsCard initial={settings.security} />
    </div>
  );
}

const generalSchema = lazySchema(() => import('@lug/domain/settings').then((m) => m.generalSettings));

function GeneralSettingsForm({ initial }: { initial: GeneralSettings }) {
  const [name, setName] = useState(initial.name);
  const [contactEmail, setContactEmail] = useState(initial.contact_email);
  const [description, setDescription] = useState(initial.description ?? '');
  const [timeZone, setTimeZone] = useState<string>(initial.time_zone);
  const [dateFormat, setDateFormat] = useState<string>(initial.date_format);
  const { errors, setErrors, edited } = useSectionErrors();
  const { save, isPending } = useSaveSettings('general');
  const zones = useMemo(() => timeZones().map((zone) => ({ id: zone, name: zone.replaceAll('_', ' ') })), []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    generalSchema.use((schema) => {
      const parsed = schema.safeParse({
        name,
        contact_email: contactEmail,
        description,
        time_zone: timeZone,
        date_format: dateFormat,
      });
      if (!parsed.success) {
        setErrors(sectionErrors(parsed.error));
        focusFirstInvalid(form);
        return;
      }
      setErrors({});
      save(parsed.data, {
        onFieldErrors: (fieldErrors) => {
          setErrors(fieldErrors);
          focusFirstInvalid(form);
        },
      });
    });
  }

  return (
    <Form validationErrors={errors} onSubmit={onSubmit} onFocus={generalSchema.preload} aria-label="General settings">
      <Card>
        <CardHeader title="General" description="Your organisation's name and contact, and how dates and times are shown." />
        <CardContent className="flex flex-col gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField name="name" label="Organization Name" isRequired value={name} onChange={edited('name', setName)} autoComplete="organization" />
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
        </CardContent>
      </Card>
      <FormActions>
        <Button type="submit" isPending={isPending} className="sm:ms-auto">
          Save Settings
        </Button>
      </FormActions>
    </Form>
  );
}
