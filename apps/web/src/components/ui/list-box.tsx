import type { ReactNode } from 'react';
import {
  ListBox,
  ListBoxItem,
  composeRenderProps,
  type ListBoxItemProps,
  type ListBoxProps,
} from 'react-aria-components';
import { composeTailwindRenderProps } from './focus-ring';
import { Popover } from './popover';
import { StrokeIcon } from './stroke-icon';

/** The ▾ of a closed choice (Select's trigger, ComboBox's button). */
export function ChevronDownIcon({ className }: { className: string }) {
  return <StrokeIcon d="M4.5 6.5 8 10l3.5-3.5" className={className} />;
}

/** The open list of a Select or ComboBox: a popover under the field, scrolling past 18 rem. */
export function OptionsPopover<T extends object>({
  children,
  ...props
}: Omit<ListBoxProps<T>, 'className' | 'children'> & { children: ReactNode | ((item: T) => ReactNode) }) {
  return (
    <Popover>
      <ListBox {...props} className="max-h-72 outline-none">
        {children}
      </ListBox>
    </Popover>
  );
}

/**
 * One option of a Select or ComboBox: an `id` (the key) and text children (or `textValue`); the
 * chosen one is bold with a check mark.
 */
export function OptionItem(props: ListBoxItemProps) {
  const textValue = props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return (
    <ListBoxItem
      {...props}
      textValue={textValue}
      className={composeTailwindRenderProps(
        props.className,
        'group flex cursor-default items-center gap-2 rounded-md px-2.5 py-2 text-sm text-fg outline-none select-none data-focused:bg-surface-2 data-disabled:opacity-50 data-selected:font-medium',
      )}
    >
      {composeRenderProps(props.children, (children, { isSelected }) => (
        <>
          <span className="flex-1 truncate">{children}</span>
          <StrokeIcon
            d="m3.5 8.5 3 3 6-7"
            strokeWidth={1.75}
            className={`size-4 shrink-0 text-accent-text ${isSelected ? 'visible' : 'invisible'}`}
          />
        </>
      ))}
    </ListBoxItem>
  );
}
