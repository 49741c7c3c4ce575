import {
  Label as RACLabel,
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { composeTailwindRenderProps } from './focus-ring';

// Not in spinner.tsx: the spinner loads with every page; this bar (React Aria) only where it is used.

interface ProgressBarProps extends RACProgressBarProps {
  /** The visible label, which is also the bar's accessible name (else give aria-label). */
  label?: string;
}

/** A determinate (or indeterminate) bar with a visible label and value (`valueLabel` to word it). */
export function ProgressBar({ label, className, ...props }: ProgressBarProps) {
  return (
    <RACProgressBar {...props} className={composeTailwindRenderProps(className, 'flex w-full flex-col gap-1.5')}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label ? (
            <div className="flex justify-between text-sm">
              <RACLabel className="font-medium text-fg">{label}</RACLabel>
              <span className="text-fg-muted">{valueText}</span>
            </div>
          ) : null}
          <div className="h-2 w-full overflow-hidden rounded-full bg-surface-3">
            <div
              className={cn('h-full rounded-full bg-accent', isIndeterminate && 'w-1/3 animate-pulse')}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
