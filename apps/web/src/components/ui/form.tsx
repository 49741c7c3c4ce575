import { Form as RACForm, type FormProps } from 'react-aria-components';
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/**
 * A form. Validation is ours (the shared zod schemas): `validationBehavior` is "aria", so nothing
 * is blocked by the browser (React Aria sets noValidate); pass the schema's field errors as `validationErrors` ({ name: message })
 * and each field shows its message until the user edits it.
 */
export function Form({ className, validationBehavior = 'aria', ...props }: FormProps) {
  return (
    <RACForm {...props} validationBehavior={validationBehavior} className={cn('flex flex-col gap-5', className)} />
  );
}

/** A row of form buttons. */
export function FormActions({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={cn('flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:items-center', className)} />;
}
