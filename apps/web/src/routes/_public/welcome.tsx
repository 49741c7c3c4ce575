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
  head: () => titleHead('Welcome'),
  beforeLoad: async ({ context, location }) => {
    const session = await confirmSession(context.queryClient);
    if (!session) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: WelcomePage,
});

function WelcomePage() {
  const { data: session } = useSession();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateOrganization();
  if (!session) return null;
  const memberOf = session.organizations;

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
        toast.success('Organization created', `${organization.name} is ready.`);
        await navigate({ to: '/platform/dashboard' });
      },
      onError: (error) => {
        toast.error('Could not create the organization', error.message, { durationMs: longToastMs });
      },
    });
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-12 sm:px-6 sm:py-16">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight text-fg">Welcome, {session.user.first_name}</h1>
        <p className="text-fg-muted">
          Your account is ready. Every page of the platform works inside a group: create yours, or join the one you
          belong to.
        </p>
      </div>

      {memberOf.length > 0 ? (
        <Card>
          <CardHeader
            title="You already belong to a group"
            description={memberOf.map((organization) => organization.name).join(', ')}
          />
          <CardContent>
            <ButtonLink to="/platform/dashboard">Go to Dashboard</ButtonLink>
          </CardContent>
        </Card>
      ) : null}

      <MyInvitationsCard />

      <Card>
        <CardHeader
          title="Create your organization"
          description="You will be its administrator and can add members right away."
        />
        <CardContent>
          <Form validationErrors={errors} onSubmit={onSubmit} aria-label="Create your organization">
            <TextField name="name" label="Name" isRequired autoComplete="organization" />
            <TextField
              name="contact_email"
              type="email"
              label="Contact email"
              isRequired
              defaultValue={session.user.email}
              description="Shown to your members as the group's address."
            />
            <div>
              <Button type="submit" isPending={create.isPending}>
                Create organization
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>

      <Card className="bg-surface-2/50 shadow-none">
        <CardHeader title="Joining an existing group?" level={2} />
        <CardContent className="text-sm leading-relaxed text-fg-muted">
          You do not need to create anything. Ask your group's admin to add your email address: their invitation comes
          by email and shows here too, and you join the group when you accept it.
        </CardContent>
      </Card>
    </div>
  );
}
