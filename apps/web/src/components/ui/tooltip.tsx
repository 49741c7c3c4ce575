import type { ReactNode } from 'react';
import { Tooltip as RACTooltip, TooltipTrigger, type TooltipProps as RACTooltipProps } from 'react-aria-components';
import { composeTailwindRenderProps } from './focus-ring';

export { TooltipTrigger };

export interface TooltipProps extends Omit<RACTooltipProps, 'children'> {
  children: ReactNode;
}

/**
 * A short hint shown on hover and on keyboard focus of its trigger (a Button or Link):
 * `<TooltipTrigger><Link …/><Tooltip>Only members who … can open this</Tooltip></TooltipTrigger>`.
 * Touch shows no tooltip: say what matters in the trigger's accessible description too.
 */
export function Tooltip({ className, offset = 6, children, ...props }: TooltipProps) {
  return (
    <RACTooltip
      offset={offset}
      {...props}
      className={composeTailwindRenderProps(
        className,
        'max-w-64 rounded-md border border-line bg-surface px-2.5 py-1.5 text-xs text-fg shadow-pop data-entering:animate-fade-in',
      )}
    >
      {children}
    </RACTooltip>
  );
}
