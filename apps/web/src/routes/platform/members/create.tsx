import { useState, type FormEvent } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import type { CreateMemberResult } from '@lug/domain/members';
import { memberMessages } from '@lug/domain/members-helpers';
import { FormPage } from '../../../components/catalogue/form-page';
import { screenError } from '../../../components/screen-error';
import { Button } from '../../../components/ui/button';
import { Form, FormActions } from '../../../components/ui/form';
import { ButtonLink } from '../../../components/ui/link';
import { useCreateMember } from '../../../features/members/api';
import { MemberCreated } from '../../../features/members/member-created';
import { MemberDetailsCard } from '../../../features/members/member-fields';
import { useFieldErrors } from '../../../features/members/use-field-errors';
import { requirePermission } from '../../../features/organizations/guards';
import { useOrganization } from '../../../features/organizations/use-organization';
import { focusFirstInvalid, lazySchema, parseForm } from '../../../lib/form';
import { titleHead } from '../../../lib/title';
import { longToastMs, toast } from '../../../lib/toast';
import { apiFieldErrors, errorMessage } from '../../../lib/trpc';

/** Add Member (docs/product/members.md#add-member): the page stays with the result. */
export const Route = createFileRoute('/platform/members/create')({
  beforeLoad: requirePermission('members.manage'),
  head: () => titleHead('Add Member'),
  errorComponent: screenError({ heading: 'Add Member', title: memberMessages.createFailed }),
  component: AddMemberPage,
});

const memberSchema = lazySchema(() => import('@lug/domain/members').then((m) => m.createMemberInput));

function AddMemberPage() {
  const { organizationId } = useOrganization();
  const { errors, setErrors, onInput } = useFieldErrors();
  const [created, setCreated] = useState<CreateMemberResult | null>(null);
  // Remounts the form (empty fields) for "Add another member".
  const [formKey, setFormKey] = useState(0);
  const create = useCreateMember();

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
        onSuccess: (answer) => {
          if (answer.member)
            toast.success(memberMessages.created, memberMessages.createdDescription, { durationMs: longToastMs });
          else
            toast.success('Invitation queued', `${answer.invitation?.email ?? 'They'} will join once they accept.`, {
              durationMs: longToastMs,
            });
          setCreated(answer);
        },
        onError: (error) => {
          toast.error(memberMessages.createFailed, errorMessage(error, memberMessages.createFallback), {
            durationMs: longToastMs,
          });
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
    return <MemberCreated result={created} onAddAnother={addAnother} />;
  }

  return (
    <FormPage
      title="Add Member"
      description="They get the default permission role and a welcome email with a link to set their password."
    >
      <div className="contents" onInput={onInput}>
        <Form
          key={formKey}
          validationErrors={errors}
          onSubmit={onSubmit}
          onFocus={memberSchema.preload}
          aria-label="Add Member"
        >
          <MemberDetailsCard />
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
    </FormPage>
  );
}
