import { useState } from 'react';
import { msg, t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { FileTrigger } from 'react-aria-components';
import type { MessageDescriptor } from '@lingui/core';
import type { ImportPreview, ImportResult, ImportRowResult } from '@lug/domain/members';
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
import { emailDeliveryMessages } from '../../../features/email-delivery/words';
import { Figure, Figures } from '../../../features/members/figures';
import { requirePermission } from '../../../features/organizations/guards';
import { useOrganization } from '../../../features/organizations/use-organization';
import { titleHead } from '../../../lib/title';
import { longToastMs, toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/trpc';

/** Import Members (docs/product/members.md#import-members): choose, check, import. */
export const Route = createFileRoute('/platform/members/import')({
  beforeLoad: requirePermission('members.manage'),
  head: () => titleHead(t`Import Members`),
  errorComponent: (props) => screenError({ heading: t`Import Members`, title: t`Import failed` })(props),
  component: ImportMembersPage,
});

const actionLabels: Record<ImportRowResult['action'], { label: MessageDescriptor; variant: BadgeVariant }> = {
  create: { label: msg`New account`, variant: 'success' },
  invite: { label: msg`Invite (has an account)`, variant: 'accent' },
  skip: { label: msg`Skipped`, variant: 'neutral' },
  error: { label: msg`Error`, variant: 'danger' },
};

function ImportMembersPage() {
  const { t } = useLingui();
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
      toast.error(t`File too large`, t`The CSV file must be 1 MB or smaller.`, { durationMs: longToastMs });
      return;
    }
    const csv = await chosen.text();
    setFile({ name: chosen.name, csv });
    previewImport.mutate(
      { organization_id: organizationId, csv },
      {
        onSuccess: setPreview,
        onError: (error) => toast.error(t`Could not read the file`, errorMessage(error), { durationMs: longToastMs }),
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
          const { created, invited, skipped } = answer;
          toast.success(t`Members imported`, t`${created} created, ${invited} invited, ${skipped} skipped.`, {
            durationMs: longToastMs,
          });
        },
        onError: (error) =>
          toast.error(t`Import failed`, errorMessage(error, t`Unable to import members`), { durationMs: longToastMs }),
      },
    );
  }

  const toImport = preview ? preview.counts.create + preview.counts.invite : 0;
  const errorRows = preview ? preview.counts.error : 0;
  const organizationName = organization.name;
  const columns = importColumns.join(',');

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t`Import Members`}
        description={t`Add many people to ${organizationName} at once from a CSV file.`}
        actions={
          <ButtonLink to="/platform/members" variant="secondary">
            <Trans>Back to Members</Trans>
          </ButtonLink>
        }
      />

      <Card>
        <CardHeader
          title={t`1. Choose a CSV file`}
          description={
            <Trans>
              The first row names the columns: <code className="font-mono text-xs">{columns}</code> (display_name is
              optional). People who already have an account are invited and join once they accept; people already in it
              are skipped. Nothing changes until you press Import.
            </Trans>
          }
        />
        <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <FileTrigger acceptedFileTypes={['.csv', 'text/csv']} onSelect={(files) => void chooseFile(files)}>
            <Button variant="secondary" isPending={previewImport.isPending}>
              <Trans>Choose CSV file</Trans>
            </Button>
          </FileTrigger>
          <p className="text-sm text-fg-muted" aria-live="polite">
            {file ? file.name : <Trans>No file chosen</Trans>}
          </p>
        </CardContent>
      </Card>

      {preview ? (
        <Card>
          <PreviewHeader counts={preview.counts} />
          <CardContent className="flex flex-col gap-4">
            {errorRows > 0 ? (
              <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-text">
                <Plural
                  value={errorRows}
                  one="# row has errors and will not be imported. Fix the file and choose it again, or import the other rows."
                  other="# rows have errors and will not be imported. Fix the file and choose it again, or import the other rows."
                />
              </p>
            ) : null}
            <PreviewTable rows={preview.rows} />
            <Checkbox isSelected={sendWelcome} onChange={setSendWelcome}>
              <Trans>Send each new member the welcome email with a link to set their password</Trans>
            </Checkbox>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <Button onPress={runImport} isPending={importCsv.isPending} isDisabled={toImport === 0}>
                <Plural value={toImport} one="Import # member" other="Import # members" />
              </Button>
              {toImport === 0 ? (
                <p className="text-sm text-fg-muted">
                  <Trans>There is nothing to import.</Trans>
                </p>
              ) : null}
            </div>
          </CardContent>
        </Card>
      ) : null}

      {result ? (
        <Card>
          <CardHeader title={t`Import finished`} />
          <CardContent className="flex flex-col gap-4">
            <Figures className="sm:grid-cols-4">
              <Figure label={t`Created`} value={result.created} />
              <Figure label={t`Invited`} value={result.invited} />
              <Figure label={t`Skipped`} value={result.skipped} />
              <Figure label={t`Not imported (errors)`} value={result.failed} />
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
              <ButtonLink to="/platform/members">
                <Trans>Go to Members</Trans>
              </ButtonLink>
            </div>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

/** Step 2's heading: what the import would do with the file's rows. */
function PreviewHeader({ counts }: { counts: ImportPreview['counts'] }) {
  const { t } = useLingui();
  const { create, invite, skip, error } = counts;
  return (
    <CardHeader
      title={t`2. Check the rows`}
      description={t`${create} new, ${invite} to invite, ${skip} skipped, ${error} with errors.`}
    />
  );
}

/** The rows of the file with what the import does with each (the header is line 1). */
function PreviewTable({ rows }: { rows: ImportRowResult[] }) {
  const { t } = useLingui();
  return (
    <div className="max-h-[480px] overflow-y-auto">
      <ListTable
        aria-label={t`Rows of the CSV file`}
        rows={rows.map((row) => ({ ...row, id: row.line }))}
        empty={t`No rows.`}
        columns={[
          { id: 'line', header: t`Line`, isRowHeader: true, cell: (row) => row.line },
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
