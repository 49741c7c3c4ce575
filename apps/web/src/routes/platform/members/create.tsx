import { useState, type FormEvent } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import type { CreateMemberResult } from '@lug/domain/members';
import { memberMessages } from '@lug/domain/members-helpers';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Form, FormActions } from '../../../components/ui/form';
import { ButtonLink } from '../../../components/ui/link';
import { TextField } from '../../../components/ui/text-field';
import { CopyField } from '../../../components/copy-field';
import { RequirePermission } from '../../../features/organizations/require-permission';
import { useOrganization } from '../../../features/organizations/use-organization';
import { focusFirstInvalid, lazySchema, parseForm } from '../../../lib/form';
import { titleHead } from '../../../lib/title';
import { longToastMs, toast } from '../../../lib/toast';
import { apiFieldErrors, errorMessage, trpcHooks } from '../../../lib/trpc';
import { useFieldErrors } from '../../../features/members/use-field-errors';

export const Route = createFileRoute('/platform/members/create')({
  head: () => titleHead('Add Member'),
  component: () => (
    <RequirePermission permission="members.manage">
      <AddMemberPage />
    </RequirePermission>
  ),
});

const memberSchema = lazySchema(() => import('@lug/domain/members').then((m) => m.createMemberInput));

function AddMemberPage() {
  const { organizationId } = useOrganization();
  const utils = trpcHooks.useUtils();
  const { errors, setErrors, onInput } = useFieldErrors();
  const [created, setCreated] = useState<CreateMemberResult | null>(null);
  // Remounts the form (empty fields) for "Add another member".
  const [formKey, setFormKey] = useState(0);
  const create = trpcHooks.members.create.useMutation();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    memberSchema.use((schema) => {
      const result = parseForm(schema, form, { organization_id: organizationId });
      setErrors(result.errors);
      if (!result.success) {
        focusFirstInvalid(form);
        return;
      }
      create.mutate(result.data, {
        onSuccess: async (answer) => {
          if (answer.member) toast.success(memberMessages.created, memberMessages.createdDescription, { durationMs: longToastMs });
          else toast.success('Invitation queued', `${answer.invitation?.email ?? 'They'} will join once they accept.`, { durationMs: longToastMs });
          setCreated(answer);
          await Promise.all([
            utils.members.list.invalidate(),
            utils.permissionRoles.list.invalidate(),
            utils.invitations.list.invalidate(),
          ]);
        },
        onError: (error) => {
          const message = errorMessage(error, memberMessages.createFallback);
          toast.error(memberMessages.createFailed, message, { durationMs: longToastMs });
          setErrors(apiFieldErrors(error, ['email', 'first_name', 'last_name']));
        },
      });
    });
  }

  if (created) {
    const addAnother = () => {
      setCreated(null);
      setErrors({});
      setFormKey((key) => key + 1);
    };
    return created.member ? (
      <MemberAdded result={created} member={created.member} onAddAnother={addAnother} />
    ) : (
      <InvitationQueued result={created} onAddAnother={addAnother} />
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader
        title="Add Member"
        description="They get the default permission role and a welcome email with a link to set their password."
      />
      <div className="contents" onInput={onInput}>
        <Form key={formKey} validationErrors={errors} onSubmit={onSubmit} onFocus={memberSchema.preload} aria-label="Add Member">
          <Card>
            <CardHeader title="Member details" />
            <CardContent className="flex flex-col gap-5">
              <TextField name="email" type="email" label="Email" isRequired autoComplete="off" autoFocus />
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField name="first_name" label="First Name" isRequired autoComplete="off" />
                <TextField name="last_name" label="Last Name" isRequired autoComplete="off" />
              </div>
            </CardContent>
          </Card>
          <FormActions>
            <ButtonLink to="/platform/members" variant="secondary">
              Cancel
            </ButtonLink>
            <Button type="submit" isPending={create.isPending} className="sm:ms-auto">
              Add Member
            </Button>
          </FormActions>
        </Form>
      </div>
    </div>
  );
}

type CreatedMember = NonNullable<CreateMemberResult['member']>;

function MemberAdded({ result, member, onAddAnother }: { result: CreateMemberResult; member: CreatedMember; onAddAnother: () => void }) {
  const name = `${member.first_name} ${member.last_name}`;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader title="Member added" description={`${name} is now a member of ${result.organization.name}.`} />
      <Card>
        <CardHeader
          title="Welcome email queued"
          description={`A welcome email with a link to set their password is on its way to ${member.email ?? 'them'}.`}
        />
        <CardContent className="flex flex-col gap-4">
          {result.passwordResetLink ? (
            <CopyField
              label="Password reset link"
              noun="link"
              value={result.passwordResetLink}
              description="You can also pass this link on yourself. It works once and for one hour."
            />
          ) : (
            <p className="text-sm text-fg-muted">For their safety the password link is sent to their inbox only.</p>
          )}
        </CardContent>
      </Card>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <ButtonLink to="/platform/members" variant="secondary">
          Back to Members
        </ButtonLink>
        <ButtonLink to="/platform/members/$id" params={{ id: String(member.id) }} variant="secondary">
          View profile
        </ButtonLink>
        <Button onPress={onAddAnother}>Add another member</Button>
      </div>
    </div>
  );
}

/** The address belongs to an existing account: the group invited it, and it joins once its owner accepts. */
function InvitationQueued({ result, onAddAnother }: { result: CreateMemberResult; onAddAnother: () => void }) {
  const email = result.invitation?.email ?? 'this address';
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader title="Invitation queued" description={`${email} already has an account, so we asked its owner to join ${result.organization.name}.`} />
      <Card>
        <CardHeader
          title="Waiting for an answer"
          description="They get an email with a link to accept or decline, and see the invitation when they sign in. They become a member only when they accept."
        />
        <CardContent>
          <p className="text-sm text-fg-muted">
            Until then you see only the address and name you typed. Pending invitations are listed on the Members screen, where you can
            withdraw one.
          </p>
        </CardContent>
      </Card>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <ButtonLink to="/platform/members" variant="secondary">
          Back to Members
        </ButtonLink>
        <Button onPress={onAddAnother}>Add another member</Button>
      </div>
    </div>
  );
}
