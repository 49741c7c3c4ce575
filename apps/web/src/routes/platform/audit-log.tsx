import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-header';
import { screenError } from '../../components/screen-error';
import { Button } from '../../components/ui/button';
import { Select, SelectItem } from '../../components/ui/select';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../components/ui/table';
import { TextField } from '../../components/ui/text-field';
import { auditLogQueries, type AuditFilters } from '../../features/audit-log/api';
import { actionLabel, auditActions, auditEntities, entityLabel } from '../../features/audit-log/labels';
import { auditSentence } from '../../features/audit-log/sentences';
import { requirePermission } from '../../features/organizations/guards';
import { warmDateFormat, useFormatDate, useFormatDateTime } from '../../features/organizations/use-format-date';
import { useOrganization } from '../../features/organizations/use-organization';
import { searchString } from '../../lib/search-params';
import { titleHead } from '../../lib/title';

const isoDate = (value: unknown) => {
  const text = searchString(value);
  return text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined;
};

export const Route = createFileRoute('/platform/audit-log')({
  validateSearch: (search): AuditFilters => ({
    entity: searchString(search.entity),
    action: searchString(search.action),
    from: isoDate(search.from),
    to: isoDate(search.to),
  }),
  loaderDeps: ({ search }) => search,
  beforeLoad: requirePermission('settings.manage'),
  // The first page for the filters; changing them keeps the table on screen while the loader reads.
  loader: async ({ context, deps }) => {
    const organizationId = context.organization?.id;
    if (organizationId === undefined) return;
    await Promise.all([
      context.queryClient.ensureInfiniteQueryData(auditLogQueries.list(organizationId, deps)),
      warmDateFormat(context.queryClient, organizationId),
    ]);
  },
  head: () => titleHead(t`Audit Log`),
  errorComponent: (props) => screenError({ heading: t`Audit Log`, title: t`Error loading the audit log` })(props),
  component: AuditLogPage,
});

const all = 'all';

function AuditLogPage() {
  const { t } = useLingui();
  const { organizationId } = useOrganization();
  const formatDateTime = useFormatDateTime();
  const formatDate = useFormatDate();
  const filters = Route.useSearch();
  const navigate = useNavigate({ from: '/platform/audit-log' });
  const log = useSuspenseInfiniteQuery(auditLogQueries.list(organizationId, filters));
  const entries = log.data.pages.flatMap((page) => page.items);
  const filtered = Boolean(filters.entity ?? filters.action ?? filters.from ?? filters.to);

  const setFilter = (change: Partial<AuditFilters>) => void navigate({ search: (prev) => ({ ...prev, ...change }) });
  const actionOptions = auditActions.filter((action) => !filters.entity || action.startsWith(`${filters.entity}.`));

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t`Audit Log`}
        description={t`Who changed what, and when: every change made in your organization.`}
      />

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
        <Select
          label={t`Entity`}
          value={filters.entity ?? all}
          onChange={(key) =>
            setFilter({ entity: key === all || key === null ? undefined : String(key), action: undefined })
          }
        >
          <SelectItem id={all}>
            <Trans>All entities</Trans>
          </SelectItem>
          {auditEntities.map((entity) => (
            <SelectItem key={entity} id={entity}>
              {entityLabel(entity)}
            </SelectItem>
          ))}
        </Select>
        <Select
          label={t`Action`}
          value={filters.action ?? all}
          onChange={(key) => setFilter({ action: key === all || key === null ? undefined : String(key) })}
        >
          <SelectItem id={all}>
            <Trans>All actions</Trans>
          </SelectItem>
          {actionOptions.map((action) => (
            <SelectItem key={action} id={action}>
              {actionLabel(action)}
            </SelectItem>
          ))}
        </Select>
        <DateRange from={filters.from} to={filters.to} onApply={setFilter} />
        {filtered ? (
          <Button
            variant="ghost"
            onPress={() => setFilter({ entity: undefined, action: undefined, from: undefined, to: undefined })}
          >
            <Trans>Clear filters</Trans>
          </Button>
        ) : null}
      </div>

      <Table aria-label={t`Audit log`}>
        <TableHeader>
          <Column isRowHeader>
            <Trans>When</Trans>
          </Column>
          {/* On a phone the sentence names who acted and what: the Who and Entity columns give way to it. */}
          <Column className="max-sm:hidden">
            <Trans>Who</Trans>
          </Column>
          <Column>
            <Trans>Action</Trans>
          </Column>
          <Column className="max-sm:hidden">
            <Trans>Entity</Trans>
          </Column>
          <Column>
            <Trans>Details</Trans>
          </Column>
        </TableHeader>
        <TableBody
          items={entries}
          renderEmptyState={() => (
            <p className="px-4 py-10 text-center text-sm text-fg-muted">
              {filtered ? <Trans>No changes match the filters.</Trans> : <Trans>No changes recorded yet.</Trans>}
            </p>
          )}
        >
          {(entry) => (
            <Row id={entry.id}>
              <Cell className="align-top tabular-nums sm:whitespace-nowrap">
                <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
              </Cell>
              <Cell className="align-top max-sm:hidden">
                {entry.actor ? (
                  entry.actor.name
                ) : (
                  <span className="text-fg-subtle">
                    <Trans>System</Trans>
                  </span>
                )}
              </Cell>
              <Cell className="align-top">
                {/* What happened, in a sentence; the kind of change (the Action filter's words) under it. */}
                <span className="flex min-w-48 flex-col gap-0.5">
                  <span>{auditSentence(entry, { formatDate })}</span>
                  <span className="text-xs text-fg-subtle">{actionLabel(entry.action)}</span>
                </span>
              </Cell>
              <Cell className="align-top whitespace-nowrap max-sm:hidden">
                {entityLabel(entry.entity)}
                {entry.entity_id ? <EntityNumber id={entry.entity_id} /> : null}
              </Cell>
              <Cell className="align-top">
                <AuditDetails details={entry.details} />
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      {log.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          isPending={log.isFetchingNextPage}
          onPress={() => void log.fetchNextPage()}
        >
          <Trans>Load more</Trans>
        </Button>
      ) : entries.length > 0 ? (
        <p className="text-center text-sm text-fg-subtle">
          {filtered ? <Trans>That is everything that matches.</Trans> : <Trans>That is everything.</Trans>}
        </p>
      ) : null}
      {log.isFetchNextPageError ? (
        <p role="alert" className="text-center text-sm text-danger-text">
          <Trans>Could not load more entries. Try again.</Trans>
        </p>
      ) : null}
    </div>
  );
}

function DateRange({
  from,
  to,
  onApply,
}: {
  from: string | undefined;
  to: string | undefined;
  onApply: (change: Pick<AuditFilters, 'from' | 'to'>) => void;
}) {
  const { t } = useLingui();
  // A date input reports a value only once the date is complete: each complete date applies at once.
  const invalid = from !== undefined && to !== undefined && to < from;
  return (
    <>
      <TextField
        type="date"
        label={t`From`}
        value={from ?? ''}
        onChange={(value) => onApply({ from: value || undefined })}
      />
      <TextField
        type="date"
        label={t`To`}
        value={to ?? ''}
        onChange={(value) => onApply({ to: value || undefined })}
        isInvalid={invalid}
        errorMessage={t`The end is before the start`}
      />
    </>
  );
}

/** The number of the record a change touched, after its kind: "Activity #12". */
function EntityNumber({ id }: { id: string }) {
  return (
    <span className="text-fg-subtle">
      {' '}
      <Trans>#{id}</Trans>
    </span>
  );
}

/** The change's details as indented JSON, folded away until asked for. */
function AuditDetails({ details }: { details: Record<string, unknown> }) {
  const keys = Object.keys(details);
  if (keys.length === 0) return <span className="text-fg-subtle">—</span>;
  const summary = keys.slice(0, 3).join(', ') + (keys.length > 3 ? ', …' : '');
  return (
    <details className="group max-w-md">
      <summary className="cursor-pointer rounded-sm text-sm text-accent-text select-none">
        <span className="group-open:hidden">
          <Trans>Show</Trans>
        </span>
        <span className="hidden group-open:inline">
          <Trans>Hide</Trans>
        </span>{' '}
        {summary}
      </summary>
      <pre className="mt-2 max-h-80 overflow-auto rounded-lg bg-surface-2 p-3 text-xs leading-relaxed whitespace-pre-wrap break-words text-fg">
        {JSON.stringify(details, null, 2)}
      </pre>
    </details>
  );
}
