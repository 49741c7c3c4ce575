import { useState } from 'react';
import type { Category } from '@lug/domain/categories';
import type { ParticipationRole, ParticipationRoleFields } from '@lug/domain/participation-roles';
import {
  participationRoleStatusFormLabels,
  participationRoleStatuses,
  type ParticipationRoleStatus,
} from '@lug/domain/participation-roles-helpers';
import { CancelLink, DescriptionField, FormButtons } from '../../components/catalogue/form-parts';
import { Card, CardContent } from '../../components/ui/card';
import { Form } from '../../components/ui/form';
import { Select, SelectItem } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { lazySchema, useSchemaSubmit } from '../../lib/form';
import { CategorySelect, categoryValue } from '../categories/category-select';

const roleSchema = lazySchema(() => import('@lug/domain/participation-roles').then((m) => m.participationRoleFields));

interface ParticipationRoleFormProps {
  initial?: ParticipationRole;
  categories: Category[];
  categoriesLoading: boolean;
  submitLabel: string;
  isPending: boolean;
  serverErrors?: Record<string, string>;
  onSubmit: (values: ParticipationRoleFields) => void;
}

/** Name and Points (required), Description (1000 at most), Category (optional), Status Active / Inactive. */
export function ParticipationRoleForm({
  initial,
  categories,
  categoriesLoading,
  submitLabel,
  isPending,
  serverErrors,
  onSubmit,
}: ParticipationRoleFormProps) {
  const [description, setDescription] = useState(initial?.description ?? '');
  const [categoryId, setCategoryId] = useState(initial?.category_id ?? null);
  const [status, setStatus] = useState<ParticipationRoleStatus>(initial?.status ?? 'active');
  const { errors, onSubmit: submit } = useSchemaSubmit(
    roleSchema,
    () => ({ description, category_id: categoryValue(categoryId), status }),
    onSubmit,
  );

  return (
    <Form
      validationErrors={{ ...errors, ...serverErrors }}
      onSubmit={submit}
      onFocus={roleSchema.preload}
      aria-label={submitLabel}
    >
      <Card>
        <CardContent className="flex flex-col gap-5">
          <TextField name="name" label="Name" isRequired defaultValue={initial?.name ?? ''} autoFocus={!initial} />
          <TextField
            name="points"
            type="number"
            inputMode="numeric"
            label="Points"
            isRequired
            defaultValue={String(initial?.points ?? 0)}
            description="Points a member earns for taking part in this role (a whole number, 0 or more)."
          />
          <DescriptionField value={description} onChange={setDescription} />
          <div className="grid gap-5 sm:grid-cols-2">
            <CategorySelect
              label="Category"
              noneLabel="No Category"
              value={categoryId}
              onChange={setCategoryId}
              categories={categories}
              isLoading={categoriesLoading}
            />
            <Select
              label="Status"
              value={status}
              onChange={(key) => key !== null && setStatus(String(key) as ParticipationRoleStatus)}
            >
              {participationRoleStatuses.map((s) => (
                <SelectItem key={s} id={s}>
                  {participationRoleStatusFormLabels[s]}
                </SelectItem>
              ))}
            </Select>
          </div>
        </CardContent>
      </Card>
      <FormButtons submitLabel={submitLabel} isPending={isPending}>
        <CancelLink to="/platform/participation-roles" />
      </FormButtons>
    </Form>
  );
}

/** The fields a refusal from the server may name (shown under them). */
export const participationRoleFormFields = ['name', 'points', 'description', 'category_id', 'status'] as const;
