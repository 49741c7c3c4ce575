import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  Button as RACButton,
  ComboBox as RACComboBox,
  Group,
  type ComboBoxProps as RACComboBoxProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, Input, Label, fieldGroupClass } from './field';
import { composeTailwindRenderProps } from './focus-ring';
import { ChevronDownIcon, OptionItem, OptionsPopover } from './list-box';

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
  const { t } = useLingui();
  return (
    <RACComboBox {...props} className={composeTailwindRenderProps(className, `group ${fieldGroupClass}`)}>
      <Label isRequired={props.isRequired}>{label}</Label>
      <Group className="relative flex">
        <Input placeholder={placeholder} className="pe-9" />
        <RACButton
          aria-label={t`Show options`}
          className="absolute inset-y-0 end-0 flex w-9 cursor-default items-center justify-center rounded-e-lg text-fg-subtle outline-none data-hovered:text-fg"
        >
          <ChevronDownIcon className="size-4" />
        </RACButton>
      </Group>
      {description ? <Description>{description}</Description> : null}
      <FieldError>{errorMessage}</FieldError>
      <OptionsPopover
        renderEmptyState={() => (
          <p className="px-2.5 py-2 text-sm text-fg-muted">
            <Trans>No matches</Trans>
          </p>
        )}
      >
        {children}
      </OptionsPopover>
    </RACComboBox>
  );
}

/** One option of a ComboBox: an `id` (the key) and text children (or `textValue`). */
export const ComboBoxItem = OptionItem;
