import type { ReactNode } from 'react';

interface PageHeaderProps {
  /** The page's h1. */
  title: ReactNode;
  description?: ReactNode;
  /** Primary actions at the right (Create button...). */
  actions?: ReactNode;
}

/** The top of every platform screen: h1, a line of description, actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-fg">{title}</h1>
        {description ? <p className="text-sm text-fg-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
