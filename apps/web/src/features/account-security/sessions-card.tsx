/**
 * "Where you're signed in" on the profile: every session of the account (browser and system, the
 * address and time of its last use, when it began), this one marked; any other can be signed out.
 * Sessions end by themselves after an idle time and a maximum lifetime the server sets.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AccountSession } from '@lug/domain/auth';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { longToastMs, toast } from '../../lib/toast';
import { errorMessage } from '../../lib/trpc';
import { accountSecurityQueries, useRevokeSession, useSessionsChanged } from './api';
import { useFormatDateTime } from '../organizations/use-format-date';
import { describeUserAgent } from './user-agent';

function deviceOf(session: AccountSession) {
  return describeUserAgent(session.user_agent) ?? 'Unknown device';
}

export function SessionsCard() {
  const formatDateTime = useFormatDateTime();
  // One card among the profile's: it loads (and fails) on its own, without holding the page.
  const sessions = useQuery(accountSecurityQueries.sessions());
  const sessionsChanged = useSessionsChanged();
  const revoke = useRevokeSession();
  const [ending, setEnding] = useState<AccountSession | 'others' | null>(null);
  const others = sessions.data?.filter((s) => !s.current) ?? [];

  async function end(targets: AccountSession[]) {
    try {
      for (const session of targets) await revoke.mutateAsync({ id: session.id });
      toast.success(
        targets.length === 1 ? 'Signed out' : 'Signed out everywhere else',
        targets.length === 1 ? `${deviceOf(targets[0]!)} is signed out.` : undefined,
      );
    } catch (error) {
      toast.error('Unable to sign the session out', errorMessage(error), { durationMs: longToastMs });
      throw error;
    } finally {
      await sessionsChanged();
    }
  }

  return (
    <Card id="sessions">
      <CardHeader
        title="Where you’re signed in"
        description="Your sessions on other browsers and devices. Sign out any you don’t recognise, then change your password."
        actions={
          others.length > 1 ? (
            <Button variant="secondary" size="sm" onPress={() => setEnding('others')}>
              Sign out everywhere else
            </Button>
          ) : null
        }
      />
      <CardContent>
        {sessions.isPending ? (
          <Spinner label="Loading your sessions" />
        ) : sessions.isError ? (
          <p className="text-sm text-danger-text">Unable to load your sessions: {errorMessage(sessions.error)}</p>
        ) : (
          <ul aria-label="Your sessions" className="divide-y divide-line rounded-lg border border-line">
            {sessions.data.map((session) => (
              <li key={session.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex min-w-0 flex-col gap-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-fg">
                    <span title={session.user_agent ?? undefined}>{deviceOf(session)}</span>
                    {session.current ? <Badge variant="success">This browser</Badge> : null}
                  </p>
                  <p className="text-sm text-fg-muted">
                    Last active {formatDateTime(session.last_used_at)}
                    {session.ip ? (
                      <>
                        {' '}
                        from <span className="font-mono text-xs">{session.ip}</span>
                      </>
                    ) : null}
                    <span aria-hidden="true"> · </span>
                    <span className="whitespace-nowrap">signed in {formatDateTime(session.created_at)}</span>
                  </p>
                </div>
                {session.current ? null : (
                  <Button
                    variant="secondary"
                    size="sm"
                    className="self-start sm:self-center"
                    onPress={() => setEnding(session)}
                    aria-label={`Sign out ${deviceOf(session)}, last active ${formatDateTime(session.last_used_at)}`}
                  >
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        isOpen={ending !== null}
        onOpenChange={(open) => (open ? undefined : setEnding(null))}
        title={ending === 'others' ? 'Sign out everywhere else' : 'Sign out this session'}
        actionLabel="Sign out"
        isPending={revoke.isPending}
        onAction={() => end(ending === 'others' ? others : ending ? [ending] : [])}
      >
        {ending === 'others'
          ? `Sign out the ${others.length} other sessions? They will need your password (and code) to sign in again.`
          : ending
            ? `Sign out ${deviceOf(ending)}? It will need your password (and code) to sign in again.`
            : null}
      </ConfirmDialog>
    </Card>
  );
}
