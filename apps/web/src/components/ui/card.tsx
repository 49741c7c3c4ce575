import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A bordered surface. Compose with CardHeader / CardContent / CardFooter. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={cn('rounded-xl border border-line bg-surface text-fg shadow-card', className)} />;
}

interface CardHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links shown at the right of the title. */
  actions?: ReactNode;
  /** Heading level of the title (default 2). */
  level?: 2 | 3 | 4;
}

export function CardHeader({ title, description, actions, level = 2, className, ...props }: CardHeaderProps) {
  const Heading = `h${level}` as const;
  return (
    <div {...props} className={cn('flex items-start justify-between gap-4 px-5 pt-5', className)}>
      <div className="flex min-w-0 flex-col gap-1">
        <Heading className="text-base font-semibold tracking-tight text-fg">{title}</Heading>
        {description ? <p className="text-sm text-fg-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
    </div>
  );
}

export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={cn('px-5 py-5', className)} />;
}

export function CardFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div {...props} className={cn('flex items-center justify-end gap-2 border-t border-line px-5 py-3', className)} />
  );
}

interface FormCardProps {
  /** The card's heading, e.g. "Role details"; a form of one card may go without. */
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A card of form fields: the heading, then the fields one under the other. */
export function FormCard({ title, description, actions, className, children }: FormCardProps) {
  return (
    <Card className={className}>
      {title ? <CardHeader title={title} description={description} actions={actions} /> : null}
      <CardContent className="flex flex-col gap-5">{children}</CardContent>
    </Card>
  );
}
