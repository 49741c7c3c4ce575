import { Trans, useLingui } from '@lingui/react/macro';
import type { ParticipationHistoryPage } from '@lug/domain/participation';
import { ListTable } from '../../components/catalogue/list-page';
import { Link } from '../../components/ui/link';
import { useFormatDate } from '../organizations/use-format-date';

type HistoryItem = ParticipationHistoryPage['items'][number];

/** Participation History's records: Date, Activity (linked), Member, Role and Points. */
export function HistoryTable({ items }: { items: readonly HistoryItem[] }) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  return (
    <ListTable
      aria-label={t`Participation history`}
      rows={items}
      empty={t`No participation recorded for this filter.`}
      columns={[
        {
          id: 'date',
          header: t`Date`,
          className: 'whitespace-nowrap tabular-nums',
          cell: (item) => formatDate(item.date),
        },
        {
          id: 'activity',
          header: t`Activity`,
          isRowHeader: true,
          cell: (item) => (
            <Link
              to="/platform/activities/$id"
              params={{ id: item.activity.id }}
              variant="quiet"
              className="font-medium text-fg"
            >
              {item.activity.name}
            </Link>
          ),
        },
        { id: 'member', header: t`Member`, cell: (item) => item.member.name },
        { id: 'role', header: t`Role`, cell: (item) => item.role.name },
        {
          id: 'points',
          header: (
            <span className="block text-end">
              <Trans>Points</Trans>
            </span>
          ),
          className: 'text-end tabular-nums',
          cell: (item) => item.points,
        },
      ]}
    />
  );
}
