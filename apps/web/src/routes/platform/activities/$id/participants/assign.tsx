import { createFileRoute, redirect } from '@tanstack/react-router';
import { numericIdParams } from '../../../../../lib/route-loader';

/**
 * The activity's "assign participants" address: it opens the Participation Manager on that activity
 * (`/platform/participation?activity=<id>`, the year following the activity), which checks
 * `participation.manage` itself (docs/product/participation.md#participation-manager).
 */
export const Route = createFileRoute('/platform/activities/$id/participants/assign')({
  params: numericIdParams,
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/platform/participation', search: { activity: params.id }, replace: true });
  },
});
