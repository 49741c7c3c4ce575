import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { createOrganizationInput } from '@lug/domain/organizations';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Form } from '../../components/ui/form';
import { ButtonLink } from '../../components/ui/link';
import { TextField } from '../../components/ui/text-field';
import { confirmSession, useSession } from '../../features/auth/session';
import { MyInvitationsCard } from '../../features/invitations/my-invitations-card';
import { focusFirstInvalid, parseForm } from '../../lib/form';
import { titleHead } from '../../lib/title';
import { longToastMs, toast } from '../../lib/toast';
import { useCreateOrganization } from '../../features/organizations/api';

export const Route = createFileRoute('/_public/welcome')({
  head: () => titleHead(t`Welcome`),
  beforeLoad: async ({ context, location }) => {
    const session = await confirmSession(context.queryClient);
    if (!session) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: WelcomePage,
});

function WelcomePage() {
  const { t } = useLingui();
  const { data: session } = useSession();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateOrganization();
  if (!session) return null;
  const memberOf = session.organizations;
  const firstName = session.user.first_name;

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = parseForm(createOrganizationInput, form);
    setErrors(result.errors);
    if (!result.success) {
      focusFirstInvalid(form);
      return;
    }
    create.mutate(result.data, {
      onSuccess: async (organization) => {
        const name = organization.name;
        toast.success(t`Organization created`, t`${name} is ready.`);
        await navigate({ to: '/platform/dashboard' });
      },
      onError: (error) => {
        toast.error(t`Could not create the organization`, error.message, { durationMs: longToastMs });
      },
    });
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-12 sm:px-6 sm:py-16">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight text-fg">
          <Trans>Welcome, {firstName}</Trans>
        </h1>
        <p className="text-fg-muted">
          <Trans>
            Your account is ready. Every page of the platform works inside a group: create yours, or join the one you
            belong to.
          </Trans>
        </p>
      </div>

      {memberOf.length > 0 ? (
        <Card>
          <CardHeader
            title={t`You already belong to a group`}
            description={memberOf.map((organization) => organization.name).join(', ')}
          />
          <CardContent>
            <ButtonLink to="/platform/dashboard">
              <Trans>Go to Dashboard</Trans>
            </ButtonLink>
          </CardContent>
        </Card>
      ) : null}

      <MyInvitationsCard />

      <Card>
        <CardHeader
          title={t`Create your organization`}
          description={t`You will be its administrator and can add members right away.`}
        />
        <CardContent>
          <Form validationErrors={errors} onSubmit={onSubmit} aria-label={t`Create your organization`}>
            <TextField name="name" label={t`Name`} isRequired autoComplete="organization" />
            <TextField
              name="contact_email"
              type="email"
              label={t`Contact email`}
              isRequired
              defaultValue={session.user.email}
              description={t`Shown to your members as the group's address.`}
            />
            <div>
              <Button type="submit" isPending={create.isPending}>
                <Trans>Create organization</Trans>
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>

      <Card className="bg-surface-2/50 shadow-none">
        <CardHeader title={t`Joining an existing group?`} level={2} />
        <CardContent className="text-sm leading-relaxed text-fg-muted">
          <Trans>
            You do not need to create anything. Ask your group's admin to add your email address: their invitation comes
            by email and shows here too, and you join the group when you accept it.
          </Trans>
        </CardContent>
      </Card>
    </div>
  );
}
