import { useState, type ReactNode } from 'react';
import { PageHeader } from '../page-header';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/trpc';

interface FormPageProps {
  /** The page's h1, e.g. "Create Category". */
  title: string;
  /** Under the title: what the screen is for, or the name of the row being edited. */
  description?: ReactNode;
  /** The column's width: 2xl for a one-card form, 3xl for a long one. */
  width?: '2xl' | '3xl';
  children: ReactNode;
}

/** The frame of a create or edit screen: a centred column with the header above the form. */
export function FormPage({ title, description, width = '2xl', children }: FormPageProps) {
  return (
    <div className={cn('mx-auto flex w-full flex-col gap-6', width === '3xl' ? 'max-w-3xl' : 'max-w-2xl')}>
      <PageHeader title={title} description={description} />
      {children}
    </div>
  );
}

interface SaveOptions<V, R> {
  /** Sends the form's values (the mutation). */
  save: (values: V) => Promise<R>;
  /**
   * The toasts: `saved` on success (e.g. 'Category created successfully'), `failed` the failure's
   * title with the server's message (e.g. 'Error creating category').
   */
  toasts: { saved: string; failed: string };
  /** After the success toast: back to the list. */
  onSaved: (result: R) => Promise<unknown>;
  /** A refusal the screen answers itself (a question to the user): return true to skip the toast. */
  onRefused?: (error: unknown, values: V) => boolean;
}

/** What a catalogue form needs of its screen's submit (`useSaveForm`). */
export interface FormSave<V> {
  submit: (values: V) => void;
  isPending: boolean;
  /** The server's last refusal: the form shows its field errors under their fields. */
  refusal: unknown;
}

/**
 * The submit of a create or edit form: `submit(values)` sends them; success toasts and runs
 * `onSaved` (back to the list); a refusal toasts the server's message and stays as `refusal`
 * (the form puts its field errors under their fields), keeping the user's input.
 */
export function useSaveForm<V, R>({ save, toasts, onSaved, onRefused }: SaveOptions<V, R>) {
  const [refusal, setRefusal] = useState<unknown>(null);
  const [submitted, setSubmitted] = useState<V | null>(null);

  async function submit(values: V) {
    setRefusal(null);
    setSubmitted(values);
    let result: R;
    try {
      result = await save(values);
    } catch (error) {
      setSubmitted(null);
      if (onRefused?.(error, values)) return;
      setRefusal(error);
      toast.error(toasts.failed, errorMessage(error));
      return;
    }
    toast.success(toasts.saved);
    await onSaved(result);
    setSubmitted(null);
  }

  return {
    submit: (values: V) => void submit(values),
    /** The values on their way to the server, else null. */
    submitted,
    isPending: submitted !== null,
    refusal,
  } satisfies FormSave<V> & { submitted: V | null };
}
