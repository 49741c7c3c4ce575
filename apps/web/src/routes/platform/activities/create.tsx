import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { ActivityFields } from '@lug/domain/activities';
import { activityYear } from '@lug/domain/activities-helpers';
import { FormPage, useSaveForm } from '../../../components/catalogue/form-page';
import { screenError } from '../../../components/screen-error';
import { useCreateActivity } from '../../../features/activities/api';
import { ActivityForm } from '../../../features/activities/activity-form';
import { activityMessages as m } from '../../../features/activities/messages';
import { categoryQueries } from '../../../features/categories/api';
import { requirePermission } from '../../../features/organizations/guards';
import { useOrganization } from '../../../features/organizations/use-organization';
import { loadOrganization } from '../../../lib/route-loader';
import { titleHead } from '../../../lib/title';

export const Route = createFileRoute('/platform/activities/create')({
  beforeLoad: requirePermission('activities.manage'),
  loader: loadOrganization((queryClient, organizationId) => [
    queryClient.ensureQueryData(categoryQueries.list(organizationId)),
  ]),
  head: () => titleHead(t`Create Activity`),
  errorComponent: (props) => screenError({ heading: t`Create Activity`, title: m.errorLoadingCategories })(props),
  component: CreateActivityPage,
});

function CreateActivityPage() {
  const { t } = useLingui();
  const { organizationId } = useOrganization();
  const navigate = useNavigate();
  const { data: categories } = useSuspenseQuery(categoryQueries.list(organizationId));
  const create = useCreateActivity();
  const save = useSaveForm({
    save: (values: ActivityFields) => create.mutateAsync({ ...values, organization_id: organizationId }),
    toasts: { saved: m.created(), failed: m.errorCreating() },
    // Back to the list, at the new activity's year.
    onSaved: (activity) =>
      navigate({ to: '/platform/activities', search: { year: activityYear(activity.start_date) } }),
  });

  return (
    <FormPage
      title={t`Create Activity`}
      description={t`Add a meeting, show or build to your group's calendar.`}
      width="3xl"
    >
      <ActivityForm
        organizationId={organizationId}
        categories={categories}
        submitLabel={t`Create Activity`}
        save={save}
      />
    </FormPage>
  );
}
