import { useDeferredValue, useMemo, useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import {
  paymentTypeRequiredMessage,
  registrationBadges,
  selectMemberMessage,
  type BulkStatus,
} from '@lug/domain/member-status-helpers';
import { memberDisplayName } from '@lug/domain/member-name';
import { recentYears } from '@lug/domain/years';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Select, SelectItem } from '../../../components/ui/select';
import { PageSpinner, Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { RequirePermission } from '../../../features/organizations/require-permission';
import { prefetchDateFormat, useFormatDate } from '../../../features/organizations/use-format-date';
import { useOrganization } from '../../../features/organizations/use-organization';
import { registrationMessages } from '../../../features/registration/messages';
import { registrationCounts, togglePaymentType, type PaymentType } from '../../../features/registration/registration-model';
import { RegistrationTable } from '../../../features/registration/registration-table';
import { useBulkMemberStatus } from '../../../features/registration/use-bulk-member-status';
import { messageParts } from '../../../lib/message-parts';
import { searchInt } from '../../../lib/search-params';
import { filterBySearch, searchKey, selectAllState, useSelection } from '../../../lib/selection';
import { titleHead } from '../../../lib/title';
import { toast } from '../../../lib/toast';
import { trpcHooks } from '../../../lib/trpc';
import { useErrorToast } from '../../../lib/use-error-toast';

function thisYear() {
  return new Date().getFullYear();
}

/**
 * Registration & Dues Manager (docs/product/registration.md#registration-and-dues-manager):
 * `?year=2025`, the current year and four before.
 */
export const Route = createFileRoute('/platform/registration/')({
  validateSearch: (search: Record<string, unknown>): { year?: number } => {
    const year = searchInt(search.year);
    return { year: year !== undefined && recentYears(thisYear()).includes(year) ? year : undefined };
  },
  loaderDeps: ({ search }) => ({ year: search.year ?? thisYear() }),
  loader: async ({ context, deps }) => {
    const organization = context.organization;
    if (!organization || !organization.permissions.includes('registration.manage')) return;
    await Promise.all([
      context.queryClient.prefetchQuery(
        context.trpcUtils.memberStatus.list.queryOptions({ organization_id: organization.id, year: deps.year }),
      ),
      prefetchDateFormat(context.trpcUtils, organization.id),
    ]);
  },
  head: () => titleHead('Registration & Dues'),
  component: () => (
    <RequirePermission permission="registration.manage">
      <RegistrationPage />
    </RequirePermission>
  ),
});

function RegistrationPage() {
  const { organizationId } = useOrganization();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/platform/registration/' });
  const year = search.year ?? thisYear();

  const statuses = trpcHooks.memberStatus.list.useQuery({ organization_id: organizationId, year });
  useErrorToast(statuses.error, registrationMessages.loadFailed);
  const bulk = useBulkMemberStatus(organizationId);
  const formatDate = useFormatDate();

  const members = useSelection();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [paymentType, setPaymentType] = useState<PaymentType | null>(null);

  const data = statuses.data;
  const keyed = useMemo(
    () => (data ?? []).map((row) => ({ row, key: searchKey(`${memberDisplayName(row)} ${row.email}`) })),
    [data],
  );
  const shown = useMemo(() => filterBySearch(keyed, deferredQuery, (entry) => entry.key).map((entry) => entry.row), [keyed, deferredQuery]);
  const shownIds = useMemo(() => shown.map((row) => row.user_id), [shown]);
  const selectAll = useMemo(() => selectAllState(members.selected, shownIds), [members.selected, shownIds]);
  const selectedIds = useMemo(() => (data ?? []).filter((row) => members.selected.has(row.user_id)).map((row) => row.user_id), [data, members.selected]);
  const counts = useMemo(() => registrationCounts(data ?? []), [data]);

  function apply(status: BulkStatus, kind: 'status' | 'payment') {
    if (selectedIds.length === 0) {
      toast.error(selectMemberMessage);
      return;
    }
    bulk.mutate(
      { organization_id: organizationId, updates: selectedIds.map((user_id) => ({ user_id, year, status })) },
      {
        onSuccess: () => toast.success(kind === 'status' ? registrationMessages.statusUpdated : registrationMessages.paymentUpdated),
        onError: () => toast.error(kind === 'status' ? registrationMessages.statusFailed : registrationMessages.paymentFailed),
      },
    );
  }

  function applyPaymentType() {
    if (selectedIds.length === 0) {
      toast.error(selectMemberMessage);
      return;
    }
    if (paymentType === null) {
      const { title, description } = messageParts(paymentTypeRequiredMessage);
      toast.error(title, description);
      return;
    }
    apply(paymentType, 'payment');
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Registration & Dues Manager"
        description="Who registered for the year and how they settled their dues."
      />

      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <Select
          label="Year"
          className="sm:w-36"
          value={String(year)}
          onChange={(key) => void navigate({ search: { year: Number(key) } })}
        >
          {recentYears(thisYear()).map((y) => (
            <SelectItem key={y} id={String(y)}>
              {String(y)}
            </SelectItem>
          ))}
        </Select>
        <TextField
          label="Search members"
          type="search"
          value={query}
          onChange={setQuery}
          placeholder="Name or email"
          className="sm:w-80"
        />
      </div>

      {statuses.isPending ? (
        <PageSpinner label="Loading registration data" />
      ) : statuses.isError ? (
        <QueryError title={registrationMessages.loadFailed} error={statuses.error} onRetry={() => void statuses.refetch()} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Stat label={registrationBadges.registered} value={`${counts.registered} of ${counts.members}`} />
            <Stat label={registrationBadges.paid} value={String(counts.paid)} />
            <Stat label={registrationBadges.gift_in_lieu} value={String(counts.giftInLieu)} />
            <Stat label={registrationBadges.none} value={String(counts.unpaid)} />
          </dl>

          <Card>
            <CardContent className="flex flex-col gap-4">
              <p className="text-sm text-fg-muted tabular-nums" aria-live="polite">
                {selectedIds.length === 0
                  ? 'Select members in the table, then apply a status to all of them.'
                  : `${selectedIds.length} ${selectedIds.length === 1 ? 'member' : 'members'} selected`}
              </p>
              <div className="flex flex-col gap-4 xl:flex-row xl:items-center xl:gap-8">
                <div className="flex shrink-0 flex-wrap gap-2">
                  <Button onPress={() => apply('registered', 'status')}>Mark Registered</Button>
                  <Button variant="secondary" onPress={() => apply('unregistered', 'status')}>
                    Mark Unregistered
                  </Button>
                </div>
                <div className="flex flex-wrap items-center gap-x-4 gap-y-3 xl:border-s xl:border-line xl:ps-8">
                  <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
                    <legend className="float-left text-sm font-medium text-fg">Payment Type</legend>
                    <Checkbox
                      isSelected={paymentType === 'paid'}
                      onChange={(on) => setPaymentType((current) => togglePaymentType(current, 'paid', on))}
                    >
                      {registrationBadges.paid}
                    </Checkbox>
                    <Checkbox
                      isSelected={paymentType === 'gift_in_lieu'}
                      onChange={(on) => setPaymentType((current) => togglePaymentType(current, 'gift_in_lieu', on))}
                    >
                      {registrationBadges.gift_in_lieu}
                    </Checkbox>
                  </fieldset>
                  <div className="flex flex-wrap gap-2">
                    <Button variant="secondary" onPress={applyPaymentType}>
                      Apply Payment Type
                    </Button>
                    <Button variant="secondary" onPress={() => apply('unpaid', 'payment')}>
                      Mark Unpaid
                    </Button>
                  </div>
                </div>
              </div>
            </CardContent>
          </Card>

          <div className="flex flex-col gap-2">
            <p className="text-sm text-fg-muted tabular-nums">
              {shown.length === counts.members
                ? `${counts.members} ${counts.members === 1 ? 'member' : 'members'}`
                : `${shown.length} of ${counts.members} members`}
              {query !== deferredQuery ? <Spinner size="sm" aria-hidden className="ms-2 inline" /> : null}
            </p>
            <RegistrationTable
              rows={shown}
              shownIds={shownIds}
              selected={members.selected}
              selectAll={selectAll}
              onToggle={members.toggle}
              onToggleShown={members.toggleShown}
              formatDate={formatDate}
              emptyMessage={counts.members === 0 ? 'This group has no active members yet.' : 'No members match the search.'}
            />
          </div>
        </>
      )}
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface px-4 py-3 shadow-card">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="text-xl font-semibold text-fg tabular-nums">{value}</dd>
    </div>
  );
}
