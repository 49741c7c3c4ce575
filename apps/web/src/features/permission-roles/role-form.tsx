import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CreatePermissionRoleInput, PermissionRole } from '@lug/domain/permission-roles';
import { permissionRoleDescriptionMax, permissionRoleNameMax } from '@lug/domain/permission-roles-helpers';
import { permissionKeys, type Permission } from '@lug/domain/permissions';
import { CancelLink, CatalogueForm, DescriptionField, NameField } from '../../components/catalogue/form-parts';
import type { FormSave } from '../../components/catalogue/form-page';
import { permissionLabels } from './words';
import { FormCard } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { lazySchema } from '../../lib/form';

/** The form's fields: the shared schema without the organisation (the caller adds it). */
const roleSchema = lazySchema(() =>
  import('@lug/domain/permission-roles').then((m) => m.createPermissionRoleInput.omit({ organization_id: true })),
);

export type RoleFormValues = Omit<CreatePermissionRoleInput, 'organization_id'>;

/**
 * Name (required, at most 50: a longer one shows 'Name must be 50 characters or less'), description (at most 1000, with its 'n/1000 characters' counter;
 * typing beyond the limit is ignored) and the permissions the role grants, as labelled checkboxes.
 * A taken name or a too long description comes back under its field.
 */
export function RoleForm(props: { initial?: PermissionRole; submitLabel: string; save: FormSave<RoleFormValues> }) {
  const { t } = useLingui();
  const { initial } = props;
  const [description, setDescription] = useState(initial?.description ?? '');
  const [permissions, setPermissions] = useState<Permission[]>(initial?.permissions ?? []);

  function toggle(permission: Permission, on: boolean) {
    setPermissions((current) => (on ? [...current, permission] : current.filter((p) => p !== permission)));
  }

  return (
    <CatalogueForm
      schema={roleSchema}
      values={() => ({ description, permissions })}
      save={props.save}
      submitLabel={props.submitLabel}
      cancel={<CancelLink to="/platform/permission-roles" />}
    >
      <FormCard title={t`Role details`}>
        <NameField initial={initial?.name} max={permissionRoleNameMax} />
        <DescriptionField value={description} onChange={setDescription} max={permissionRoleDescriptionMax} />
      </FormCard>
      <FormCard
        title={t`Permissions`}
        description={t`What members holding this role may do. Every member can see the member list.`}
      >
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">
            <Trans>Permissions</Trans>
          </legend>
          {permissionKeys.map((permission) => (
            <Checkbox
              key={permission}
              value={permission}
              isSelected={permissions.includes(permission)}
              onChange={(on) => toggle(permission, on)}
            >
              {t(permissionLabels[permission])}
            </Checkbox>
          ))}
        </fieldset>
      </FormCard>
    </CatalogueForm>
  );
}
