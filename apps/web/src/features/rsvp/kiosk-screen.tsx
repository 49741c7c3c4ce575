import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { nameKey } from '@lug/domain/name-key';
import type { KioskView } from '@lug/domain/rsvp';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/toast';
import { useFormatDate } from '../organizations/use-format-date';
import { rsvpQueries } from './api';
import { waitingLabel } from './check-in-queue';
import { KioskQrPanel } from './kiosk-qr-panel';
import { UndoBar, useUndoableCheckIns } from './kiosk-undo';
import { useCheckInQueue } from './use-check-in-queue';

/** The roster is read again this often, so self check-ins show up in the counts. */
const rosterRefreshMs = 15_000;
/** At most this many names under a search. */
const shownMax = 30;

type KioskMember = KioskView['members'][number];

function useOnline() {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

/**
 * The kiosk covers the platform's shell; this makes everything around it inert (out of the tab
 * order and of screen readers) while it is open, except the toasts.
 */
function useCoverShell(kiosk: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const made: Element[] = [];
    for (let node: HTMLElement | null = kiosk.current; node && node !== document.body; node = node.parentElement) {
      for (const sibling of node.parentElement?.children ?? []) {
        if (sibling === node || sibling.hasAttribute('inert') || sibling.querySelector('[aria-label="Notifications"]'))
          continue;
        if (sibling.getAttribute('aria-label') === 'Notifications') continue;
        sibling.setAttribute('inert', '');
        made.push(sibling);
      }
    }
    return () => made.forEach((element) => element.removeAttribute('inert'));
  }, [kiosk]);
}

/**
 * The check-in kiosk (docs/product/activities.md#check-in-kiosk): full screen at the door, search
 * by name, one tap to check in (undone for 30 s), the self check-in QR code. Check-ins go through a
 * queue that survives a short network loss (use-check-in-queue.ts). The manager's screen and a
 * kiosk device (decision 0047) show the same; `actions` are the header's buttons.
 */
export function KioskScreen({
  organizationId,
  activityId,
  canRotate,
  showPoster,
  actions,
}: {
  organizationId: number;
  activityId: number;
  canRotate: boolean;
  showPoster: boolean;
  actions: ReactNode;
}) {
  const { t } = useLingui();
  const kiosk = useRef<HTMLDivElement>(null);
  useCoverShell(kiosk);
  const id = activityId;
  const { data: view } = useSuspenseQuery({
    ...rsvpQueries.kiosk(organizationId, id),
    refetchInterval: rosterRefreshMs,
  });
  const online = useOnline();
  const [query, setQuery] = useState('');
  const [tapped, setTapped] = useState<ReadonlySet<number>>(() => new Set());
  const untap = (userId: number) =>
    setTapped((set) => {
      const next = new Set(set);
      next.delete(userId);
      return next;
    });

  const names = useMemo(() => new Map(view.members.map((m) => [m.user_id, m.display_name])), [view.members]);
  const { waiting, add, remove } = useCheckInQueue(organizationId, id, (item, error) => {
    untap(item.user_id);
    const name = names.get(item.user_id);
    toast.error(
      name === undefined ? t`Could not check in a member` : t`Could not check in ${name}`,
      error instanceof Error ? error.message : undefined,
      { durationMs: 8000 },
    );
  });
  const undoable = useUndoableCheckIns(organizationId, id, remove, untap);
  const waitingIds = useMemo(() => new Set(waiting.map((w) => w.user_id)), [waiting]);
  const isIn = (m: KioskMember) => m.checked_in || tapped.has(m.user_id) || waitingIds.has(m.user_id);

  const goingCount = view.members.filter((m) => m.rsvp === 'going').length;
  const checkedIn = view.members.filter(isIn).length;
  const searched = query.trim();
  // The names' keys, the server's rule (decision 0045): `zoe` finds Zoë, `lukasz` Łukasz.
  const needle = nameKey(searched);
  const formatDate = useFormatDate();
  const date = formatDate(view.date);
  const role = view.checkin_role;
  const roleName = role?.name;
  const rolePoints = role?.points ?? 0;
  const shown = needle
    ? view.members.filter((m) => nameKey(m.display_name).includes(needle))
    : view.members.filter((m) => m.rsvp === 'going' || m.rsvp === 'waitlisted');
  const more = shown.length - shownMax;

  const checkIn = (m: KioskMember) => {
    setTapped((set) => new Set(set).add(m.user_id));
    add({ user_id: m.user_id, date: view.date });
    setQuery('');
    undoable.offer({ user_id: m.user_id, date: view.date, name: m.display_name });
  };

  return (
    <div ref={kiosk} className="fixed inset-0 z-[45] overflow-y-auto bg-canvas text-fg">
      <div className="mx-auto flex min-h-full max-w-6xl flex-col gap-6 p-4 sm:p-8">
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <p className="text-sm text-fg-muted">
              <Trans>Check-in · {date}</Trans>
            </p>
            <h1 className="text-2xl font-semibold break-words sm:text-3xl">{view.activity.title}</h1>
            {role ? (
              <p className="text-sm text-fg-muted">
                <Plural
                  value={rolePoints}
                  one={`Records “${roleName}” (# point)`}
                  other={`Records “${roleName}” (# points)`}
                />
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onPress={() => void document.documentElement.requestFullscreen?.()}>
              <Trans>Full screen</Trans>
            </Button>
            {actions}
          </div>
        </header>

        {view.problem ? (
          <p role="alert" className="rounded-xl border border-danger bg-danger-soft p-4 text-danger-text">
            {view.problem}
          </p>
        ) : null}

        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3" aria-live="polite">
            <p className="text-xl font-semibold tabular-nums" data-testid="kiosk-counts">
              <Trans>
                {checkedIn} checked in · {goingCount} going
              </Trans>
            </p>
            {!online ? (
              <Badge variant="warning">
                <Trans>Offline</Trans>
              </Badge>
            ) : null}
            {waiting.length > 0 ? <Badge variant="warning">{waitingLabel(waiting.length)}</Badge> : null}
          </div>
          <UndoBar undoable={undoable} />
        </div>

        <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="flex min-w-0 flex-col gap-4">
            <label htmlFor="kiosk-search-input" className="text-lg font-medium">
              <Trans>Find your name</Trans>
            </label>
            <input
              id="kiosk-search-input"
              type="search"
              autoComplete="off"
              autoFocus
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t`Type a name`}
              className="h-16 w-full rounded-xl border border-line-strong bg-surface px-4 text-2xl outline-none focus-visible:ring-4 focus-visible:ring-accent/40"
            />
            <p className="text-sm text-fg-muted">
              {needle ? (
                <Trans>Members matching “{searched}”</Trans>
              ) : (
                <Trans>Members going or on the waitlist. Type to find anyone else.</Trans>
              )}
            </p>
            {shown.length === 0 ? (
              <p className="rounded-xl bg-surface-2 p-6 text-center text-fg-muted">
                {needle ? <Trans>No member by that name.</Trans> : <Trans>Nobody has said they are going yet.</Trans>}
              </p>
            ) : (
              <ul className="flex flex-col gap-2" aria-label={t`Members`}>
                {shown.slice(0, shownMax).map((m) => {
                  const memberName = m.display_name;
                  return (
                    <li key={m.user_id}>
                      {isIn(m) ? (
                        <div className="flex min-h-16 flex-wrap items-center justify-between gap-x-3 rounded-xl border border-line bg-success-soft px-4 py-2 text-lg">
                          <span className="min-w-0 break-words">{m.display_name}</span>
                          <span className="font-medium text-success-text">
                            {waitingIds.has(m.user_id) ? (
                              <Trans>Checked in (waiting to send)</Trans>
                            ) : (
                              <Trans>Checked in</Trans>
                            )}
                          </span>
                        </div>
                      ) : (
                        <Button
                          variant="secondary"
                          className="min-h-16 w-full justify-between px-4 text-lg whitespace-normal"
                          aria-label={t`Check in ${memberName}`}
                          isDisabled={view.problem !== null}
                          onPress={() => checkIn(m)}
                        >
                          <span className="min-w-0 text-start break-words">{m.display_name}</span>
                          <span className="shrink-0 text-base text-accent-text">
                            <Trans>Check in</Trans>
                          </span>
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
            {more > 0 ? (
              <p className="text-sm text-fg-muted">
                <Plural value={more} one="# more: type more of the name." other="# more: type more of the name." />
              </p>
            ) : null}
          </div>

          <KioskQrPanel organizationId={organizationId} activityId={id} canRotate={canRotate} showPoster={showPoster} />
        </div>
      </div>
    </div>
  );
}
