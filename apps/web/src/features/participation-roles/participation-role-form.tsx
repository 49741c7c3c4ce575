import { useState, type FormEvent } from 'react';
import type { Category } from '@lug/domain/categories';
import { orderCategoriesAsTree } from '@lug/domain/categories-helpers';
import type { ParticipationRole, ParticipationRoleFields } from '@lug/domain/participation-roles';
import {
  participationRoleStatusFormLabels,
  participationRoleStatuses,
  type ParticipationRoleStatus,
} from '@lug/domain/participation-roles-helpers';
import { capLength, descriptionMax } from '@lug/domain/text-limits';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Form, FormActions } from '../../components/ui/form';
import { ButtonLink } from '../../components/ui/link';
import { Select, SelectItem } from '../../components/ui/select';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { focusFirstInvalid, lazySchema, parseForm } from '../../lib/form';

const noCategory = 'none';
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [description, setDescription] = useState(initial?.description ?? '');
  const [categoryKey, setCategoryKey] = useState(initial?.category_id ? String(initial.category_id) : noCategory);
  const [status, setStatus] = useState<ParticipationRoleStatus>(initial?.status ?? 'active');
  const options = orderCategoriesAsTree(categories);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    roleSchema.use((schema) => {
      const result = parseForm(schema, form, {
        description,
        category_id: categoryKey === noCategory ? '' : categoryKey,
        status,
      });
      setErrors(result.errors);
      if (!result.success) {
        focusFirstInvalid(form);
        return;
      }
      onSubmit(result.data);
    });
  }

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
          <TextAreaField
            name="description"
            label="Description"
            rows={4}
            value={description}
            onChange={(value) => setDescription(capLength(value, descriptionMax))}
            maxLength={descriptionMax}
            showCount
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <Select
              label="Category"
              value={categoryKey}
              onChange={(key) => setCategoryKey(key === null ? noCategory : String(key))}
              description={categoriesLoading ? 'Loading categories…' : undefined}
            >
              <SelectItem id={noCategory}>No Category</SelectItem>
              {options.map((category) => (
                <SelectItem key={category.id} id={String(category.id)} textValue={category.name}>
                  {`${'\u2003'.repeat(category.depth)}${category.name}`}
                </SelectItem>
              ))}
            </Select>
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
      <FormActions className="justify-end">
        <ButtonLink to="/platform/participation-roles" variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" isPending={isPending}>
          {submitLabel}
        </Button>
      </FormActions>
    </Form>
  );
}
