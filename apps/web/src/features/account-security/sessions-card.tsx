/**
 * "Where you're signed in" on the profile: every session of the account (browser and system, the
 * address and time of its last use, when it began), this one marked; any other can be signed out.
 * Sessions end by themselves after an idle time and a maximum lifetime the server sets.
 */
import { useState } from 'react';
import { t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
  return describeUserAgent(session.user_agent) ?? t`Unknown device`;
}

export function SessionsCard() {
  const { t } = useLingui();
  const formatDateTime = useFormatDateTime();
  // One card among the profile's: it loads (and fails) on its own, without holding the page.
  const sessions = useQuery(accountSecurityQueries.sessions());
  const sessionsChanged = useSessionsChanged();
  const revoke = useRevokeSession();
  const [ending, setEnding] = useState<AccountSession | 'others' | null>(null);
  const others = sessions.data?.filter((s) => !s.current) ?? [];
  const otherCount = others.length;
  const endingDevice = ending && ending !== 'others' ? deviceOf(ending) : '';
  const loadError = sessions.isError ? errorMessage(sessions.error) : '';

  async function end(targets: AccountSession[]) {
    try {
      for (const session of targets) await revoke.mutateAsync({ id: session.id });
      const device = targets.length === 1 ? deviceOf(targets[0]!) : '';
      toast.success(
        targets.length === 1 ? t`Signed out` : t`Signed out everywhere else`,
        targets.length === 1 ? t`${device} is signed out.` : undefined,
      );
    } catch (error) {
      toast.error(t`Unable to sign the session out`, errorMessage(error), { durationMs: longToastMs });
      throw error;
    } finally {
      await sessionsChanged();
    }
  }

  return (
    <Card id="sessions">
      <CardHeader
        title={t`Where you’re signed in`}
        description={t`Your sessions on other browsers and devices. Sign out any you don’t recognise, then change your password.`}
        actions={
          others.length > 1 ? (
            <Button variant="secondary" size="sm" onPress={() => setEnding('others')}>
              <Trans>Sign out everywhere else</Trans>
            </Button>
          ) : null
        }
      />
      <CardContent>
        {sessions.isPending ? (
          <Spinner label={t`Loading your sessions`} />
        ) : sessions.isError ? (
          <p className="text-sm text-danger-text">
            <Trans>Unable to load your sessions: {loadError}</Trans>
          </p>
        ) : (
          <ul aria-label={t`Your sessions`} className="divide-y divide-line rounded-lg border border-line">
            {sessions.data.map((session) => {
              const device = deviceOf(session);
              const lastActive = formatDateTime(session.last_used_at);
              const signedInAt = formatDateTime(session.created_at);
              const ip = session.ip;
              return (
                <li key={session.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                  <div className="flex min-w-0 flex-col gap-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-fg">
                      <span title={session.user_agent ?? undefined}>{device}</span>
                      {session.current ? (
                        <Badge variant="success">
                          <Trans>This browser</Trans>
                        </Badge>
                      ) : null}
                    </p>
                    <p className="text-sm text-fg-muted">
                      {ip ? (
                        <Trans>
                          Last active {lastActive} from <span className="font-mono text-xs">{ip}</span>
                        </Trans>
                      ) : (
                        <Trans>Last active {lastActive}</Trans>
                      )}
                      <span aria-hidden="true"> · </span>
                      <span className="whitespace-nowrap">
                        <Trans>signed in {signedInAt}</Trans>
                      </span>
                    </p>
                  </div>
                  {session.current ? null : (
                    <Button
                      variant="secondary"
                      size="sm"
                      className="self-start sm:self-center"
                      onPress={() => setEnding(session)}
                      aria-label={t`Sign out ${device}, last active ${lastActive}`}
                    >
                      <Trans>Sign out</Trans>
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        isOpen={ending !== null}
        onOpenChange={(open) => (open ? undefined : setEnding(null))}
        title={ending === 'others' ? t`Sign out everywhere else` : t`Sign out this session`}
        actionLabel={t`Sign out`}
        isPending={revoke.isPending}
        onAction={() => end(ending === 'others' ? others : ending ? [ending] : [])}
      >
        {ending === 'others' ? (
          <Plural
            value={otherCount}
            one="Sign out the # other session? It will need your password (and code) to sign in again."
            other="Sign out the # other sessions? They will need your password (and code) to sign in again."
          />
        ) : ending ? (
          <Trans>Sign out {endingDevice}? It will need your password (and code) to sign in again.</Trans>
        ) : null}
      </ConfirmDialog>
    </Card>
  );
}
