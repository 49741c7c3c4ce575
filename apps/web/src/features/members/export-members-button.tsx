import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { longToastMs, toast } from '../../lib/toast';
import { errorMessage } from '../../lib/trpc';
import { downloadCsv } from '../reports/csv';
import { useFetchMembersCsv } from './api';

/** **Export CSV** (docs/product/members.md#export-members): every member, fresh from the server. */
export function ExportMembersButton({ organizationId }: { organizationId: number }) {
  const { t } = useLingui();
  const fetchCsv = useFetchMembersCsv();
  const [exporting, setExporting] = useState(false);
  async function exportCsv() {
    setExporting(true);
    try {
      const file = await fetchCsv(organizationId);
      downloadCsv(file.filename, file.csv);
    } catch (error) {
      toast.error(t`Error exporting members`, errorMessage(error, t`Unable to export members`), {
        durationMs: longToastMs,
      });
    } finally {
      setExporting(false);
    }
  }
  return (
    <Button variant="secondary" onPress={exportCsv} isPending={exporting}>
      <Trans>Export CSV</Trans>
    </Button>
  );
}
