import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { passwordAdvice } from '@lug/domain/auth-helpers';
import type { Profile } from '@lug/domain/members';
import { biographyMax, displayNameMax } from '@lug/domain/members-helpers';
import { PageHeader } from '../../components/page-header';
import { QueryError } from '../../components/query-error';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Form, FormActions } from '../../components/ui/form';
import { PageSpinner } from '../../components/ui/spinner';
import { Switch } from '../../components/ui/switch';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { sessionQueryKey } from '../../features/auth/session';
import { focusFirstInvalid, lazySchema, parseForm } from '../../lib/form';
import { titleHead } from '../../lib/title';
import { longToastMs, toast } from '../../lib/toast';
import { apiFieldErrors, errorMessage, trpcHooks } from '../../lib/trpc';
import { useFieldErrors } from '../../features/members/use-field-errors';
import { SessionsCard } from '../../features/account-security/sessions-card';
import { TwoFactorCard } from '../../features/account-security/two-factor-card';
import { ApiTokensCard } from '../../features/api-tokens/api-tokens-card';
import { EmailAddressCard } from '../../features/email/email-address-card';
import { CalendarFeedCard } from '../../features/calendar/calendar-feed-card';
import { MyDataCard } from '../../features/data-rights/my-data-card';

export const Route = createFileRoute('/platform/profile')({
  head: () => titleHead('My Profile'),
  loader: ({ context }) => {
    void context.trpcUtils.profile.get.prefetch();
  },
  component: ProfilePage,
});

function ProfilePage() {
  const profile = trpcHooks.profile.get.useQuery();
  if (profile.isPending) return <PageSpinner label="Loading your profile" />;
  if (profile.isError) {
    return (
      <QueryError title="Error loading your profile" error={profile.error} onRetry={() => void profile.refetch()} />
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title="My Profile"
        description={`${profile.data.first_name} ${profile.data.last_name} · ${profile.data.email}. Other members see these details on your member profile.`}
      />
      <ProfileForm profile={profile.data} />
      <EmailAddressCard />
      <ChangePasswordForm />
      <TwoFactorCard />
      <SessionsCard />
      <ApiTokensCard />
      <CalendarFeedCard />
      <MyDataCard />
    </div>
  );
}

const linkFields: Array<{ name: keyof Profile; label: string; description: string; type?: 'url' }> = [
  { name: 'website', label: 'Website', description: 'A web address starting with https://', type: 'url' },
  { name: 'facebook_url', label: 'Facebook', description: 'Your profile address or user name' },
  { name: 'twitter_handle', label: 'Twitter/X', description: 'Your @handle or profile address' },
  { name: 'instagram_username', label: 'Instagram', description: 'Your user name or profile address' },
  { name: 'tiktok_username', label: 'TikTok', description: 'Your user name or profile address' },
  { name: 'flickr_username', label: 'Flickr', description: 'Your user name or profile address' },
];

const communityFields: Array<{ name: keyof Profile; label: string }> = [
  { name: 'bricklink_store_url', label: 'BrickLink store' },
  { name: 'rebrickable_profile_url', label: 'Rebrickable profile' },
  { name: 'lego_ideas_profile_url', label: 'LEGO Ideas profile' },
];

const profileSchema = lazySchema(() => import('@lug/domain/members').then((m) => m.updateProfileInput));

function ProfileForm({ profile }: { profile: Profile }) {
  const utils = trpcHooks.useUtils();
  const queryClient = useQueryClient();
  const { errors, setErrors, onInput } = useFieldErrors();
  const [biography, setBiography] = useState(profile.biographical_info ?? '');
  const [showEmail, setShowEmail] = useState(profile.show_email);
  const update = trpcHooks.profile.update.useMutation();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    profileSchema.use((schema) => {
      const result = parseForm(schema, form, { biographical_info: biography, show_email: showEmail });
      setErrors(result.errors);
      if (!result.success) {
        focusFirstInvalid(form);
        return;
      }
      update.mutate(result.data, {
        onSuccess: async () => {
          toast.success('Profile updated successfully');
          await Promise.all([
            utils.profile.invalidate(),
            utils.members.invalidate(),
            queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
          ]);
        },
        onError: (error) => {
          const message = errorMessage(error, 'Unable to update your profile');
          setErrors(apiFieldErrors(error));
          toast.error('Error updating profile', message, { durationMs: longToastMs });
        },
      });
    });
  }

  return (
    <div className="contents" onInput={onInput}>
      <Form validationErrors={errors} onSubmit={onSubmit} onFocus={profileSchema.preload} aria-label="My Profile">
        <Card>
          <CardHeader title="About you" />
          <CardContent className="flex flex-col gap-5">
            <TextField
              name="display_name"
              label="Display name"
              defaultValue={profile.display_name ?? ''}
              maxLength={displayNameMax}
              description="How other members see you (leave empty to use your full name)."
            />
            <TextAreaField
              name="biographical_info"
              label="Biography"
              value={biography}
              onChange={(value) => setBiography(value.slice(0, biographyMax))}
              maxLength={biographyMax}
              showCount
              rows={5}
            />
            <Switch isSelected={showEmail} onChange={setShowEmail}>
              Show my email address to other members
            </Switch>
          </CardContent>
        </Card>
        <Card>
          <CardHeader title="Social Media & Profiles" />
          <CardContent className="grid gap-5 sm:grid-cols-2">
            {linkFields.map((field) => (
              <TextField
                key={field.name}
                name={field.name}
                label={field.label}
                type={field.type ?? 'text'}
                description={field.description}
                defaultValue={(profile[field.name] as string | null) ?? ''}
                autoComplete="off"
              />
            ))}
          </CardContent>
        </Card>
        <Card>
          <CardHeader title="Community Links" description="Web addresses starting with https://" />
          <CardContent className="flex flex-col gap-5">
            {communityFields.map((field) => (
              <TextField
                key={field.name}
                name={field.name}
                label={field.label}
                type="url"
                defaultValue={(profile[field.name] as string | null) ?? ''}
                autoComplete="off"
              />
            ))}
          </CardContent>
        </Card>
        <FormActions>
          <Button type="submit" isPending={update.isPending} className="sm:ms-auto">
            Save Profile
          </Button>
        </FormActions>
      </Form>
    </div>
  );
}

const passwordSchema = lazySchema(() =>
  import('../../features/auth/change-password-schema').then((m) => m.changePasswordForm),
);

function ChangePasswordForm() {
  const { errors, setErrors, onInput } = useFieldErrors();
  const [formKey, setFormKey] = useState(0);
  const change = trpcHooks.auth.changePassword.useMutation();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    passwordSchema.use((schema) => {
      const result = parseForm(schema, form);
      setErrors(result.errors);
      if (!result.success) {
        focusFirstInvalid(form);
        return;
      }
      change.mutate(
        { current_password: result.data.current_password, new_password: result.data.new_password },
        {
          onSuccess: () => {
            toast.success('Password changed', 'Your other sessions have been signed out.');
            setFormKey((key) => key + 1);
          },
          onError: (error) => {
            const message = errorMessage(error, 'Unable to change your password');
            const fieldErrors = apiFieldErrors(error, ['current_password', 'new_password']);
            setErrors(fieldErrors);
            toast.error('Error changing password', Object.values(fieldErrors)[0] ?? message, { durationMs: longToastMs });
          },
        },
      );
    });
  }

  return (
    <div className="contents" onInput={onInput}>
      <Form
        key={formKey}
        validationErrors={errors}
        onSubmit={onSubmit}
        onFocus={passwordSchema.preload}
        aria-label="Change password"
      >
        <Card>
          <CardHeader title="Change password" />
          <CardContent className="flex flex-col gap-5">
            <TextField
              name="current_password"
              type="password"
              label="Current password"
              isRequired
              autoComplete="current-password"
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                name="new_password"
                type="password"
                label="New password"
                isRequired
                autoComplete="new-password"
                description={passwordAdvice}
              />
              <TextField
                name="confirm"
                type="password"
                label="Confirm new password"
                isRequired
                autoComplete="new-password"
              />
            </div>
          </CardContent>
        </Card>
        <FormActions>
          <Button type="submit" variant="secondary" isPending={change.isPending} className="sm:ms-auto">
            Change password
          </Button>
        </FormActions>
      </Form>
    </div>
  );
}
