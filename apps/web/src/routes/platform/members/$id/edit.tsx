import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { FormPage } from '../../../../components/catalogue/form-page';
import { screenError } from '../../../../components/screen-error';
import { memberQueries } from '../../../../features/members/api';
import { EditMemberForm } from '../../../../features/members/edit-member-form';
import { MemberNotFound } from '../../../../features/members/member-profile';
import { memberMessages } from '../../../../features/members/words';
import { requirePermission } from '../../../../features/organizations/guards';
import { useOrganization } from '../../../../features/organizations/use-organization';
import { loadRow } from '../../../../lib/route-loader';
import { memberIdParams } from '../../../../features/members/params';
import { longToastMs } from '../../../../lib/toast';
import { titleHead } from '../../../../lib/title';

/**
 * Edit Member (docs/product/members.md#edit-member). The member's row is awaited; a failure to
 * load it shows under the heading with the way back to the list, as every edit screen does.
 */
export const Route = createFileRoute('/platform/members/$id/edit')({
  params: memberIdParams,
  beforeLoad: requirePermission('members.manage'),
  loader: loadRow((queryClient, organizationId, id) => [
    queryClient.ensureQueryData(memberQueries.get(organizationId, id)),
    queryClient.prefetchQuery(memberQueries.roles(organizationId)),
  ]),
  head: () => titleHead(t`Edit Member`),
  errorComponent: (props) =>
    screenError({
      heading: t`Edit Member`,
      title: memberMessages.loadFailed,
      back: { to: '/platform/members', label: t`Back to Members` },
      toastMs: longToastMs,
    })(props),
  notFoundComponent: MemberNotFound,
  component: EditMemberPage,
});

function EditMemberPage() {
  const { t } = useLingui();
  const { id } = Route.useParams();
  const { organizationId } = useOrganization();
  const { data: member } = useSuspenseQuery(memberQueries.get(organizationId, id));
  return (
    <FormPage title={t`Edit Member`} description={`${member.first_name} ${member.last_name}`}>
      <EditMemberForm key={member.id} member={member} />
    </FormPage>
  );
}
