import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActivityFields, ActivityWithCategory } from '@lug/domain/activities';
import {
  activityTitleMax,
  activityYear,
  participationTypes,
  type ParticipationType,
} from '@lug/domain/activities-helpers';
import type { Category } from '@lug/domain/categories';
import type { FormSave } from '../../components/catalogue/form-page';
import { CancelLink, CatalogueForm, DescriptionField } from '../../components/catalogue/form-parts';
import { tooLongProblem } from '../../components/catalogue/words';
import { FormCard } from '../../components/ui/card';
import { Select, SelectItem } from '../../components/ui/select';
import { Switch } from '../../components/ui/switch';
import { TextField } from '../../components/ui/text-field';
import { lazySchema } from '../../lib/form';
import { CategorySelect, categoryValue } from '../categories/category-select';
import { ExhibitsFormCard } from '../exhibits/exhibits-form-card';
import { RsvpFormCard } from '../rsvp/rsvp-form-card';
import { participationTypeLabels } from './messages';

const activitySchema = lazySchema(() => import('@lug/domain/activities').then((m) => m.activityFields));

/** A card of fields two by two on wider screens (dates, times, places). */
function PairedFields({ title, children }: { title: string; children: ReactNode }) {
  return (
    <FormCard title={title}>
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </FormCard>
  );
}

/**
 * The activity form (docs/product/activities.md#create-activity): Basic Information, Date & Time,
 * Location & Organization, Additional Settings. Validation is the shared schema; the user's input
 * stays when the server refuses it. **Cancel** goes back to the activity's year.
 */
export function ActivityForm(props: {
  /** The activity being edited; empty for a new one. */
  initial?: ActivityWithCategory;
  organizationId: number;
  categories: Category[];
  submitLabel: string;
  save: FormSave<ActivityFields>;
}) {
  const { t } = useLingui();
  const { initial } = props;
  const titleLabel = t`Title`;
  const [description, setDescription] = useState(initial?.description ?? '');
  const [categoryId, setCategoryId] = useState(initial?.category_id ?? null);
  const [participationType, setParticipationType] = useState<ParticipationType>(initial?.participation_type ?? 'daily');
  const [isPrivate, setPrivate] = useState(initial?.is_private ?? false);
  const [rsvpOpen, setRsvpOpen] = useState(initial?.rsvp_open ?? false);
  const [checkinRoleId, setCheckinRoleId] = useState(initial?.checkin_role_id ?? null);
  const [exhibitsOpen, setExhibitsOpen] = useState(initial?.exhibits_open ?? false);
  const [exhibitorRoleId, setExhibitorRoleId] = useState(initial?.exhibitor_role_id ?? null);

  return (
    <CatalogueForm
      schema={activitySchema}
      values={() => ({
        description,
        category_id: categoryValue(categoryId),
        participation_type: participationType,
        is_private: isPrivate,
        rsvp_open: rsvpOpen,
        checkin_role_id: checkinRoleId === null ? '' : String(checkinRoleId),
        exhibits_open: exhibitsOpen,
        exhibitor_role_id: exhibitorRoleId === null ? '' : String(exhibitorRoleId),
      })}
      save={props.save}
      submitLabel={props.submitLabel}
      cancel={
        <CancelLink to="/platform/activities" search={initial ? { year: activityYear(initial.start_date) } : {}} />
      }
    >
      <FormCard title={t`Basic Information`}>
        <TextField
          name="title"
          label={titleLabel}
          isRequired
          // Like every catalogue name: a title over the limit shows the message while typing.
          validate={(value) => tooLongProblem(value, titleLabel, activityTitleMax)}
          defaultValue={initial?.title ?? ''}
          autoFocus={!initial}
        />
        <CategorySelect
          label={t`Category`}
          noneLabel={t`No category`}
          value={categoryId}
          onChange={setCategoryId}
          categories={props.categories}
        />
        <DescriptionField value={description} onChange={setDescription} />
      </FormCard>

      <PairedFields title={t`Date & Time`}>
        <TextField
          name="start_date"
          type="date"
          label={t`Start Date`}
          isRequired
          defaultValue={initial?.start_date ?? ''}
        />
        <TextField name="end_date" type="date" label={t`End Date`} isRequired defaultValue={initial?.end_date ?? ''} />
        <TextField name="start_time" type="time" label={t`Start Time`} defaultValue={initial?.start_time ?? ''} />
        <TextField name="end_time" type="time" label={t`End Time`} defaultValue={initial?.end_time ?? ''} />
      </PairedFields>

      <PairedFields title={t`Location & Organization`}>
        <TextField name="location" label={t`Location`} defaultValue={initial?.location ?? ''} />
        <TextField name="organizer" label={t`Organizer`} defaultValue={initial?.organizer ?? ''} />
      </PairedFields>

      <FormCard title={t`Additional Settings`}>
        <TextField
          name="external_url"
          type="url"
          label={t`External URL`}
          placeholder="https://"
          defaultValue={initial?.external_url ?? ''}
        />
        <Select
          label={t`Participation Tracking`}
          value={participationType}
          onChange={(key) => key !== null && setParticipationType(String(key) as ParticipationType)}
          description={t`Daily Basis records participation per day; Full Event once for the whole activity.`}
        >
          {participationTypes.map((type) => (
            <SelectItem key={type} id={type}>
              {t(participationTypeLabels[type])}
            </SelectItem>
          ))}
        </Select>
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-fg">
            <Trans>Privacy</Trans>
          </span>
          <Switch isSelected={isPrivate} onChange={setPrivate}>
            <Trans>Make this activity private</Trans>
          </Switch>
        </div>
      </FormCard>

      <RsvpFormCard
        organizationId={props.organizationId}
        initial={initial}
        rsvpOpen={rsvpOpen}
        onRsvpOpen={setRsvpOpen}
        checkinRoleId={checkinRoleId}
        onCheckinRoleId={setCheckinRoleId}
      />

      <ExhibitsFormCard
        organizationId={props.organizationId}
        initial={initial}
        exhibitsOpen={exhibitsOpen}
        onExhibitsOpen={setExhibitsOpen}
        exhibitorRoleId={exhibitorRoleId}
        onExhibitorRoleId={setExhibitorRoleId}
      />
    </CatalogueForm>
  );
}
