import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { Select, SelectItem } from '../../../components/ui/select';
import { useOrganizationSelection } from '../../../features/organizations/use-organization';

/** Chooses the organisation the platform works in (persisted in localStorage `lug.organizationId`). */
export function OrganizationSelect() {
  const { t } = useLingui();
  const router = useRouter();
  const { organizations, organizationId, select } = useOrganizationSelection();
  if (organizations.length === 0) return null;
  return (
    <Select
      label={t`Organization`}
      className="mb-1"
      items={organizations}
      value={organizationId}
      onChange={(key) => {
        if (key === null) return;
        select(Number(key));
        // Loaders read the selection from the route context: run them again for the new organisation.
        void router.invalidate();
      }}
    >
      {(organization) => <SelectItem id={organization.id}>{organization.name}</SelectItem>}
    </Select>
  );
}
