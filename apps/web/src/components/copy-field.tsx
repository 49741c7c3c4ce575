import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from './ui/button';
import { TextField } from './ui/text-field';
import { toast } from '../lib/toast';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard access (insecure origin, denied): the field is selected for Ctrl+C instead.
    return false;
  }
}

interface CopyFieldProps {
  label: string;
  value: string;
  description?: string;
  /**
   * What the value is, when the button and toasts should say it ("link": **Copy link**, 'Link
   * copied', 'Copy the link'); else **Copy**, 'Copied', 'Copy it'.
   */
  noun?: string;
}

/** A read-only value (a token, a key, a link) with a Copy button; without clipboard access it selects the value for Ctrl+C. */
export function CopyField({ label, value, description, noun }: CopyFieldProps) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const id = useId();
  const what = label.toLowerCase();
  const capitalNoun = noun ? `${noun[0]!.toUpperCase()}${noun.slice(1)}` : undefined;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <TextField
        id={id}
        label={label}
        value={value}
        isReadOnly
        description={description}
        className="min-w-0 flex-1 [&_input]:font-mono"
        onFocus={(event) => (event.target as HTMLInputElement).select()}
      />
      <Button
        variant="secondary"
        className={description ? 'sm:mb-7' : undefined}
        onPress={async () => {
          if (await copyText(value)) {
            setCopied(true);
            toast.success(capitalNoun ? t`${capitalNoun} copied` : t`Copied`, t`The ${what} is on your clipboard.`);
          } else {
            const element = document.getElementById(id);
            const input = element instanceof HTMLInputElement ? element : element?.querySelector('input');
            input?.focus();
            input?.select();
            toast.info(
              noun ? t`Copy the ${noun}` : t`Copy it`,
              noun
                ? t`Press Ctrl+C (or Cmd+C) to copy the selected ${noun}.`
                : t`Press Ctrl+C (or Cmd+C) to copy the selected text.`,
            );
          }
        }}
      >
        {copied ? t`Copied` : noun ? t`Copy ${noun}` : t`Copy`}
      </Button>
    </div>
  );
}
