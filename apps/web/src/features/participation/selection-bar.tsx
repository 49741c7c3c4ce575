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

const count = (n: number) => n.toLocaleString('en');
const members = (n: number) => `${count(n)} ${n === 1 ? 'member' : 'members'}`;

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
  let sentence: string;
  if (selectedCount === 0) sentence = 'No members selected.';
  else if (allMatchingSelected)
    sentence = `All ${count(total)} matching ${total === 1 ? 'member is' : 'members are'} selected.`;
  else if (offerAll || tooManyForAll) sentence = `All ${members(pageCount)} on this page are selected.`;
  else sentence = `${members(selectedCount)} selected.`;
  return (
    <div className="flex min-h-10 flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-surface-2 px-3 py-1.5 text-sm text-fg">
      <p aria-live="polite" className="tabular-nums">
        {sentence}
      </p>
      {offerAll ? (
        <Button size="sm" variant="secondary" isPending={isLoadingAll} onPress={onSelectAll}>
          Select all {count(total)} matching members
        </Button>
      ) : null}
      {tooManyForAll ? (
        <p className="text-fg-muted">One update takes at most 10,000 members: narrow the search to select more.</p>
      ) : null}
      {selectedCount > 0 ? (
        <Button size="sm" variant="ghost" onPress={onClear}>
          Clear selection
        </Button>
      ) : null}
    </div>
  );
}
