import { Trans } from '@lingui/react/macro';
import {
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, Label, TextArea, fieldGroupClass } from './field';
import { composeTailwindRenderProps } from './focus-ring';

export interface TextAreaFieldProps extends RACTextFieldProps {
  label: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  rows?: number;
  /** Shows "n/max characters" under the field when set together with maxLength. */
  showCount?: boolean;
}

/** A labelled multi-line input (`rows`, default 4). With `maxLength` + `showCount` shows a counter. */
export function TextAreaField({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  showCount,
  className,
  ...props
}: TextAreaFieldProps) {
  const length = (props.value ?? '').length;
  const max = props.maxLength;
  return (
    <RACTextField {...props} className={composeTailwindRenderProps(className, fieldGroupClass)}>
      <Label isRequired={props.isRequired}>{label}</Label>
      <TextArea placeholder={placeholder} rows={rows} />
      {description ? <Description>{description}</Description> : null}
      {showCount && max !== undefined ? (
        <span className="text-xs text-fg-subtle" aria-live="polite">
          <Trans>
            {length}/{max} characters
          </Trans>
        </span>
      ) : null}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
