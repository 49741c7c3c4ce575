import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

/** What a toast shows. */
export interface ToastContent {
  title: string;
  description?: string;
  variant: 'success' | 'error' | 'info';
}

export interface ToastOptions {
  /**
   * How long the toast stays, in ms. Default 3000; use 5000 where the area's docs/product page says
   * 5 s (docs/product/platform-shell.md#toasts).
   */
  durationMs?: number;
}

export const defaultToastMs = 3000;
export const longToastMs = 5000;

/** The app's one toast queue, rendered by <ToastRegion> in the root route. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 4 });

function show(variant: ToastContent['variant'], title: string, description?: string, options?: ToastOptions) {
  const content: ToastContent = description ? { title, description, variant } : { title, variant };
  return toastQueue.add(content, { timeout: options?.durationMs ?? defaultToastMs });
}

/**
 * Toasts from anywhere (components, mutation callbacks, the query client):
 * `toast.success('Login successful')`, `toast.error('Login failed', error.message, { durationMs: 5000 })`.
 * Returns the toast's key; `toast.dismiss(key)` closes it early.
 */
export const toast = {
  success: (title: string, description?: string, options?: ToastOptions) =>
    show('success', title, description, options),
  error: (title: string, description?: string, options?: ToastOptions) => show('error', title, description, options),
  info: (title: string, description?: string, options?: ToastOptions) => show('info', title, description, options),
  dismiss: (key: string) => toastQueue.close(key),
  clear: () => toastQueue.clear(),
};
