import { useState, type FormEvent } from 'react';
import type { Category, CategoryFields } from '@lug/domain/categories';
import { orderCategoriesAsTree, parentOptions } from '@lug/domain/categories-helpers';
import { capLength, descriptionMax } from '@lug/domain/text-limits';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Form, FormActions } from '../../components/ui/form';
import { ButtonLink } from '../../components/ui/link';
import { Select, SelectItem } from '../../components/ui/select';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { focusFirstInvalid, lazySchema, parseForm } from '../../lib/form';

const noParent = 'none';
const categorySchema = lazySchema(() => import('@lug/domain/categories').then((m) => m.categoryFields));

interface CategoryFormProps {
  initial?: Category;
  categories: Category[];
  categoriesLoading: boolean;
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
  categoriesLoading,
  submitLabel,
  isPending,
  serverErrors,
  onSubmit,
}: CategoryFormProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [description, setDescription] = useState(initial?.description ?? '');
  const [parentKey, setParentKey] = useState(initial?.parent_id ? String(initial.parent_id) : noParent);
  const options = orderCategoriesAsTree(parentOptions(categories, initial?.id ?? null));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    categorySchema.use((schema) => {
      const result = parseForm(schema, form, { description, parent_id: parentKey === noParent ? '' : parentKey });
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
      onFocus={categorySchema.preload}
      aria-label={submitLabel}
    >
      <Card>
        <CardContent className="flex flex-col gap-5">
          <TextField name="name" label="Name" isRequired defaultValue={initial?.name ?? ''} autoFocus={!initial} />
          <Select
            label="Parent Category"
            value={parentKey}
            onChange={(key) => setParentKey(key === null ? noParent : String(key))}
            description={categoriesLoading ? 'Loading categories…' : undefined}
            isInvalid={Boolean(serverErrors?.parent_id)}
            errorMessage={serverErrors?.parent_id}
          >
            <SelectItem id={noParent}>No Parent</SelectItem>
            {options.map((category) => (
              <SelectItem key={category.id} id={String(category.id)} textValue={category.name}>
                {`${'\u2003'.repeat(category.depth)}${category.name}`}
              </SelectItem>
            ))}
          </Select>
          <TextAreaField
            name="description"
            label="Description"
            rows={4}
            value={description}
            onChange={(value) => setDescription(capLength(value, descriptionMax))}
            maxLength={descriptionMax}
            showCount
          />
        </CardContent>
      </Card>
      <FormActions className="justify-end">
        <ButtonLink to="/platform/categories" variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" isPending={isPending}>
          {submitLabel}
        </Button>
      </FormActions>
    </Form>
  );
}
