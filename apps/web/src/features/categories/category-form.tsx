import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Category, CategoryFields } from '@lug/domain/categories';
import { categoryNameMax, parentOptions } from '@lug/domain/categories-helpers';
import { CancelLink, CatalogueForm, DescriptionField, NameField } from '../../components/catalogue/form-parts';
import type { FormSave } from '../../components/catalogue/form-page';
import { FormCard } from '../../components/ui/card';
import { lazySchema } from '../../lib/form';
import { apiFieldErrors } from '../../lib/trpc';
import { CategorySelect, categoryValue } from './category-select';

const categorySchema = lazySchema(() => import('@lug/domain/categories').then((m) => m.categoryFields));

/**
 * Name, Parent Category ('No Parent' first; on edit the category itself and the categories under
 * it are left out, since it cannot become its own ancestor) and Description (4 rows, 1000 at most).
 * A parent that would make the category its own ancestor comes back as a parent_id problem.
 */
export function CategoryForm(props: {
  initial?: Category;
  categories: Category[];
  submitLabel: string;
  save: FormSave<CategoryFields>;
}) {
  const { t } = useLingui();
  const { initial } = props;
  const [description, setDescription] = useState(initial?.description ?? '');
  const [parentId, setParentId] = useState(initial?.parent_id ?? null);
  return (
    <CatalogueForm
      schema={categorySchema}
      values={() => ({ description, parent_id: categoryValue(parentId) })}
      save={props.save}
      submitLabel={props.submitLabel}
      cancel={<CancelLink to="/platform/categories" />}
    >
      <FormCard>
        <NameField initial={initial?.name} max={categoryNameMax} />
        <CategorySelect
          label={t`Parent Category`}
          noneLabel={t`No Parent`}
          value={parentId}
          onChange={setParentId}
          categories={parentOptions(props.categories, initial?.id ?? null)}
          errorMessage={apiFieldErrors(props.save.refusal, ['parent_id']).parent_id}
        />
        <DescriptionField value={description} onChange={setDescription} />
      </FormCard>
    </CatalogueForm>
  );
}
