/**
 * The twelve profile fields a member writes about themselves (docs/product/members.md: My Profile,
 * and the member's page that shows them), declared once: My Profile edits them with
 * `ProfileFieldCards`; the member's page lists the links with their `viewLabel`.
 */
import { useState } from 'react';
import type { Profile } from '@lug/domain/members';
import { biographyMax, displayNameMax, type SocialLinkField } from '@lug/domain/members-helpers';
import { FormCard } from '../../components/ui/card';
import { Switch } from '../../components/ui/switch';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';

export type CommunityLinkField = 'bricklink_store_url' | 'rebrickable_profile_url' | 'lego_ideas_profile_url';

interface LinkField<F> {
  name: F;
  /** The field's label on My Profile. */
  label: string;
  /** Its label on the member's page (title case there). */
  viewLabel: string;
  description?: string;
}

/** "About you": the name members see, the biography, and whether the address shows. */
export const aboutFields = {
  display_name: {
    label: 'Display name',
    viewLabel: 'Display Name',
    description: 'How other members see you (leave empty to use your full name).',
  },
  biographical_info: { label: 'Biography', viewLabel: 'Biography' },
  show_email: { label: 'Show my email address to other members' },
} as const;

/** "Social Media & Profiles": a web address, then the social accounts (an address or a handle). */
export const socialProfileFields = {
  title: 'Social Media & Profiles',
  website: {
    name: 'website',
    label: 'Website',
    viewLabel: 'Website',
    description: 'A web address starting with https://',
  } satisfies LinkField<'website'>,
  social: [
    {
      name: 'facebook_url',
      label: 'Facebook',
      viewLabel: 'Facebook',
      description: 'Your profile address or user name',
    },
    {
      name: 'twitter_handle',
      label: 'Twitter/X',
      viewLabel: 'Twitter/X',
      description: 'Your @handle or profile address',
    },
    {
      name: 'instagram_username',
      label: 'Instagram',
      viewLabel: 'Instagram',
      description: 'Your user name or profile address',
    },
    { name: 'tiktok_username', label: 'TikTok', viewLabel: 'TikTok', description: 'Your user name or profile address' },
    { name: 'flickr_username', label: 'Flickr', viewLabel: 'Flickr', description: 'Your user name or profile address' },
  ] satisfies Array<LinkField<SocialLinkField>>,
} as const;

/** "Community Links": web addresses of the member's pages on LEGO community sites. */
export const communityLinkFields = {
  title: 'Community Links',
  description: 'Web addresses starting with https://',
  links: [
    { name: 'bricklink_store_url', label: 'BrickLink store', viewLabel: 'BrickLink Store' },
    { name: 'rebrickable_profile_url', label: 'Rebrickable profile', viewLabel: 'Rebrickable Profile' },
    { name: 'lego_ideas_profile_url', label: 'LEGO Ideas profile', viewLabel: 'LEGO Ideas Profile' },
  ] satisfies Array<LinkField<CommunityLinkField>>,
} as const;

/** The values the form sends besides its text fields (the biography is counted as typed; the switch). */
export interface ProfileControlledValues {
  biographical_info: string;
  show_email: boolean;
}

/**
 * The three cards of My Profile's form. The text fields are read from the form by name; the
 * biography and the switch are controlled here and reported through `values`.
 */
export function ProfileFieldCards({
  profile,
  values,
  onChange,
}: {
  profile: Profile;
  values: ProfileControlledValues;
  onChange: (values: ProfileControlledValues) => void;
}) {
  const linkField = (field: LinkField<keyof Profile>, type: 'text' | 'url') => (
    <TextField
      key={field.name}
      name={field.name}
      label={field.label}
      type={type}
      description={field.description}
      defaultValue={(profile[field.name] as string | null) ?? ''}
      autoComplete="off"
    />
  );
  return (
    <>
      <FormCard title="About you">
        <TextField
          name="display_name"
          label={aboutFields.display_name.label}
          defaultValue={profile.display_name ?? ''}
          maxLength={displayNameMax}
          description={aboutFields.display_name.description}
        />
        <TextAreaField
          name="biographical_info"
          label={aboutFields.biographical_info.label}
          value={values.biographical_info}
          onChange={(value) => onChange({ ...values, biographical_info: value.slice(0, biographyMax) })}
          maxLength={biographyMax}
          showCount
          rows={5}
        />
        <Switch isSelected={values.show_email} onChange={(show_email) => onChange({ ...values, show_email })}>
          {aboutFields.show_email.label}
        </Switch>
      </FormCard>
      <FormCard title={socialProfileFields.title}>
        <div className="grid gap-5 sm:grid-cols-2">
          {linkField(socialProfileFields.website, 'url')}
          {socialProfileFields.social.map((field) => linkField(field, 'text'))}
        </div>
      </FormCard>
      <FormCard title={communityLinkFields.title} description={communityLinkFields.description}>
        {communityLinkFields.links.map((field) => linkField(field, 'url'))}
      </FormCard>
    </>
  );
}

/** The controlled values' starting point, from the stored profile. */
export function useProfileControlledValues(profile: Profile) {
  return useState<ProfileControlledValues>({
    biographical_info: profile.biographical_info ?? '',
    show_email: profile.show_email,
  });
}
