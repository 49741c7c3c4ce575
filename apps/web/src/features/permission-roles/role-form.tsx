import { useState } from 'react';
import type { PermissionRole } from '@lug/domain/permission-roles';
import { permissionRoleDescriptionMax, permissionRoleNameMax } from '@lug/domain/permission-roles-helpers';
import { permissionKeys, permissionLabels, type Permission } from '@lug/domain/permissions';
import { CancelLink, DescriptionField, FormButtons } from '../../components/catalogue/form-parts';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Form } from '../../components/ui/form';
import { TextField } from '../../components/ui/text-field';
import { lazySchema, useSchemaSubmit } from '../../lib/form';

/** The form's fields: the shared schema without the organisation (the caller adds it). */
const roleSchema = lazySchema(() =>
  import('@lug/domain/permission-roles').then((m) => m.createPermissionRoleInput.omit({ organization_id: true })),
);

export interface RoleFormValues {
  name: string;
  description: string | null;
  permissions: Permission[];
}

interface RoleFormProps {
  initial?: PermissionRole;
  submitLabel: string;
  isPending: boolean;
  /** The server's refusal of a field (a duplicate name), shown next to it. */
  serverErrors?: Record<string, string>;
  onSubmit: (values: RoleFormValues) => void;
}

/**
 * Name (required, at most 50), description (at most 1000, with its 'n/1000 characters' counter;
 * typing beyond the limit is ignored) and the permissions the role grants, as labelled checkboxes.
 */
export function RoleForm({ initial, submitLabel, isPending, serverErrors, onSubmit }: RoleFormProps) {
  const [description, setDescription] = useState(initial?.description ?? '');
  const [permissions, setPermissions] = useState<Permission[]>(initial?.permissions ?? []);
  const { errors, onSubmit: submit } = useSchemaSubmit(roleSchema, () => ({ description, permissions }), (values) =>
    onSubmit({
      name: values.name,
      description: values.description ?? null,
      permissions: values.permissions ?? [],
    }),
  );

  function toggle(permission: Permission, on: boolean) {
    setPermissions((current) => (on ? [...current, permission] : current.filter((p) => p !== permission)));
  }

  return (
    <Form
      validationErrors={{ ...errors, ...serverErrors }}
      onSubmit={submit}
      onFocus={roleSchema.preload}
      aria-label={submitLabel}
    >
      <Card>
        <CardHeader title="Role details" />
        <CardContent className="flex flex-col gap-5">
          <TextField
            name="name"
            label="Name"
            isRequired
            maxLength={permissionRoleNameMax}
            defaultValue={initial?.name ?? ''}
            autoFocus={!initial}
            autoComplete="off"
          />
          <DescriptionField value={description} onChange={setDescription} max={permissionRoleDescriptionMax} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader
          title="Permissions"
          description="What members holding this role may do. Every member can see the member list."
        />
        <CardContent>
          <fieldset className="flex flex-col gap-3">
            <legend className="sr-only">Permissions</legend>
            {permissionKeys.map((permission) => (
              <Checkbox
                key={permission}
                value={permission}
                isSelected={permissions.includes(permission)}
                onChange={(on) => toggle(permission, on)}
              >
                {permissionLabels[permission]}
              </Checkbox>
            ))}
          </fieldset>
        </CardContent>
      </Card>
      <FormButtons submitLabel={submitLabel} isPending={isPending}>
        <CancelLink to="/platform/permission-roles" />
      </FormButtons>
    </Form>
  );
}

/** The refusal's fields the role form shows (a taken name, a too long description). */
export const roleFormFields = ['name', 'description'] as const;
