import { useCallback, useState, type SyntheticEvent } from 'react';

/**
 * Field errors for a <Form validationErrors>, cleared for a field as soon as the user types in it.
 * React Aria otherwise keeps an error until the field loses focus: when that happens because the
 * user presses Submit, the message disappears under the pointer, the button moves up and the click
 * is lost.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onInput = useCallback((event: SyntheticEvent) => {
    const name = (event.target as HTMLInputElement | null)?.name;
    if (!name) return;
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);
  return { errors, setErrors, onInput };
}
