import { createFileRoute } from '@tanstack/react-router';
import type { NotificationSettings } from '@lug/domain/settings';
import { FormCard } from '../../../components/ui/card';
import { SettingSwitch } from '../../../features/settings/setting-switch';
import { TextField } from '../../../components/ui/text-field';
import { SettingsForm, SettingsTab, useSettingsValues } from '../../../features/settings/settings-form';
import { lazySchema } from '../../../lib/form';
import { titleHead } from '../../../lib/title';

export const Route = createFileRoute('/platform/settings/notifications')({
  head: () => titleHead('Notification Settings'),
  component: () => (
    <SettingsTab>{(settings) => <NotificationSettingsForm initial={settings.notifications} />}</SettingsTab>
  ),
});

const notificationSchema = lazySchema(() => import('@lug/domain/settings').then((m) => m.notificationSettings));

const emailsToMembers = [
  {
    key: 'new_activity',
    label: 'New Activity',
    description: 'Email the active members when an activity is created.',
  },
  {
    key: 'points_awarded',
    label: 'Points Awarded',
    description: 'Email a member a summary of the points they were awarded, at most once an hour.',
  },
  {
    key: 'membership_status_updates',
    label: 'Membership Status Updates',
    description: 'Email a member when their registration or dues change.',
  },
] as const;

function NotificationSettingsForm({ initial }: { initial: NotificationSettings }) {
  const { form, field, toggle } = useSettingsValues('notifications', notificationSchema, {
    ...initial,
    from_email: initial.from_email ?? '',
    reply_to_email: initial.reply_to_email ?? '',
  });

  return (
    <SettingsForm aria-label="Notification settings" form={form}>
      <FormCard title="Emails to members" description="Each email carries a link to unsubscribe.">
        {emailsToMembers.map(({ key, label, description }) => (
          <SettingSwitch key={key} label={label} description={description} {...toggle(key)} />
        ))}
      </FormCard>
      <FormCard title="Sender" description="Leave empty to send from the platform's address.">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="From Email" type="email" autoComplete="off" {...field('from_email')} />
          <TextField label="Reply-To Email" type="email" autoComplete="off" {...field('reply_to_email')} />
        </div>
      </FormCard>
    </SettingsForm>
  );
}
