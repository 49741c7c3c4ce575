import { useState } from 'react';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { EquipmentItem } from '@lug/domain/equipment';
import { DeleteIcon, EditIcon, PlusIcon } from '../../../components/action-icons';
import { PageHeader } from '../../../components/page-header';
import { screenError } from '../../../components/screen-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { equipmentQueries, useDeleteEquipment } from '../../../features/equipment/api';
import { EquipmentFormDialog } from '../../../features/equipment/equipment-form-dialog';
import { useOrganization } from '../../../features/organizations/use-organization';
import { loadOrganization } from '../../../lib/route-loader';
import { titleHead } from '../../../lib/title';
import { longToastMs, toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/trpc';

/**
 * The group's equipment (docs/product/shows-shifts.md#equipment): every member sees what the group
 * owns; members who manage activities add, edit and delete items and book them on an activity's
 * Shifts page.
 */
export const Route = createFileRoute('/platform/equipment/')({
  loader: loadOrganization((queryClient, organizationId) => [
    queryClient.ensureQueryData(equipmentQueries.list(organizationId)),
  ]),
  head: () => titleHead(t`Equipment`),
  errorComponent: (props) => screenError({ heading: t`Equipment`, title: t`Could not load the equipment` })(props),
  component: EquipmentPage,
});

function EquipmentPage() {
  const { t } = useLingui();
  const { organizationId, can } = useOrganization();
  const canManage = can('activities.manage');
  const { data } = useSuspenseQuery(equipmentQueries.list(organizationId));
  const [editing, setEditing] = useState<EquipmentItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<EquipmentItem | null>(null);
  const remove = useDeleteEquipment();
  const deletingName = deleting?.name ?? '';

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t`Equipment`}
        description={t`What the group lends for shows: tables, baseplates, power strips. Book it on an activity’s Shifts page.`}
        actions={
          canManage ? (
            <Button onPress={() => setEditing('new')}>
              <PlusIcon />
              <Trans>Add equipment</Trans>
            </Button>
          ) : null
        }
      />
      <Card>
        <CardContent>
          {data.equipment.length === 0 ? (
            <p className="text-sm text-fg-subtle italic">
              {canManage ? (
                <Trans>No equipment yet. Add what the group owns, with how many of each.</Trans>
              ) : (
                <Trans>No equipment listed yet.</Trans>
              )}
            </p>
          ) : (
            <ul aria-label={t`Equipment`} className="flex flex-col divide-y divide-line">
              {data.equipment.map((item) => {
                const name = item.name;
                const quantity = item.quantity;
                return (
                  <li
                    key={item.id}
                    className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-4 gap-y-1 py-3 sm:grid-cols-[minmax(0,14rem)_6rem_minmax(0,1fr)_auto] sm:items-center"
                  >
                    <span className="font-medium break-words text-fg">{name}</span>
                    <span className="text-sm text-fg tabular-nums sm:order-none">
                      <Trans>Quantity: {quantity}</Trans>
                    </span>
                    <span className="col-span-2 text-sm break-words text-fg-muted sm:col-span-1">
                      {item.notes ?? ''}
                    </span>
                    {canManage ? (
                      <span className="col-span-2 flex gap-1 sm:col-span-1 sm:justify-end">
                        <Button
                          size="icon"
                          variant="ghost"
                          aria-label={t`Edit ${name}`}
                          onPress={() => setEditing(item)}
                        >
                          <EditIcon />
                        </Button>
                        <Button
                          size="icon"
                          variant="ghost"
                          className="text-danger-text"
                          aria-label={t`Delete ${name}`}
                          onPress={() => setDeleting(item)}
                        >
                          <DeleteIcon />
                        </Button>
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </CardContent>
      </Card>
      {editing !== null ? (
        <EquipmentFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          organizationId={organizationId}
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title={t`Delete equipment`}
        actionLabel={t`Delete`}
        isPending={remove.isPending}
        onAction={() =>
          remove
            .mutateAsync({ organization_id: organizationId, id: deleting?.id ?? 0 })
            .then(() => toast.success(t`Equipment deleted`))
            .catch((error: unknown) => {
              toast.error(t`Could not delete the equipment`, errorMessage(error), { durationMs: longToastMs });
              throw error;
            })
        }
      >
        <Trans>Delete “{deletingName}”? Its bookings for activities go too.</Trans>
      </ConfirmDialog>
    </div>
  );
}
