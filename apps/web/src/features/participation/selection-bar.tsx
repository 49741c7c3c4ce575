import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import type { SelectionState } from './participation-page';

interface SelectionBarProps {
  /** Members selected, on any page. */
  selectedCount: number;
  /** Members on the page shown. */
  pageCount: number;
  /** Members matching the search and filter (every page). */
  total: number;
  /**
   * `selectionState`'s answer: offer "Select all N matching members" (the whole page is selected,
   * more match); every matching member is selected; or the whole page is selected but more match
   * than one bulk update takes (say so instead of offering them all).
   */
  state: Pick<SelectionState, 'offerAll' | 'allMatchingSelected' | 'tooManyForAll'>;
  /** The ids of all matching members are being fetched. */
  isLoadingAll: boolean;
  onSelectAll: () => void;
  onClear: () => void;
}

/**
 * Where the selection stands, as mail clients show it: the select-all checkbox selects the page,
 * then this bar offers every matching member, and clears the selection. The sentence is a live
 * region, so a screen reader hears each change.
 */
export function SelectionBar({
  selectedCount,
  pageCount,
  total,
  state: { offerAll, allMatchingSelected, tooManyForAll },
  isLoadingAll,
  onSelectAll,
  onClear,
}: SelectionBarProps) {
  const { t } = useLingui();
  let sentence: string;
  if (selectedCount === 0) sentence = t`No members selected.`;
  else if (allMatchingSelected)
    sentence = plural(total, {
      one: 'All # matching member is selected.',
      other: 'All # matching members are selected.',
    });
  else if (offerAll || tooManyForAll)
    sentence = plural(pageCount, {
      one: 'The # member on this page is selected.',
      other: 'All # members on this page are selected.',
    });
  else sentence = plural(selectedCount, { one: '# member selected.', other: '# members selected.' });
  return (
    <div className="flex min-h-10 flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-surface-2 px-3 py-1.5 text-sm text-fg">
      <p aria-live="polite" className="tabular-nums">
        {sentence}
      </p>
      {offerAll ? (
        <Button size="sm" variant="secondary" isPending={isLoadingAll} onPress={onSelectAll}>
          <Plural value={total} one="Select the # matching member" other="Select all # matching members" />
        </Button>
      ) : null}
      {tooManyForAll ? (
        <p className="text-fg-muted">
          <Trans>One update takes at most 10,000 members: narrow the search to select more.</Trans>
        </p>
      ) : null}
      {selectedCount > 0 ? (
        <Button size="sm" variant="ghost" onPress={onClear}>
          <Trans>Clear selection</Trans>
        </Button>
      ) : null}
    </div>
  );
}
