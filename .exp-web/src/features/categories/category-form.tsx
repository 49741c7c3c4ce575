import { useState, type FormEvent } from 'react';
import {
  categoryFields,
  orderCategoriesAsTree,
  parentOptions,
  type Category,
  type CategoryFields,
} from '@lug/domain/categories';
import { descriptionMax } from '@lug/domain/common';
import { capLength } from '@lug/domain/optional-fields';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Form, FormActions } from '../../components/ui/form';
import { ButtonLink } from '../../components/ui/link';
import { Select, SelectItem } from '../../components/ui/select';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { focusFirstInvalid, parseForm } from '../../lib/form';

const noParent = 'none';

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
    const result = parseForm(categoryFields, form, { description, parent_id: parentKey === noParent ? '' : parentKey });
    setErrors(result.errors);
    if (!result.success) {
      focusFirstInvalid(form);
      return;
    }
    onSubmit(result.data);
  }

  return (
    <Form validationErrors={{ ...errors, ...serverErrors }} onSubmit={submit} aria-label={submitLabel}>
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
