import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A row of counts over a members screen (Registration & Dues, the Participation Manager, the
 * history's summary, an import's result): a description list, `<Figure>`s as its items.
 */
export function Figures({ className, children }: { className?: string; children: ReactNode }) {
  return <dl className={cn('grid grid-cols-2 gap-3', className)}>{children}</dl>;
}

/** One count: its label above the number, and an optional hint under it. */
export function Figure({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-xl border border-line bg-surface px-3 py-3 shadow-card sm:px-4">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="text-xl font-semibold tracking-tight text-fg tabular-nums">{value}</dd>
      {hint ? <dd className="text-xs text-fg-subtle">{hint}</dd> : null}
    </div>
  );
}
