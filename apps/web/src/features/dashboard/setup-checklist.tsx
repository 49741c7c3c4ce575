/**
 * "Set up your group" on a new group's dashboard (issue 27, decision 46): each step is checked from
 * the group's data (the dashboard's `setup`), links to where it is done, and the time zone can be
 * set to the browser's own in one click. **Dismiss** puts the list away for the whole group
 * (`settings.setup.checklist_dismissed`).
 */
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Dashboard } from '@lug/domain/dashboard';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Link } from '../../components/ui/link';
import { useSaveSettings } from '../settings/use-settings';

type Steps = NonNullable<Dashboard['setup']>;

export function SetupChecklist({ steps }: { steps: Steps }) {
  const { t } = useLingui();
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  const timeZone = useSaveSettings('general');
  const dismiss = useSaveSettings('setup');
  const done = Object.values(steps).filter(Boolean).length;
  const total = Object.keys(steps).length;
  return (
    <Card>
      <CardHeader
        title={t`Set up your group`}
        description={t`${done} of ${total} done. Each step is ticked when the platform sees it done.`}
      />
      <CardContent>
        <ul aria-label={t`Setup steps`} className="flex flex-col gap-2">
          <Step done={steps.timeZone} label={t`Choose your time zone`}>
            {zone && zone !== 'UTC' ? (
              <Button
                size="sm"
                variant="secondary"
                isPending={timeZone.isPending}
                onPress={() => timeZone.save({ time_zone: zone }, { onFieldErrors: () => undefined })}
              >
                <Trans>Use {zone}</Trans>
              </Button>
            ) : null}
            <Link to="/platform/settings">
              <Trans>General settings</Trans>
            </Link>
          </Step>
          <Step done={steps.duesAmount} label={t`Set the dues amount`}>
            <Link to="/platform/settings/membership">
              <Trans>Dues amounts</Trans>
            </Link>
          </Step>
          <Step done={steps.payment} label={t`Say how members pay`}>
            <Link to="/platform/settings/membership">
              <Trans>How to pay</Trans>
            </Link>
          </Step>
          <Step done={steps.participationRoles} label={t`Add participation roles`}>
            <Link to="/platform/participation-roles">
              <Trans>Participation roles</Trans>
            </Link>
          </Step>
          <Step done={steps.members} label={t`Import your members`}>
            <Link to="/platform/members/import">
              <Trans>Import members</Trans>
            </Link>
          </Step>
          <Step done={steps.invite} label={t`Invite someone to help`}>
            <Link to="/platform/members/create">
              <Trans>Add a member</Trans>
            </Link>
          </Step>
        </ul>
        <div className="mt-4 flex justify-end">
          <Button
            size="sm"
            variant="ghost"
            isPending={dismiss.isPending}
            onPress={() => dismiss.save({ checklist_dismissed: true }, { onFieldErrors: () => undefined })}
          >
            <Trans>Dismiss the checklist</Trans>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function Step({ done, label, children }: { done: boolean; label: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span
        aria-hidden="true"
        className={`inline-flex size-5 shrink-0 items-center justify-center rounded-full text-xs ${done ? 'bg-success text-white' : 'border border-line-strong'}`}
      >
        {done ? '✓' : ''}
      </span>
      <span className={`min-w-0 flex-1 ${done ? 'text-fg-muted line-through' : 'text-fg'}`}>
        {label}
        <span className="sr-only">{done ? t`(done)` : t`(to do)`}</span>
      </span>
      {done ? null : <span className="flex flex-wrap items-center gap-3">{children}</span>}
    </li>
  );
}
