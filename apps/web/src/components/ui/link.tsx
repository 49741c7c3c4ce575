import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import {
  Link as RACLink,
  composeRenderProps,
  type LinkProps as RACLinkProps,
  type LinkRenderProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { buttonStyles, type ButtonVariants } from './button';
import { focusRing } from './focus-ring';

export const linkStyles = tv({
  extend: focusRing,
  base: 'rounded-sm transition-colors',
  variants: {
    variant: {
      /** Inline text link in running text. */
      inline:
        'font-medium text-accent-text underline decoration-accent-text/40 underline-offset-2 hover:decoration-accent-text',
      /** Quiet link: navigation, footers. */
      quiet: 'text-fg-muted hover:text-fg data-hovered:text-fg',
    },
  },
  defaultVariants: { variant: 'inline' },
});

/** Makes a link's class from its state (hovered, focus-visible, current) and the caller's class. */
type LinkClass = (className: string | undefined, state: LinkRenderProps) => string;

/** React Aria's Link, its class made by `classFor`: the one body of every link look below. */
const StyledRACLink = forwardRef<HTMLAnchorElement, RACLinkProps & { classFor: LinkClass }>(function StyledRACLink(
  { classFor, className, ...props },
  ref,
) {
  return <RACLink {...props} ref={ref} className={composeRenderProps(className, classFor)} />;
});

interface RACLinkAdapterProps extends RACLinkProps {
  variant?: 'inline' | 'quiet';
}

const RACLinkAdapter = forwardRef<HTMLAnchorElement, RACLinkAdapterProps>(function RACLinkAdapter(
  { variant, ...props },
  ref,
) {
  return (
    <StyledRACLink {...props} ref={ref} classFor={(className, state) => linkStyles({ ...state, variant, className })} />
  );
});

const RouterLink = createLink(RACLinkAdapter);

/**
 * A router-aware link (type-checked `to`, `params`, `search`), rendered by React Aria.
 * `variant`: inline (default) | quiet. Active links get `aria-current="page"` and `data-status="active"`.
 */
export const Link: LinkComponent<typeof RACLinkAdapter> = (props) => <RouterLink preload="intent" {...props} />;

interface RACButtonLinkProps extends RACLinkProps, Omit<ButtonVariants, 'isFocusVisible'> {}

const RACButtonLink = forwardRef<HTMLAnchorElement, RACButtonLinkProps>(function RACButtonLink(
  { variant, size, ...props },
  ref,
) {
  const classFor: LinkClass = (className, state) =>
    buttonStyles({ ...state, variant, size, className: `cursor-pointer ${className ?? ''}` });
  return <StyledRACLink {...props} ref={ref} classFor={classFor} />;
});

const RouterButtonLink = createLink(RACButtonLink);

/** A router link that looks like a Button (`variant`, `size` as Button). */
export const ButtonLink: LinkComponent<typeof RACButtonLink> = (props) => (
  <RouterButtonLink preload="intent" {...props} />
);

interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> {
  href: string;
  children: ReactNode;
  variant?: 'inline' | 'quiet';
}

/** A link that leaves the site: opens a new tab with rel="noopener noreferrer". */
export function ExternalLink({ variant = 'quiet', className, children, ...props }: ExternalLinkProps) {
  return (
    <a
      {...props}
      target="_blank"
      rel="noopener noreferrer"
      className={linkStyles({
        variant,
        isFocusVisible: false,
        className: `focus-visible:outline-2 ${className ?? ''}`,
      })}
    >
      {children}
    </a>
  );
}

export interface HrefLinkProps extends Omit<RACLinkProps, 'href'> {
  /** An in-app path built at run time ("/platform/activities/12"); navigates through the router. */
  href: string;
  variant?: 'inline' | 'quiet';
}

/**
 * A link to a path computed at run time (breadcrumbs, sidebar). Client-side navigation comes from
 * React Aria's RouterProvider in the root route. Prefer `Link` (typed `to`) when the route is known.
 */
export function HrefLink(props: HrefLinkProps) {
  return <RACLinkAdapter {...props} />;
}
