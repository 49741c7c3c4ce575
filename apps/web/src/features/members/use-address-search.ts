import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/**
 * A search box whose text lives in the address (`?q=`): the box keeps what is typed and
 * `onSettle(text)` updates the address (and so the request) after a pause of 250 ms; when the
 * address changes by itself (back, forward, a link) the box shows its text.
 */
export function useAddressSearch(fromAddress: string | undefined, onSettle: (text: string) => void) {
  const [text, setText] = useState(fromAddress ?? '');
  const debounced = useDebouncedValue(text, 250);
  const lastSent = useRef(fromAddress ?? '');
  const settle = useRef(onSettle);
  useEffect(() => {
    settle.current = onSettle;
  });
  useEffect(() => {
    if (debounced === lastSent.current) return;
    lastSent.current = debounced;
    settle.current(debounced);
  }, [debounced]);
  useEffect(() => {
    const current = fromAddress ?? '';
    if (current !== lastSent.current) {
      lastSent.current = current;
      setText(current);
    }
  }, [fromAddress]);
  return [text, setText] as const;
}
