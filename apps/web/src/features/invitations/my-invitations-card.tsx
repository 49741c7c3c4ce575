/**
 * The signed-in account's invitations waiting for an answer (invitations.mine): which group asks,
 * who asked and until when, with Accept and Decline (decline asks first). Shown on the dashboard,
 * on the platform's no-organisation panel and on the welcome page; nothing at all while there are
 * none (or while they load). Accepting in the app needs a confirmed address: the server refuses
 * otherwise and its reason is shown.
 */
import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { MyInvitation } from '@lug/domain/invitations';
import { QueryError } from '../../components/query-error';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/dialog';
import { longToastMs, toast } from '../../lib/toast';
import { apiErrorCode, errorMessage } from '../../lib/trpc';
import { invitationQueries, useAcceptInvitation, useDeclineInvitation, useMyInvitationsChanged } from './api';
import { formatInvitationDate } from './format';
import { useJoinedGroup } from './use-joined-group';
import { invitationMessages } from './words';

interface MyInvitationsCardProps {
  className?: string;
  /** How dates read: the selected organisation's format where there is one; else the reader's locale. */
  formatDate?: (timestamp: string) => string;
}

export function MyInvitationsCard({ className, formatDate = formatInvitationDate }: MyInvitationsCardProps) {
  const { t } = useLingui();
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
        <QueryError title={t`Error loading your invitations`} error={mine.error} onRetry={() => void mine.refetch()} />
      </div>
    );
  }
  if (mine.data.length === 0) return null;

  const busy = accept.isPending || decline.isPending;
  const count = mine.data.length;
  const declining = toDecline?.organization.name;
  const accepting = (invitation: MyInvitation) => accept.isPending && accept.variables?.id === invitation.id;

  function onAccept(invitation: MyInvitation) {
    accept.mutate(
      { id: invitation.id },
      {
        onSuccess: async (answer) => {
          const selected = await joined(answer.organization.id);
          toast.success(
            invitationMessages.accepted(answer.organization.name),
            selected ? undefined : t`Switch to it with the Organization menu whenever you like.`,
            { durationMs: longToastMs },
          );
          await invitationsChanged();
        },
        onError: (error) => {
          // FORBIDDEN: the address is not confirmed yet (the message says how); NOT_FOUND: answered
          // or withdrawn meanwhile, so the list is asked again.
          toast.error(t`Could not accept the invitation`, errorMessage(error), { durationMs: longToastMs });
          if (apiErrorCode(error) === 'NOT_FOUND') void invitationsChanged();
        },
      },
    );
  }

  async function onDecline(invitation: MyInvitation) {
    try {
      await decline.mutateAsync({ id: invitation.id });
      const group = invitation.organization.name;
      toast.success(t(invitationMessages.declined), t`You will not join ${group}.`);
    } catch (error) {
      toast.error(t`Could not decline the invitation`, errorMessage(error), { durationMs: longToastMs });
      if (apiErrorCode(error) !== 'NOT_FOUND') throw error; // the dialog stays open to retry
    } finally {
      await invitationsChanged();
    }
  }

  return (
    <Card className={className}>
      <CardHeader
        title={<Plural value={count} one="Invitation" other="Invitations" />}
        description={
          <Plural
            value={count}
            one="A group asked you to join it. You become a member when you accept."
            other="Groups asked you to join them. You become a member of each one you accept."
          />
        }
      />
      <CardContent className="pt-4">
        <ul aria-label={t`Your invitations`} className="divide-y divide-line rounded-lg border border-line">
          {mine.data.map((invitation) => {
            const group = invitation.organization.name;
            const inviter = invitation.invited_by_name;
            const until = formatDate(invitation.expires_at);
            return (
              <li
                key={invitation.id}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <p className="font-medium break-words text-fg">{group}</p>
                  <p className="text-sm text-fg-muted">
                    {inviter ? <Trans>Invited by {inviter}</Trans> : <Trans>Invited</Trans>}
                    <span aria-hidden="true"> · </span>
                    <span className="whitespace-nowrap">
                      <Trans>open until {until}</Trans>
                    </span>
                  </p>
                </div>
                <div className="flex shrink-0 gap-2 self-start sm:self-center">
                  <Button
                    size="sm"
                    aria-label={t`Accept the invitation to join ${group}`}
                    isPending={accepting(invitation)}
                    isDisabled={busy && !accepting(invitation)}
                    onPress={() => onAccept(invitation)}
                  >
                    <Trans>Accept</Trans>
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t`Decline the invitation to join ${group}`}
                    isDisabled={busy}
                    onPress={() => setToDecline(invitation)}
                  >
                    <Trans>Decline</Trans>
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
        title={t`Decline the invitation`}
        actionLabel={t`Decline`}
        isPending={decline.isPending}
        onAction={() => (toDecline ? onDecline(toDecline) : undefined)}
      >
        {toDecline ? (
          <Trans>
            Decline the invitation to join <strong className="text-fg">{declining}</strong>? The group sees that you
            declined, and can invite you again later.
          </Trans>
        ) : null}
      </ConfirmDialog>
    </Card>
  );
}
