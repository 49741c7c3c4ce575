import { useState, type FormEvent, type HTMLAttributes } from 'react';
import { Form as RACForm, type FormProps } from 'react-aria-components';
import { cn } from '../../lib/cn';

/**
 * A form. Validation is ours (the shared zod schemas): `validationBehavior` is "aria", so nothing
 * is blocked by the browser; pass the schema's or the server's field errors as `validationErrors`
 * ({ name: message }). A field's message goes as soon as the user types in it. (React Aria would
 * keep it until the field loses focus: when that happens because the user presses Submit, the
 * message vanishes under the pointer, the button moves up and the click is lost.) `onFocus` runs
 * when focus enters the form (a field or a button): a form starts loading its validation then
 * (`lazySchema` in lib/form.ts).
 */
export function Form({
  className,
  validationBehavior = 'aria',
  validationErrors,
  onFocus,
  ...props
}: FormProps & { onFocus?: () => void }) {
  const [edited, setEdited] = useState<{ source: FormProps['validationErrors']; names: ReadonlySet<string> }>({
    source: validationErrors,
    names: new Set(),
  });
  // New errors from the parent start with nothing edited.
  const names = edited.source === validationErrors ? edited.names : new Set<string>();
  const shown =
    validationErrors && names.size > 0
      ? Object.fromEntries(Object.entries(validationErrors).filter(([name]) => !names.has(name)))
      : validationErrors;

  function handleInput(event: FormEvent<HTMLDivElement>) {
    const name = (event.target as HTMLInputElement | null)?.name;
    if (!name || !validationErrors || !(name in validationErrors) || names.has(name)) return;
    setEdited({ source: validationErrors, names: new Set([...names, name]) });
  }

  // `onInput` and `onFocus` bubble from every field to this wrapper, which takes no room in the layout.
  return (
    <div className="contents" onInput={handleInput} onFocus={onFocus}>
      <RACForm
        {...props}
        validationBehavior={validationBehavior}
        validationErrors={shown}
        className={cn('flex flex-col gap-5', className)}
      />
    </div>
  );
}

/** A row of form buttons. */
export function FormActions({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={cn('flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:items-center', className)} />;
}
