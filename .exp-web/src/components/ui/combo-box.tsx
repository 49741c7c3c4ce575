import type { ReactNode } from 'react';
import {
  Button as RACButton,
  ComboBox as RACComboBox,
  Group,
  ListBox,
  ListBoxItem,
  composeRenderProps,
  type ComboBoxProps as RACComboBoxProps,
  type ListBoxItemProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, Input, Label, fieldGroupClass } from './field';
import { composeTailwindRenderProps } from './focus-ring';
import { Popover } from './popover';

export interface ComboBoxProps<T extends object> extends Omit<RACComboBoxProps<T>, 'children'> {
  label: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** `<ComboBoxItem id=...>` elements, or a render function over `items`. */
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * A labelled, searchable single choice (React Aria ComboBox): type to filter the list, arrows to
 * move, Enter to pick. Give the options as `defaultItems` (the box filters them) and a render
 * function as children; `selectedKey` / `onSelectionChange`; `name` submits the key.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  children,
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <RACComboBox {...props} className={composeTailwindRenderProps(className, `group ${fieldGroupClass}`)}>
      <Label isRequired={props.isRequired}>{label}</Label>
      <Group className="relative flex">
        <Input placeholder={placeholder} className="pe-9" />
        <RACButton
          aria-label="Show options"
          className="absolute inset-y-0 end-0 flex w-9 cursor-default items-center justify-center rounded-e-lg text-fg-subtle outline-none data-hovered:text-fg"
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none">
            <path d="M4.5 6.5 8 10l3.5-3.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </RACButton>
      </Group>
      {description ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
      <Popover>
        <ListBox className="max-h-72 outline-none" renderEmptyState={() => <p className="px-2.5 py-2 text-sm text-fg-muted">No matches</p>}>
          {children}
        </ListBox>
      </Popover>
    </RACComboBox>
  );
}

/** One option of a ComboBox: an `id` (the key) and text children (or `textValue`). */
export function ComboBoxItem(props: ListBoxItemProps) {
  const textValue = props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return (
    <ListBoxItem
      {...props}
      textValue={textValue}
      className={composeTailwindRenderProps(
        props.className,
        'flex cursor-default items-center gap-2 rounded-md px-2.5 py-2 text-sm text-fg outline-none select-none data-focused:bg-surface-2 data-selected:font-medium',
      )}
    >
      {composeRenderProps(props.children, (children, { isSelected }) => (
        <>
          <span className="flex-1 truncate">{children}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            fill="none"
            className={`size-4 shrink-0 text-accent-text ${isSelected ? 'visible' : 'invisible'}`}
          >
            <path d="m3.5 8.5 3 3 6-7" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </>
      ))}
    </ListBoxItem>
  );
}
