import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { longToastMs, toast } from '../../lib/toast';
import { errorMessage } from '../../lib/trpc';
import { useFetchMembersCsv } from './api';

/** Saves a file the browser already holds (the CSV the server answered). */
function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** **Export CSV** (docs/product/members.md#export-members): every member, fresh from the server. */
export function ExportMembersButton({ organizationId }: { organizationId: number }) {
  const fetchCsv = useFetchMembersCsv();
  const [exporting, setExporting] = useState(false);
  async function exportCsv() {
    setExporting(true);
    try {
      const file = await fetchCsv(organizationId);
      download(file.filename, file.csv);
    } catch (error) {
      toast.error('Error exporting members', errorMessage(error, 'Unable to export members'), {
        durationMs: longToastMs,
      });
    } finally {
      setExporting(false);
    }
  }
  return (
    <Button variant="secondary" onPress={exportCsv} isPending={exporting}>
      Export CSV
    </Button>
  );
}
