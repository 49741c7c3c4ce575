import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import type { Member } from '@lug/domain/members';
import { socialLinkHref, webAddressHref } from '@lug/domain/members-helpers';
import { PageHeader } from '../../components/page-header';
import { screenError } from '../../components/screen-error';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { ButtonLink, ExternalLink, Link } from '../../components/ui/link';
import { apiErrorCode } from '../../lib/trpc';
import { useSession } from '../auth/session';
import { useFormatDate, useFormatDateTime } from '../organizations/use-format-date';
import { useOrganization } from '../organizations/use-organization';
import { MemberStatusBadge } from './member-status-badge';
import { memberMessages } from './words';
import { communityLinkFields, socialProfileFields } from '../auth/profile-fields';

/**
 * Missing, in another organisation, or a bad id (docs/product/members.md#member-profile): 'Member
 * not found' and **Back to Members**.
 */
export function MemberNotFound() {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-semibold tracking-tight text-fg">{t(memberMessages.notFound)}</h1>
      <p className="text-fg-muted">
        <Trans>This member does not exist or is not part of this organization.</Trans>
      </p>
      <ButtonLink to="/platform/members" variant="secondary">
        <Trans>Back to Members</Trans>
      </ButtonLink>
    </div>
  );
}

/** The profile route's `errorComponent`: 'Member not found', else the failure with **Try again**. */
export function MemberProfileError(props: ErrorComponentProps) {
  const { t } = useLingui();
  if (apiErrorCode(props.error) === 'NOT_FOUND') return <MemberNotFound />;
  return screenError({ heading: t`Member Profile`, title: memberMessages.loadFailed })(props);
}

/** Member Profile (docs/product/members.md#member-profile): the member's cards, read-only. */
export function MemberProfile({ member: m, dues }: { member: Member; dues?: ReactNode }) {
  const { t } = useLingui();
  const { can } = useOrganization();
  const { data: session } = useSession();
  const formatDate = useFormatDate();
  const formatDateTime = useFormatDateTime();
  const isSelf = session?.user.id === m.id;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={`${m.first_name} ${m.last_name}`}
        description={t`Member Profile`}
        actions={
          <>
            {isSelf ? (
              <ButtonLink to="/platform/profile" variant="secondary">
                <Trans>Edit my profile</Trans>
              </ButtonLink>
            ) : null}
            {can('members.manage') ? (
              <ButtonLink to="/platform/members/$id/edit" params={{ id: m.id }}>
                <Trans>Edit Profile</Trans>
              </ButtonLink>
            ) : null}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader title={t`Personal Information`} />
          <CardContent>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 text-sm">
              <Item label={t`Name`}>
                {m.first_name} {m.last_name}
              </Item>
              <Item label={t`Display Name`}>
                {m.display_name ?? (
                  <span className="text-fg-subtle">
                    <Trans>Not set</Trans>
                  </span>
                )}
              </Item>
              {m.show_email && m.email ? (
                <Item label={t`Email`}>
                  <a className="text-accent-text underline underline-offset-2" href={`mailto:${m.email}`}>
                    {m.email}
                  </a>
                </Item>
              ) : null}
              <Item label={t`Status`}>
                <MemberStatusBadge status={m.status} />
              </Item>
              <Item label={t`Permission Role`}>
                {m.PermissionRoles.length > 0 ? m.PermissionRoles.map((r) => r.name).join(', ') : t`No role`}
              </Item>
              <Item label={t`Member Since`}>{formatDate(m.user_registered)}</Item>
              <Item label={t`Last Login`}>{formatDateTime(m.last_login, t`Never`)}</Item>
            </dl>
          </CardContent>
        </Card>
        {m.biographical_info ? (
          <Card>
            <CardHeader title={t`About`} />
            <CardContent>
              <p className="text-sm leading-relaxed whitespace-pre-line text-fg">{m.biographical_info}</p>
            </CardContent>
          </Card>
        ) : null}
        {dues}
        <SocialLinks member={m} />
        <CommunityLinks member={m} />
      </div>
      <div>
        <Link to="/platform/members" variant="quiet">
          <Trans>← Back to Members</Trans>
        </Link>
      </div>
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-fg-muted">{label}</dt>
      <dd className="min-w-0 break-words text-fg">{children}</dd>
    </>
  );
}

function LinkValue({ href, text }: { href: string | null; text: string }) {
  // Only http(s) addresses become links; anything else is shown as plain text.
  return href ? (
    <ExternalLink href={href} variant="inline">
      {text}
    </ExternalLink>
  ) : (
    <span>{text}</span>
  );
}

function SocialLinks({ member }: { member: Member }) {
  const website = member.website ? { href: webAddressHref(member.website), text: member.website } : null;
  const rows = socialProfileFields.social.filter((row) => member[row.name]);
  if (!website && rows.length === 0) return null;
  return (
    <Card>
      <CardHeader title={socialProfileFields.title} />
      <CardContent>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 text-sm">
          {website ? (
            <Item label={socialProfileFields.website.viewLabel}>
              <LinkValue href={website.href} text={website.text} />
            </Item>
          ) : null}
          {rows.map((row) => (
            <Item key={row.name} label={row.viewLabel}>
              <LinkValue href={socialLinkHref(row.name, member[row.name])} text={member[row.name]!} />
            </Item>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function CommunityLinks({ member }: { member: Member }) {
  const rows = communityLinkFields.links.filter((row) => member[row.name]);
  if (rows.length === 0) return null;
  return (
    <Card>
      <CardHeader title={communityLinkFields.title} />
      <CardContent>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 text-sm">
          {rows.map((row) => (
            <Item key={row.name} label={row.viewLabel}>
              <LinkValue href={webAddressHref(member[row.name])} text={member[row.name]!} />
            </Item>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
