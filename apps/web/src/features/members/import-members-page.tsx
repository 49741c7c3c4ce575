import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { importMaxRows } from '@lug/domain/members-helpers';
import { FileTrigger } from 'react-aria-components';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { ButtonLink } from '../../components/ui/link';
import { longToastMs, toast } from '../../lib/toast';
import { useOrganization } from '../organizations/use-organization';
import { ImportColumnMapping } from './import-column-mapping';
import { importFileTypes } from './import-file';
import { ImportPreviewHeader, ImportProblems, ImportRowsTable } from './import-preview';
import { ImportFinished } from './import-finished';
import { useMemberImport, type ImportProblem } from './use-member-import';

/** Import Members (docs/product/members.md#import-members): choose, match the columns, check, import. */
export function ImportMembersPage() {
  const { t } = useLingui();
  const { organizationId, organization } = useOrganization();
  const [sendWelcome, setSendWelcome] = useState(true);
  const state = useMemberImport(organizationId);
  const { preview, table } = state;
  const toImport = preview ? preview.counts.create + preview.counts.invite : 0;
  const organizationName = organization.name;
  const importProblem = state.importProblem;

  function runImport() {
    state.runImport(sendWelcome, ({ created, invited, skipped }) =>
      toast.success(t`Members imported`, t`${created} created, ${invited} invited, ${skipped} skipped.`, {
        durationMs: longToastMs,
      }),
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t`Import Members`}
        description={t`Add many people to ${organizationName} at once from a CSV file or an Excel workbook.`}
        actions={
          <ButtonLink to="/platform/members" variant="secondary">
            <Trans>Back to Members</Trans>
          </ButtonLink>
        }
      />

      <Card>
        <CardHeader
          title={t`1. Choose a file`}
          description={
            <Trans>
              A CSV file (commas, semicolons or tabs between cells) or an Excel workbook (.xlsx, its first sheet). The
              first row names the columns: email, first name, last name and optionally display name, in English,
              German, French, Dutch or Italian. People who already have an account are invited and join once they
              accept; people already in it are skipped. Nothing changes until you press Import.
            </Trans>
          }
        />
        <CardContent className="flex flex-col gap-3">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <FileTrigger acceptedFileTypes={importFileTypes} onSelect={(files) => void state.chooseFile(files?.[0])}>
              <Button variant="secondary" isPending={state.isReading}>
                <Trans>Choose file</Trans>
              </Button>
            </FileTrigger>
            <p className="text-sm text-fg-muted" aria-live="polite">
              {state.fileName ?? <Trans>No file chosen</Trans>}
            </p>
          </div>
          {state.problem ? <FileProblem problem={state.problem} /> : null}
        </CardContent>
      </Card>

      {table ? (
        <Card>
          <CardHeader
            title={t`2. Match the columns`}
            description={t`Which column of the file holds what. The columns the import recognised are set; change any that are wrong.`}
          />
          <CardContent>
            <ImportColumnMapping table={table} columns={state.columns} missing={state.missing} onChange={state.mapColumn} />
          </CardContent>
        </Card>
      ) : null}

      {preview && table ? (
        <Card>
          <ImportPreviewHeader counts={preview.counts} />
          <CardContent className="flex flex-col gap-4">
            <ImportProblems rows={preview.rows} />
            <ImportRowsTable rows={preview.rows} />
            <Checkbox isSelected={sendWelcome} onChange={setSendWelcome}>
              <Trans>Send each new member the welcome email with a link to set their password</Trans>
            </Checkbox>
            {importProblem ? (
              <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-text">
                <Trans>Import failed: {importProblem}</Trans>
              </p>
            ) : null}
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <Button onPress={runImport} isPending={state.isImporting} isDisabled={toImport === 0}>
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

      {state.result ? <ImportFinished result={state.result} /> : null}
    </div>
  );
}

/** Why the file could not be used, in place under the file chooser. */
function FileProblem({ problem }: { problem: ImportProblem }) {
  const maxRows = importMaxRows;
  const text = (() => {
    switch (problem.kind) {
      case 'too-large':
        return <Trans>The file must be 1 MB or smaller.</Trans>;
      case 'empty':
        return <Trans>The file is empty.</Trans>;
      case 'no-rows':
        return <Trans>The file has a header row but no member rows.</Trans>;
      case 'too-many-rows':
        return <Trans>The file has more than {maxRows} rows.</Trans>;
      case 'not-a-workbook':
        return <Trans>The file could not be read as an Excel workbook (.xlsx).</Trans>;
      case 'unreadable': {
        const { detail } = problem;
        const line = problem.line;
        return line ? (
          <Trans>
            The file could not be read: {detail} (line {line}).
          </Trans>
        ) : (
          <Trans>The file could not be read: {detail}</Trans>
        );
      }
      case 'server': {
        const { message } = problem;
        return <Trans>The file could not be checked: {message}</Trans>;
      }
    }
  })();
  return (
    <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-text">
      {text}
    </p>
  );
}
