/**
 * "Emails from <group>" on My Profile: the member turns each kind of the selected organisation's
 * emails on or off for themselves (the same choice as the unsubscribe link in each email).
 */
import { useQuery } from '@tanstack/react-query';
import { notificationKindLabels, type NotificationKindName } from '@lug/domain/notifications-helpers';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { longToastMs, toast } from '../../lib/toast';
import { errorMessage } from '../../lib/trpc';
import { SettingSwitch } from '../settings/setting-switch';
import { useOrganizationSelection } from '../organizations/use-organization';
import { notificationQueries, useSetNotificationPreference } from './api';

const labels: Record<NotificationKindName, string> = {
  new_activity: 'New activities',
  points_awarded: 'Points awarded',
  membership_status_updates: 'Membership status updates',
  renewal_reminders: 'Renewal reminders',
  rsvp_reminders: 'RSVP reminders',
};

export function NotificationPreferencesCard() {
  const { organization } = useOrganizationSelection();
  if (!organization) return null;
  return <Preferences organizationId={organization.id} name={organization.name} />;
}

function Preferences({ organizationId, name }: { organizationId: number; name: string }) {
  const preferences = useQuery(notificationQueries.preferences(organizationId));
  const save = useSetNotificationPreference();
  return (
    <Card>
      <CardHeader
        title={`Emails from ${name}`}
        description="Choose which of your group's emails you get. Account emails (confirming your address, password resets) always come."
      />
      <CardContent className="flex flex-col gap-5">
        {preferences.data ? (
          preferences.data.preferences.map(({ kind, subscribed, group_sends }) => (
            <SettingSwitch
              key={kind}
              label={labels[kind]}
              description={
                group_sends
                  ? `Your group sends ${notificationKindLabels[kind]}.`
                  : `Your group does not send ${notificationKindLabels[kind]} at the moment.`
              }
              isSelected={subscribed}
              onChange={(value) =>
                save.mutate(
                  { organization_id: organizationId, kind, subscribed: value },
                  {
                    onSuccess: () =>
                      toast.success(value ? 'Emails turned on' : 'Emails turned off', `${labels[kind]} from ${name}.`),
                    onError: (error) =>
                      toast.error('Error saving your choice', errorMessage(error, 'Unable to save your choice'), {
                        durationMs: longToastMs,
                      }),
                  },
                )
              }
            />
          ))
        ) : preferences.isError ? (
          <p className="text-sm text-danger-text">
            {errorMessage(preferences.error, 'Unable to load your email choices')}
          </p>
        ) : (
          <Spinner label="Loading your email choices" />
        )}
      </CardContent>
    </Card>
  );
}
