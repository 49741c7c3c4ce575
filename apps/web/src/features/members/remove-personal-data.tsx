import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/dialog';
import { useOrganization } from '../organizations/use-organization';
import { longToastMs, toast } from '../../lib/toast';
import { errorMessage } from '../../lib/trpc';
import { useAnonymizeMember } from './api';

/**
 * The right to be forgotten, from the admin's side: the member's name, email, profile, password and
 * sessions go; their participation stays (as "Former member") so the group's totals do not change.
 */
export function RemovePersonalData({ memberId, memberName }: { memberId: number; memberName: string }) {
  const { t } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const navigate = useNavigate();
  const { organizationId } = useOrganization();
  const anonymize = useAnonymizeMember();

  async function remove() {
    try {
      await anonymize.mutateAsync({ organization_id: organizationId, id: memberId });
    } catch (error) {
      toast.error(t`Could not remove personal data`, errorMessage(error), { durationMs: longToastMs });
      throw error;
    }
    toast.success(t`Personal data removed`, t`${memberName} is now listed as "Former member" in past participation.`, {
      durationMs: longToastMs,
    });
    void navigate({ to: '/platform/members' });
  }

  return (
    <Card>
      <CardHeader
        title={t`Remove personal data`}
        description={t`For a member who asks to be forgotten. Their participation stays in reports, anonymised.`}
      />
      <CardContent>
        <Button variant="danger" onPress={() => setOpen(true)}>
          <Trans>Remove personal data…</Trans>
        </Button>
        <ConfirmDialog
          isOpen={isOpen}
          onOpenChange={setOpen}
          title={t`Remove personal data`}
          actionLabel={t`Remove personal data`}
          isPending={anonymize.isPending}
          onAction={remove}
        >
          <Trans>
            {memberName}’s name, email, profile, password and sessions will be deleted and they will leave this
            organization. Their participation stays, listed as “Former member”. This cannot be undone.
          </Trans>
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}
