import { Button as RACButton, composeRenderProps, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { tv, type VariantProps } from 'tailwind-variants';
import { focusRing } from './focus-ring';
import { Spinner } from './spinner';

/** Shared by Button and ButtonLink so a link can look like a button. */
export const buttonStyles = tv({
  extend: focusRing,
  base: [
    'relative inline-flex shrink-0 cursor-default select-none items-center justify-center gap-2 whitespace-nowrap',
    'rounded-lg border font-medium transition-colors [&_svg]:size-4 [&_svg]:shrink-0',
    'disabled:cursor-not-allowed data-disabled:cursor-not-allowed data-disabled:opacity-50',
  ],
  variants: {
    variant: {
      primary:
        'border-transparent bg-accent text-accent-fg shadow-sm hover:bg-accent-hover data-hovered:bg-accent-hover data-pressed:bg-accent-hover',
      secondary:
        'border-line-strong bg-surface text-fg shadow-sm hover:bg-surface-2 data-hovered:bg-surface-2 data-pressed:bg-surface-3',
      ghost:
        'border-transparent bg-transparent text-fg-muted hover:bg-surface-2 hover:text-fg data-hovered:bg-surface-2 data-hovered:text-fg data-pressed:bg-surface-3',
      danger:
        'border-transparent bg-danger text-white shadow-sm hover:bg-danger-hover data-hovered:bg-danger-hover data-pressed:bg-danger-hover',
    },
    size: {
      sm: 'h-8 px-3 text-sm',
      md: 'h-9 px-4 text-sm',
      lg: 'h-11 px-5 text-base',
      icon: 'size-9 p-0',
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = VariantProps<typeof buttonStyles>;

export interface ButtonProps extends Omit<RACButtonProps, 'isPending'>, Omit<ButtonVariants, 'isFocusVisible'> {
  /**
   * Shows a spinner and ignores presses (a submit button stops submitting) while keeping focus
   * and the accessible name.
   */
  isPending?: boolean;
  /** The `<button>` element (React 19 passes `ref` as a prop; it reaches React Aria's button). */
  ref?: React.Ref<HTMLButtonElement>;
}

/**
 * A button. `variant`: primary (default) | secondary | ghost | danger; `size`: sm | md (default) | lg | icon.
 * Use `type="submit"` in forms and `isPending` while the mutation runs.
 */
export function Button({ variant, size, isPending, children, className, type, onPress, ...props }: ButtonProps) {
  // Pending is handled here rather than with React Aria's isPending: its screen-reader announcement
  // points at the button by id, and dangles (an axe violation) when the page navigates away on success.
  return (
    <RACButton
      {...props}
      type={isPending ? 'button' : type}
      onPress={isPending ? undefined : onPress}
      data-pending={isPending || undefined}
      aria-busy={isPending || undefined}
      className={composeRenderProps(className, (className, renderProps) =>
        buttonStyles({ ...renderProps, variant, size, className: `data-pending:cursor-wait ${className ?? ''}` }),
      )}
    >
      {composeRenderProps(children, (children) => (
        <>
          {isPending ? <Spinner size="sm" aria-hidden className="text-current" /> : null}
          {children}
        </>
      ))}
    </RACButton>
  );
}
