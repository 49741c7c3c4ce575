/**
 * "Calendar feed" on the profile: the selected organisation's public feed, and the member's own
 * secret feed (with the private activities they may see). The secret link is shown once, when it
 * is made (only its hash is kept); regenerating replaces it.
 */
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { PersonalFeedLink } from '@lug/domain/calendar';
import { CopyField } from '../../components/copy-field';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { longToastMs, toast } from '../../lib/toast';
import { errorMessage } from '../../lib/trpc';
import { useFormatDateTime } from '../organizations/use-format-date';
import { useOrganizationSelection } from '../organizations/use-organization';
import { calendarQueries, useCreateCalendarLink, useRegenerateCalendarLink, useRemoveCalendarLink } from './api';

export function CalendarFeedCard() {
  const { organization } = useOrganizationSelection();
  const publicUrl = organization ? `${window.location.origin}/api/organizations/${organization.id}/calendar.ics` : null;
  const organizationName = organization?.name;
  const { t } = useLingui();

  return (
    <Card>
      <CardHeader
        title={t`Calendar feed`}
        description={t`Subscribe from Google Calendar, Apple Calendar, Outlook or Thunderbird (“add calendar from URL”); they refresh it by themselves.`}
      />
      <CardContent className="flex flex-col gap-6">
        {publicUrl && organization ? (
          <section aria-labelledby="public-feed-heading" className="flex flex-col gap-2">
            <h3 id="public-feed-heading" className="text-sm font-semibold text-fg">
              <Trans>{organizationName}: public calendar</Trans>
            </h3>
            <CopyField
              label={t`Public calendar link`}
              value={publicUrl}
              description={t`Every non-private activity. Anyone may use this link.`}
            />
          </section>
        ) : null}
        <PersonalFeed />
      </CardContent>
    </Card>
  );
}

function PersonalFeed() {
  // One card among the profile's: it loads (and fails) on its own, without holding the page.
  const status = useQuery(calendarQueries.status());
  const formatDateTime = useFormatDateTime();
  const [link, setLink] = useState<PersonalFeedLink | null>(null);
  const [confirm, setConfirm] = useState<'regenerate' | 'remove' | null>(null);
  const create = useCreateCalendarLink();
  const regenerate = useRegenerateCalendarLink();
  const remove = useRemoveCalendarLink();
  const { t } = useLingui();
  const loadError = status.isError ? errorMessage(status.error) : '';
  const made = status.data ? formatDateTime(status.data.created_at) : '';
  const lastFetched = status.data ? formatDateTime(status.data.last_used_at, t`never`) : '';

  const onError = (title: string) => (error: unknown) =>
    toast.error(title, errorMessage(error), { durationMs: longToastMs });

  return (
    <section aria-labelledby="personal-feed-heading" className="flex flex-col gap-3">
      <h3 id="personal-feed-heading" className="text-sm font-semibold text-fg">
        <Trans>My calendar</Trans>
      </h3>
      <p className="text-sm text-fg-muted">
        <Trans>
          A private link with the activities of all your organizations, including the private ones you take part in or
          manage. Anyone who has the link can read it: treat it like a password.
        </Trans>
      </p>
      {link ? (
        <div role="status" className="flex flex-col gap-3 rounded-lg border border-success/40 bg-success-soft p-4">
          <p className="text-sm font-medium text-success-text">
            <Trans>Copy your link now: for your security it is shown only this once.</Trans>
          </p>
          <CopyField label={t`My calendar link`} value={link.url} />
        </div>
      ) : null}
      {status.isPending ? (
        <Spinner label={t`Loading your calendar link`} />
      ) : status.isError ? (
        <p className="text-sm text-danger-text">
          <Trans>Unable to load your calendar link: {loadError}</Trans>
        </p>
      ) : status.data ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-fg-muted">
            <Trans>
              Link made {made}; last fetched {lastFetched}.
            </Trans>
          </p>
          <div className="flex gap-2">
            <Button variant="secondary" onPress={() => setConfirm('regenerate')}>
              <Trans>New link</Trans>
            </Button>
            <Button variant="ghost" onPress={() => setConfirm('remove')}>
              <Trans>Turn off</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <Button
            isPending={create.isPending}
            onPress={() =>
              create.mutate(undefined, {
                onSuccess: setLink,
                onError: onError(t`Error creating your calendar link`),
              })
            }
          >
            <Trans>Create my calendar link</Trans>
          </Button>
        </div>
      )}
      <ConfirmDialog
        isOpen={confirm !== null}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={confirm === 'remove' ? t`Turn off my calendar link` : t`Make a new calendar link`}
        actionLabel={confirm === 'remove' ? t`Turn off` : t`Make a new link`}
        isPending={regenerate.isPending || remove.isPending}
        onAction={async () => {
          try {
            if (confirm === 'remove') {
              await remove.mutateAsync();
              setLink(null);
              toast.success(t`Calendar link turned off`);
            } else {
              setLink(await regenerate.mutateAsync());
            }
          } catch (error) {
            onError(t`Error updating your calendar link`)(error);
            throw error;
          }
        }}
      >
        {confirm === 'remove' ? (
          <Trans>Calendars subscribed to your current link stop updating.</Trans>
        ) : (
          <Trans>Your current link stops working; calendars subscribed to it must be given the new one.</Trans>
        )}
      </ConfirmDialog>
    </section>
  );
}
