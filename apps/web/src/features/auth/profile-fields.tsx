/**
 * The twelve profile fields a member writes about themselves (docs/product/members.md: My Profile,
 * and the member's page that shows them), declared once: My Profile edits them with
 * `ProfileFieldCards`; the member's page lists the links with their `viewLabel`.
 */
import { useState } from 'react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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

/*
 * The labels are getters: each reads its message in the active language when shown (decision 0027),
 * and the member's page reads them as plain strings.
 */

/** "About you": the name members see, the biography, and whether the address shows. */
export const aboutFields = {
  display_name: {
    get label() {
      return t`Display name`;
    },
    get viewLabel() {
      return t`Display Name`;
    },
    get description() {
      return t`How other members see you (leave empty to use your full name).`;
    },
  },
  biographical_info: {
    get label() {
      return t`Biography`;
    },
    get viewLabel() {
      return t`Biography`;
    },
  },
  show_email: {
    get label() {
      return t`Show my email address to other members`;
    },
  },
};

/** A social account: the same label on both pages, and how to write it. */
function socialField<F extends SocialLinkField>(name: F, label: string, description: () => string): LinkField<F> {
  return {
    name,
    label,
    viewLabel: label,
    get description() {
      return description();
    },
  };
}

/** "Social Media & Profiles": a web address, then the social accounts (an address or a handle). */
export const socialProfileFields = {
  get title() {
    return t`Social Media & Profiles`;
  },
  website: {
    name: 'website',
    get label() {
      return t`Website`;
    },
    get viewLabel() {
      return t`Website`;
    },
    get description() {
      return t`A web address starting with https://`;
    },
  } satisfies LinkField<'website'>,
  social: [
    /* eslint-disable lingui/no-unlocalized-strings -- the networks' names are their own, the same in every language */
    socialField('facebook_url', 'Facebook', () => t`Your profile address or user name`),
    socialField('twitter_handle', 'Twitter/X', () => t`Your @handle or profile address`),
    socialField('instagram_username', 'Instagram', () => t`Your user name or profile address`),
    socialField('tiktok_username', 'TikTok', () => t`Your user name or profile address`),
    socialField('flickr_username', 'Flickr', () => t`Your user name or profile address`),
    /* eslint-enable lingui/no-unlocalized-strings */
  ],
};

/** "Community Links": web addresses of the member's pages on LEGO community sites. */
export const communityLinkFields = {
  get title() {
    return t`Community Links`;
  },
  get description() {
    return t`Web addresses starting with https://`;
  },
  links: [
    {
      name: 'bricklink_store_url',
      get label() {
        return t`BrickLink store`;
      },
      get viewLabel() {
        return t`BrickLink Store`;
      },
    },
    {
      name: 'rebrickable_profile_url',
      get label() {
        return t`Rebrickable profile`;
      },
      get viewLabel() {
        return t`Rebrickable Profile`;
      },
    },
    {
      name: 'lego_ideas_profile_url',
      get label() {
        return t`LEGO Ideas profile`;
      },
      get viewLabel() {
        return t`LEGO Ideas Profile`;
      },
    },
  ] satisfies Array<LinkField<CommunityLinkField>>,
};

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
      <FormCard title={<Trans>About you</Trans>}>
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
