import { useState } from 'react';
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
  const [isOpen, setOpen] = useState(false);
  const navigate = useNavigate();
  const { organizationId } = useOrganization();
  const anonymize = useAnonymizeMember();

  async function remove() {
    try {
      await anonymize.mutateAsync({ organization_id: organizationId, id: memberId });
    } catch (error) {
      toast.error('Could not remove personal data', errorMessage(error), { durationMs: longToastMs });
      throw error;
    }
    toast.success('Personal data removed', `${memberName} is now listed as "Former member" in past participation.`, {
      durationMs: longToastMs,
    });
    void navigate({ to: '/platform/members' });
  }

  return (
    <Card>
      <CardHeader
        title="Remove personal data"
        description="For a member who asks to be forgotten. Their participation stays in reports, anonymised."
      />
      <CardContent>
        <Button variant="danger" onPress={() => setOpen(true)}>
          Remove personal data…
        </Button>
        <ConfirmDialog
          isOpen={isOpen}
          onOpenChange={setOpen}
          title="Remove personal data"
          actionLabel="Remove personal data"
          isPending={anonymize.isPending}
          onAction={remove}
        >
          {memberName}’s name, email, profile, password and sessions will be deleted and they will leave this
          organization. Their participation stays, listed as “Former member”. This cannot be undone.
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}
