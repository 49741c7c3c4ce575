import type { ReactNode } from 'react';
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
  const member = result.member;
  if (!member) {
    const email = result.invitation?.email ?? 'this address';
    return (
      <CreatedPage
        title="Invitation queued"
        description={`${email} already has an account, so we asked its owner to join ${result.organization.name}.`}
        card="Waiting for an answer"
        cardDescription={
          result.emailDelivery === 'not_configured'
            ? 'The invitation email is waiting: this installation has no email provider set up. They see the invitation when they sign in, and become a member only when they accept.'
            : 'They get an email with a link to accept or decline, and see the invitation when they sign in. They become a member only when they accept.'
        }
        onAddAnother={onAddAnother}
      >
        <p className="text-sm text-fg-muted">
          Until then you see only the address and name you typed. Pending invitations are listed on the Members screen,
          where you can withdraw one.
        </p>
      </CreatedPage>
    );
  }
  const address = member.email ?? 'them';
  const waiting = result.emailDelivery === 'not_configured';
  return (
    <CreatedPage
      title="Member added"
      description={`${member.first_name} ${member.last_name} is now a member of ${result.organization.name}.`}
      card={waiting ? 'Welcome email waiting' : 'Welcome email queued'}
      cardDescription={
        waiting
          ? `The welcome email to ${address} is waiting: this installation has no email provider set up, so nothing leaves the server yet.`
          : `A welcome email with a link to set their password is on its way to ${address}.`
      }
      onAddAnother={onAddAnother}
      profile={
        <ButtonLink to="/platform/members/$id" params={{ id: member.id }} variant="secondary">
          View profile
        </ButtonLink>
      }
    >
      {result.passwordResetLink ? (
        <CopyField
          label="Password reset link"
          noun="link"
          value={result.passwordResetLink}
          description={
            waiting
              ? 'Copy this link and pass it on yourself: it is how they set their password. It works once and for one hour.'
              : 'You can also pass this link on yourself. It works once and for one hour.'
          }
        />
      ) : (
        <p className="text-sm text-fg-muted">
          {waiting
            ? 'For their safety the password link is only emailed: they get it once email delivery is set up.'
            : 'For their safety the password link is sent to their inbox only.'}
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
          Back to Members
        </ButtonLink>
        {profile}
        <Button onPress={onAddAnother}>Add another member</Button>
      </div>
    </FormPage>
  );
}
