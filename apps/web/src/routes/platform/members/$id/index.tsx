import { t } from '@lingui/core/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { memberQueries } from '../../../../features/members/api';
import { warmDateFormat } from '../../../../features/organizations/use-format-date';
import { memberIdParams } from '../../../../features/members/params';
import { MemberNotFound, MemberProfile, MemberProfileError } from '../../../../features/members/member-profile';
import { useOrganization } from '../../../../features/organizations/use-organization';
import { MemberDuesCard, profileDuesYear } from '../../../../features/registration/member-dues-card';
import { registrationQueries } from '../../../../features/registration/api';
import { loadRow } from '../../../../lib/route-loader';
import { titleHead } from '../../../../lib/title';

/** Member Profile (docs/product/members.md#member-profile); any member may open it. */
export const Route = createFileRoute('/platform/members/$id/')({
  params: memberIdParams,
  loader: loadRow((queryClient, organizationId, id) => [
    queryClient.ensureQueryData(memberQueries.get(organizationId, id)),
    warmDateFormat(queryClient, organizationId),
    queryClient.ensureQueryData(registrationQueries.summary(organizationId, id, profileDuesYear())),
  ]),
  head: () => titleHead(t`Member Profile`),
  errorComponent: MemberProfileError,
  notFoundComponent: MemberNotFound,
  component: MemberProfilePage,
});

function MemberProfilePage() {
  const { id } = Route.useParams();
  const { organizationId } = useOrganization();
  const { data: member } = useSuspenseQuery(memberQueries.get(organizationId, id));
  return <MemberProfile member={member} dues={<MemberDuesCard organizationId={organizationId} memberId={id} />} />;
}
