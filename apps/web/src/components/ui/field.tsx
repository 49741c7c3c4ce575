import {
  FieldError as RACFieldError,
  Input as RACInput,
  Label as RACLabel,
  Text,
  TextArea as RACTextArea,
  composeRenderProps,
  type FieldErrorProps,
  type InputProps,
  type LabelProps,
  type TextAreaProps,
  type TextProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { cn } from '../../lib/cn';
import { composeTailwindRenderProps } from './focus-ring';

/**
 * The label of a field. A required field shows a quiet asterisk beside it, outside the <label> and
 * hidden from assistive technology, so the field's name stays exactly the label text
 * (React Aria sets aria-required).
 */
export function Label({ className, children, isRequired, ...props }: LabelProps & { isRequired?: boolean }) {
  const label = (
    <RACLabel {...props} className={cn('w-fit text-sm font-medium text-fg', className)}>
      {children}
    </RACLabel>
  );
  if (!isRequired) return label;
  return (
    <span className="flex items-baseline gap-0.5">
      {label}
      <span aria-hidden="true" className="text-sm text-danger-text">
        *
      </span>
    </span>
  );
}

/** Help text under a field (React Aria links it with aria-describedby). */
export function Description({ className, ...props }: TextProps) {
  return <Text {...props} slot="description" className={cn('text-sm text-fg-subtle', className)} />;
}

/** The field's error message; shown only while the field is invalid. */
export function FieldError({ className, ...props }: FieldErrorProps) {
  return (
    <RACFieldError
      {...props}
      className={composeTailwindRenderProps(className, 'text-sm font-medium text-danger-text')}
    />
  );
}

export const inputStyles = tv({
  base: [
    'w-full min-w-0 rounded-lg border border-line-strong bg-surface px-3 text-sm text-fg shadow-xs',
    'placeholder:text-fg-subtle transition-colors outline-none',
    'data-hovered:border-fg-subtle',
    'data-focused:border-accent data-focused:ring-3 data-focused:ring-accent/20',
    'data-invalid:border-danger data-invalid:data-focused:ring-danger/20',
    'data-disabled:cursor-not-allowed data-disabled:bg-surface-2 data-disabled:text-fg-subtle',
    // A value shown but not editable here (Edit Member's locked address, a link to copy).
    'read-only:bg-surface-2',
  ],
  variants: {
    multiline: { false: 'h-10 sm:h-9', true: 'min-h-24 py-2 leading-relaxed' },
  },
  defaultVariants: { multiline: false },
});

export function Input({ className, ...props }: InputProps) {
  return (
    <RACInput
      {...props}
      className={composeRenderProps(className, (className) => inputStyles({ multiline: false, className }))}
    />
  );
}

export function TextArea({ className, ...props }: TextAreaProps) {
  return (
    <RACTextArea
      {...props}
      className={composeRenderProps(className, (className) => inputStyles({ multiline: true, className }))}
    />
  );
}

/** Vertical layout shared by every field wrapper. */
export const fieldGroupClass = 'flex flex-col gap-1.5';
