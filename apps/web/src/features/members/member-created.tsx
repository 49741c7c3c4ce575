import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CreateMemberResult } from '@lug/domain/members';
import { CopyField } from '../../components/copy-field';
import { FormPage } from '../../components/catalogue/form-page';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { ButtonLink } from '../../components/ui/link';

interface CreatedProps {
  result: CreateMemberResult;
  onAddAnother: () => void;
}

/**
 * What Add Member shows once the server answered (docs/product/members.md#add-member): the member
 * added, or the invitation queued for an address that already has an account. The welcome email is
 * "on its way" only when the installation sends email; otherwise it says the email waits.
 */
export function MemberCreated({ result, onAddAnother }: CreatedProps) {
  const { t } = useLingui();
  const member = result.member;
  const organizationName = result.organization.name;
  if (!member) {
    const email = result.invitation?.email;
    return (
      <CreatedPage
        title={t`Invitation queued`}
        description={
          email
            ? t`${email} already has an account, so we asked its owner to join ${organizationName}.`
            : t`this address already has an account, so we asked its owner to join ${organizationName}.`
        }
        card={t`Waiting for an answer`}
        cardDescription={
          result.emailDelivery === 'not_configured'
            ? t`The invitation email is waiting: this installation has no email provider set up. They see the invitation when they sign in, and become a member only when they accept.`
            : t`They get an email with a link to accept or decline, and see the invitation when they sign in. They become a member only when they accept.`
        }
        onAddAnother={onAddAnother}
      >
        <p className="text-sm text-fg-muted">
          <Trans>
            Until then you see only the address and name you typed. Pending invitations are listed on the Members
            screen, where you can withdraw one.
          </Trans>
        </p>
      </CreatedPage>
    );
  }
  const address = member.email;
  const name = `${member.first_name} ${member.last_name}`;
  const waiting = result.emailDelivery === 'not_configured';
  return (
    <CreatedPage
      title={t`Member added`}
      description={t`${name} is now a member of ${organizationName}.`}
      card={waiting ? t`Welcome email waiting` : t`Welcome email queued`}
      cardDescription={
        waiting
          ? address
            ? t`The welcome email to ${address} is waiting: this installation has no email provider set up, so nothing leaves the server yet.`
            : t`The welcome email to them is waiting: this installation has no email provider set up, so nothing leaves the server yet.`
          : address
            ? t`A welcome email with a link to set their password is on its way to ${address}.`
            : t`A welcome email with a link to set their password is on its way to them.`
      }
      onAddAnother={onAddAnother}
      profile={
        <ButtonLink to="/platform/members/$id" params={{ id: member.id }} variant="secondary">
          <Trans>View profile</Trans>
        </ButtonLink>
      }
    >
      {result.passwordResetLink ? (
        <CopyField
          label={t`Password reset link`}
          noun="link"
          value={result.passwordResetLink}
          description={
            waiting
              ? t`Copy this link and pass it on yourself: it is how they set their password. It works once and for 7 days.`
              : t`You can also pass this link on yourself. It works once and for 7 days.`
          }
        />
      ) : (
        <p className="text-sm text-fg-muted">
          {waiting ? (
            <Trans>
              For their safety the password link is only emailed: they get it once email delivery is set up.
            </Trans>
          ) : (
            <Trans>For their safety the password link is sent to their inbox only.</Trans>
          )}
        </p>
      )}
    </CreatedPage>
  );
}

interface CreatedPageProps {
  title: string;
  description: string;
  card: string;
  cardDescription: string;
  /** **View profile**, when there is a profile to view. */
  profile?: ReactNode;
  onAddAnother: () => void;
  children: ReactNode;
}

function CreatedPage({ title, description, card, cardDescription, profile, onAddAnother, children }: CreatedPageProps) {
  return (
    <FormPage title={title} description={description}>
      <Card>
        <CardHeader title={card} description={cardDescription} />
        <CardContent className="flex flex-col gap-4">{children}</CardContent>
      </Card>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <ButtonLink to="/platform/members" variant="secondary">
          <Trans>Back to Members</Trans>
        </ButtonLink>
        {profile}
        <Button onPress={onAddAnother}>
          <Trans>Add another member</Trans>
        </Button>
      </div>
    </FormPage>
  );
}
