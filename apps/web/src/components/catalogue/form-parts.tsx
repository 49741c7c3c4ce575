import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import { capLength, descriptionMax } from '@lug/domain/text-limits';
import { Button } from '../ui/button';
import { Form, FormActions } from '../ui/form';
import { ButtonLink } from '../ui/link';
import { TextAreaField } from '../ui/text-area-field';
import { TextField } from '../ui/text-field';
import { useSchemaSubmit, type LazySchema } from '../../lib/form';
import { apiFieldErrors } from '../../lib/trpc';
import type { FormSave } from './form-page';
import { tooLongProblem } from './words';

interface CatalogueFormProps<S extends z.ZodType> {
  /** The shared schema that checks the fields before they are sent. */
  schema: LazySchema<S>;
  /** The values of the controlled fields (selects, switches), added to the form's own. */
  values: () => Record<string, unknown>;
  save: FormSave<z.output<S>>;
  /** The submit button's label, also the form's name. */
  submitLabel: string;
  /** The way back without saving: a `<CancelLink>`. */
  cancel: ReactNode;
  /** The cards of fields (`FormCard`). */
  children: ReactNode;
}

/**
 * A create or edit form of the catalogue: the cards of fields, checked with the shared schema
 * (focus goes to the first invalid field), the fields a refusal from the server names with its
 * message under them (a field the form lacks shows only in the toast), then
 * **Cancel** and the submit button.
 */
export function CatalogueForm<S extends z.ZodType>({
  schema,
  values,
  save,
  submitLabel,
  cancel,
  children,
}: CatalogueFormProps<S>) {
  const { errors, onSubmit } = useSchemaSubmit(schema, values, save.submit);
  return (
    <Form
      validationErrors={{ ...errors, ...apiFieldErrors(save.refusal) }}
      onSubmit={onSubmit}
      onFocus={schema.preload}
      aria-label={submitLabel}
    >
      {children}
      <FormActions className="justify-end">
        {cancel}
        <Button type="submit" isPending={save.isPending}>
          {submitLabel}
        </Button>
      </FormActions>
    </Form>
  );
}

/**
 * The Name of a catalogue form (required, at most `max` characters); it takes the focus on a create
 * screen. Typing beyond `max` is kept and shows the schema's message at once ("Name must be 50
 * characters or less"): nothing typed is silently dropped. The shared schema checks it again on
 * submit.
 */
export function NameField({ initial, max }: { initial: string | undefined; max: number }) {
  const { t } = useLingui();
  const label = t`Name`;
  return (
    <TextField
      name="name"
      label={label}
      isRequired
      validate={(value) => tooLongProblem(value, label, max)}
      defaultValue={initial ?? ''}
      autoFocus={initial === undefined}
      autoComplete="off"
    />
  );
}

/** The Description of a catalogue form: 4 rows, its "n/1000 characters" counter; typing beyond the limit is ignored. */
export function DescriptionField({
  value,
  onChange,
  max = descriptionMax,
}: {
  value: string;
  onChange: (value: string) => void;
  max?: number;
}) {
  const { t } = useLingui();
  return (
    <TextAreaField
      name="description"
      label={t`Description`}
      rows={4}
      value={value}
      onChange={(next) => onChange(capLength(next, max))}
      maxLength={max}
      showCount
    />
  );
}

/** **Cancel**: back to the list without saving. */
export const CancelLink: typeof ButtonLink = (props) => (
  <ButtonLink variant="secondary" {...props}>
    <Trans>Cancel</Trans>
  </ButtonLink>
);
