import { useState, type ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ResendWelcomeResult } from '@lug/domain/members';
import { ConfirmButton } from '../../components/ui/dialog';
import { longToastMs, toast } from '../../lib/toast';
import { errorMessage } from '../../lib/trpc';
import { useResendWelcome } from './api';

/**
 * "Resend welcome" (docs/product/members.md#resend-welcome): a fresh welcome email, its link valid
 * for 7 days, to the members shown who never signed in. What the server did stays on the screen:
 * how many emails were queued (on their way, or waiting without a provider) and why others were not.
 */
export function ResendWelcome({ organizationId, memberIds }: { organizationId: number; memberIds: number[] }) {
  const { t } = useLingui();
  const resend = useResendWelcome();
  const [result, setResult] = useState<ResendWelcomeResult | null>(null);
  const count = memberIds.length;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
      <ConfirmButton
        trigger={{
          variant: 'secondary',
          isDisabled: count === 0,
          children: <Plural value={count} one="Resend welcome to # member" other="Resend welcome to # members" />,
        }}
        title={t`Resend welcome`}
        variant="primary"
        actionLabel={t`Send`}
        isPending={resend.isPending}
        onAction={async () => {
          try {
            setResult(await resend.mutateAsync({ organization_id: organizationId, user_ids: memberIds }));
          } catch (error) {
            toast.error(t`Error sending welcome emails`, errorMessage(error), { durationMs: longToastMs });
            throw error;
          }
        }}
      >
        <Plural
          value={count}
          one="The member on this page who never signed in gets a new welcome email with a link to set a password, valid for 7 days. Older links stop working."
          other="Each of the # members on this page who never signed in gets a new welcome email with a link to set a password, valid for 7 days. Older links stop working."
        />
      </ConfirmButton>
      <p role="status" className="text-sm text-fg-muted">
        {result ? <ResendWelcomeSummary result={result} /> : null}
      </p>
    </div>
  );
}

/** Why a member got no welcome, with how many (the server's `skipped`, in its order). */
const skipReasons: Record<keyof ResendWelcomeResult['skipped'], (count: number) => ReactNode> = {
  signed_in: (n) => <Plural value={n} one="# has signed in" other="# have signed in" />,
  inactive: (n) => <Plural value={n} one="# is disabled" other="# are disabled" />,
  no_address: (n) => <Plural value={n} one="# has no address" other="# have no address" />,
  sent_recently: (n) => <Plural value={n} one="# got one in the last hour" other="# got one in the last hour" />,
  beyond_rights: (n) => <Plural value={n} one="# holds permissions you do not" other="# hold permissions you do not" />,
  not_member: (n) => <Plural value={n} one="# is no longer a member" other="# are no longer members" />,
};

function ResendWelcomeSummary({ result }: { result: ResendWelcomeResult }) {
  const reasons = (Object.keys(skipReasons) as Array<keyof typeof skipReasons>).filter(
    (reason) => result.skipped[reason] > 0,
  );
  return (
    <>
      {result.emailDelivery === 'queued' ? (
        <Plural value={result.queued} one="# welcome email on its way." other="# welcome emails on their way." />
      ) : (
        <Plural
          value={result.queued}
          one="# welcome email waiting: this installation cannot send email yet."
          other="# welcome emails waiting: this installation cannot send email yet."
        />
      )}
      {reasons.length > 0 ? (
        <>
          {' '}
          <Trans>Not sent:</Trans>{' '}
          {reasons.map((reason, index) => (
            <span key={reason}>
              {index > 0 ? '; ' : null}
              {skipReasons[reason](result.skipped[reason])}
            </span>
          ))}
          .
        </>
      ) : null}
    </>
  );
}
