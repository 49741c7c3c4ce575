import {
  Label as RACLabel,
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { composeTailwindRenderProps } from './focus-ring';

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-9' } as const;

interface SpinnerProps {
  size?: keyof typeof sizes;
  /** Accessible name; "Loading" by default. Ignored when aria-hidden. */
  label?: string;
  className?: string;
  'aria-hidden'?: boolean;
}

function SpinnerSvg({ size = 'md', className }: { size?: keyof typeof sizes; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      className={cn('animate-spin text-accent', sizes[size], className)}
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** An indeterminate progress indicator, announced as a progressbar named "Loading" (or `label`). */
export function Spinner({ size = 'md', label = 'Loading', className, ...props }: SpinnerProps) {
  if (props['aria-hidden']) return <SpinnerSvg size={size} className={className} />;
  return (
    <RACProgressBar isIndeterminate aria-label={label} className="inline-flex">
      <SpinnerSvg size={size} className={className} />
    </RACProgressBar>
  );
}

/** A centred spinner filling its container; used while a page or the session loads. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center p-8">
      <Spinner size="lg" label={label} />
    </div>
  );
}

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
