import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-header';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { ButtonLink } from '../../../components/ui/link';
import { useOrganization } from '../../../features/organizations/use-organization';
import { reportMessages } from '../../../features/reports/messages';
import { titleHead } from '../../../lib/title';

export const Route = createFileRoute('/platform/reports/')({
  head: () => titleHead(t`Reports`),
  component: ReportsPage,
});

function ReportsPage() {
  const { t } = useLingui();
  const { can } = useOrganization();
  const canViewAll = can('reports.view');
  const canViewShows = canViewAll || can('activities.manage');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t`Reports`} description={t`Participation and points, by member and by year.`} />
      <div className="grid gap-4 md:grid-cols-2">
        <Card className="flex flex-col">
          <CardHeader
            title={t`One member's year`}
            description={
              canViewAll
                ? t`Every activity a member took part in, with roles and points, and their points per month.`
                : t`Every activity you took part in, with roles and points, and your points per month.`
            }
          />
          <CardContent className="mt-auto">
            <ButtonLink to="/platform/reports/member-details">{t(reportMessages.memberDetailsTitle)}</ButtonLink>
          </CardContent>
        </Card>
        <Card className="flex flex-col">
          <CardHeader
            title={t`All members' year`}
            description={
              canViewAll
                ? t`Activities and points of every member in a year, and the top ten by points.`
                : t`Needs the "View reports" permission.`
            }
          />
          <CardContent className="mt-auto">
            <ButtonLink to="/platform/reports/member-activities" isDisabled={!canViewAll}>
              {t(reportMessages.memberActivitiesTitle)}
            </ButtonLink>
          </CardContent>
        </Card>
        <Card className="flex flex-col">
          <CardHeader
            title={t`Shows`}
            description={
              canViewShows
                ? t`Visitors, exhibits, members and hours of each show in a year, with PDF and CSV for the ambassador reporting.`
                : t`Needs the "View reports" or "Manage activities" permission.`
            }
          />
          <CardContent className="mt-auto">
            <ButtonLink to="/platform/reports/shows" isDisabled={!canViewShows}>
              {t`Shows report`}
            </ButtonLink>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
