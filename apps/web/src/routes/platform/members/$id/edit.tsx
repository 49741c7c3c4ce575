import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { Member } from '@lug/domain/members';
import { memberMessages } from '@lug/domain/members-helpers';
import { PageHeader } from '../../../../components/page-header';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card';
import { Form, FormActions } from '../../../../components/ui/form';
import { ButtonLink } from '../../../../components/ui/link';
import { Select, SelectItem } from '../../../../components/ui/select';
import { PageSpinner } from '../../../../components/ui/spinner';
import { TextField } from '../../../../components/ui/text-field';
import { sessionQueryKey } from '../../../../features/auth/session';
import { CopyField } from '../../../../components/copy-field';
import { parseMemberId } from '../../../../features/members/params';
import { RemovePersonalData } from '../../../../features/members/remove-personal-data';
import { RequirePermission } from '../../../../features/organizations/require-permission';
import { useOrganization } from '../../../../features/organizations/use-organization';
import { focusFirstInvalid, lazySchema, parseForm } from '../../../../lib/form';
import { titleHead } from '../../../../lib/title';
import { longToastMs, toast } from '../../../../lib/toast';
import { errorMessage, trpcHooks } from '../../../../lib/trpc';
import { useErrorToast } from '../../../../lib/use-error-toast';
import { useFieldErrors } from '../../../../features/members/use-field-errors';

export const Route = createFileRoute('/platform/members/$id/edit')({
  head: () => titleHead('Edit Member'),
  loader: ({ context, params }) => {
    const id = parseMemberId(params.id);
    if (context.organization && id !== null) {
      void context.trpcUtils.members.get.prefetch({ organization_id: context.organization.id, id });
      void context.trpcUtils.permissionRoles.list.prefetch({ organization_id: context.organization.id });
    }
  },
  component: () => (
    <RequirePermission permission="members.manage">
      <EditMemberPage />
    </RequirePermission>
  ),
});

const noRole = 'none';
const memberSchema = lazySchema(() => import('@lug/domain/members').then((m) => m.updateMemberInput));

function EditMemberPage() {
  const params = Route.useParams();
  const navigate = useNavigate();
  const { organizationId } = useOrganization();
  const id = parseMemberId(params.id);
  const member = trpcHooks.members.get.useQuery({ organization_id: organizationId, id: id ?? 0 }, { enabled: id !== null });

  // Load failure (or a bad id): say so and go back to the list (docs/product/members.md#edit-member).
  const failed = id === null || member.isError;
  useEffect(() => {
    if (!failed) return;
    toast.error(
      memberMessages.loadFailed,
      id === null ? memberMessages.notFound : errorMessage(member.error, memberMessages.loadFallback),
      { durationMs: longToastMs },
    );
    void navigate({ to: '/platform/members', replace: true });
  }, [failed, id, member.error, navigate]);

  if (failed || member.isPending) return <PageSpinner label="Loading member" />;
  return <EditMemberForm member={member.data} />;
}

function EditMemberForm({ member }: { member: Member }) {
  const navigate = useNavigate();
  const utils = trpcHooks.useUtils();
  const queryClient = useQueryClient();
  const { organizationId, can } = useOrganization();
  const canChangeRole = can('roles.manage');
  const roles = trpcHooks.permissionRoles.list.useQuery({ organization_id: organizationId });
  useErrorToast(roles.error, memberMessages.loadRolesFailed);

  const { errors, setErrors, onInput } = useFieldErrors();
  const [roleKey, setRoleKey] = useState<string>(member.role_id ? String(member.role_id) : noRole);
  const [status, setStatus] = useState<string>(member.status);
  const [resetLink, setResetLink] = useState<string | null>(null);
  const update = trpcHooks.members.update.useMutation();
  const reset = trpcHooks.members.sendPasswordReset.useMutation();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    memberSchema.use((schema) => {
      const result = parseForm(schema, form, {
        id: member.id,
        organization_id: organizationId,
        status,
        role_id: roleKey === noRole ? null : Number(roleKey),
      });
      setErrors(result.errors);
      if (!result.success) {
        focusFirstInvalid(form);
        return;
      }
      update.mutate(result.data, {
        onSuccess: async () => {
          toast.success(memberMessages.updated);
          await Promise.all([
            utils.members.invalidate(),
            utils.permissionRoles.invalidate(),
            // Editing yourself changes the session's name or permissions.
            queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
          ]);
          await navigate({ to: '/platform/members' });
        },
        onError: (error) => {
          toast.error(memberMessages.updateFailed, errorMessage(error, memberMessages.updateFallback), {
            durationMs: longToastMs,
          });
        },
      });
    });
  }

  function sendReset(email: string) {
    reset.mutate(
      { organization_id: organizationId, id: member.id },
      {
        onSuccess: (answer) => {
          setResetLink(answer.passwordResetLink);
          toast.success(memberMessages.resetSentTitle, memberMessages.resetSent(email), { durationMs: longToastMs });
        },
        onError: (error) => {
          toast.error(memberMessages.resetFailed, errorMessage(error, memberMessages.resetFallback), {
            durationMs: longToastMs,
          });
        },
      },
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader title="Edit Member" description={`${member.first_name} ${member.last_name}`} />
      <div className="contents" onInput={onInput}>
        <Form validationErrors={errors} onSubmit={onSubmit} onFocus={memberSchema.preload} aria-label="Edit Member">
          <Card>
            <CardHeader title="Member details" />
            <CardContent className="flex flex-col gap-5">
              <TextField
                name="email"
                type="email"
                label="Email"
                isRequired
                defaultValue={member.email ?? ''}
                autoComplete="off"
              />
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField
                  name="first_name"
                  label="First Name"
                  isRequired
                  defaultValue={member.first_name}
                  autoComplete="off"
                />
                <TextField
                  name="last_name"
                  label="Last Name"
                  isRequired
                  defaultValue={member.last_name}
                  autoComplete="off"
                />
              </div>
              <div className="grid gap-5 sm:grid-cols-2">
                <Select
                  label="Role"
                  value={roleKey}
                  onChange={(key) => setRoleKey(String(key ?? noRole))}
                  isDisabled={!canChangeRole}
                  description={
                    canChangeRole ? undefined : 'Changing roles needs the "Manage permission roles" permission.'
                  }
                >
                  <SelectItem id={noRole}>Select Role</SelectItem>
                  {(roles.data ?? []).map((role) => (
                    <SelectItem key={role.id} id={String(role.id)}>
                      {role.name}
                    </SelectItem>
                  ))}
                </Select>
                <Select label="Status" value={status} onChange={(key) => setStatus(String(key ?? 'active'))}>
                  <SelectItem id="active">Active</SelectItem>
                  <SelectItem id="inactive">Disabled</SelectItem>
                </Select>
              </div>
            </CardContent>
          </Card>

          {resetLink ? (
            <Card>
              <CardContent>
                <CopyField label="Password reset link" noun="link" value={resetLink} description="Works once, for one hour." />
              </CardContent>
            </Card>
          ) : null}

          <FormActions>
            <ButtonLink to="/platform/members" variant="secondary">
              Cancel
            </ButtonLink>
            <Button
              variant="secondary"
              isPending={reset.isPending}
              onPress={() => sendReset(member.email ?? '')}
              className="sm:ms-auto"
            >
              Send Password Reset Link
            </Button>
            <Button type="submit" isPending={update.isPending}>
              Save Changes
            </Button>
          </FormActions>
        </Form>
        <RemovePersonalData memberId={member.id} memberName={`${member.first_name} ${member.last_name}`.trim()} />
      </div>
    </div>
  );
}
