import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { screenError } from '../../../components/screen-error';
import { ImportMembersPage } from '../../../features/members/import-members-page';
import { requirePermission } from '../../../features/organizations/guards';
import { titleHead } from '../../../lib/title';

/** Import Members (docs/product/members.md#import-members): choose, match the columns, check, import. */
export const Route = createFileRoute('/platform/members/import')({
  beforeLoad: requirePermission('members.manage'),
  head: () => titleHead(t`Import Members`),
  errorComponent: (props) => screenError({ heading: t`Import Members`, title: t`Import failed` })(props),
  component: ImportMembersPage,
});
