import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { ButtonLink } from '../../../components/ui/link';
import { MyInvitationsCard } from '../../../features/invitations/my-invitations-card';
import { OrganizationRequired } from '../../../features/organizations/organization-required';

/** Screens that name their own no-organisation state (docs/product/platform-shell.md#no-organisation). */
const organizationRequiredScreens: Array<[string, MessageDescriptor]> = [
  ['/platform/participation/history', msg`Participation History`],
  ['/platform/participation', msg`Participation Manager`],
  ['/platform/registration', msg`Registration & Dues Manager`],
];

/** Shown on every platform page while the user belongs to no organisation, with any invitations to answer. */
export function NoOrganization() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  const screen = organizationRequiredScreens.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  if (screen) return <OrganizationRequired title={t(screen[1])} />;
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6">
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
        <div className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-text">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
          >
            <path d="M4 20V8l8-4 8 4v12M9 20v-5h6v5M4 20h16" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
        <h1 className="text-xl font-semibold tracking-tight text-fg">
          <Trans>You are not in an organization yet</Trans>
        </h1>
        <p className="text-sm leading-relaxed text-fg-muted">
          <Trans>
            Everything in the platform belongs to a group. Create your organization, or join one: when a group's admin
            invites your address, the invitation appears here.
          </Trans>
        </p>
        <ButtonLink to="/welcome">
          <Trans>Set up your organization</Trans>
        </ButtonLink>
      </div>
      {/* A group may already have asked: its invitation is answered here. */}
      <MyInvitationsCard />
    </div>
  );
}
