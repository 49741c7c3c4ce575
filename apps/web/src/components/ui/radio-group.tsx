import type { ReactNode } from 'react';
import {
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  composeRenderProps,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps,
  type ValidationResult,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { cn } from '../../lib/cn';
import { Description, FieldError, Label } from './field';
import { composeTailwindRenderProps, focusRing } from './focus-ring';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'> {
  label: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** <Radio value=...> elements. */
  children: ReactNode;
}

/**
 * A labelled single choice (`value` / `onChange` with the chosen value, or `null` before any is
 * chosen). The arrow keys move the choice, Tab leaves the group. `orientation="horizontal"` lays
 * the choices out in a row that wraps.
 */
export function RadioGroup({ label, description, errorMessage, children, className, ...props }: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} className={composeTailwindRenderProps(className, 'group flex flex-col gap-2')}>
      <Label isRequired={props.isRequired}>{label}</Label>
      {description ? <Description>{description}</Description> : null}
      <div
        className={cn(
          'flex gap-2.5',
          props.orientation === 'horizontal' ? 'flex-row flex-wrap gap-x-4' : 'flex-col pt-1',
        )}
      >
        {children}
      </div>
      <FieldError>{errorMessage}</FieldError>
    </RACRadioGroup>
  );
}

const circleStyles = tv({
  extend: focusRing,
  base: 'flex size-4.5 shrink-0 items-center justify-center rounded-full border transition-colors',
  variants: {
    isSelected: {
      false: 'border-line-strong bg-surface group-data-hovered:border-fg-subtle',
      true: 'border-accent bg-accent',
    },
    isInvalid: { true: 'border-danger' },
    isDisabled: { true: 'opacity-50' },
  },
});

/** One choice of a RadioGroup, its label as children. */
export function Radio({ className, children, ...props }: RadioProps) {
  return (
    <RACRadio
      {...props}
      className={composeTailwindRenderProps(
        className,
        'group flex cursor-default items-center gap-2.5 text-sm text-fg data-disabled:cursor-not-allowed',
      )}
    >
      {composeRenderProps(children, (children, renderProps) => (
        <>
          <span className={circleStyles(renderProps)}>
            {renderProps.isSelected ? <span className="size-1.5 rounded-full bg-accent-fg" /> : null}
          </span>
          {children}
        </>
      ))}
    </RACRadio>
  );
}
