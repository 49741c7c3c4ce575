import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { memberStatusRuleMessages, type BulkStatus } from '@lug/domain/member-status-helpers';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Radio, RadioGroup } from '../../components/ui/radio-group';
import { messageParts } from '../../lib/message-parts';
import { toast } from '../../lib/toast';
import { useBulkMemberStatus } from './api';
import { registrationBadges, registrationMessages } from './messages';
import type { PaymentType } from './registration-model';

interface RegistrationActionsProps {
  organizationId: number;
  year: number;
  /** The selected members (of the year's list). */
  selectedIds: readonly number[];
}

/**
 * The bulk buttons (docs/product/registration.md#what-the-buttons-do): Mark Registered /
 * Unregistered, the Payment Type choice (Paid or Gift-in-Lieu, a radio group) with Apply Payment Type, and Mark Unpaid, for every selected
 * member at once.
 */
export function RegistrationActions({ organizationId, year, selectedIds }: RegistrationActionsProps) {
  const { t } = useLingui();
  const bulk = useBulkMemberStatus(organizationId);
  const [paymentType, setPaymentType] = useState<PaymentType | null>(null);

  function apply(status: BulkStatus, kind: 'status' | 'payment') {
    if (selectedIds.length === 0) {
      toast.error(memberStatusRuleMessages.selectMember);
      return;
    }
    bulk.mutate(
      { organization_id: organizationId, updates: selectedIds.map((user_id) => ({ user_id, year, status })) },
      {
        onSuccess: () =>
          toast.success(
            t(kind === 'status' ? registrationMessages.statusUpdated : registrationMessages.paymentUpdated),
          ),
        onError: () =>
          toast.error(t(kind === 'status' ? registrationMessages.statusFailed : registrationMessages.paymentFailed)),
      },
    );
  }

  function applyPaymentType() {
    if (selectedIds.length === 0) {
      toast.error(memberStatusRuleMessages.selectMember);
      return;
    }
    if (paymentType === null) {
      const { title, description } = messageParts(memberStatusRuleMessages.paymentTypeRequired);
      toast.error(title, description);
      return;
    }
    apply(paymentType, 'payment');
  }

  const selectedCount = selectedIds.length;
  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm text-fg-muted tabular-nums" aria-live="polite">
          {selectedCount === 0 ? (
            <Trans>Select members in the table, then apply a status to all of them.</Trans>
          ) : (
            <Plural value={selectedCount} one="# member selected" other="# members selected" />
          )}
        </p>
        <div className="flex flex-col gap-4 xl:flex-row xl:items-center xl:gap-8">
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button onPress={() => apply('registered', 'status')}>
              <Trans>Mark Registered</Trans>
            </Button>
            <Button variant="secondary" onPress={() => apply('unregistered', 'status')}>
              <Trans>Mark Unregistered</Trans>
            </Button>
          </div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-3 xl:border-s xl:border-line xl:ps-8">
            <RadioGroup
              label={t`Payment Type`}
              orientation="horizontal"
              value={paymentType}
              onChange={(value) => setPaymentType(value as PaymentType)}
              className="flex-row flex-wrap items-center gap-x-4 gap-y-2"
            >
              <Radio value="paid">{t(registrationBadges.paid)}</Radio>
              <Radio value="gift_in_lieu">{t(registrationBadges.gift_in_lieu)}</Radio>
            </RadioGroup>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onPress={applyPaymentType}>
                <Trans>Apply Payment Type</Trans>
              </Button>
              <Button variant="secondary" onPress={() => apply('unpaid', 'payment')}>
                <Trans>Mark Unpaid</Trans>
              </Button>
            </div>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
