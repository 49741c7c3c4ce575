/**
 * "Calendar feed" on the profile: the selected organisation's public feed, and the member's own
 * secret feed (with the private activities they may see). The secret link is shown once, when it
 * is made (only its hash is kept); regenerating replaces it.
 */
import { useState } from 'react';
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

  return (
    <Card>
      <CardHeader
        title="Calendar feed"
        description="Subscribe from Google Calendar, Apple Calendar, Outlook or Thunderbird (“add calendar from URL”); they refresh it by themselves."
      />
      <CardContent className="flex flex-col gap-6">
        {publicUrl && organization ? (
          <section aria-labelledby="public-feed-heading" className="flex flex-col gap-2">
            <h3 id="public-feed-heading" className="text-sm font-semibold text-fg">
              {organization.name}: public calendar
            </h3>
            <CopyField
              label="Public calendar link"
              value={publicUrl}
              description="Every non-private activity. Anyone may use this link."
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

  const onError = (title: string) => (error: unknown) =>
    toast.error(title, errorMessage(error), { durationMs: longToastMs });

  return (
    <section aria-labelledby="personal-feed-heading" className="flex flex-col gap-3">
      <h3 id="personal-feed-heading" className="text-sm font-semibold text-fg">
        My calendar
      </h3>
      <p className="text-sm text-fg-muted">
        A private link with the activities of all your organizations, including the private ones you take part in or
        manage. Anyone who has the link can read it: treat it like a password.
      </p>
      {link ? (
        <div role="status" className="flex flex-col gap-3 rounded-lg border border-success/40 bg-success-soft p-4">
          <p className="text-sm font-medium text-success-text">
            Copy your link now: for your security it is shown only this once.
          </p>
          <CopyField label="My calendar link" value={link.url} />
        </div>
      ) : null}
      {status.isPending ? (
        <Spinner label="Loading your calendar link" />
      ) : status.isError ? (
        <p className="text-sm text-danger-text">Unable to load your calendar link: {errorMessage(status.error)}</p>
      ) : status.data ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-fg-muted">
            Link made {formatDateTime(status.data.created_at)}; last fetched{' '}
            {formatDateTime(status.data.last_used_at, 'never')}.
          </p>
          <div className="flex gap-2">
            <Button variant="secondary" onPress={() => setConfirm('regenerate')}>
              New link
            </Button>
            <Button variant="ghost" onPress={() => setConfirm('remove')}>
              Turn off
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
                onError: onError('Error creating your calendar link'),
              })
            }
          >
            Create my calendar link
          </Button>
        </div>
      )}
      <ConfirmDialog
        isOpen={confirm !== null}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={confirm === 'remove' ? 'Turn off my calendar link' : 'Make a new calendar link'}
        actionLabel={confirm === 'remove' ? 'Turn off' : 'Make a new link'}
        isPending={regenerate.isPending || remove.isPending}
        onAction={async () => {
          try {
            if (confirm === 'remove') {
              await remove.mutateAsync();
              setLink(null);
              toast.success('Calendar link turned off');
            } else {
              setLink(await regenerate.mutateAsync());
            }
          } catch (error) {
            onError('Error updating your calendar link')(error);
            throw error;
          }
        }}
      >
        {confirm === 'remove'
          ? 'Calendars subscribed to your current link stop updating.'
          : 'Your current link stops working; calendars subscribed to it must be given the new one.'}
      </ConfirmDialog>
    </section>
  );
}
