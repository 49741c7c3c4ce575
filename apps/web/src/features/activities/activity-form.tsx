import { useState, type FormEvent, type ReactNode } from 'react';
import type { ActivityFields, ActivityWithCategory } from '@lug/domain/activities';
import {
  activityYear,
  participationTypeLabels,
  participationTypes,
  type ParticipationType,
} from '@lug/domain/activities-helpers';
import type { Category } from '@lug/domain/categories';
import { orderCategoriesAsTree } from '@lug/domain/categories-helpers';
import { capLength, descriptionMax } from '@lug/domain/text-limits';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Form, FormActions } from '../../components/ui/form';
import { ButtonLink } from '../../components/ui/link';
import { Select, SelectItem } from '../../components/ui/select';
import { Switch } from '../../components/ui/switch';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { focusFirstInvalid, lazySchema, parseForm } from '../../lib/form';

const noCategory = 'none';
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [description, setDescription] = useState(initial?.description ?? '');
  const [categoryKey, setCategoryKey] = useState<string>(
    initial?.category_id ? String(initial.category_id) : noCategory,
  );
  const [participationType, setParticipationType] = useState<ParticipationType>(initial?.participation_type ?? 'daily');
  const [isPrivate, setPrivate] = useState(initial?.is_private ?? false);

  const categoryOptions = orderCategoriesAsTree(categories);
  // An activity's category always shows, even while the list loads or if it failed to.
  const initialMissing =
    initial?.Category && !categories.some((c) => c.id === initial.Category!.id) ? initial.Category : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    activitySchema.use((schema) => {
      const result = parseForm(schema, form, {
        description,
        category_id: categoryKey === noCategory ? '' : categoryKey,
        participation_type: participationType,
        is_private: isPrivate,
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
      onFocus={activitySchema.preload}
      aria-label={submitLabel}
    >
      <Card>
        <CardHeader title="Basic Information" />
        <CardContent className="flex flex-col gap-5">
          <TextField name="title" label="Title" isRequired defaultValue={initial?.title ?? ''} autoFocus={!initial} />
          <Select
            label="Category"
            value={categoryKey}
            onChange={(key) => setCategoryKey(key === null ? noCategory : String(key))}
            description={categoriesLoading ? 'Loading categories…' : undefined}
          >
            <SelectItem id={noCategory}>No category</SelectItem>
            {initialMissing ? <SelectItem id={String(initialMissing.id)}>{initialMissing.name}</SelectItem> : null}
            {categoryOptions.map((category) => (
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

      <FormActions className="justify-end">
        <ButtonLink
          to="/platform/activities"
          search={initial ? { year: activityYear(initial.start_date) } : {}}
          variant="secondary"
        >
          Cancel
        </ButtonLink>
        <Button type="submit" isPending={isPending}>
          {submitLabel}
        </Button>
      </FormActions>
      {children}
    </Form>
  );
}
