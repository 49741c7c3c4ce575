import type { ReactNode } from 'react';
import { capLength, descriptionMax } from '@lug/domain/text-limits';
import { Button } from '../ui/button';
import { FormActions } from '../ui/form';
import { ButtonLink } from '../ui/link';
import { TextAreaField } from '../ui/text-area-field';

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
  return (
    <TextAreaField
      name="description"
      label="Description"
      rows={4}
      value={value}
      onChange={(next) => onChange(capLength(next, max))}
      maxLength={max}
      showCount
    />
  );
}

/** The buttons under a create or edit form: the Cancel link (a `<CancelLink>`) and the submit button. */
export function FormButtons({
  submitLabel,
  isPending,
  children,
}: {
  submitLabel: string;
  isPending: boolean;
  children: ReactNode;
}) {
  return (
    <FormActions className="justify-end">
      {children}
      <Button type="submit" isPending={isPending}>
        {submitLabel}
      </Button>
    </FormActions>
  );
}

/** **Cancel**: back to the list without saving. */
export const CancelLink: typeof ButtonLink = (props) => (
  <ButtonLink variant="secondary" {...props}>
    Cancel
  </ButtonLink>
);
