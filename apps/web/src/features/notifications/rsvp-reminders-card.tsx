/**
 * Settings → Notifications, card "RSVP reminders" (docs/product/settings.md#rsvp-reminders): the
 * switch and the days before an activity's first day. The screen's form owns the values; this card
 * only shows them.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { rsvpReminderDays } from '@lug/domain/rsvp-reminders';
import { FormCard } from '../../components/ui/card';
import { NumberField } from '../../components/ui/number-field';
import { SettingSwitch } from '../settings/setting-switch';

interface RsvpRemindersCardProps {
  /** `toggle('rsvp_reminders')` of the screen's form. */
  enabled: { isSelected: boolean; onChange: (value: boolean) => void };
  /** `field('rsvp_reminder_days_before')` of the screen's form. */
  daysBefore: { name: string; value: number; onChange: (value: number) => void };
  error?: string | undefined;
}

export function RsvpRemindersCard({ enabled, daysBefore, error }: RsvpRemindersCardProps) {
  const { t } = useLingui();
  const days = daysBefore.value;
  const min = rsvpReminderDays.min;
  const max = rsvpReminderDays.max;
  return (
    <FormCard
      title={t`RSVP reminders`}
      description={t`Members who answered "going" get an email before the activity, with the event attached for their calendar.`}
    >
      <SettingSwitch
        label={t`RSVP Reminders`}
        description={t`Email each member going, once per activity. Members can turn them off.`}
        {...enabled}
      />
      <NumberField
        label={t`Days Before`}
        description={t`Days before the activity's first day, from ${min} to ${max}, in your group's time zone.`}
        unit={Number.isFinite(days) ? plural(days, { one: 'day', other: 'days' }) : t`days`}
        className="sm:max-w-md"
        minValue={min}
        maxValue={max}
        step={1}
        isInvalid={Boolean(error)}
        errorMessage={error}
        {...daysBefore}
      />
    </FormCard>
  );
}
