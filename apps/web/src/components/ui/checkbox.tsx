import { Checkbox as RACCheckbox, composeRenderProps, type CheckboxProps } from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { composeTailwindRenderProps, focusRing } from './focus-ring';
import { StrokeIcon } from './stroke-icon';

const boxStyles = tv({
  extend: focusRing,
  base: 'flex size-4.5 shrink-0 items-center justify-center rounded-[5px] border transition-colors',
  variants: {
    isSelected: {
      false: 'border-line-strong bg-surface group-data-hovered:border-fg-subtle',
      true: 'border-accent bg-accent text-accent-fg',
    },
    isInvalid: { true: 'border-danger' },
    isDisabled: { true: 'opacity-50' },
  },
});

/** A checkbox with its label as children. Supports isIndeterminate (select-all), isSelected/onChange. */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox
      {...props}
      className={composeTailwindRenderProps(
        className,
        'group flex cursor-default items-center gap-2.5 text-sm text-fg data-disabled:cursor-not-allowed',
      )}
    >
      {composeRenderProps(children, (children, renderProps) => (
        <>
          <span
            className={boxStyles({ ...renderProps, isSelected: renderProps.isSelected || renderProps.isIndeterminate })}
          >
            {renderProps.isIndeterminate ? (
              <StrokeIcon d="M4 8h8" strokeWidth={2} className="size-3.5" />
            ) : renderProps.isSelected ? (
              <StrokeIcon d="m3.5 8.5 3 3 6-7" strokeWidth={2} className="size-3.5" />
            ) : null}
          </span>
          {children}
        </>
      ))}
    </RACCheckbox>
  );
}
