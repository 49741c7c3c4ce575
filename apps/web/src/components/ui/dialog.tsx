import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  Dialog as RACDialog,
  DialogTrigger,
  Heading,
  Modal as RACModal,
  ModalOverlay,
  type DialogProps as RACDialogProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { cn } from '../../lib/cn';
import { Button, type ButtonProps } from './button';

export { DialogTrigger };

const modalStyles = tv({
  base: 'w-full max-h-[calc(100dvh-2rem)] overflow-auto rounded-2xl border border-line bg-surface text-fg shadow-pop outline-none data-entering:animate-pop-in',
  variants: {
    size: { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl' },
  },
  defaultVariants: { size: 'md' },
});

export interface ModalProps extends Omit<ModalOverlayProps, 'className'> {
  size?: 'sm' | 'md' | 'lg';
  /** Extra classes for the modal panel. */
  className?: string;
}

/** A centred modal layer: put a <Dialog> inside. Use inside <DialogTrigger> or with isOpen/onOpenChange. */
export function Modal({ size, className, children, ...props }: ModalProps) {
  return (
    <ModalOverlay
      {...props}
      className="fixed inset-0 z-50 flex min-h-full items-center justify-center bg-overlay p-4 data-entering:animate-fade-in"
    >
      <RACModal className={modalStyles({ size, className })}>{children}</RACModal>
    </ModalOverlay>
  );
}

export interface DialogProps extends Omit<RACDialogProps, 'children'> {
  /** The dialog's heading (its accessible name). */
  title: string;
  /** Body; a function receives `close`. */
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Buttons row; a function receives `close`. */
  footer?: ReactNode | ((opts: { close: () => void }) => ReactNode);
}

/** A dialog with a heading, a body and an optional footer of buttons. */
export function Dialog({ title, children, footer, className, ...props }: DialogProps) {
  return (
    <RACDialog {...props} className={cn('flex flex-col gap-4 p-6 outline-none', className)}>
      {({ close }) => (
        <>
          <Heading slot="title" className="text-lg font-semibold tracking-tight text-fg">
            {title}
          </Heading>
          <div className="text-sm text-fg-muted">{typeof children === 'function' ? children({ close }) : children}</div>
          {footer ? (
            <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              {typeof footer === 'function' ? footer({ close }) : footer}
            </div>
          ) : null}
        </>
      )}
    </RACDialog>
  );
}

export interface AlertDialogProps {
  title: string;
  /** The question or warning, e.g. "Are you sure? This action cannot be undone." */
  children: ReactNode;
  /** Label of the confirming button, e.g. "Delete". */
  actionLabel: string;
  cancelLabel?: string;
  /** destructive: red confirm button (default); primary otherwise. */
  variant?: 'destructive' | 'primary';
  /** Called when the user confirms; return a promise to keep the dialog open (pending) until it settles. */
  onAction: () => void | Promise<unknown>;
  isPending?: boolean;
}

/**
 * The body of a confirm dialog (role="alertdialog"). Place it in a <Modal>, or use <ConfirmDialog>.
 * A destructive dialog opens on Cancel, so Enter (pressed twice, say) cancels instead of deleting;
 * the red button takes a deliberate Tab or click. A primary one opens on its action.
 */
export function AlertDialog({
  title,
  children,
  actionLabel,
  cancelLabel,
  variant = 'destructive',
  onAction,
  isPending,
}: AlertDialogProps) {
  const { t } = useLingui();
  return (
    <RACDialog role="alertdialog" className="flex flex-col gap-3 p-6 outline-none">
      {({ close }) => (
        <>
          <Heading slot="title" className="text-lg font-semibold tracking-tight text-fg">
            {title}
          </Heading>
          <div className="text-sm leading-relaxed text-fg-muted">{children}</div>
          <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onPress={close} isDisabled={isPending} autoFocus={variant === 'destructive'}>
              {cancelLabel ?? t`Cancel`}
            </Button>
            <Button
              variant={variant === 'destructive' ? 'danger' : 'primary'}
              isPending={isPending}
              autoFocus={variant !== 'destructive'}
              onPress={async () => {
                try {
                  await onAction();
                  close();
                } catch {
                  // The caller reports the failure (toast); the dialog stays open to retry or cancel.
                }
              }}
            >
              {actionLabel}
            </Button>
          </div>
        </>
      )}
    </RACDialog>
  );
}

export interface ConfirmDialogProps extends AlertDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * A controlled confirm dialog: `<ConfirmDialog isOpen={...} onOpenChange={...} title="Delete Activity"
 * actionLabel="Delete" onAction={() => mutation.mutateAsync(...)}>Are you sure? ...</ConfirmDialog>`.
 */
export function ConfirmDialog({ isOpen, onOpenChange, ...props }: ConfirmDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={!props.isPending} size="sm">
      <AlertDialog {...props} />
    </Modal>
  );
}

export interface ConfirmButtonProps extends AlertDialogProps {
  /** The button that opens the dialog (its label as `children`). */
  trigger: ButtonProps;
}

/**
 * A button that asks first: pressing it opens a confirm dialog, and `onAction` runs only on
 * confirmation (`<ConfirmButton trigger={{ children: 'Decline', variant: 'secondary' }} title=...
 * actionLabel="Decline" onAction={...}>Decline the invitation?</ConfirmButton>`).
 */
export function ConfirmButton({ trigger, ...props }: ConfirmButtonProps) {
  return (
    <DialogTrigger>
      <Button {...trigger} />
      <Modal isDismissable={!props.isPending} size="sm">
        <AlertDialog {...props} />
      </Modal>
    </DialogTrigger>
  );
}
