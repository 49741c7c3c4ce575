/**
 * Class strings for the public pages' frame and the home page, which draw their links and their one
 * button with TanStack Router's <Link> and native elements instead of React Aria and
 * tailwind-variants: the home page may load 125 KB of JavaScript (gzip) and those two libraries
 * are ~35 KB of it (scripts/check-bundle-budget.mjs). Each string is what `buttonStyles` /
 * `linkStyles` give the same element (plain-styles.test.ts keeps them equal), with keyboard focus
 * from CSS (`focus-visible:`) and the current page from `aria-current` instead of React Aria's data
 * attributes.
 */

const focusRing = 'outline-offset-2 outline-focus forced-colors:outline-[Highlight] outline-0 focus-visible:outline-2';

const buttonBaseClass =
  'relative inline-flex shrink-0 select-none items-center justify-center gap-2 whitespace-nowrap rounded-lg border font-medium transition-colors [&_svg]:size-4 [&_svg]:shrink-0 disabled:cursor-not-allowed data-disabled:cursor-not-allowed data-disabled:opacity-50';

const buttonVariants = {
  primary:
    'border-transparent bg-accent text-accent-fg shadow-sm hover:bg-accent-hover data-hovered:bg-accent-hover data-pressed:bg-accent-hover',
  secondary:
    'border-line-strong bg-surface text-fg shadow-sm hover:bg-surface-2 data-hovered:bg-surface-2 data-pressed:bg-surface-3',
} as const;

const buttonSizes = { sm: 'h-8 px-3 text-sm', md: 'h-9 px-4 text-sm', lg: 'h-11 px-5 text-base' } as const;

export type PlainButtonVariant = keyof typeof buttonVariants;
export type PlainButtonSize = keyof typeof buttonSizes;

/** A link that looks like a Button (as ButtonLink draws it). `extra`: layout classes only (margins). */
export function plainButtonLinkClass(variant: PlainButtonVariant, size: PlainButtonSize, extra = ''): string {
  return `${focusRing} ${buttonBaseClass} ${buttonVariants[variant]} ${buttonSizes[size]} cursor-pointer${extra ? ` ${extra}` : ''}`;
}

/** A native <button> drawn as Button; `data-pending` shows the wait cursor. `extra`: layout classes only. */
export function plainButtonClass(variant: PlainButtonVariant, size: PlainButtonSize, extra = ''): string {
  return `${focusRing} ${buttonBaseClass} cursor-default ${buttonVariants[variant]} ${buttonSizes[size]} data-pending:cursor-wait${extra ? ` ${extra}` : ''}`;
}

/** The public top bar's navigation links (Link variant quiet, with the bar's own classes). */
export const publicNavLinkClass = `${focusRing} data-hovered:text-fg rounded-md px-2.5 py-1.5 text-sm font-medium text-fg-muted no-underline transition-colors hover:bg-surface-2 hover:text-fg data-current:text-fg aria-[current=page]:text-fg`;

/** "LUG Platform" with its mark (Link variant quiet, with the brand's classes). */
export const brandLinkClass = `${focusRing} rounded-sm transition-colors data-hovered:text-fg flex shrink-0 items-center gap-2 text-[15px] font-semibold tracking-tight text-fg no-underline hover:text-fg`;

/** A quiet link (footers), as ExternalLink draws it. */
export const quietLinkClass = `${focusRing} rounded-sm transition-colors text-fg-muted hover:text-fg data-hovered:text-fg`;
