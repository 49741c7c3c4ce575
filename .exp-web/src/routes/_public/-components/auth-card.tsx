import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card ("No account? Sign up"). */
  footer?: ReactNode;
  width?: 'sm' | 'md';
}

/** The centred card of the sign-in, sign-up and password pages. */
export function AuthCard({ title, description, children, footer, width = 'sm' }: AuthCardProps) {
  return (
    <div className="flex justify-center px-4 py-12 sm:py-20">
      <div className={`flex w-full flex-col gap-6 ${width === 'sm' ? 'max-w-sm' : 'max-w-lg'}`}>
        <div className="flex flex-col gap-2 text-center">
          <h1 className="text-2xl font-semibold tracking-tight text-fg">{title}</h1>
          {description ? <p className="text-sm text-fg-muted">{description}</p> : null}
        </div>
        <div className="rounded-xl border border-line bg-surface p-6 shadow-card">{children}</div>
        {footer ? <div className="text-center text-sm text-fg-muted">{footer}</div> : null}
      </div>
    </div>
  );
}
