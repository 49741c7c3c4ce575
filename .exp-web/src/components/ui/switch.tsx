import { Switch as RACSwitch, composeRenderProps, type SwitchProps } from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { composeTailwindRenderProps, focusRing } from './focus-ring';

const trackStyles = tv({
  extend: focusRing,
  base: 'flex h-5 w-9 shrink-0 items-center rounded-full px-0.5 transition-colors',
  variants: {
    isSelected: { false: 'bg-line-strong', true: 'bg-accent' },
    isDisabled: { true: 'opacity-50' },
  },
});

/** An on/off toggle with its label as children (isSelected / onChange, or name for forms). */
export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <RACSwitch
      {...props}
      className={composeTailwindRenderProps(
        className,
        'group flex cursor-default items-center gap-2.5 text-sm text-fg data-disabled:cursor-not-allowed',
      )}
    >
      {composeRenderProps(children, (children, renderProps) => (
        <>
          <span className={trackStyles(renderProps)}>
            <span
              className={`size-4 rounded-full bg-white shadow-sm transition-transform ${renderProps.isSelected ? 'translate-x-4' : 'translate-x-0'}`}
            />
          </span>
          {children}
        </>
      ))}
    </RACSwitch>
  );
}
