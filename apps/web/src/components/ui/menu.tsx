import {
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuTrigger,
  Separator,
  type MenuItemProps,
  type MenuProps,
} from 'react-aria-components';
import { composeTailwindRenderProps } from './focus-ring';
import { Popover } from './popover';

export { MenuTrigger };

/** A menu of actions; put it after the trigger Button inside <MenuTrigger>. */
export function Menu<T extends object>(props: MenuProps<T>) {
  return (
    <Popover placement="bottom end" className="min-w-44">
      <RACMenu {...props} className={composeTailwindRenderProps(props.className, 'max-h-80 outline-none')} />
    </Popover>
  );
}

/** A menu entry: `onAction`, or `href` to navigate (router-aware through the root RouterProvider). */
export function MenuItem(props: MenuItemProps & { variant?: 'default' | 'danger' }) {
  const textValue = props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  const color = props.variant === 'danger' ? 'text-danger-text' : 'text-fg';
  return (
    <RACMenuItem
      {...props}
      textValue={textValue}
      className={composeTailwindRenderProps(
        props.className,
        `flex cursor-default items-center gap-2 rounded-md px-2.5 py-2 text-sm ${color} outline-none select-none data-disabled:opacity-50 data-focused:bg-surface-2`,
      )}
    />
  );
}

export function MenuSeparator() {
  return <Separator className="mx-1 my-1 border-t border-line" />;
}
