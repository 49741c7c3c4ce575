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
import { CopyLink } from '../../../features/members/copy-link';
import { RequirePermission } from '../../../features/organizations/require-permission';
import { useOrganization } from '../../../features/organizations/use-organization';
import { focusFirstInvalid, lazySchema, parseForm } from '../../../lib/form';
import { titleHead } from '../../../lib/title';
import { longToastMs, toast } from '../../../lib/toast';
import { errorMessage, trpc } from '../../../lib/trpc';
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
  const utils = trpc.useUtils();
  const { errors, setErrors, onInput } = useFieldErrors();
  const [created, setCreated] = useState<CreateMemberResult | null>(null);
  // Remounts the form (empty fields) for "Add another member".
  const [formKey, setFormKey] = useState(0);
  const create = trpc.members.create.useMutation();

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
          toast.success(memberMessages.created, memberMessages.createdDescription, { durationMs: longToastMs });
          setCreated(answer);
          await Promise.all([utils.members.list.invalidate(), utils.permissionRoles.list.invalidate()]);
        },
        onError: (error) => {
          const message = errorMessage(error, memberMessages.createFallback);
          toast.error(memberMessages.createFailed, message, { durationMs: longToastMs });
          if (/email/i.test(message) || /already a member/i.test(message))
            setErrors({ email: message.replace(/^email: /, '') });
        },
      });
    });
  }

  if (created) {
    const name = `${created.member.first_name} ${created.member.last_name}`;
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
        <PageHeader title="Member added" description={`${name} is now a member of ${created.organization.name}.`} />
        <Card>
          <CardHeader
            title="Welcome email queued"
            description={`A welcome email with a link to set their password is on its way to ${created.member.email ?? 'them'}.`}
          />
          <CardContent className="flex flex-col gap-4">
            {created.passwordResetLink ? (
              <CopyLink
                label="Password reset link"
                link={created.passwordResetLink}
                description="You can also pass this link on yourself. It works once and for one hour."
              />
            ) : (
              <p className="text-sm text-fg-muted">
                {created.existing_account
                  ? 'They already had an account, which was added to this organization. For their safety the password link is sent to their inbox only.'
                  : 'For their safety the password link is sent to their inbox only.'}
              </p>
            )}
          </CardContent>
        </Card>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <ButtonLink to="/platform/members" variant="secondary">
            Back to Members
          </ButtonLink>
          <ButtonLink to="/platform/members/$id" params={{ id: String(created.member.id) }} variant="secondary">
            View profile
          </ButtonLink>
          <Button
            onPress={() => {
              setCreated(null);
              setErrors({});
              setFormKey((key) => key + 1);
            }}
          >
            Add another member
          </Button>
        </div>
      </div>
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
