import { useDeferredValue, useMemo, useState } from 'react';
import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { duesFigures } from '@lug/domain/dues-figures';
import { formatMoney } from '@lug/domain/dues-helpers';
import { memberDisplayName } from '@lug/domain/member-name';
import { registrationYears } from '@lug/domain/years';
import { PageHeader } from '../../../components/page-header';
import { screenError } from '../../../components/screen-error';
import { Link } from '../../../components/ui/link';
import { Spinner } from '../../../components/ui/spinner';
import { warmDateFormat } from '../../../features/organizations/use-format-date';
import { Figure, Figures } from '../../../features/members/figures';
import { FilterBar, MemberSearchField, YearSelect } from '../../../features/members/manager-filters';
import { requirePermission } from '../../../features/organizations/guards';
import { useFormatDate } from '../../../features/organizations/use-format-date';
import { useOrganization } from '../../../features/organizations/use-organization';
import { registrationQueries } from '../../../features/registration/api';
import { duesAmountLabels, duesFigureLabels, registrationMessages } from '../../../features/registration/messages';
import { RegistrationActions } from '../../../features/registration/registration-actions';
import { EditDuesDialog } from '../../../features/registration/edit-dues-dialog';
import { ExportRegistrationButtons } from '../../../features/registration/export-registration-buttons';
import {
  RegistrationCards,
  RegistrationTable,
  type RegistrationRow,
} from '../../../features/registration/registration-table';
import { searchInt } from '../../../lib/search-params';
import { filterBySearch, searchKey, selectAllState, useSelection } from '../../../lib/selection';
import { i18n } from '../../../lib/i18n';
import { titleHead } from '../../../lib/title';

function thisYear() {
  return new Date().getFullYear();
}

/** The years the manager offers: from October the coming year too (renewals are recorded ahead). */
function yearsOffered() {
  const today = new Date();
  return registrationYears(today.getFullYear(), today.getMonth() + 1);
}

/**
 * Registration & Dues Manager (docs/product/registration.md#registration-and-dues-manager):
 * `?year=2025`, the current year and four before (and from October the coming year). The year's whole list is awaited; the search
 * narrows it in the browser.
 */
export const Route = createFileRoute('/platform/registration/')({
  validateSearch: (search: Record<string, unknown>): { year?: number } => {
    const year = searchInt(search.year);
    return { year: year !== undefined && yearsOffered().includes(year) ? year : undefined };
  },
  beforeLoad: requirePermission('registration.manage'),
  loaderDeps: ({ search }) => ({ year: search.year ?? thisYear() }),
  loader: async ({ context, deps }) => {
    const organization = context.organization;
    if (!organization) return;
    await Promise.all([
      context.queryClient.ensureQueryData(registrationQueries.statuses(organization.id, deps.year)),
      context.queryClient.ensureQueryData(registrationQueries.fees(organization.id)),
      warmDateFormat(context.queryClient, organization.id),
    ]);
  },
  head: () => titleHead(t`Registration & Dues`),
  errorComponent: (props) =>
    screenError({ heading: t`Registration & Dues Manager`, title: i18n._(registrationMessages.loadFailed) })(props),
  component: RegistrationPage,
});

function RegistrationPage() {
  const { t } = useLingui();
  const { organizationId } = useOrganization();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/platform/registration/' });
  const year = search.year ?? thisYear();
  const { data } = useSuspenseQuery(registrationQueries.statuses(organizationId, year));
  const { data: fees } = useSuspenseQuery(registrationQueries.fees(organizationId));
  const fee = fees.find((f) => f.year === year) ?? null;
  const [editing, setEditing] = useState<RegistrationRow | null>(null);
  const formatDate = useFormatDate();

  const members = useSelection();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const keyed = useMemo(
    () => data.map((row) => ({ row, key: searchKey(`${memberDisplayName(row)} ${row.email}`) })),
    [data],
  );
  const shown = useMemo(
    () => filterBySearch(keyed, deferredQuery, (entry) => entry.key).map((entry) => entry.row),
    [keyed, deferredQuery],
  );
  const shownIds = useMemo(() => shown.map((row) => row.user_id), [shown]);
  const selectAll = useMemo(() => selectAllState(members.selected, shownIds), [members.selected, shownIds]);
  const selectedIds = useMemo(
    () => data.filter((row) => members.selected.has(row.user_id)).map((row) => row.user_id),
    [data, members.selected],
  );
  // The figures of the dashboard and the exports (decision 43): gifts in lieu in no money figure.
  const { counts, amounts } = useMemo(() => duesFigures(data, fee?.amount_minor ?? null), [data, fee]);
  const { registered, members: memberCount } = counts;
  const shownCount = shown.length;
  // The table (from 768 px) and the cards (a phone) show the same rows and selection.
  const listProps = {
    rows: shown,
    shownIds,
    selected: members.selected,
    selectAll,
    onToggle: members.toggle,
    onToggleShown: members.toggleShown,
    formatDate,
    currency: fee?.currency ?? null,
    feeMinor: fee?.amount_minor ?? null,
    onEdit: setEditing,
    emptyMessage: memberCount === 0 ? t`This group has no active members yet.` : t`No members match the search.`,
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t`Registration & Dues Manager`}
        description={t`Who registered for the year and how they settled their dues.`}
        actions={<ExportRegistrationButtons organizationId={organizationId} year={year} />}
      />

      <FilterBar>
        <YearSelect
          value={year}
          years={yearsOffered()}
          onChange={(next) => void navigate({ search: { year: next } })}
        />
        <MemberSearchField value={query} onChange={setQuery} placeholder={t`Name or email`} />
      </FilterBar>

      <section aria-label={t`Dues figures ${year}`} className="flex flex-col gap-2">
        <Figures className="lg:grid-cols-5">
          <Figure label={t(duesFigureLabels.registered)} value={t`${registered} of ${memberCount}`} />
          <Figure label={t(duesFigureLabels.paid)} value={counts.paid} />
          <Figure label={t(duesFigureLabels.partPaid)} value={counts.partPaid} />
          <Figure label={t(duesFigureLabels.giftInLieu)} value={counts.giftInLieu} />
          <Figure label={t(duesFigureLabels.unpaid)} value={counts.unpaid} />
        </Figures>
        {fee ? (
          <Figures className="lg:grid-cols-4">
            <Figure label={t`Dues ${year}`} value={formatMoney(fee.amount_minor, fee.currency)} />
            <Figure label={t(duesAmountLabels.received)} value={formatMoney(amounts.received, fee.currency)} />
            <Figure
              label={t(duesAmountLabels.expected)}
              value={formatMoney(amounts.expected ?? 0, fee.currency)}
              hint={plural(memberCount - counts.giftInLieu, {
                one: 'The fee × # member (no gift in lieu)',
                other: 'The fee × # members (no gift in lieu)',
              })}
            />
            <Figure label={t(duesAmountLabels.outstanding)} value={formatMoney(amounts.outstanding ?? 0, fee.currency)} />
          </Figures>
        ) : null}
        <p className="text-xs text-fg-muted">
          <Trans>
            All active members in {year}; each is counted once as Paid, Part paid, Gift-in-Lieu or Unpaid (a gift in
            lieu is not counted as paid).
          </Trans>{' '}
          {fee ? (
            <Trans>
              Expected is the fee times the active members who are not a gift in lieu; Received adds up their payments;
              Outstanding is what they still owe.
            </Trans>
          ) : (
            <Trans>
              No dues amount is set for {year}:{' '}
              <Link to="/platform/settings/membership">set it in Settings → Membership</Link>.
            </Trans>
          )}
        </p>
      </section>

      <RegistrationActions organizationId={organizationId} year={year} selectedIds={selectedIds} />

      <div className="flex flex-col gap-2">
        <p className="text-sm text-fg-muted tabular-nums">
          {shownCount === memberCount
            ? plural(memberCount, { one: '# member', other: '# members' })
            : plural(memberCount, { one: `${shownCount} of # member`, other: `${shownCount} of # members` })}
          {query !== deferredQuery ? <Spinner size="sm" aria-hidden className="ms-2 inline" /> : null}
        </p>
        <div className="hidden md:block">
          <RegistrationTable {...listProps} />
        </div>
        <div className="md:hidden">
          <RegistrationCards {...listProps} />
        </div>
      </div>
      <EditDuesDialog
        organizationId={organizationId}
        row={editing}
        fee={fee}
        formatDate={formatDate}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
