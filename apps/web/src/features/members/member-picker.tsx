import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Key } from 'react-aria-components';
import type { Member } from '@lug/domain/members';
import { memberDisplayName } from '@lug/domain/member-name';
import { anyNameMatches } from '@lug/domain/name-key';
import { ComboBox, ComboBoxItem } from '../../components/ui/combo-box';
import { trpc } from '../../lib/trpc';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** Members offered at a time: the first matches by last name; typing narrows them. */
export const memberPickerLimit = 20;
const allKey = 'all';

interface Option {
  id: number | typeof allKey;
  name: string;
}

export interface MemberPickerProps {
  organizationId: number;
  /** The chosen member's id; undefined for none (the `allLabel` option, when there is one). */
  value: number | undefined;
  onChange: (memberId: number | undefined) => void;
  /** 'Member' unless told. */
  label?: string;
  /** An option first in the list that means "no member", e.g. 'All Members'. */
  allLabel?: string;
  /** 'Search members' unless told. */
  placeholder?: string;
  className?: string;
  /** Shown when the members cannot be loaded. */
  loadErrorMessage: string;
}

/**
 * A searchable member choice for organisations of any size, even groups of thousands of members,
 * whose whole list is too big to load into a picker: the server searches (`members.list` with `q`,
 * 20 at a time) as the user types, after a pause of 250 ms. The chosen
 * member's name is read with `members.get`, so it shows also when the id comes from the address.
 * Emptying the box and leaving it clears the choice (or picks `allLabel`).
 */
export function MemberPicker({
  organizationId,
  value,
  onChange,
  label,
  allLabel,
  placeholder,
  className,
  loadErrorMessage,
}: MemberPickerProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  // The choice follows `value`, and changes at once on a pick (before the owner's state, often the
  // address, catches up): the box must not see its old choice after a pick, or it reopens the list.
  const [selected, setSelected] = useState(value);
  const [valueSeen, setValueSeen] = useState(value);
  if (valueSeen !== value) {
    setValueSeen(value);
    setSelected(value);
  }
  const chosen = useQuery(
    trpc.members.get.queryOptions(
      selected === undefined ? skipToken : { organization_id: organizationId, id: selected },
      {
        retry: false,
      },
    ),
  );
  const chosenName =
    selected === undefined
      ? (allLabel ?? '')
      : chosen.data
        ? memberDisplayName(chosen.data)
        : chosen.isError
          ? t`Member ${selected}`
          : '';

  // The text in the box: the chosen name, until the user types. A new choice (or its name
  // arriving) puts its name back.
  const [inputValue, setInputValue] = useState(chosenName);
  const [nameShown, setNameShown] = useState(chosenName);
  if (nameShown !== chosenName) {
    setNameShown(chosenName);
    setInputValue(chosenName);
  }

  const searching = inputValue !== chosenName;
  const typed = searching ? inputValue.trim() : '';
  const q = useDebouncedValue(typed, 250);
  // Typing changes the request: the last answer stays while the next one loads.
  const found = useQuery({
    ...trpc.members.list.queryOptions({ organization_id: organizationId, q: q || undefined, limit: memberPickerLimit }),
    placeholderData: keepPreviousData,
  });
  // Until the server answers for what is typed, narrow the last answer in place: the list follows
  // the keys at once and does not jump when the answer arrives.
  const answered = found.data !== undefined && !found.isPlaceholderData && q === typed;

  const options = useMemo(() => {
    const list: Option[] = [];
    if (allLabel) list.push({ id: allKey, name: allLabel });
    const members = (found.data?.members ?? []).filter(
      (m) =>
        answered ||
        anyNameMatches([m.first_name, m.last_name, m.display_name, m.email, `${m.first_name} ${m.last_name}`], typed),
    );
    // Keep the chosen member in the list while not searching, so the box can show it as chosen.
    if (!searching && selected !== undefined && chosen.data && !members.some((m) => m.id === selected)) {
      list.push({ id: selected, name: chosenName });
    }
    for (const member of members) list.push({ id: member.id, name: memberDisplayName(member) });
    return list;
  }, [allLabel, found.data, answered, typed, searching, selected, chosen.data, chosenName]);

  function choose(id: number | undefined, name: string) {
    setSelected(id);
    setNameShown(name);
    setInputValue(name);
    onChange(id);
  }

  function select(key: Key | null) {
    const current = selected ?? (allLabel ? allKey : null);
    if (key === null || key === current) {
      // Leaving the box (or Enter on the chosen option): an emptied box clears the choice; any
      // other text gives way to the chosen name.
      if (inputValue.trim() === '' && selected !== undefined) choose(undefined, allLabel ?? '');
      else setInputValue(chosenName);
      return;
    }
    if (key === allKey) {
      choose(undefined, allLabel ?? '');
      return;
    }
    const id = Number(key);
    const member: Member | undefined = found.data?.members.find((m) => m.id === id);
    // The list row is the member as `members.get` answers it: the name shows at once.
    if (member) queryClient.setQueryData(trpc.members.get.queryKey({ organization_id: organizationId, id }), member);
    choose(id, member ? memberDisplayName(member) : '');
  }

  return (
    <ComboBox
      label={label ?? t`Member`}
      className={className}
      placeholder={selected !== undefined && chosen.isPending ? t`Loading member…` : (placeholder ?? t`Search members`)}
      items={options}
      inputValue={inputValue}
      onInputChange={setInputValue}
      selectedKey={selected ?? (allLabel ? allKey : null)}
      onSelectionChange={select}
      allowsEmptyCollection
      isInvalid={found.isError}
      errorMessage={found.isError ? loadErrorMessage : undefined}
    >
      {(option) => (
        <ComboBoxItem id={option.id} textValue={option.name}>
          {option.name}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
