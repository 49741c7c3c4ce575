import { useLingui } from '@lingui/react/macro';
import type { Activity } from '@lug/domain/activities';
import { Select, SelectItem } from '../../components/ui/select';
import { useFormatDate } from '../organizations/use-format-date';

interface ActivitySelectProps {
  year: number;
  /** The year's activities (none while they load or when they failed). */
  activities: readonly Pick<Activity, 'id' | 'title' | 'start_date'>[] | undefined;
  isPending: boolean;
  value: number | undefined;
  onChange: (activityId: number | undefined) => void;
}

/** The Participation Manager's Activity choice: the year's activities with their start dates. */
export function ActivitySelect({ year, activities, isPending, value, onChange }: ActivitySelectProps) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const options = activities ?? [];
  return (
    <Select
      label={t`Activity`}
      className="sm:w-96"
      placeholder={
        isPending ? t`Loading activities…` : options.length === 0 ? t`No activities in ${year}` : t`Select an activity`
      }
      isDisabled={isPending || options.length === 0}
      value={value !== undefined && options.some((a) => a.id === value) ? String(value) : null}
      onChange={(key) => onChange(key === null ? undefined : Number(key))}
    >
      {options.map((activity) => (
        <SelectItem key={activity.id} id={String(activity.id)} textValue={activity.title}>
          <span className="flex items-baseline justify-between gap-3">
            <span className="truncate">{activity.title}</span>
            <span className="shrink-0 text-xs text-fg-muted tabular-nums">{formatDate(activity.start_date)}</span>
          </span>
        </SelectItem>
      ))}
    </Select>
  );
}
