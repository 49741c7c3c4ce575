import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import type { NotificationSettings } from '@lug/domain/settings';
import { FormCard } from '../../../components/ui/card';
import { SettingSwitch as Toggle } from '../../../features/settings/setting-switch';
import { TextField } from '../../../components/ui/text-field';
import { SettingsForm, SettingsTab, useSettingsSubmit } from '../../../features/settings/settings-form';
import { lazySchema } from '../../../lib/form';
import { titleHead } from '../../../lib/title';

export const Route = createFileRoute('/platform/settings/notifications')({
  head: () => titleHead('Notification Settings'),
  component: () => (
    <SettingsTab>{(settings) => <NotificationSettingsForm initial={settings.notifications} />}</SettingsTab>
  ),
});

const notificationSchema = lazySchema(() => import('@lug/domain/settings').then((m) => m.notificationSettings));

function NotificationSettingsForm({ initial }: { initial: NotificationSettings }) {
  const [newActivity, setNewActivity] = useState(initial.new_activity);
  const [pointsAwarded, setPointsAwarded] = useState(initial.points_awarded);
  const [statusUpdates, setStatusUpdates] = useState(initial.membership_status_updates);
  const [fromEmail, setFromEmail] = useState(initial.from_email ?? '');
  const [replyTo, setReplyTo] = useState(initial.reply_to_email ?? '');
  const form = useSettingsSubmit('notifications', notificationSchema, () => ({
    new_activity: newActivity,
    points_awarded: pointsAwarded,
    membership_status_updates: statusUpdates,
    from_email: fromEmail,
    reply_to_email: replyTo,
  }));
  const { edited } = form;

  return (
    <SettingsForm aria-label="Notification settings" form={form}>
      <FormCard title="Emails to members" description="Each email carries a link to unsubscribe.">
        <Toggle
          label="New Activity"
          description="Email the active members when an activity is created."
          isSelected={newActivity}
          onChange={setNewActivity}
        />
        <Toggle
          label="Points Awarded"
          description="Email a member a summary of the points they were awarded, at most once an hour."
          isSelected={pointsAwarded}
          onChange={setPointsAwarded}
        />
        <Toggle
          label="Membership Status Updates"
          description="Email a member when their registration or dues change."
          isSelected={statusUpdates}
          onChange={setStatusUpdates}
        />
      </FormCard>
      <FormCard title="Sender" description="Leave empty to send from the platform's address.">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="from_email"
            type="email"
            label="From Email"
            value={fromEmail}
            onChange={edited('from_email', setFromEmail)}
            autoComplete="off"
          />
          <TextField
            name="reply_to_email"
            type="email"
            label="Reply-To Email"
            value={replyTo}
            onChange={edited('reply_to_email', setReplyTo)}
            autoComplete="off"
          />
        </div>
      </FormCard>
    </SettingsForm>
  );
}
