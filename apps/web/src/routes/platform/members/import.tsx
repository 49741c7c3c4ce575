import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { FileTrigger } from 'react-aria-components';
import type { ImportPreview, ImportResult, ImportRowResult } from '@lug/domain/members';
import { emailDeliveryMessages } from '@lug/domain/email-delivery-helpers';
import { importColumns, importMaxBytes } from '@lug/domain/members-helpers';
import { PageHeader } from '../../../components/page-header';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { ButtonLink } from '../../../components/ui/link';
import { ListTable } from '../../../components/catalogue/list-page';
import { screenError } from '../../../components/screen-error';
import { useImportMembers, usePreviewImport } from '../../../features/members/api';
import { Figure, Figures } from '../../../features/members/figures';
import { requirePermission } from '../../../features/organizations/guards';
import { useOrganization } from '../../../features/organizations/use-organization';
import { titleHead } from '../../../lib/title';
import { longToastMs, toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/trpc';

/** Import Members (docs/product/members.md#import-members): choose, check, import. */
export const Route = createFileRoute('/platform/members/import')({
  beforeLoad: requirePermission('members.manage'),
  head: () => titleHead('Import Members'),
  errorComponent: screenError({ heading: 'Import Members', title: 'Import failed' }),
  component: ImportMembersPage,
});

const actionLabels: Record<ImportRowResult['action'], { label: string; variant: BadgeVariant }> = {
  create: { label: 'New account', variant: 'success' },
  invite: { label: 'Invite (has an account)', variant: 'accent' },
  skip: { label: 'Skipped', variant: 'neutral' },
  error: { label: 'Error', variant: 'danger' },
};

function ImportMembersPage() {
  const { organizationId, organization } = useOrganization();
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [sendWelcome, setSendWelcome] = useState(true);
  const previewImport = usePreviewImport();
  const importCsv = useImportMembers();

  async function chooseFile(files: FileList | null) {
    const chosen = files?.[0];
    if (!chosen) return;
    setResult(null);
    setPreview(null);
    if (chosen.size > importMaxBytes) {
      toast.error('File too large', 'The CSV file must be 1 MB or smaller.', { durationMs: longToastMs });
      return;
    }
    const csv = await chosen.text();
    setFile({ name: chosen.name, csv });
    previewImport.mutate(
      { organization_id: organizationId, csv },
      {
        onSuccess: setPreview,
        onError: (error) => toast.error('Could not read the file', errorMessage(error), { durationMs: longToastMs }),
      },
    );
  }

  function runImport() {
    if (!file) return;
    importCsv.mutate(
      { organization_id: organizationId, csv: file.csv, send_welcome: sendWelcome },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setPreview(null);
          toast.success(
            'Members imported',
            `${answer.created} created, ${answer.invited} invited, ${answer.skipped} skipped.`,
            {
              durationMs: longToastMs,
            },
          );
        },
        onError: (error) =>
          toast.error('Import failed', errorMessage(error, 'Unable to import members'), { durationMs: longToastMs }),
      },
    );
  }

  const toImport = preview ? preview.counts.create + preview.counts.invite : 0;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Import Members"
        description={`Add many people to ${organization.name} at once from a CSV file.`}
        actions={
          <ButtonLink to="/platform/members" variant="secondary">
            Back to Members
          </ButtonLink>
        }
      />

      <Card>
        <CardHeader
          title="1. Choose a CSV file"
          description={
            <>
              The first row names the columns: <code className="font-mono text-xs">{importColumns.join(',')}</code>{' '}
              (display_name is optional). People who already have an account are invited and join once they accept;
              people already in it are skipped. Nothing changes until you press Import.
            </>
          }
        />
        <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <FileTrigger acceptedFileTypes={['.csv', 'text/csv']} onSelect={(files) => void chooseFile(files)}>
            <Button variant="secondary" isPending={previewImport.isPending}>
              Choose CSV file
            </Button>
          </FileTrigger>
          <p className="text-sm text-fg-muted" aria-live="polite">
            {file ? file.name : 'No file chosen'}
          </p>
        </CardContent>
      </Card>

      {preview ? (
        <Card>
          <CardHeader
            title="2. Check the rows"
            description={`${preview.counts.create} new, ${preview.counts.invite} to invite, ${preview.counts.skip} skipped, ${preview.counts.error} with errors.`}
          />
          <CardContent className="flex flex-col gap-4">
            {preview.counts.error > 0 ? (
              <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-text">
                {preview.counts.error === 1 ? '1 row has' : `${preview.counts.error} rows have`} errors and will not be
                imported. Fix the file and choose it again, or import the other rows.
              </p>
            ) : null}
            <PreviewTable rows={preview.rows} />
            <Checkbox isSelected={sendWelcome} onChange={setSendWelcome}>
              Send each new member the welcome email with a link to set their password
            </Checkbox>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <Button onPress={runImport} isPending={importCsv.isPending} isDisabled={toImport === 0}>
                {toImport === 1 ? 'Import 1 member' : `Import ${toImport} members`}
              </Button>
              {toImport === 0 ? <p className="text-sm text-fg-muted">There is nothing to import.</p> : null}
            </div>
          </CardContent>
        </Card>
      ) : null}

      {result ? (
        <Card>
          <CardHeader title="Import finished" />
          <CardContent className="flex flex-col gap-4">
            <Figures className="sm:grid-cols-4">
              <Figure label="Created" value={result.created} />
              <Figure label="Invited" value={result.invited} />
              <Figure label="Skipped" value={result.skipped} />
              <Figure label="Not imported (errors)" value={result.failed} />
            </Figures>
            {result.emails > 0 ? (
              <p
                className={
                  result.emailDelivery === 'queued'
                    ? 'text-sm text-fg-muted'
                    : 'rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning-text'
                }
              >
                {result.emailDelivery === 'queued'
                  ? emailDeliveryMessages.importQueued(result.emails)
                  : emailDeliveryMessages.importWaiting(result.emails)}
              </p>
            ) : null}
            {result.failed > 0 ? <PreviewTable rows={result.rows.filter((r) => r.action === 'error')} /> : null}
            <div>
              <ButtonLink to="/platform/members">Go to Members</ButtonLink>
            </div>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

/** The rows of the file with what the import does with each (the header is line 1). */
function PreviewTable({ rows }: { rows: ImportRowResult[] }) {
  return (
    <div className="max-h-[480px] overflow-y-auto">
      <ListTable
        aria-label="Rows of the CSV file"
        rows={rows.map((row) => ({ ...row, id: row.line }))}
        empty="No rows."
        columns={[
          { id: 'line', header: 'Line', isRowHeader: true, cell: (row) => row.line },
          { id: 'email', header: 'Email', cell: (row) => row.email },
          { id: 'first_name', header: 'First name', cell: (row) => row.first_name },
          { id: 'last_name', header: 'Last name', cell: (row) => row.last_name },
          { id: 'display_name', header: 'Display name', cell: (row) => row.display_name ?? '' },
          { id: 'result', header: 'Result', cell: (row) => <RowResult row={row} /> },
        ]}
      />
    </div>
  );
}

function RowResult({ row }: { row: ImportRowResult }) {
  return (
    <div className="flex flex-col gap-1">
      <Badge variant={actionLabels[row.action].variant}>{actionLabels[row.action].label}</Badge>
      {row.messages.map((message) => (
        <span key={message} className={row.action === 'error' ? 'text-xs text-danger-text' : 'text-xs text-fg-muted'}>
          {message}
        </span>
      ))}
    </div>
  );
}
