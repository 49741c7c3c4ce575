import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ImportPreview, ImportRowResult } from '@lug/domain/members';
import { ListTable } from '../../components/catalogue/list-page';
import { CardHeader } from '../../components/ui/card';
import { Badge, type BadgeVariant } from '../../components/ui/badge';

const actionLabels: Record<ImportRowResult['action'], { label: MessageDescriptor; variant: BadgeVariant }> = {
  create: { label: msg`New account`, variant: 'success' },
  invite: { label: msg`Invite (has an account)`, variant: 'accent' },
  skip: { label: msg`Skipped`, variant: 'neutral' },
  error: { label: msg`Error`, variant: 'danger' },
};

/** Step 3's heading: what the import would do with the file's rows. */
export function ImportPreviewHeader({ counts }: { counts: ImportPreview['counts'] }) {
  const { t } = useLingui();
  const { create, invite, skip, error } = counts;
  return (
    <CardHeader
      title={t`3. Check the rows`}
      description={t`${create} new, ${invite} to invite, ${skip} skipped, ${error} with errors.`}
    />
  );
}

/** The rows with problems, by line, above the table: what to fix before (or instead of) importing them. */
export function ImportProblems({ rows }: { rows: readonly ImportRowResult[] }) {
  const problems = rows.filter((row) => row.action === 'error');
  if (problems.length === 0) return null;
  const count = problems.length;
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-text">
      <p className="font-medium">
        <Plural
          value={count}
          one="# row has errors and will not be imported. Fix the file and choose it again, or import the other rows."
          other="# rows have errors and will not be imported. Fix the file and choose it again, or import the other rows."
        />
      </p>
      <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto">
        {problems.map((row) => {
          const line = row.line;
          const what = row.messages.join('; ');
          return (
            <li key={line}>
              <Trans>
                <span className="font-medium">Line {line}:</span> {what}
              </Trans>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The rows of the file with what the import does with each (the header is line 1); rows with problems marked. */
export function ImportRowsTable({ rows }: { rows: readonly ImportRowResult[] }) {
  const { t } = useLingui();
  return (
    <div className="max-h-[480px] overflow-y-auto">
      <ListTable
        aria-label={t`Rows of the file`}
        rows={rows.map((row) => ({ ...row, id: row.line }))}
        empty={t`No rows.`}
        rowClassName={(row) => (row.action === 'error' ? 'bg-danger-soft' : undefined)}
        columns={[
          {
            id: 'line',
            header: t`Line`,
            isRowHeader: true,
            cell: (row) =>
              row.action === 'error' ? <span className="font-semibold text-danger-text">{row.line}</span> : row.line,
          },
          { id: 'email', header: t`Email`, cell: (row) => row.email },
          { id: 'first_name', header: t`First name`, cell: (row) => row.first_name },
          { id: 'last_name', header: t`Last name`, cell: (row) => row.last_name },
          { id: 'display_name', header: t`Display name`, cell: (row) => row.display_name ?? '' },
          { id: 'result', header: t`Result`, cell: (row) => <RowResult row={row} /> },
        ]}
      />
    </div>
  );
}

function RowResult({ row }: { row: ImportRowResult }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-1">
      <Badge variant={actionLabels[row.action].variant}>{t(actionLabels[row.action].label)}</Badge>
      {row.messages.map((message) => (
        <span key={message} className={row.action === 'error' ? 'text-xs text-danger-text' : 'text-xs text-fg-muted'}>
          {message}
        </span>
      ))}
    </div>
  );
}
