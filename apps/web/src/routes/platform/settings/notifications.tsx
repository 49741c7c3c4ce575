import { msg, t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { parseMonthDays } from '@lug/domain/notifications-helpers';
import type { NotificationSettings } from '@lug/domain/settings';
import { FormCard } from '../../../components/ui/card';
import { Detail } from '../../../components/ui/detail';
import { SettingSwitch } from '../../../features/settings/setting-switch';
import { TextField } from '../../../components/ui/text-field';
import { notificationQueries } from '../../../features/notifications/api';
import { AudienceLine } from '../../../features/notifications/audience-line';
import { RsvpRemindersCard } from '../../../features/notifications/rsvp-reminders-card';
import { useFormatDate } from '../../../features/organizations/use-format-date';
import { useOrganization } from '../../../features/organizations/use-organization';
import { SettingsForm, SettingsTab, useSettingsValues } from '../../../features/settings/settings-form';
import { sectionErrors } from '../../../features/settings/use-settings';
import { lazySchema } from '../../../lib/form';
import { loadOrganization } from '../../../lib/route-loader';
import { titleHead } from '../../../lib/title';

export const Route = createFileRoute('/platform/settings/notifications')({
  head: () => titleHead(t`Notification Settings`),
  // The reminders' reach changes with every registration and dues change: read afresh.
  loader: loadOrganization((queryClient, organizationId) => [
    queryClient.fetchQuery(notificationQueries.renewalReminders(organizationId)),
    queryClient.fetchQuery(notificationQueries.audience(organizationId)),
  ]),
  component: () => (
    <SettingsTab>{(settings) => <NotificationSettingsForm initial={settings.notifications} />}</SettingsTab>
  ),
});

const notificationSchema = lazySchema(() => import('@lug/domain/settings').then((m) => m.notificationSettings));

const emailsToMembers = [
  {
    key: 'new_activity',
    label: msg`New Activity`,
    description: msg`Email the active members when an activity is created.`,
  },
  {
    key: 'points_awarded',
    label: msg`Points Awarded`,
    description: msg`Email a member a summary of the points they were awarded, at most once an hour.`,
  },
  {
    key: 'membership_status_updates',
    label: msg`Membership Status Updates`,
    description: msg`Email a member when their registration or dues change.`,
  },
] as const;

function NotificationSettingsForm({ initial }: { initial: NotificationSettings }) {
  const { t } = useLingui();
  const { organizationId } = useOrganization();
  const { data: reach } = useSuspenseQuery(notificationQueries.audience(organizationId));
  const reachOf = (kind: string) => reach.kinds.find((k) => k.kind === kind)?.audience;
  const { form, field, toggle } = useSettingsValues(
    'notifications',
    notificationSchema,
    {
      ...initial,
      from_email: initial.from_email ?? '',
      reply_to_email: initial.reply_to_email ?? '',
      renewal_reminder_dates: initial.renewal_reminder_dates.join(', '),
    },
    {
      read: (values) => ({ ...values, renewal_reminder_dates: parseMonthDays(values.renewal_reminder_dates) }),
      // One message for the dates field, whichever date was refused.
      invalid: (error) => {
        const errors = sectionErrors(error);
        const dates = Object.entries(errors).find(([key]) => key.startsWith('renewal_reminder_dates'));
        return dates ? { ...errors, renewal_reminder_dates: dates[1] } : errors;
      },
    },
  );

  return (
    <SettingsForm aria-label={t`Notification settings`} form={form}>
      <FormCard title={t`Emails to members`} description={t`Each email carries a link to unsubscribe.`}>
        {emailsToMembers.map(({ key, label, description }) => {
          const audience = reachOf(key);
          return (
            <SettingSwitch
              key={key}
              label={t(label)}
              description={t(description)}
              detail={
                audience ? (
                  <Trans>
                    Reaches: <AudienceLine audience={audience} />
                  </Trans>
                ) : null
              }
              {...toggle(key)}
            />
          );
        })}
      </FormCard>
      <FormCard
        title={t`Renewal reminders`}
        description={t`On these days, members not registered or not paid for the coming year get a reminder: from October on about next year, before that about this year.`}
      >
        <SettingSwitch
          label={t`Renewal Reminders`}
          description={t`Email each active member who has not renewed, once on each reminder date. Members can turn them off.`}
          {...toggle('renewal_reminders')}
        />
        <TextField
          label={t`Reminder Dates`}
          description={t`Days of the year as MM-DD, separated by commas, e.g. 12-01, 01-15. In your group's time zone.`}
          autoComplete="off"
          isInvalid={Boolean(form.errors.renewal_reminder_dates)}
          errorMessage={form.errors.renewal_reminder_dates}
          {...field('renewal_reminder_dates')}
        />
        <RenewalRemindersPreview />
      </FormCard>
      <RsvpRemindersCard
        enabled={toggle('rsvp_reminders')}
        daysBefore={field('rsvp_reminder_days_before')}
        error={form.errors.rsvp_reminder_days_before}
      />
      <FormCard title={t`Sender`} description={t`Leave empty to send from the platform's address.`}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={t`From Email`} type="email" autoComplete="off" {...field('from_email')} />
          <TextField label={t`Reply-To Email`} type="email" autoComplete="off" {...field('reply_to_email')} />
        </div>
      </FormCard>
    </SettingsForm>
  );
}

/** The saved settings' next reminder and its reach today (saving reads it again). */
function RenewalRemindersPreview() {
  const { t } = useLingui();
  const { organizationId } = useOrganization();
  const { data: preview } = useSuspenseQuery(notificationQueries.renewalReminders(organizationId));
  const formatDate = useFormatDate();
  const { year } = preview;
  const next = preview.next_date ? formatDate(preview.next_date) : null;
  return (
    <dl aria-label={t`Next renewal reminder`} className="grid gap-5 rounded-md bg-surface-2 p-4 sm:grid-cols-2">
      <Detail label={t`Next reminder`}>
        {next ? (preview.enabled ? next : t`${next} (reminders are off)`) : t`No reminder dates`}
      </Detail>
      <Detail label={t`Would reach today`}>
        {year ? (
          <>
            <AudienceLine audience={preview.audience} />
            <br />
            <span className="text-fg-subtle">
              <Plural
                value={preview.audience.reached + preview.audience.turned_off + preview.audience.no_address}
                one={`of # member not registered or not paid for ${year}`}
                other={`of # members not registered or not paid for ${year}`}
              />
            </span>
          </>
        ) : (
          '—'
        )}
      </Detail>
    </dl>
  );
}
