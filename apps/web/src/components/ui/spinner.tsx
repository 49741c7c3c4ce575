import { useLingui } from '@lingui/react/macro';

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-9' } as const;

interface SpinnerProps {
  size?: keyof typeof sizes;
  /** Accessible name; "Loading" by default. Ignored when aria-hidden. */
  label?: string;
  className?: string;
  'aria-hidden'?: boolean;
}

/** A text colour class (`text-current`, `text-white`), as opposed to a size or alignment (`text-sm`). */
const textColour =
  /(^|\s)text-(?!(xs|sm|base|lg|xl|\dxl|left|center|right|justify|start|end|wrap|nowrap|balance|pretty|ellipsis|clip)(\s|$))\S+/;

/**
 * Plain class joining, not `cn`: the spinner loads with every page (the session's and the router's
 * pending state), and tailwind-merge would come with it (the browser budget). The only conflict a
 * caller can cause is the colour, handled here.
 */
function SpinnerSvg({ size = 'md', className }: { size?: keyof typeof sizes; className?: string }) {
  const colour = className && textColour.test(className) ? '' : ' text-accent';
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      className={`animate-spin${colour} ${sizes[size]}${className ? ` ${className}` : ''}`}
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** An indeterminate progress indicator, announced as a progressbar named "Loading" (or `label`). */
export function Spinner({ size = 'md', label, className, ...props }: SpinnerProps) {
  const { t } = useLingui();
  if (props['aria-hidden']) return <SpinnerSvg size={size} className={className} />;
  // An indeterminate progressbar as React Aria's ProgressBar renders it, without loading React Aria.
  return (
    <div role="progressbar" aria-label={label ?? t`Loading`} className="inline-flex">
      <SpinnerSvg size={size} className={className} />
    </div>
  );
}

/** A centred spinner filling its container; used while a page or the session loads. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center p-8">
      <Spinner size="lg" label={label} />
    </div>
  );
}
