import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface NativeCheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'onChange' | 'children'
> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The label; without one give `aria-label`. */
  children?: ReactNode;
  /** Extra classes for the <label> around the box and its text. */
  labelClassName?: string;
}

/**
 * A checkbox with the look of <Checkbox>, built on a plain <input type="checkbox">. For long lists
 * (a row per member, a thousand rows): it costs one element and no hooks, where the React Aria
 * checkbox subscribes every instance to focus and hover tracking. Use <Checkbox> everywhere else.
 */
export function NativeCheckbox({
  checked,
  onChange,
  children,
  className,
  labelClassName,
  ...props
}: NativeCheckboxProps) {
  return (
    <label className={cn('flex cursor-default items-center gap-2.5 text-sm text-fg', labelClassName)}>
      <span className="relative flex size-4.5 shrink-0">
        <input
          {...props}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          className={cn(
            'peer size-4.5 shrink-0 appearance-none rounded-[5px] border border-line-strong bg-surface',
            'hover:border-fg-subtle checked:border-accent checked:bg-accent checked:hover:border-accent',
            'outline-0 outline-offset-2 outline-focus focus-visible:outline-2 forced-colors:appearance-auto',
            'disabled:opacity-50',
            className,
          )}
        />
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          fill="none"
          className="pointer-events-none invisible absolute inset-0 m-auto size-3.5 text-accent-fg peer-checked:visible forced-colors:hidden"
        >
          <path
            d="m3.5 8.5 3 3 6-7"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      {children}
    </label>
  );
}
