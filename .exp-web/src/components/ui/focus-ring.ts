import { composeRenderProps } from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { cn } from '../../lib/cn';

/**
 * The one focus ring: every focusable primitive uses it, shown for keyboard focus only
 * (React Aria sets `data-focus-visible`).
 */
export const focusRing = tv({
  // Not `outline-none`: in Tailwind 4 it sets the outline style to none, which `outline-2` keeps,
  // so the ring would never show. A zero-width solid outline hides it until focus widens it.
  base: 'outline-0 outline-offset-2 outline-focus forced-colors:outline-[Highlight]',
  variants: {
    isFocusVisible: {
      false: 'outline-0',
      true: 'outline-2',
    },
  },
});

/** A focus ring for elements whose focus state is given by CSS only (native elements, RAC inputs). */
export const focusRingClass =
  'outline-0 outline-offset-2 outline-focus data-focus-visible:outline-2 focus-visible:outline-2';

/** Merges a caller's className (string or render-prop function) with the primitive's own classes. */
export function composeTailwindRenderProps<T>(
  className: string | ((renderProps: T) => string) | undefined,
  tw: string,
): string | ((renderProps: T) => string) {
  return composeRenderProps(className, (className) => cn(tw, className));
}
