import { useState, type ReactNode } from 'react';
import { PageHeader } from '../page-header';
import { QueryError } from '../query-error';
import { ButtonLink } from '../ui/link';
import { PageSpinner } from '../ui/spinner';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { apiErrorCode, apiFieldErrors, errorMessage } from '../../lib/trpc';
import { useErrorToast } from '../../lib/use-error-toast';

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

/** What an edit screen needs of the query that loads its row (a tRPC `useQuery` result). */
interface RowQuery<T> {
  data: T | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface EditPageProps<T> {
  title: string;
  query: RowQuery<T>;
  /** The spinner's name, e.g. "Loading category". */
  loadingLabel: string;
  /** The failure's title, toasted once and shown inline; a function receives the error. */
  errorTitle: string | ((error: unknown) => string);
  errorToastMs?: number;
  /** The way back to the list when the row did not load: a `<BackLink>`. */
  back: ReactNode;
  /** Under the title once the row is there: its name. */
  description?: (row: T) => ReactNode;
  width?: FormPageProps['width'];
  /** The form, given the row. */
  children: (row: T) => ReactNode;
}

/**
 * An edit screen: a spinner while its row loads; when it did not load, a toast and an inline panel
 * with the failure, **Try again** (not when the row does not exist) and the way back to the list;
 * else the form in a `FormPage`.
 */
export function EditPage<T>({
  title,
  query,
  loadingLabel,
  errorTitle,
  errorToastMs,
  back,
  description,
  width,
  children,
}: EditPageProps<T>) {
  const failure = query.error ? (typeof errorTitle === 'function' ? errorTitle(query.error) : errorTitle) : '';
  useErrorToast(query.error, failure, errorToastMs ? { durationMs: errorToastMs } : undefined);
  if (query.data === undefined && query.isPending) return <PageSpinner label={loadingLabel} />;
  if (query.data === undefined) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={title} />
        <QueryError
          title={failure}
          error={query.error}
          onRetry={apiErrorCode(query.error) === 'NOT_FOUND' ? undefined : () => void query.refetch()}
        />
        {back}
      </div>
    );
  }
  return (
    <FormPage title={title} description={description?.(query.data)} width={width}>
      {children(query.data)}
    </FormPage>
  );
}

/** The way back to the list under a failed edit screen, e.g. "Back to Categories". */
export const BackLink: typeof ButtonLink = (props) => (
  <ButtonLink variant="secondary" className="self-center" {...props} />
);

interface SaveOptions<V, R> {
  /** Sends the form's values (the mutation). */
  save: (values: V) => Promise<R>;
  /** The success toast, e.g. 'Category created successfully'. */
  saved: string;
  /** The failure toast's title (with the server's message), e.g. 'Error creating category'. */
  failed: string;
  /** The fields the form shows: the server's refusal of one of them shows under it. */
  fields: readonly string[];
  /** After the success toast: reload what changed and go back to the list. */
  onSaved: (result: R) => Promise<unknown>;
  /** A refusal the screen answers itself (a question to the user): return true to skip the toast. */
  onRefused?: (error: unknown, values: V) => boolean;
}

/**
 * The submit of a create or edit form: `submit(values)` sends them; success toasts and runs
 * `onSaved` (reload, back to the list); a refusal toasts the server's message and puts its field
 * errors (`serverErrors`) under their fields, keeping the user's input.
 */
export function useSaveForm<V, R>({ save, saved, failed, fields, onSaved, onRefused }: SaveOptions<V, R>) {
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState<V | null>(null);

  async function submit(values: V) {
    setServerErrors({});
    setSubmitted(values);
    let result: R;
    try {
      result = await save(values);
    } catch (error) {
      setSubmitted(null);
      if (onRefused?.(error, values)) return;
      setServerErrors(apiFieldErrors(error, fields));
      toast.error(failed, errorMessage(error));
      return;
    }
    toast.success(saved);
    await onSaved(result);
    setSubmitted(null);
  }

  return {
    submit: (values: V) => void submit(values),
    /** The values on their way to the server, else null. */
    submitted,
    isPending: submitted !== null,
    serverErrors,
  };
}
