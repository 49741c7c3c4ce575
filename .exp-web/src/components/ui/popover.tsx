import { Popover as RACPopover, type PopoverProps } from 'react-aria-components';
import { composeTailwindRenderProps } from './focus-ring';

/** The floating surface under Select and Menu. */
export function Popover({ className, offset = 6, ...props }: PopoverProps) {
  return (
    <RACPopover
      offset={offset}
      {...props}
      className={composeTailwindRenderProps(
        className,
        'min-w-(--trigger-width) overflow-auto rounded-xl border border-line bg-surface p-1 text-fg shadow-pop outline-none data-entering:animate-pop-in',
      )}
    />
  );
}
