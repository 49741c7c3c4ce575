import { useId, useState } from 'react';
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

/** A read-only value (a token, a link) with a Copy button. */
export function CopyField({ label, value, description }: { label: string; value: string; description?: string }) {
  const [copied, setCopied] = useState(false);
  const id = useId();
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
            toast.success('Copied', `The ${label.toLowerCase()} is on your clipboard.`);
          } else {
            const element = document.getElementById(id);
            const input = element instanceof HTMLInputElement ? element : element?.querySelector('input');
            input?.focus();
            input?.select();
            toast.info('Copy it', 'Press Ctrl+C (or Cmd+C) to copy the selected text.');
          }
        }}
      >
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </div>
  );
}
