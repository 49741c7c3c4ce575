import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-header';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { ButtonLink } from '../../../components/ui/link';
import { useOrganization } from '../../../features/organizations/use-organization';
import { reportMessages } from '../../../features/reports/messages';
import { titleHead } from '../../../lib/title';

export const Route = createFileRoute('/platform/reports/')({
  head: () => titleHead('Reports'),
  component: ReportsPage,
});

function ReportsPage() {
  const { can } = useOrganization();
  const canViewAll = can('reports.view');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Reports" description="Participation and points, by member and by year." />
      <div className="grid gap-4 md:grid-cols-2">
        <Card className="flex flex-col">
          <CardHeader
            title="One member's year"
            description={
              canViewAll
                ? 'Every activity a member took part in, with roles and points, and their points per month.'
                : 'Every activity you took part in, with roles and points, and your points per month.'
            }
          />
          <CardContent className="mt-auto">
            <ButtonLink to="/platform/reports/member-details">{reportMessages.memberDetailsTitle}</ButtonLink>
          </CardContent>
        </Card>
        <Card className="flex flex-col">
          <CardHeader
            title="All members' year"
            description={
              canViewAll
                ? 'Activities and points of every member in a year, and the top ten by points.'
                : 'Needs the "View reports" permission.'
            }
          />
          <CardContent className="mt-auto">
            <ButtonLink to="/platform/reports/member-activities" isDisabled={!canViewAll}>
              {reportMessages.memberActivitiesTitle}
            </ButtonLink>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
