import {
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, Input, Label, fieldGroupClass } from './field';
import { composeTailwindRenderProps } from './focus-ring';

export interface TextFieldProps extends RACTextFieldProps {
  label: string;
  description?: string;
  /** Overrides the error text (the form's validationErrors or native validation give it otherwise). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
}

/**
 * A labelled single-line input: `label`, optional `description`, `errorMessage`, `type`
 * (text | email | password | url | tel | search), `name` (for forms), `isRequired`, and every
 * React Aria TextField prop (value/onChange, defaultValue, autoComplete, ...).
 */
export function TextField({ label, description, errorMessage, placeholder, className, ...props }: TextFieldProps) {
  return (
    <RACTextField {...props} className={composeTailwindRenderProps(className, fieldGroupClass)}>
      <Label isRequired={props.isRequired}>{label}</Label>
      <Input placeholder={placeholder} />
      {description ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
