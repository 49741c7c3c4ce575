import { useState, type ReactNode } from 'react';
import type { ActivityFields, ActivityWithCategory } from '@lug/domain/activities';
import {
  activityYear,
  participationTypeLabels,
  participationTypes,
  type ParticipationType,
} from '@lug/domain/activities-helpers';
import type { Category } from '@lug/domain/categories';
import { CancelLink, DescriptionField, FormButtons } from '../../components/catalogue/form-parts';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Form } from '../../components/ui/form';
import { Select, SelectItem } from '../../components/ui/select';
import { Switch } from '../../components/ui/switch';
import { TextField } from '../../components/ui/text-field';
import { lazySchema, useSchemaSubmit } from '../../lib/form';
import { CategorySelect, categoryValue } from '../categories/category-select';

const activitySchema = lazySchema(() => import('@lug/domain/activities').then((m) => m.activityFields));

interface ActivityFormProps {
  /** The activity being edited; empty for a new one. */
  initial?: ActivityWithCategory;
  categories: Category[];
  categoriesLoading: boolean;
  submitLabel: string;
  isPending: boolean;
  /** Field errors from the server's refusal, shown next to their fields. */
  serverErrors?: Record<string, string>;
  onSubmit: (values: ActivityFields) => void;
  /** Extra content after the form (dialogs). */
  children?: ReactNode;
}

/**
 * The activity form (docs/product/activities.md#create-activity): Basic Information, Date & Time,
 * Location & Organization, Additional Settings. Validation is the shared schema; the user's input
 * stays when the server refuses it.
 */
export function ActivityForm({
  initial,
  categories,
  categoriesLoading,
  submitLabel,
  isPending,
  serverErrors,
  onSubmit,
  children,
}: ActivityFormProps) {
  const [description, setDescription] = useState(initial?.description ?? '');
  const [categoryId, setCategoryId] = useState(initial?.category_id ?? null);
  const [participationType, setParticipationType] = useState<ParticipationType>(initial?.participation_type ?? 'daily');
  const [isPrivate, setPrivate] = useState(initial?.is_private ?? false);
  const { errors, onSubmit: submit } = useSchemaSubmit(
    activitySchema,
    () => ({
      description,
      category_id: categoryValue(categoryId),
      participation_type: participationType,
      is_private: isPrivate,
    }),
    onSubmit,
  );

  // An activity's category always shows, even while the list loads or if it failed to.
  const initialMissing =
    initial?.Category && !categories.some((c) => c.id === initial.Category!.id) ? initial.Category : null;

  return (
    <Form
      validationErrors={{ ...errors, ...serverErrors }}
      onSubmit={submit}
      onFocus={activitySchema.preload}
      aria-label={submitLabel}
    >
      <Card>
        <CardHeader title="Basic Information" />
        <CardContent className="flex flex-col gap-5">
          <TextField name="title" label="Title" isRequired defaultValue={initial?.title ?? ''} autoFocus={!initial} />
          <CategorySelect
            label="Category"
            noneLabel="No category"
            value={categoryId}
            onChange={setCategoryId}
            categories={categories}
            isLoading={categoriesLoading}
            extra={initialMissing}
          />
          <DescriptionField value={description} onChange={setDescription} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader title="Date & Time" />
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="start_date"
            type="date"
            label="Start Date"
            isRequired
            defaultValue={initial?.start_date ?? ''}
          />
          <TextField name="end_date" type="date" label="End Date" isRequired defaultValue={initial?.end_date ?? ''} />
          <TextField name="start_time" type="time" label="Start Time" defaultValue={initial?.start_time ?? ''} />
          <TextField name="end_time" type="time" label="End Time" defaultValue={initial?.end_time ?? ''} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader title="Location & Organization" />
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <TextField name="location" label="Location" defaultValue={initial?.location ?? ''} />
          <TextField name="organizer" label="Organizer" defaultValue={initial?.organizer ?? ''} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader title="Additional Settings" />
        <CardContent className="flex flex-col gap-5">
          <TextField
            name="external_url"
            type="url"
            label="External URL"
            placeholder="https://"
            defaultValue={initial?.external_url ?? ''}
          />
          <Select
            label="Participation Tracking"
            value={participationType}
            onChange={(key) => key !== null && setParticipationType(String(key) as ParticipationType)}
            description="Daily Basis records participation per day; Full Event once for the whole activity."
          >
            {participationTypes.map((type) => (
              <SelectItem key={type} id={type}>
                {participationTypeLabels[type]}
              </SelectItem>
            ))}
          </Select>
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium text-fg">Privacy</span>
            <Switch isSelected={isPrivate} onChange={setPrivate}>
              Make this activity private
            </Switch>
          </div>
        </CardContent>
      </Card>

      <FormButtons submitLabel={submitLabel} isPending={isPending}>
        <CancelLink to="/platform/activities" search={initial ? { year: activityYear(initial.start_date) } : {}} />
      </FormButtons>
      {children}
    </Form>
  );
}

/** The fields a refusal from the server may name (shown under them). */
export const activityFormFields = [
  'title',
  'description',
  'start_date',
  'end_date',
  'start_time',
  'end_time',
  'location',
  'organizer',
  'external_url',
] as const;
