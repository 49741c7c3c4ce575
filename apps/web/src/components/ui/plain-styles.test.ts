import { describe, expect, it } from 'vitest';
import { buttonStyles } from './button';
import { linkStyles } from './link';
import {
  brandLinkClass,
  plainButtonClass,
  plainButtonLinkClass,
  publicNavLinkClass,
  quietLinkClass,
  type PlainButtonSize,
  type PlainButtonVariant,
} from './plain-styles';

/** What the plain elements add because CSS, not React Aria, tells focus and the current page. */
const cssStates = new Set(['focus-visible:outline-2', 'aria-[current=page]:text-fg']);

function classes(value: string) {
  return [...new Set(value.split(/\s+/).filter((c) => c && !cssStates.has(c)))].sort();
}

describe('plain styles: the public pages draw what the design system draws', () => {
  const variants: PlainButtonVariant[] = ['primary', 'secondary'];
  const sizes: PlainButtonSize[] = ['sm', 'md', 'lg'];
  for (const variant of variants) {
    for (const size of sizes) {
      it(`ButtonLink ${variant} ${size}`, () => {
        const expected = buttonStyles({ variant, size, isFocusVisible: false, className: 'cursor-pointer' });
        expect(classes(plainButtonLinkClass(variant, size))).toEqual(classes(expected));
      });
      it(`Button ${variant} ${size}`, () => {
        const expected = buttonStyles({ variant, size, isFocusVisible: false, className: 'data-pending:cursor-wait' });
        expect(classes(plainButtonClass(variant, size))).toEqual(classes(expected));
      });
    }
  }

  it('the top bar links', () => {
    const bar =
      'rounded-md px-2.5 py-1.5 text-sm font-medium text-fg-muted no-underline transition-colors hover:bg-surface-2 hover:text-fg data-current:text-fg';
    expect(classes(publicNavLinkClass)).toEqual(
      classes(linkStyles({ variant: 'quiet', isFocusVisible: false, className: bar })),
    );
  });

  it('the brand link', () => {
    const brand =
      'flex shrink-0 items-center gap-2 text-[15px] font-semibold tracking-tight text-fg no-underline hover:text-fg';
    expect(classes(brandLinkClass)).toEqual(
      classes(linkStyles({ variant: 'quiet', isFocusVisible: false, className: brand })),
    );
  });

  it('quiet links (footer)', () => {
    expect(classes(quietLinkClass)).toEqual(classes(linkStyles({ variant: 'quiet', isFocusVisible: false })));
  });

  it('keyboard focus still shows the ring', () => {
    for (const value of [
      plainButtonLinkClass('primary', 'lg'),
      plainButtonClass('secondary', 'sm'),
      publicNavLinkClass,
      brandLinkClass,
      quietLinkClass,
    ]) {
      expect(value.split(' ')).toContain('focus-visible:outline-2');
    }
  });
});
