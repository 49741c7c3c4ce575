import { useLingui } from '@lingui/react/macro';
import {
  Breadcrumb as RACBreadcrumb,
  Breadcrumbs as RACBreadcrumbs,
  type BreadcrumbProps,
  type BreadcrumbsProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { composeTailwindRenderProps } from './focus-ring';
import { StrokeIcon } from './stroke-icon';

/**
 * A breadcrumb trail (<nav aria-label> around an <ol>). Put Breadcrumb items inside; each holds a
 * router Link, and the last one (the current page) plain text.
 */
export function Breadcrumbs<T extends object>({ 'aria-label': ariaLabel, ...props }: BreadcrumbsProps<T>) {
  const { t } = useLingui();
  return (
    <nav aria-label={ariaLabel ?? t`Breadcrumb`} className="min-w-0">
      <RACBreadcrumbs {...props} className={cn('flex flex-wrap items-center gap-1 text-sm', props.className)} />
    </nav>
  );
}

export function Breadcrumb(props: BreadcrumbProps) {
  return (
    <RACBreadcrumb
      {...props}
      className={composeTailwindRenderProps(
        props.className,
        'flex items-center gap-1 text-fg-muted data-current:font-medium data-current:text-fg',
      )}
    >
      {(renderProps) => (
        <>
          {typeof props.children === 'function' ? props.children(renderProps) : props.children}
          {!renderProps.isCurrent ? <StrokeIcon d="m6 4 4 4-4 4" className="size-3.5 text-fg-subtle" /> : null}
        </>
      )}
    </RACBreadcrumb>
  );
}
