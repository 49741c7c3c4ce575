import type { ReactNode } from 'react';

/** One fact of a description list (`<dl>`): a small caps label over its value. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{label}</dt>
      <dd className="text-sm text-fg">{children}</dd>
    </div>
  );
}
