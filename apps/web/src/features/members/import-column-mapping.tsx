import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ImportTable } from '@lug/domain/member-import-headers';
import { importColumns, type ImportColumn } from '@lug/domain/members-helpers';
import { Select, SelectItem } from '../../components/ui/select';

export const importColumnLabels: Record<ImportColumn, MessageDescriptor> = {
  email: msg`Email`,
  first_name: msg`First name`,
  last_name: msg`Last name`,
  display_name: msg`Display name`,
};

const notImported = 'none';

/**
 * Which column of the file holds what: one choice per header of the file, set from the headers the
 * import recognised; a required column nobody holds is named above them with the headers found.
 */
export function ImportColumnMapping({
  table,
  columns,
  missing,
  onChange,
}: {
  table: ImportTable;
  columns: ReadonlyArray<ImportColumn | null>;
  missing: readonly ImportColumn[];
  onChange: (index: number, column: ImportColumn | null) => void;
}) {
  const { t } = useLingui();
  const missingNames = missing.map((column) => t(importColumnLabels[column])).join(', ');
  const found = table.headers.filter((header) => header !== '').join(', ');
  const options = [
    ...importColumns.map((column) => ({ id: column, name: t(importColumnLabels[column]) })),
    { id: notImported, name: t`Not imported` },
  ];
  return (
    <div className="flex flex-col gap-4">
      {missing.length > 0 ? (
        <div role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-text">
          <p className="font-medium">
            <Trans>Choose which column holds: {missingNames}.</Trans>
          </p>
          <p>
            <Trans>The headers found in the file: {found}.</Trans>
          </p>
        </div>
      ) : null}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {table.headers.map((header, index) => {
          const position = index + 1;
          const sample = table.rows.find((row) => (row.cells[index] ?? '') !== '')?.cells[index];
          const column = columns[index] ?? null;
          return (
            <Select
              key={`${position}:${header}`}
              label={header || t`Column ${position}`}
              description={sample ? t`For example: ${sample}` : undefined}
              items={options}
              selectedKey={column ?? notImported}
              onSelectionChange={(key) => onChange(index, key === notImported || key === null ? null : (key as ImportColumn))}
            >
              {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
            </Select>
          );
        })}
      </div>
    </div>
  );
}
