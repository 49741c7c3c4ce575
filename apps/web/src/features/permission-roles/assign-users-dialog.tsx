import { useMemo, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { memberDisplayName } from '@lug/domain/member-name';
import { anyNameMatches } from '@lug/domain/name-key';
import { QueryError } from '../../components/query-error';
import { Badge, roleBadgeColor } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Dialog, Modal } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/trpc';
import { permissionRoleQueries, useAssignRoleUsers } from './api';
import { permissionRoleMessages } from './words';

interface AssignUsersDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  organizationId: number;
  role: { id: number; name: string };
  /** The organisation's roles in order, for the badge colours. */
  roleOrder: number[];
}

/**
 * 'Assign Users': the organisation's users who do not hold this role, with their current role;
 * pick several (the list scrolls, at most 400 px high) and assign them at once. Assigning takes
 * each user out of their current role.
 */
export function AssignUsersDialog({ isOpen, onOpenChange, organizationId, role, roleOrder }: AssignUsersDialogProps) {
  const { t } = useLingui();
  const roleName = role.name;
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg" isDismissable>
      <Dialog title={t`Assign Users to ${roleName}`}>
        {({ close }) =>
          isOpen ? (
            <AssignUsersBody organizationId={organizationId} role={role} roleOrder={roleOrder} close={close} />
          ) : null
        }
      </Dialog>
    </Modal>
  );
}

function AssignUsersBody({
  organizationId,
  role,
  roleOrder,
  close,
}: Omit<AssignUsersDialogProps, 'isOpen' | 'onOpenChange'> & { close: () => void }) {
  const { t } = useLingui();
  // Inside a dialog that opens on demand: its own spinner and inline failure.
  const available = useQuery(permissionRoleQueries.availableUsers(organizationId, role.id));
  const assign = useAssignRoleUsers();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [search, setSearch] = useState('');

  const users = useMemo(() => {
    return (available.data ?? []).filter((u) =>
      anyNameMatches([u.first_name, u.last_name, u.display_name, `${u.first_name} ${u.last_name}`, u.email], search),
    );
  }, [available.data, search]);

  function toggle(id: number, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function submit() {
    assign.mutate(
      { id: role.id, organizationId, userIds: [...selected] },
      {
        onSuccess: () => {
          toast.success(t(permissionRoleMessages.usersAssigned));
          close();
        },
        onError: (error) => toast.error(t(permissionRoleMessages.assignFailed), errorMessage(error)),
      },
    );
  }

  const count = selected.size;
  return (
    <div className="flex flex-col gap-4">
      <p>
        <Trans>Assigning users moves them out of the role they hold now: a member holds one role.</Trans>
      </p>
      <TextField label={t`Search`} type="search" value={search} onChange={setSearch} placeholder={t`Name or email`} />
      {available.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label={t`Loading users`} />
        </div>
      ) : available.isError ? (
        <QueryError title={t`Failed to fetch users`} error={available.error} onRetry={() => void available.refetch()} />
      ) : users.length === 0 ? (
        <p className="py-6 text-center">
          {(available.data ?? []).length === 0 ? (
            <Trans>Every member already holds this role.</Trans>
          ) : (
            <Trans>No users match the search.</Trans>
          )}
        </p>
      ) : (
        <ul
          aria-label={t`Users`}
          className="flex max-h-[400px] flex-col divide-y divide-line overflow-y-auto rounded-lg border border-line"
        >
          {users.map((user) => {
            const current = user.permission_roles?.[0];
            return (
              <li key={user.id} className="px-3 py-2.5">
                <Checkbox isSelected={selected.has(user.id)} onChange={(on) => toggle(user.id, on)} className="w-full">
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-medium text-fg">{memberDisplayName(user)}</span>
                    <span className="truncate text-xs text-fg-muted">{user.email}</span>
                  </span>
                  {current ? (
                    <Badge variant={roleBadgeColor(Math.max(0, roleOrder.indexOf(current.id)))}>{current.name}</Badge>
                  ) : (
                    <Badge>
                      <Trans>No role</Trans>
                    </Badge>
                  )}
                  {user.status !== 'active' ? (
                    <Badge variant="danger">
                      <Trans>Disabled</Trans>
                    </Badge>
                  ) : null}
                </Checkbox>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={close} isDisabled={assign.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onPress={submit} isDisabled={count === 0} isPending={assign.isPending}>
          {count === 0 ? (
            <Trans>Assign Users</Trans>
          ) : (
            <Plural value={count} one="Assign # User" other="Assign # Users" />
          )}
        </Button>
      </div>
    </div>
  );
}
