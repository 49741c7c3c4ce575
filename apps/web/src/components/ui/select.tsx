import type { ReactNode } from 'react';
import {
  Button as RACButton,
  Select as RACSelect,
  SelectValue,
  type SelectProps as RACSelectProps,
  type ValidationResult,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { Description, FieldError, Label, fieldGroupClass } from './field';
import { composeTailwindRenderProps, focusRing } from './focus-ring';
import { ChevronDownIcon, OptionItem, OptionsPopover } from './list-box';

const triggerStyles = tv({
  extend: focusRing,
  base: [
    'flex h-10 w-full min-w-0 cursor-default items-center justify-between gap-2 rounded-lg border border-line-strong bg-surface px-3 text-start text-sm text-fg shadow-xs sm:h-9',
    'transition-colors data-hovered:border-fg-subtle data-pressed:bg-surface-2',
    'group-data-invalid:border-danger group-data-disabled:cursor-not-allowed group-data-disabled:opacity-60',
  ],
});

export interface SelectProps<T extends object> extends Omit<RACSelectProps<T>, 'children'> {
  label: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Shown when nothing is chosen. */
  placeholder?: string;
  items?: Iterable<T>;
  /** `<SelectItem id=...>` elements, or a render function over `items`. */
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * A labelled single-choice list (React Aria Select). Controlled with `value` / `onChange`
 * (keys), or uncontrolled with `defaultValue`; `name` submits the chosen key with a form.
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  items,
  children,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect
      placeholder={placeholder}
      {...props}
      className={composeTailwindRenderProps(className, `group ${fieldGroupClass}`)}
    >
      <Label isRequired={props.isRequired}>{label}</Label>
      <RACButton className={(renderProps) => triggerStyles(renderProps)}>
        <SelectValue className="min-w-0 flex-1 truncate data-placeholder:text-fg-subtle">
          {({ isPlaceholder, selectedText, defaultChildren }) =>
            isPlaceholder ? defaultChildren : selectedText || defaultChildren
          }
        </SelectValue>
        <ChevronDownIcon className="size-4 shrink-0 text-fg-subtle" />
      </RACButton>
      {description ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
      <OptionsPopover items={items}>{children}</OptionsPopover>
    </RACSelect>
  );
}

/** One option of a Select. Give it an `id` (the key) and text children (or `textValue`). */
export const SelectItem = OptionItem;
