import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmButton } from '../../../components/ui/dialog';
import { ButtonLink, Link } from '../../../components/ui/link';
import { Spinner } from '../../../components/ui/spinner';
import { useSession, type Session } from '../../../features/auth/session';
import { formatInvitationDate } from '../../../features/invitations/format';
import { useJoinedGroup } from '../../../features/invitations/use-joined-group';
import { invitationMessages } from '../../../features/invitations/words';
import { titleHead } from '../../../lib/title';
import { longToastMs, toast } from '../../../lib/toast';
import { apiErrorCode, errorMessage, type RouterOutputs } from '../../../lib/trpc';
import { useSignOutKeepingInvitation } from '../../../features/auth/api';
import { invitationLinkQueries, useAnswerInvitationLink } from '../../../features/invitations/api';
import { AuthCard } from '../-components/auth-card';

export const Route = createFileRoute('/_public/invitations/$token')({
  head: () => titleHead(t`Invitation`),
  component: InvitationPage,
});

type Answered = RouterOutputs['invitations']['answerLink'];

/**
 * The link of the invitation email: which group asks, who asked and until when, then Accept or
 * Decline (decline asks first). Answering is a button press, not the page load, so mail scanners
 * that open links answer nothing. Signed out, the link itself is the proof (it went to the
 * account's address), unless the server wants the account signed in too: the page then offers to
 * log in and come back. Signed in, the account must be the invited one, else the page says so and
 * offers to log out here.
 */
function InvitationPage() {
  const { t } = useLingui();
  const { token } = Route.useParams();
  const { data: session } = useSession();
  const preview = useQuery(invitationLinkQueries.preview(token));
  const answer = useAnswerInvitationLink();
  const joined = useJoinedGroup();
  const signOut = useSignOutKeepingInvitation(() => answer.reset());
  const resultRef = useRef<HTMLDivElement>(null);

  // The buttons are gone once answered: focus moves to what happened, and what to do next.
  useEffect(() => {
    if (answer.isSuccess) resultRef.current?.focus();
  }, [answer.isSuccess]);

  const answerCode = answer.isError ? apiErrorCode(answer.error) : undefined;
  // Refused: signed in, the invitation is another account's; signed out, this account must sign in
  // to accept (its address is not confirmed yet). The server's message says which.
  const refused = answerCode === 'FORBIDDEN';
  const here = `/invitations/${encodeURIComponent(token)}`;
  const linkGone = answerCode === 'NOT_FOUND' || (preview.isError && apiErrorCode(preview.error) === 'NOT_FOUND');

  /** Sends the answer; false when it failed in a way the page does not show by itself. */
  async function send(choice: 'accept' | 'decline'): Promise<boolean> {
    try {
      const result = await answer.mutateAsync({ token, answer: choice });
      // Signed in: the group joins the account's organisations, and the platform opens in it.
      if (result.status === 'accepted' && session) await joined(result.organization.id, { select: true });
      return true;
    } catch (error) {
      const code = apiErrorCode(error);
      if (code === 'FORBIDDEN' || code === 'NOT_FOUND') return true; // the page shows these
      const title = choice === 'accept' ? t`Could not accept the invitation` : t`Could not decline the invitation`;
      toast.error(title, errorMessage(error), { durationMs: longToastMs });
      return false;
    }
  }

  if (linkGone) return <LinkNotValid session={session ?? null} />;
  if (preview.isPending) {
    return (
      <AuthCard title={t`Invitation`}>
        <div className="flex justify-center py-6">
          <Spinner size="lg" label={t`Loading the invitation`} />
        </div>
      </AuthCard>
    );
  }
  if (preview.isError) {
    return (
      <AuthCard title={t`Invitation`}>
        <div role="alert" className="flex flex-col items-center gap-3 text-center">
          <p className="font-semibold text-fg">
            <Trans>Error loading the invitation</Trans>
          </p>
          <p className="text-sm text-fg-muted">{errorMessage(preview.error)}</p>
          <Button variant="secondary" size="sm" onPress={() => void preview.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      </AuthCard>
    );
  }

  const group = preview.data.organization.name;
  const inviter = preview.data.invited_by_name;
  const email = session?.user.email;

  if (answer.isSuccess) {
    return <AnsweredCard group={group} result={answer.data} session={session ?? null} resultRef={resultRef} />;
  }

  return (
    <AuthCard
      title={t`Join ${group}`}
      description={
        inviter
          ? t`${inviter} invited you to this group on LUG Platform.`
          : t`You are invited to this group on LUG Platform.`
      }
      footer={t`Do not know this group? Decline, or ignore the invitation: nothing changes until you answer.`}
    >
      <div className="flex flex-col gap-5">
        <dl className="flex flex-col gap-2.5 text-sm">
          <Fact label={t`Group`}>{group}</Fact>
          {inviter ? <Fact label={t`Invited by`}>{inviter}</Fact> : null}
          <Fact label={t`Open until`}>{formatInvitationDate(preview.data.expires_at)}</Fact>
        </dl>

        {refused ? (
          <div
            role="alert"
            className="flex flex-col gap-3 rounded-lg border border-line bg-warning-soft p-3 text-sm text-warning-text"
          >
            <p>{errorMessage(answer.error)}</p>
            {session ? (
              <>
                <p>
                  <Trans>
                    You are signed in as <strong className="font-semibold break-words">{email}</strong>. Log out here,
                    then answer again or log in with the invited account.
                  </Trans>
                </p>
                <Button
                  variant="secondary"
                  size="sm"
                  className="self-start"
                  isPending={signOut.isPending}
                  onPress={() => signOut.mutate()}
                >
                  <Trans>Log out</Trans>
                </Button>
              </>
            ) : (
              <ButtonLink to="/login" search={{ redirect: here }} size="sm" className="self-start">
                <Trans>Log in</Trans>
              </ButtonLink>
            )}
          </div>
        ) : session ? (
          <p className="text-sm text-fg-muted">
            <Trans>
              You are signed in as <strong className="font-medium break-words text-fg">{email}</strong>.
            </Trans>
          </p>
        ) : session === null ? (
          <p className="text-sm text-fg-muted">
            <Trans>
              Accepting adds the account this invitation was sent to. You can also{' '}
              <Link to="/login" search={{ redirect: here }}>
                log in
              </Link>{' '}
              first: you come back here.
            </Trans>
          </p>
        ) : null}

        <div className="flex flex-col gap-2">
          <Button
            className="w-full"
            isPending={answer.isPending && answer.variables?.answer === 'accept'}
            isDisabled={(answer.isPending && answer.variables?.answer !== 'accept') || refused}
            onPress={() => void send('accept')}
          >
            <Trans>Accept invitation</Trans>
          </Button>
          <ConfirmButton
            trigger={{
              variant: 'secondary',
              className: 'w-full',
              isDisabled: answer.isPending || (refused && Boolean(session)),
              children: t`Decline`,
            }}
            title={t`Decline the invitation`}
            actionLabel={t`Decline`}
            isPending={answer.isPending}
            onAction={async () => {
              if (!(await send('decline'))) throw new Error('not declined'); // keeps the dialog open
            }}
          >
            <Trans>
              Decline the invitation to join <strong className="text-fg">{group}</strong>? The group sees that you
              declined, and can invite you again later.
            </Trans>
          </ConfirmButton>
        </div>
      </div>
    </AuthCard>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="shrink-0 text-fg-muted">{label}</dt>
      <dd className="min-w-0 text-end font-medium break-words text-fg">{children}</dd>
    </div>
  );
}

function AnsweredCard({
  group,
  result,
  session,
  resultRef,
}: {
  group: string;
  result: Answered;
  session: Session | null;
  resultRef: React.RefObject<HTMLDivElement | null>;
}) {
  const { t } = useLingui();
  const accepted = result.status === 'accepted';
  const name = result.organization.name || group;
  return (
    <AuthCard title={accepted ? invitationMessages.accepted(name) : t(invitationMessages.declined)}>
      <div ref={resultRef} tabIndex={-1} className="flex flex-col gap-5 outline-none">
        <p role="status" className="text-sm leading-relaxed text-fg-muted">
          {accepted
            ? session
              ? t`${name} is one of your groups now, and the platform opens in it.`
              : t`${name} is one of your groups now. Log in with the account this invitation was sent to, and it is there.`
            : t`You will not join ${name}. If you change your mind, ask the group to invite you again.`}
        </p>
        {session ? (
          <ButtonLink to="/platform/dashboard" className="w-full" variant={accepted ? 'primary' : 'secondary'}>
            <Trans>Go to the platform</Trans>
          </ButtonLink>
        ) : accepted ? (
          <ButtonLink to="/login" className="w-full">
            <Trans>Log in</Trans>
          </ButtonLink>
        ) : (
          <ButtonLink to="/" variant="secondary" className="w-full">
            <Trans>Back to the home page</Trans>
          </ButtonLink>
        )}
      </div>
    </AuthCard>
  );
}

/** Unknown, answered, withdrawn or expired: one answer for all of them (the server does not say which). */
function LinkNotValid({ session }: { session: Session | null }) {
  const { t } = useLingui();
  return (
    <AuthCard title={t`Invitation`}>
      <div className="flex flex-col gap-5">
        <p role="status" className="text-sm leading-relaxed text-fg-muted">
          {t(invitationMessages.linkInvalid)}
        </p>
        {session ? (
          <ButtonLink to="/platform/dashboard" className="w-full">
            <Trans>Go to the platform</Trans>
          </ButtonLink>
        ) : (
          <>
            <p className="text-sm text-fg-muted">
              <Trans>Already a member? Your groups are there when you log in.</Trans>
            </p>
            <ButtonLink to="/login" className="w-full">
              <Trans>Log in</Trans>
            </ButtonLink>
          </>
        )}
      </div>
    </AuthCard>
  );
}
