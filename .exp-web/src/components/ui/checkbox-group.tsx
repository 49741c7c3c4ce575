import type { ReactNode } from 'react';
import {
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, Label } from './field';
import { composeTailwindRenderProps } from './focus-ring';

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'children'> {
  label: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** <Checkbox value=...> elements. */
  children: ReactNode;
}

/** A labelled group of checkboxes: a multiple choice (`value` / `onChange` with the checked values). */
export function CheckboxGroup({ label, description, errorMessage, children, className, ...props }: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup {...props} className={composeTailwindRenderProps(className, 'flex flex-col gap-2')}>
      <Label isRequired={props.isRequired}>{label}</Label>
      {description ? <Description>{description}</Description> : null}
      <div className="flex flex-col gap-2.5 pt-1">{children}</div>
      <FieldError>{errorMessage}</FieldError>
    </RACCheckboxGroup>
  );
}
