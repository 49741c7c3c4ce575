/**
 * The Members screen's "Pending invitations" (members.manage): the accounts the group invited and
 * that have not answered, as the group typed them (address and names), who invited them and until
 * when the link works; each can be withdrawn after a confirmation. Nothing shows while there are
 * none; answered and withdrawn invitations are not listed.
 */
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { GroupInvitation } from '@lug/domain/invitations';
import { QueryError } from '../../components/query-error';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/dialog';
import { useFormatDate } from '../organizations/use-format-date';
import { longToastMs, toast } from '../../lib/toast';
import { apiErrorCode, errorMessage } from '../../lib/trpc';
import { invitationQueries, useGroupInvitationsChanged, useRevokeInvitation } from './api';

type PendingInvitation = GroupInvitation & { expired: boolean };

/** The waiting ones, newest first (the server's order), each marked when its link has run out (it can still be withdrawn). */
function pendingOnly(invitations: GroupInvitation[]): PendingInvitation[] {
  const now = Date.now();
  return invitations
    .filter((invitation) => invitation.status === 'pending')
    .map((invitation) => ({ ...invitation, expired: Date.parse(invitation.expires_at) <= now }));
}

export function PendingInvitations({ organizationId }: { organizationId: number }) {
  const { t } = useLingui();
  // A panel under the members table: it shows once loaded, without holding the table.
  const invitations = useQuery({ ...invitationQueries.list(organizationId), select: pendingOnly });
  const invitationsChanged = useGroupInvitationsChanged();
  const formatDate = useFormatDate();
  const revoke = useRevokeInvitation();
  const [toWithdraw, setToWithdraw] = useState<PendingInvitation | null>(null);
  const withdrawing = toWithdraw?.email;

  async function withdraw(invitation: PendingInvitation) {
    try {
      await revoke.mutateAsync({ organization_id: organizationId, id: invitation.id });
      const email = invitation.email;
      toast.success(t`Invitation withdrawn`, t`The link sent to ${email} no longer works.`);
    } catch (error) {
      if (apiErrorCode(error) === 'NOT_FOUND') {
        // Answered (or withdrawn elsewhere) meanwhile: nothing left to withdraw.
        toast.info(t`Nothing to withdraw`, t`This invitation has been answered or withdrawn already.`);
        return;
      }
      toast.error(t`Could not withdraw the invitation`, errorMessage(error), { durationMs: longToastMs });
      throw error; // the dialog stays open to retry or cancel
    } finally {
      await invitationsChanged();
    }
  }

  if (invitations.isPending) return null;
  if (invitations.isError) {
    return (
      <QueryError
        title={t`Error loading invitations`}
        error={invitations.error}
        onRetry={() => void invitations.refetch()}
      />
    );
  }
  if (invitations.data.length === 0) return null;

  return (
    <Card>
      <CardHeader
        title={t`Pending invitations`}
        description={t`These addresses already have an account, so we asked their owners to join. Each becomes a member by accepting.`}
      />
      <CardContent className="pt-4">
        <ul aria-label={t`Pending invitations`} className="divide-y divide-line rounded-lg border border-line">
          {invitations.data.map((invitation) => {
            const name = `${invitation.first_name} ${invitation.last_name}`.trim();
            const email = invitation.email;
            const inviter = invitation.invited_by_name;
            const invitedOn = formatDate(invitation.created_at);
            const until = formatDate(invitation.expires_at);
            return (
              <li
                key={invitation.id}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-medium text-fg">{name || invitation.email}</span>
                    {name ? <span className="text-sm break-words text-fg-muted">{invitation.email}</span> : null}
                    {invitation.expired ? (
                      <Badge variant="warning">
                        <Trans>Link expired</Trans>
                      </Badge>
                    ) : null}
                  </p>
                  <p className="text-sm text-fg-muted">
                    {inviter ? (
                      <Trans>
                        Invited by {inviter} on {invitedOn}
                      </Trans>
                    ) : (
                      <Trans>Invited on {invitedOn}</Trans>
                    )}
                    <span aria-hidden="true"> · </span>
                    <span className="whitespace-nowrap">
                      {invitation.expired ? <Trans>expired {until}</Trans> : <Trans>open until {until}</Trans>}
                    </span>
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  className="self-start sm:self-center"
                  aria-label={t`Withdraw the invitation to ${email}`}
                  onPress={() => setToWithdraw(invitation)}
                >
                  <Trans>Withdraw</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      </CardContent>
      <ConfirmDialog
        isOpen={toWithdraw !== null}
        onOpenChange={(open) => (open ? undefined : setToWithdraw(null))}
        title={t`Withdraw the invitation`}
        actionLabel={t`Withdraw`}
        isPending={revoke.isPending}
        onAction={() => (toWithdraw ? withdraw(toWithdraw) : undefined)}
      >
        {toWithdraw ? (
          <Trans>
            Withdraw the invitation to <strong className="text-fg">{withdrawing}</strong>? The link in their email stops
            working. You can invite them again later.
          </Trans>
        ) : null}
      </ConfirmDialog>
    </Card>
  );
}
