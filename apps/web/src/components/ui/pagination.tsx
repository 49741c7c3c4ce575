import { useEffect, useRef } from 'react';
import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button } from './button';

export interface PaginationProps {
  /** Index of the page's first row in the whole list. */
  offset: number;
  /** Rows per page. */
  limit: number;
  /** Rows in the whole list (as the server counted them). */
  total: number;
  /** What the rows are: their count as a plural message and the navigation's name (`paginationNouns`). */
  noun: PaginationNoun;
  /** Asks for the page starting at this row. */
  onOffsetChange: (offset: number) => void;
  /** A page is loading (the previous one stays on screen meanwhile). */
  isBusy?: boolean;
  className?: string;
}

/** What a paged list's rows are, in words: each a Lingui message, said when the page shows. */
export interface PaginationNoun {
  /** The count with its noun, a plural message: "1 member", "1,234 members". */
  count: (count: number) => string;
  /** The navigation's name: "Pages of members". */
  pages: () => string;
}

/** The rows the paged lists show. A new list adds its own (a plural message, never a glued "s"). */
export const paginationNouns = {
  members: {
    count: (count: number) => plural(count, { one: '# member', other: '# members' }),
    pages: () => t`Pages of members`,
  },
  matchingMembers: {
    count: (count: number) => plural(count, { one: '# matching member', other: '# matching members' }),
    pages: () => t`Pages of matching members`,
  },
  activities: {
    count: (count: number) => plural(count, { one: '# activity', other: '# activities' }),
    pages: () => t`Pages of activities`,
  },
} satisfies Record<string, PaginationNoun>;

/**
 * "Showing 51–100 of 10,000 members" for a page, or the count alone for a single page ("1 member",
 * "12 members"). The count and its noun are a plural message (one / other), in the reader's number format.
 */
export function pageSummary(offset: number, pageRows: number, total: number, noun: PaginationNoun): string {
  const counted = noun.count(total);
  if (total === 0 || pageRows === 0) return t`0 of ${counted}`;
  if (offset === 0 && pageRows >= total) return counted;
  const first = i18n.number(offset + 1);
  const last = i18n.number(offset + pageRows);
  return t`Showing ${first}–${last} of ${counted}`;
}

/**
 * Previous / Next for a list the server pages (docs/product/platform-shell.md#pagination), with
 * where the page is in the whole. The count is a live region, so a screen reader hears the new
 * range after each step.
 */
export function Pagination({ offset, limit, total, noun, onOffsetChange, isBusy = false, className }: PaginationProps) {
  // The words below are said while rendering: this re-renders them when the language changes.
  useLingui();
  const pageRows = Math.max(0, Math.min(limit, total - offset));
  const hasPrevious = offset > 0;
  const hasNext = offset + limit < total;

  // Keyboard users keep their place: Next pressed onto the last page (or Previous onto the first)
  // goes disabled under the focus, which then moves to the other button instead of the page's body.
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const lastPressed = useRef<'previous' | 'next' | null>(null);
  useEffect(() => {
    const active = document.activeElement;
    const lost = (button: HTMLButtonElement | null) => active === null || active === document.body || active === button;
    if (lastPressed.current === 'next' && !hasNext && lost(nextRef.current)) previousRef.current?.focus();
    if (lastPressed.current === 'previous' && !hasPrevious && lost(previousRef.current)) nextRef.current?.focus();
  }, [hasNext, hasPrevious]);

  return (
    <nav
      aria-label={noun.pages()}
      aria-busy={isBusy || undefined}
      className={['flex flex-wrap items-center gap-3', className].filter(Boolean).join(' ')}
    >
      <p className="text-sm text-fg-muted tabular-nums" aria-live="polite">
        {pageSummary(offset, pageRows, total, noun)}
      </p>
      {hasPrevious || hasNext ? (
        <div className="ms-auto flex gap-2">
          <Button
            ref={previousRef}
            variant="secondary"
            size="sm"
            isDisabled={!hasPrevious}
            onPress={() => {
              lastPressed.current = 'previous';
              onOffsetChange(Math.max(0, offset - limit));
            }}
          >
            <Trans>Previous</Trans>
          </Button>
          <Button
            ref={nextRef}
            variant="secondary"
            size="sm"
            isDisabled={!hasNext}
            onPress={() => {
              lastPressed.current = 'next';
              onOffsetChange(offset + limit);
            }}
          >
            <Trans>Next</Trans>
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
