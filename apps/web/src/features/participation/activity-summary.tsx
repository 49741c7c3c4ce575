import { Trans, useLingui } from '@lingui/react/macro';
import type { ActivityParticipationPage } from '@lug/domain/participation';
import { Card, CardContent } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Link } from '../../components/ui/link';
import { setOne } from '../../lib/selection';
import { Figure, Figures } from '../members/figures';
import { useFormatDate } from '../organizations/use-format-date';
import { roleLabel } from './participation-grid';

interface ActivitySummaryProps {
  page: Pick<ActivityParticipationPage, 'activity' | 'roles' | 'unique_participants'>;
  /** The roles ticked: Assign and Remove act on them. */
  roleIds: ReadonlySet<number>;
  onRoleIdsChange: (next: (current: ReadonlySet<number>) => ReadonlySet<number>) => void;
  selectedMembers: number;
}

/**
 * The chosen activity over the Participation Manager's table: its title, dates and tracking, the
 * Available Roles to tick, and the counts (docs/product/participation.md#participation-manager).
 */
export function ActivitySummary({ page, roleIds, onRoleIdsChange, selectedMembers }: ActivitySummaryProps) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const { activity, roles } = page;
  const start = formatDate(activity.start_date);
  const end = formatDate(activity.end_date);
  return (
    <Card>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <h2 className="text-base font-semibold tracking-tight text-fg">{activity.title}</h2>
          <p className="text-sm text-fg-muted">
            {activity.start_date === activity.end_date ? start : t`${start} – ${end}`}
            {' · '}
            {activity.participation_type === 'full' ? (
              <Trans>Tracked for the entire event</Trans>
            ) : (
              <Trans>Tracked day by day</Trans>
            )}
            {' · '}
            <Link to="/platform/activities/$id" params={{ id: activity.id }}>
              <Trans>View activity</Trans>
            </Link>
          </p>
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-3 text-sm font-medium text-fg">
            <Trans>Available Roles</Trans>
          </legend>
          {roles.length === 0 ? (
            <p className="text-sm text-fg-muted">
              <Trans>
                No active participation roles.{' '}
                <Link to="/platform/participation-roles/create">Add a participation role</Link> to record participation.
              </Trans>
            </p>
          ) : (
            <div className="flex flex-wrap gap-x-6 gap-y-3">
              {roles.map((role) => (
                <Checkbox
                  key={role.id}
                  isSelected={roleIds.has(role.id)}
                  onChange={(on) => onRoleIdsChange((current) => setOne(current, role.id, on))}
                >
                  {roleLabel(role)}
                </Checkbox>
              ))}
            </div>
          )}
        </fieldset>
        <Figures className="sm:grid-cols-3 lg:max-w-2xl">
          <Figure label={t`Total Unique Participants`} value={page.unique_participants} />
          <Figure label={t`Members selected`} value={selectedMembers} />
          <Figure label={t`Roles selected`} value={roleIds.size} />
        </Figures>
      </CardContent>
    </Card>
  );
}
