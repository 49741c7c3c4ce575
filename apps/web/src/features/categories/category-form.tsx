import { useState } from 'react';
import type { Category, CategoryFields } from '@lug/domain/categories';
import { parentOptions } from '@lug/domain/categories-helpers';
import { CancelLink, DescriptionField, FormButtons } from '../../components/catalogue/form-parts';
import { FormCard } from '../../components/ui/card';
import { Form } from '../../components/ui/form';
import { TextField } from '../../components/ui/text-field';
import { lazySchema, useSchemaSubmit } from '../../lib/form';
import { CategorySelect, categoryValue } from './category-select';

const categorySchema = lazySchema(() => import('@lug/domain/categories').then((m) => m.categoryFields));

interface CategoryFormProps {
  initial?: Category;
  categories: Category[];
  submitLabel: string;
  isPending: boolean;
  serverErrors?: Record<string, string>;
  onSubmit: (values: CategoryFields) => void;
}

/**
 * Name, Parent Category ('No Parent' first; on edit the category itself and the categories under
 * it are left out, since it cannot become its own ancestor) and Description (4 rows, 1000 at most).
 */
export function CategoryForm({
  initial,
  categories,
  submitLabel,
  isPending,
  serverErrors,
  onSubmit,
}: CategoryFormProps) {
  const [description, setDescription] = useState(initial?.description ?? '');
  const [parentId, setParentId] = useState(initial?.parent_id ?? null);
  const { errors, onSubmit: submit } = useSchemaSubmit(
    categorySchema,
    () => ({ description, parent_id: categoryValue(parentId) }),
    onSubmit,
  );

  return (
    <Form
      validationErrors={{ ...errors, ...serverErrors }}
      onSubmit={submit}
      onFocus={categorySchema.preload}
      aria-label={submitLabel}
    >
      <FormCard>
        <TextField name="name" label="Name" isRequired defaultValue={initial?.name ?? ''} autoFocus={!initial} />
        <CategorySelect
          label="Parent Category"
          noneLabel="No Parent"
          value={parentId}
          onChange={setParentId}
          categories={parentOptions(categories, initial?.id ?? null)}
          errorMessage={serverErrors?.parent_id}
        />
        <DescriptionField value={description} onChange={setDescription} />
      </FormCard>
      <FormButtons submitLabel={submitLabel} isPending={isPending}>
        <CancelLink to="/platform/categories" />
      </FormButtons>
    </Form>
  );
}

/** The fields a refusal from the server may name (shown under them). */
export const categoryFormFields = ['name', 'description', 'parent_id'] as const;
