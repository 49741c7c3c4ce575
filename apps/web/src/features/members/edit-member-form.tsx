import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Member } from '@lug/domain/members';
import { CopyField } from '../../components/copy-field';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Form, FormActions } from '../../components/ui/form';
import { ButtonLink } from '../../components/ui/link';
import { Select, SelectItem } from '../../components/ui/select';
import { lazySchema, useSchemaSubmit } from '../../lib/form';
import { longToastMs, toast } from '../../lib/toast';
import { errorMessage } from '../../lib/trpc';
import { useErrorToast } from '../../lib/use-error-toast';
import { useOrganization } from '../organizations/use-organization';
import { memberQueries, useSendPasswordReset, useUpdateMember } from './api';
import { MemberDetailsCard } from './member-fields';
import { RemovePersonalData } from './remove-personal-data';
import { memberMessages } from './words';

const noRole = 'none';
const memberSchema = lazySchema(() => import('@lug/domain/members').then((m) => m.updateMemberInput));

/**
 * Edit Member's form (docs/product/members.md#edit-member): the details, Role and Status, **Send
 * Password Reset Link** and **Save Changes**, then Remove personal data.
 */
export function EditMemberForm({ member }: { member: Member }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { organizationId, can } = useOrganization();
  const canChangeRole = can('roles.manage');
  // The Role choices: the form works without them (the role stays as it is).
  const roles = useQuery(memberQueries.roles(organizationId));
  useErrorToast(roles.error, t(memberMessages.loadRolesFailed));

  const [roleKey, setRoleKey] = useState<string>(member.role_id ? String(member.role_id) : noRole);
  const [status, setStatus] = useState<string>(member.status);
  const [resetLink, setResetLink] = useState<string | null>(null);
  const update = useUpdateMember();
  const reset = useSendPasswordReset();
  const { errors, onSubmit } = useSchemaSubmit(
    memberSchema,
    () => ({
      id: member.id,
      organization_id: organizationId,
      status,
      role_id: roleKey === noRole ? null : Number(roleKey),
    }),
    (values) =>
      update.mutate(values, {
        onSuccess: async () => {
          toast.success(t(memberMessages.updated));
          await navigate({ to: '/platform/members' });
        },
        onError: (error) =>
          toast.error(t(memberMessages.updateFailed), errorMessage(error, t(memberMessages.updateFallback)), {
            durationMs: longToastMs,
          }),
      }),
  );

  function sendReset(email: string) {
    reset.mutate(
      { organization_id: organizationId, id: member.id },
      {
        onSuccess: (answer) => {
          setResetLink(answer.passwordResetLink);
          if (answer.emailDelivery === 'queued')
            toast.success(t(memberMessages.resetSentTitle), memberMessages.resetSent(email), {
              durationMs: longToastMs,
            });
          else
            toast.info(
              t(memberMessages.resetWaitingTitle),
              memberMessages.resetWaiting(email, answer.passwordResetLink !== null),
              { durationMs: longToastMs },
            );
        },
        onError: (error) =>
          toast.error(t(memberMessages.resetFailed), errorMessage(error, t(memberMessages.resetFallback)), {
            durationMs: longToastMs,
          }),
      },
    );
  }

  return (
    <>
      <Form validationErrors={errors} onSubmit={onSubmit} onFocus={memberSchema.preload} aria-label={t`Edit Member`}>
        <MemberDetailsCard initial={member} emailLocked={member.email_locked}>
          <div className="grid gap-5 sm:grid-cols-2">
            <Select
              label={t`Role`}
              value={roleKey}
              onChange={(key) => setRoleKey(String(key ?? noRole))}
              isDisabled={!canChangeRole}
              description={
                canChangeRole ? undefined : t`Changing roles needs the "Manage permission roles" permission.`
              }
            >
              <SelectItem id={noRole}>{t`Select Role`}</SelectItem>
              {(roles.data ?? []).map((role) => (
                <SelectItem key={role.id} id={String(role.id)}>
                  {role.name}
                </SelectItem>
              ))}
            </Select>
            <Select label={t`Status`} value={status} onChange={(key) => setStatus(String(key ?? 'active'))}>
              <SelectItem id="active">{t`Active`}</SelectItem>
              <SelectItem id="inactive">{t`Disabled`}</SelectItem>
            </Select>
          </div>
        </MemberDetailsCard>

        {resetLink ? (
          <Card>
            <CardContent>
              <CopyField
                label={t`Password reset link`}
                noun="link"
                value={resetLink}
                description={t`Works once, for one hour.`}
              />
            </CardContent>
          </Card>
        ) : null}

        <FormActions>
          <ButtonLink to="/platform/members" variant="secondary">
            <Trans>Cancel</Trans>
          </ButtonLink>
          <Button
            variant="secondary"
            isPending={reset.isPending}
            onPress={() => sendReset(member.email ?? '')}
            className="sm:ms-auto"
          >
            <Trans>Send Password Reset Link</Trans>
          </Button>
          <Button type="submit" isPending={update.isPending}>
            <Trans>Save Changes</Trans>
          </Button>
        </FormActions>
      </Form>
      <RemovePersonalData memberId={member.id} memberName={`${member.first_name} ${member.last_name}`.trim()} />
    </>
  );
}
