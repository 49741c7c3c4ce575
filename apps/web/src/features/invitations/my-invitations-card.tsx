/**
 * The signed-in account's invitations waiting for an answer (invitations.mine): which group asks,
 * who asked and until when, with Accept and Decline (decline asks first). Shown on the dashboard,
 * on the platform's no-organisation panel and on the welcome page; nothing at all while there are
 * none (or while they load). Accepting in the app needs a confirmed address: the server refuses
 * otherwise and its reason is shown.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MyInvitation } from '@lug/domain/invitations';
import { invitationMessages } from '@lug/domain/invitations-helpers';
import { QueryError } from '../../components/query-error';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/dialog';
import { longToastMs, toast } from '../../lib/toast';
import { apiErrorCode, errorMessage } from '../../lib/trpc';
import { invitationQueries, useAcceptInvitation, useDeclineInvitation, useMyInvitationsChanged } from './api';
import { formatInvitationDate } from './format';
import { useJoinedGroup } from './use-joined-group';

interface MyInvitationsCardProps {
  className?: string;
  /** How dates read: the selected organisation's format where there is one; else the reader's locale. */
  formatDate?: (timestamp: string) => string;
}

export function MyInvitationsCard({ className, formatDate = formatInvitationDate }: MyInvitationsCardProps) {
  // A card on pages that do not wait for it: nothing shows until there are invitations.
  const mine = useQuery(invitationQueries.mine());
  const invitationsChanged = useMyInvitationsChanged();
  const joined = useJoinedGroup();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const [toDecline, setToDecline] = useState<MyInvitation | null>(null);

  if (mine.isPending) return null;
  if (mine.isError) {
    return (
      <div className={className}>
        <QueryError title="Error loading your invitations" error={mine.error} onRetry={() => void mine.refetch()} />
      </div>
    );
  }
  if (mine.data.length === 0) return null;

  const busy = accept.isPending || decline.isPending;
  const accepting = (invitation: MyInvitation) => accept.isPending && accept.variables?.id === invitation.id;

  function onAccept(invitation: MyInvitation) {
    accept.mutate(
      { id: invitation.id },
      {
        onSuccess: async (answer) => {
          const selected = await joined(answer.organization.id);
          toast.success(
            invitationMessages.accepted(answer.organization.name),
            selected ? undefined : 'Switch to it with the Organization menu whenever you like.',
            { durationMs: longToastMs },
          );
          await invitationsChanged();
        },
        onError: (error) => {
          // FORBIDDEN: the address is not confirmed yet (the message says how); NOT_FOUND: answered
          // or withdrawn meanwhile, so the list is asked again.
          toast.error('Could not accept the invitation', errorMessage(error), { durationMs: longToastMs });
          if (apiErrorCode(error) === 'NOT_FOUND') void invitationsChanged();
        },
      },
    );
  }

  async function onDecline(invitation: MyInvitation) {
    try {
      await decline.mutateAsync({ id: invitation.id });
      toast.success(invitationMessages.declined, `You will not join ${invitation.organization.name}.`);
    } catch (error) {
      toast.error('Could not decline the invitation', errorMessage(error), { durationMs: longToastMs });
      if (apiErrorCode(error) !== 'NOT_FOUND') throw error; // the dialog stays open to retry
    } finally {
      await invitationsChanged();
    }
  }

  return (
    <Card className={className}>
      <CardHeader
        title={mine.data.length === 1 ? 'Invitation' : 'Invitations'}
        description={
          mine.data.length === 1
            ? 'A group asked you to join it. You become a member when you accept.'
            : 'Groups asked you to join them. You become a member of each one you accept.'
        }
      />
      <CardContent className="pt-4">
        <ul aria-label="Your invitations" className="divide-y divide-line rounded-lg border border-line">
          {mine.data.map((invitation) => {
            const group = invitation.organization.name;
            return (
              <li
                key={invitation.id}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <p className="font-medium break-words text-fg">{group}</p>
                  <p className="text-sm text-fg-muted">
                    {invitation.invited_by_name ? `Invited by ${invitation.invited_by_name}` : 'Invited'}
                    <span aria-hidden="true"> · </span>
                    <span className="whitespace-nowrap">open until {formatDate(invitation.expires_at)}</span>
                  </p>
                </div>
                <div className="flex shrink-0 gap-2 self-start sm:self-center">
                  <Button
                    size="sm"
                    aria-label={`Accept the invitation to join ${group}`}
                    isPending={accepting(invitation)}
                    isDisabled={busy && !accepting(invitation)}
                    onPress={() => onAccept(invitation)}
                  >
                    Accept
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Decline the invitation to join ${group}`}
                    isDisabled={busy}
                    onPress={() => setToDecline(invitation)}
                  >
                    Decline
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
      <ConfirmDialog
        isOpen={toDecline !== null}
        onOpenChange={(open) => (open ? undefined : setToDecline(null))}
        title="Decline the invitation"
        actionLabel="Decline"
        isPending={decline.isPending}
        onAction={() => (toDecline ? onDecline(toDecline) : undefined)}
      >
        {toDecline ? (
          <>
            Decline the invitation to join <strong className="text-fg">{toDecline.organization.name}</strong>? The group
            sees that you declined, and can invite you again later.
          </>
        ) : null}
      </ConfirmDialog>
    </Card>
  );
}
