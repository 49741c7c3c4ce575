import { useLingui } from '@lingui/react/macro';
import {
  Button as RACButton,
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components';
import { tv } from 'tailwind-variants';
import { toastQueue } from '../../lib/toast';
import { focusRing } from './focus-ring';

const toastStyles = tv({
  extend: focusRing,
  base: 'pointer-events-auto flex w-full items-start gap-3 rounded-xl border bg-surface p-4 text-fg shadow-pop animate-toast-in sm:w-96',
  variants: {
    variant: {
      success: 'border-line',
      error: 'border-danger/40',
      info: 'border-line',
    },
  },
});

const closeStyles = tv({
  extend: focusRing,
  base: 'flex size-7 shrink-0 items-center justify-center rounded-md text-fg-subtle data-hovered:bg-surface-2 data-hovered:text-fg',
});

/** An upright stroke and a dot: the "!" of an error (dot below) and the "i" of information (dot above). */
function StrokeAndDot({ stroke, dotY }: { stroke: string; dotY: number }) {
  return (
    <>
      <path d={stroke} stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      <circle cx="10" cy={dotY} r="1" fill="currentColor" />
    </>
  );
}

/** Each kind of toast: its colour and the mark inside the circle. */
const toastIcons = {
  success: {
    color: 'text-success',
    mark: (
      <path
        d="m6.5 10.5 2.25 2.25L13.5 8"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    ),
  },
  error: { color: 'text-danger', mark: <StrokeAndDot stroke="M10 6v4.5" dotY={13.5} /> },
  info: { color: 'text-accent-text', mark: <StrokeAndDot stroke="M10 9v5" dotY={6.5} /> },
};

function ToastIcon({ variant }: { variant: keyof typeof toastIcons }) {
  const { color, mark } = toastIcons[variant];
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`mt-0.5 size-5 shrink-0 ${color}`} fill="none">
      <circle cx="10" cy="10" r="8.25" stroke="currentColor" strokeWidth="1.5" />
      {mark}
    </svg>
  );
}

/** Renders the app's toast queue (lib/toast.ts): a "Notifications" landmark at the bottom right. */
export function ToastRegion() {
  const { t } = useLingui();
  return (
    <RACToastRegion
      queue={toastQueue}
      aria-label={t`Notifications`}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col-reverse items-center gap-2 p-4 outline-none sm:inset-x-auto sm:right-0 sm:items-end"
    >
      {({ toast }) => (
        <RACToast
          toast={toast}
          className={(renderProps) => toastStyles({ ...renderProps, variant: toast.content.variant })}
        >
          <ToastIcon variant={toast.content.variant} />
          <RACToastContent className="flex min-w-0 flex-1 flex-col gap-0.5">
            <Text slot="title" className="text-sm font-semibold text-fg">
              {toast.content.title}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className="text-sm text-fg-muted">
                {toast.content.description}
              </Text>
            ) : null}
          </RACToastContent>
          <RACButton slot="close" aria-label={t`Close`} className={(renderProps) => closeStyles(renderProps)}>
            <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none">
              <path d="m4 4 8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
          </RACButton>
        </RACToast>
      )}
    </RACToastRegion>
  );
}
