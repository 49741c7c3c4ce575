import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Category } from '@lug/domain/categories';
import type { ParticipationRole, ParticipationRoleFields } from '@lug/domain/participation-roles';
import {
  participationRoleNameMax,
  participationRoleStatuses,
  type ParticipationRoleStatus,
} from '@lug/domain/participation-roles-helpers';
import { CancelLink, CatalogueForm, DescriptionField, NameField } from '../../components/catalogue/form-parts';
import type { FormSave } from '../../components/catalogue/form-page';
import { FormCard } from '../../components/ui/card';
import { Select, SelectItem } from '../../components/ui/select';
import { TextField } from '../../components/ui/text-field';
import { lazySchema } from '../../lib/form';
import { CategorySelect, categoryValue } from '../categories/category-select';
import { participationRoleStatusFormLabels } from './messages';

const roleSchema = lazySchema(() => import('@lug/domain/participation-roles').then((m) => m.participationRoleFields));

/** Name and Points (required), Description (1000 at most), Category (optional), Status Active / Inactive. */
export function ParticipationRoleForm(props: {
  initial?: ParticipationRole;
  categories: Category[];
  submitLabel: string;
  save: FormSave<ParticipationRoleFields>;
}) {
  const { t } = useLingui();
  const { initial } = props;
  const [description, setDescription] = useState(initial?.description ?? '');
  const [categoryId, setCategoryId] = useState(initial?.category_id ?? null);
  const [status, setStatus] = useState<ParticipationRoleStatus>(initial?.status ?? 'active');
  return (
    <CatalogueForm
      schema={roleSchema}
      values={() => ({ description, category_id: categoryValue(categoryId), status })}
      save={props.save}
      submitLabel={props.submitLabel}
      cancel={<CancelLink to="/platform/participation-roles" />}
    >
      <FormCard>
        <NameField initial={initial?.name} max={participationRoleNameMax} />
        <TextField
          name="points"
          type="number"
          inputMode="numeric"
          label={t`Points`}
          isRequired
          defaultValue={String(initial?.points ?? 0)}
          description={t`Points a member earns for taking part in this role (a whole number, 0 or more).`}
        />
        <DescriptionField value={description} onChange={setDescription} />
        <div className="grid gap-5 sm:grid-cols-2">
          <CategorySelect
            label={t`Category`}
            noneLabel={t`No Category`}
            value={categoryId}
            onChange={setCategoryId}
            categories={props.categories}
          />
          <Select
            label={t`Status`}
            value={status}
            onChange={(key) => key !== null && setStatus(String(key) as ParticipationRoleStatus)}
          >
            {participationRoleStatuses.map((s) => (
              <SelectItem key={s} id={s}>
                {t(participationRoleStatusFormLabels[s])}
              </SelectItem>
            ))}
          </Select>
        </div>
      </FormCard>
    </CatalogueForm>
  );
}
