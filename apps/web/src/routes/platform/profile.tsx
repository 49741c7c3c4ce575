import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { Profile } from '@lug/domain/members';
import { ButtonLink } from '../../components/ui/link';
import { PageHeader } from '../../components/page-header';
import { screenError } from '../../components/screen-error';
import { FormCard } from '../../components/ui/card';
import { TextField } from '../../components/ui/text-field';
import { SessionsCard } from '../../features/account-security/sessions-card';
import { TwoFactorCard } from '../../features/account-security/two-factor-card';
import { ApiTokensCard } from '../../features/api-tokens/api-tokens-card';
import { profileQueries, useChangePassword, useUpdateProfile } from '../../features/auth/api';
import { CurrentPasswordField } from '../../features/auth/password-fields';
import { ProfileFieldCards, useProfileControlledValues } from '../../features/auth/profile-fields';
import { passwordAdvice } from '../../features/auth/words';
import { CalendarFeedCard } from '../../features/calendar/calendar-feed-card';
import { MyDataCard } from '../../features/data-rights/my-data-card';
import { NotificationPreferencesCard } from '../../features/notifications/notification-preferences-card';
import { EmailAddressCard } from '../../features/email/email-address-card';
import { useOrganizationSelection } from '../../features/organizations/use-organization';
import { registrationQueries } from '../../features/registration/api';
import { MemberDuesCard, profileDuesYear } from '../../features/registration/member-dues-card';
import { CardsForm, useCardsFormSubmit } from '../../features/settings/cards-form';
import { lazySchema } from '../../lib/form';
import { titleHead } from '../../lib/title';
import { longToastMs, toast } from '../../lib/toast';
import { apiFieldErrors, errorMessage } from '../../lib/trpc';

export const Route = createFileRoute('/platform/profile')({
  head: () => titleHead(t`My Profile`),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(profileQueries.get()),
      context.organization
        ? context.queryClient.ensureQueryData(
            registrationQueries.summary(context.organization.id, context.session.user.id, profileDuesYear()),
          )
        : null,
    ]),
  errorComponent: screenError({ heading: msg`My Profile`, title: msg`Error loading your profile` }),
  component: ProfilePage,
});

function ProfilePage() {
  const { data: profile } = useSuspenseQuery(profileQueries.get());
  const { organizationId } = useOrganizationSelection();
  const { t } = useLingui();
  const { first_name: firstName, last_name: lastName, email } = profile;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title={t`My Profile`}
        description={t`${firstName} ${lastName} · ${email}. Other members see these details on your member profile.`}
        actions={
          <ButtonLink to="/platform/signups" variant="secondary">
            <Trans>My signups</Trans>
          </ButtonLink>
        }
      />
      {organizationId !== null ? <MemberDuesCard organizationId={organizationId} memberId={profile.id} /> : null}
      <ProfileForm profile={profile} />
      <EmailAddressCard />
      <ChangePasswordForm />
      <TwoFactorCard />
      <SessionsCard />
      <ApiTokensCard />
      <NotificationPreferencesCard />
      <CalendarFeedCard />
      <MyDataCard />
    </div>
  );
}

const profileSchema = lazySchema(() => import('@lug/domain/members').then((m) => m.updateProfileInput));

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const [values, setValues] = useProfileControlledValues(profile);
  const update = useUpdateProfile();
  const submit = useCardsFormSubmit({
    schema: profileSchema,
    extra: () => ({ ...values }),
    isPending: update.isPending,
    save: (data, { refuse }) =>
      update.mutate(data, {
        onSuccess: () => toast.success(t`Profile updated successfully`),
        onError: (error) => {
          refuse(apiFieldErrors(error));
          toast.error(t`Error updating profile`, errorMessage(error, t`Unable to update your profile`), {
            durationMs: longToastMs,
          });
        },
      }),
  });

  return (
    <CardsForm aria-label={t`My Profile`} form={submit} submitLabel={t`Save Profile`}>
      <ProfileFieldCards profile={profile} values={values} onChange={setValues} />
    </CardsForm>
  );
}

const passwordSchema = lazySchema(() =>
  import('../../features/auth/change-password-schema').then((m) => m.changePasswordForm),
);

function ChangePasswordForm() {
  const { t } = useLingui();
  const change = useChangePassword();
  const submit = useCardsFormSubmit({
    schema: passwordSchema,
    isPending: change.isPending,
    save: (data, { refuse, reset }) =>
      change.mutate(
        { current_password: data.current_password, new_password: data.new_password },
        {
          onSuccess: () => {
            toast.success(t`Password changed`, t`Your other sessions have been signed out.`);
            reset();
          },
          onError: (error) => {
            const fieldErrors = apiFieldErrors(error, ['current_password', 'new_password']);
            refuse(fieldErrors);
            toast.error(
              t`Error changing password`,
              Object.values(fieldErrors)[0] ?? errorMessage(error, t`Unable to change your password`),
              { durationMs: longToastMs },
            );
          },
        },
      ),
  });

  return (
    <CardsForm aria-label={t`Change password`} form={submit} submitLabel={t`Change password`} submitVariant="secondary">
      <FormCard title={t`Change password`}>
        <CurrentPasswordField />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="new_password"
            type="password"
            label={t`New password`}
            isRequired
            autoComplete="new-password"
            description={t(passwordAdvice)}
          />
          <TextField
            name="confirm"
            type="password"
            label={t`Confirm new password`}
            isRequired
            autoComplete="new-password"
          />
        </div>
      </FormCard>
    </CardsForm>
  );
}
