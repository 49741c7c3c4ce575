import {
  Group,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, Input, Label, fieldGroupClass } from './field';
import { composeTailwindRenderProps } from './focus-ring';

export interface NumberFieldProps extends RACNumberFieldProps {
  label: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** A unit shown after the number ("days"), read with the field's description. */
  unit?: string;
}

/**
 * A labelled number input (React Aria NumberField: arrow keys step, the value is a number).
 * `value`/`onChange` or `defaultValue`; `minValue`, `maxValue`, `step`; `name` for forms.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  unit,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <RACNumberField {...props} className={composeTailwindRenderProps(className, fieldGroupClass)}>
      <Label isRequired={props.isRequired}>{label}</Label>
      <Group className="flex items-center gap-2">
        <Input placeholder={placeholder} className="tabular-nums" />
        {unit ? (
          <span aria-hidden="true" className="shrink-0 text-sm text-fg-muted">
            {unit}
          </span>
        ) : null}
      </Group>
      {description ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
    </RACNumberField>
  );
}
