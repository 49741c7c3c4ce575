import type { ReactNode } from 'react';

/** The heading block at the top of a marketing page. */
export function MarketingHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 text-center">
      {eyebrow ? <p className="text-sm font-medium text-accent-text">{eyebrow}</p> : null}
      <h1 className="text-3xl font-semibold tracking-tight text-balance text-fg sm:text-4xl">{title}</h1>
      {children ? <p className="text-lg text-pretty text-fg-muted">{children}</p> : null}
    </div>
  );
}

/** A call to action at the bottom of a marketing page. */
export function MarketingCallout({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="mx-auto mt-16 flex max-w-4xl flex-col items-center gap-4 rounded-2xl border border-line bg-surface px-6 py-10 text-center shadow-card"
    >
      <h2 className="text-2xl font-semibold tracking-tight text-fg">{title}</h2>
      <p className="max-w-xl text-fg-muted">{children}</p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">{actions}</div>
    </section>
  );
}

/** A titled part of a marketing page; `titleHidden` keeps the title for screen readers only. */
export function MarketingSection({
  id,
  title,
  titleHidden = false,
  className,
  children,
}: {
  /** Names the title element (`aria-labelledby`); unique on the page. */
  id: string;
  title: string;
  titleHidden?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleHidden ? 'sr-only' : 'text-xl font-semibold tracking-tight text-fg'}>
        {title}
      </h2>
      {children}
    </section>
  );
}
