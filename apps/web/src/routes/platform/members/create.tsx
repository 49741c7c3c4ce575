import { useMemo, useState } from 'react';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import type { CreateMemberResult } from '@lug/domain/members';
import { FormPage } from '../../../components/catalogue/form-page';
import { screenError } from '../../../components/screen-error';
import { Button } from '../../../components/ui/button';
import { Form, FormActions } from '../../../components/ui/form';
import { ButtonLink } from '../../../components/ui/link';
import { useCreateMember } from '../../../features/members/api';
import { MemberCreated } from '../../../features/members/member-created';
import { MemberDetailsCard } from '../../../features/members/member-fields';
import { memberMessages } from '../../../features/members/words';
import { requirePermission } from '../../../features/organizations/guards';
import { useOrganization } from '../../../features/organizations/use-organization';
import { lazySchema, useSchemaSubmit } from '../../../lib/form';
import { titleHead } from '../../../lib/title';
import { longToastMs, toast } from '../../../lib/toast';
import { apiFieldErrors, errorMessage } from '../../../lib/trpc';

/** Add Member (docs/product/members.md#add-member): the page stays with the result. */
export const Route = createFileRoute('/platform/members/create')({
  beforeLoad: requirePermission('members.manage'),
  head: () => titleHead(t`Add Member`),
  errorComponent: (props) => screenError({ heading: t`Add Member`, title: memberMessages.createFailed })(props),
  component: AddMemberPage,
});

const memberSchema = lazySchema(() => import('@lug/domain/members').then((m) => m.createMemberInput));

function AddMemberPage() {
  const { t } = useLingui();
  const { organizationId } = useOrganization();
  const [created, setCreated] = useState<CreateMemberResult | null>(null);
  // Remounts the form (empty fields) for "Add another member".
  const [formKey, setFormKey] = useState(0);
  const create = useCreateMember();
  // The server's refusal of a field (an address already a member, say) shows under it.
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const { errors, onSubmit } = useSchemaSubmit(
    memberSchema,
    () => ({ organization_id: organizationId }),
    (values) =>
      create.mutate(values, {
        onSuccess: (answer) => {
          if (answer.member)
            toast.success(
              t(memberMessages.created),
              t(answer.emailDelivery === 'queued' ? memberMessages.createdDescription : memberMessages.createdWaiting),
              { durationMs: longToastMs },
            );
          else {
            const email = answer.invitation?.email;
            toast.success(
              t`Invitation queued`,
              email ? t`${email} will join once they accept.` : t`They will join once they accept.`,
              { durationMs: longToastMs },
            );
          }
          setCreated(answer);
        },
        onError: (error) => {
          toast.error(t(memberMessages.createFailed), errorMessage(error, t(memberMessages.createFallback)), {
            durationMs: longToastMs,
          });
          setServerErrors(apiFieldErrors(error, ['email', 'first_name', 'last_name']));
        },
      }),
  );

  const shownErrors = useMemo(() => ({ ...serverErrors, ...errors }), [serverErrors, errors]);

  if (created) {
    const addAnother = () => {
      setCreated(null);
      setServerErrors({});
      setFormKey((key) => key + 1);
    };
    return <MemberCreated result={created} onAddAnother={addAnother} />;
  }

  return (
    <FormPage
      title={t`Add Member`}
      description={t`They get the default permission role and a welcome email with a link to set their password.`}
    >
      <Form
        key={formKey}
        validationErrors={shownErrors}
        onSubmit={(event) => {
          setServerErrors({});
          onSubmit(event);
        }}
        onFocus={memberSchema.preload}
        aria-label={t`Add Member`}
      >
        <MemberDetailsCard />
        <FormActions>
          <ButtonLink to="/platform/members" variant="secondary">
            <Trans>Cancel</Trans>
          </ButtonLink>
          <Button type="submit" isPending={create.isPending} className="sm:ms-auto">
            <Trans>Add Member</Trans>
          </Button>
        </FormActions>
      </Form>
    </FormPage>
  );
}
