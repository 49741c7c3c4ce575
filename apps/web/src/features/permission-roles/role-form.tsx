import { useEffect, useState, type FormEvent } from 'react';
import type { PermissionRole } from '@lug/domain/permission-roles';
import { permissionRoleDescriptionMax, permissionRoleNameMax } from '@lug/domain/permission-roles-helpers';
import { permissionKeys, permissionLabels, type Permission } from '@lug/domain/permissions';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Form, FormActions } from '../../components/ui/form';
import { ButtonLink } from '../../components/ui/link';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { focusFirstInvalid, lazySchema, parseForm } from '../../lib/form';
import { apiFieldErrors } from '../../lib/trpc';
import { useFieldErrors } from '../members/use-field-errors';

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
  const { errors, setErrors, onInput } = useFieldErrors();
  // A refusal from the server (a duplicate name) shows next to its field until the user edits it.
  useEffect(() => {
    if (serverErrors && Object.keys(serverErrors).length > 0) setErrors((current) => ({ ...current, ...serverErrors }));
  }, [serverErrors, setErrors]);
  const [description, setDescription] = useState(initial?.description ?? '');
  const [permissions, setPermissions] = useState<Permission[]>(initial?.permissions ?? []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    roleSchema.use((schema) => {
      const result = parseForm(schema, form, { description, permissions });
      setErrors(result.errors);
      if (!result.success) {
        focusFirstInvalid(form);
        return;
      }
      onSubmit({
        name: result.data.name,
        description: result.data.description ?? null,
        permissions: result.data.permissions ?? [],
      });
    });
  }

  function toggle(permission: Permission, on: boolean) {
    setPermissions((current) => (on ? [...current, permission] : current.filter((p) => p !== permission)));
  }

  return (
    <div className="contents" onInput={onInput}>
      <Form validationErrors={errors} onSubmit={submit} onFocus={roleSchema.preload} aria-label={submitLabel}>
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
            <TextAreaField
              label="Description"
              value={description}
              onChange={(value) => setDescription(value.slice(0, permissionRoleDescriptionMax))}
              maxLength={permissionRoleDescriptionMax}
              showCount
              rows={4}
            />
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
        <FormActions>
          <ButtonLink to="/platform/permission-roles" variant="secondary">
            Cancel
          </ButtonLink>
          <Button type="submit" isPending={isPending} className="sm:ms-auto">
            {submitLabel}
          </Button>
        </FormActions>
      </Form>
    </div>
  );
}

/** The refusal's fields the role form shows (a taken name, a too long description). */
export function roleServerErrors(error: unknown): Record<string, string> {
  return apiFieldErrors(error, ['name', 'description']);
}
