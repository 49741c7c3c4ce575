import { useRef, useState } from 'react';
import type { ImportColumn } from '@lug/domain/members-helpers';
import {
  guessImportColumns,
  importRecords,
  missingImportColumns,
  type ImportTable,
} from '@lug/domain/member-import-headers';
import type { ImportPreview, ImportResult } from '@lug/domain/members';
import { errorMessage } from '../../lib/trpc';
import { useImportMembers, usePreviewImport } from './api';
import { readImportFile, type ImportFileProblem } from './import-file';

/** What stands in the way, shown where it happened: the file, or the server's answer about it. */
export type ImportProblem = ImportFileProblem | { kind: 'server'; message: string };

/**
 * The state of Import Members (docs/product/members.md#import-members): the file read in the
 * browser, which column is which (guessed from the headers, corrected by the person), the server's
 * preview of the mapped rows, and the import's result. Every failure becomes a problem the page
 * shows in place; nothing throws past it.
 */
export function useMemberImport(organizationId: number) {
  const [fileName, setFileName] = useState<string | null>(null);
  const [table, setTable] = useState<ImportTable | null>(null);
  const [columns, setColumns] = useState<Array<ImportColumn | null>>([]);
  const [problem, setProblem] = useState<ImportProblem | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [importProblem, setImportProblem] = useState<string | null>(null);
  const [isReadingFile, setReadingFile] = useState(false);
  const previewImport = usePreviewImport();
  const importMembers = useImportMembers();
  // Only the answer to the latest mapping counts.
  const latest = useRef(0);

  function requestPreview(read: ImportTable, mapped: Array<ImportColumn | null>) {
    setPreview(null);
    setImportProblem(null);
    const ask = ++latest.current;
    if (missingImportColumns(mapped).length > 0) return;
    previewImport.mutate(
      { organization_id: organizationId, records: importRecords(read, mapped) },
      {
        onSuccess: (answer) => {
          if (ask === latest.current) setPreview(answer);
        },
        onError: (error) => {
          if (ask === latest.current) setProblem({ kind: 'server', message: errorMessage(error) });
        },
      },
    );
  }

  async function chooseFile(file: File | undefined) {
    if (!file) return;
    latest.current += 1;
    setFileName(file.name);
    setTable(null);
    setPreview(null);
    setResult(null);
    setProblem(null);
    setImportProblem(null);
    setReadingFile(true);
    const read = await readImportFile(file).finally(() => setReadingFile(false));
    if (!read.ok) {
      setProblem(read.problem);
      return;
    }
    const guessed = guessImportColumns(read.table.headers);
    setTable(read.table);
    setColumns(guessed);
    requestPreview(read.table, guessed);
  }

  /** Column `index` holds `column` (or nothing to import); another column holding it lets go. */
  function mapColumn(index: number, column: ImportColumn | null) {
    if (!table) return;
    const next = columns.map((current, at) => (at === index ? column : current === column ? null : current));
    setColumns(next);
    setProblem(null);
    requestPreview(table, next);
  }

  function runImport(sendWelcome: boolean, onDone: (result: ImportResult) => void) {
    if (!table) return;
    setImportProblem(null);
    importMembers.mutate(
      { organization_id: organizationId, records: importRecords(table, columns), send_welcome: sendWelcome },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setPreview(null);
          setTable(null);
          onDone(answer);
        },
        onError: (error) => setImportProblem(errorMessage(error)),
      },
    );
  }

  return {
    fileName,
    table,
    columns,
    missing: missingImportColumns(columns),
    problem,
    preview,
    result,
    importProblem,
    isReading: isReadingFile || previewImport.isPending,
    isImporting: importMembers.isPending,
    chooseFile,
    mapColumn,
    runImport,
  };
}
