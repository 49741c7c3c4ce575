import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../lib/toast';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard access (insecure origin, denied): the field stays selected for Ctrl+C.
    return false;
  }
}

/** A read-only link with a Copy button (the set-password link of a new member). */
export function CopyLink({ label, link, description }: { label: string; link: string; description?: string }) {
  const [copied, setCopied] = useState(false);
  const inputId = `copy-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <TextField
        id={inputId}
        label={label}
        value={link}
        isReadOnly
        description={description}
        className="min-w-0 flex-1"
        onFocus={(event) => (event.target as HTMLInputElement).select()}
      />
      <Button
        variant="secondary"
        className={description ? 'sm:mb-7' : undefined}
        onPress={async () => {
          if (await copyText(link)) {
            setCopied(true);
            toast.success('Link copied', 'The password reset link is on your clipboard.');
          } else {
            document.querySelector<HTMLInputElement>(`#${inputId} input, input#${inputId}`)?.select();
            toast.info('Copy the link', 'Press Ctrl+C (or Cmd+C) to copy the selected link.');
          }
        }}
      >
        {copied ? 'Copied' : 'Copy link'}
      </Button>
    </div>
  );
}
