/**
 * "Emails from <group>" on My Profile: the member turns each kind of the selected organisation's
 * emails on or off for themselves (the same choice as the unsubscribe link in each email).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { NotificationKindName } from '@lug/domain/notifications-helpers';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { longToastMs, toast } from '../../lib/toast';
import { errorMessage } from '../../lib/trpc';
import { SettingSwitch } from '../settings/setting-switch';
import { useOrganizationSelection } from '../organizations/use-organization';
import { notificationQueries, useSetNotificationPreference } from './api';
import { notificationKindLabels } from './words';

const labels: Record<NotificationKindName, MessageDescriptor> = {
  new_activity: msg`New activities`,
  points_awarded: msg`Points awarded`,
  membership_status_updates: msg`Membership status updates`,
  renewal_reminders: msg`Renewal reminders`,
  rsvp_reminders: msg`RSVP reminders`,
};

export function NotificationPreferencesCard() {
  const { organization } = useOrganizationSelection();
  if (!organization) return null;
  return <Preferences organizationId={organization.id} name={organization.name} />;
}

function Preferences({ organizationId, name }: { organizationId: number; name: string }) {
  const preferences = useQuery(notificationQueries.preferences(organizationId));
  const save = useSetNotificationPreference();
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader
        title={t`Emails from ${name}`}
        description={t`Choose which of your group's emails you get. Account emails (confirming your address, password resets) always come.`}
      />
      <CardContent className="flex flex-col gap-5">
        {preferences.data ? (
          preferences.data.preferences.map(({ kind, subscribed, group_sends }) => {
            const label = t(labels[kind]);
            const emails = t(notificationKindLabels[kind]);
            return (
              <SettingSwitch
                key={kind}
                label={label}
                description={
                  group_sends ? t`Your group sends ${emails}.` : t`Your group does not send ${emails} at the moment.`
                }
                isSelected={subscribed}
                onChange={(value) =>
                  save.mutate(
                    { organization_id: organizationId, kind, subscribed: value },
                    {
                      onSuccess: () =>
                        toast.success(value ? t`Emails turned on` : t`Emails turned off`, t`${label} from ${name}.`),
                      onError: (error) =>
                        toast.error(t`Error saving your choice`, errorMessage(error, t`Unable to save your choice`), {
                          durationMs: longToastMs,
                        }),
                    },
                  )
                }
              />
            );
          })
        ) : preferences.isError ? (
          <p className="text-sm text-danger-text">
            {errorMessage(preferences.error, t`Unable to load your email choices`)}
          </p>
        ) : (
          <Spinner label={t`Loading your email choices`} />
        )}
      </CardContent>
    </Card>
  );
}
