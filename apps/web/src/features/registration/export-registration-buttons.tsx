import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { longToastMs, toast } from '../../lib/toast';
import { errorMessage } from '../../lib/trpc';
import { useFetchRegistrationExport } from './api';

/** Makes the browser save a file the server wrote (CSV text or XLSX bytes in base64). */
function download(file: { filename: string; media_type: string; encoding: 'utf-8' | 'base64'; data: string }) {
  const body = file.encoding === 'base64' ? Uint8Array.from(atob(file.data), (char) => char.charCodeAt(0)) : file.data;
  const url = URL.createObjectURL(new Blob([body], { type: file.media_type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * **Export CSV** / **Export XLSX** (docs/product/registration.md#export): the year's registration
 * and dues, written by the server (no spreadsheet library in the page's JavaScript).
 */
export function ExportRegistrationButtons({ organizationId, year }: { organizationId: number; year: number }) {
  const { t } = useLingui();
  const fetchExport = useFetchRegistrationExport();
  const [pending, setPending] = useState<'csv' | 'xlsx' | null>(null);
  async function exportAs(format: 'csv' | 'xlsx') {
    setPending(format);
    try {
      download(await fetchExport(organizationId, year, format));
    } catch (error) {
      toast.error(t`Error exporting registration`, errorMessage(error, t`Unable to export registration`), {
        durationMs: longToastMs,
      });
    } finally {
      setPending(null);
    }
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onPress={() => exportAs('csv')} isPending={pending === 'csv'}>
        <Trans>Export CSV</Trans>
      </Button>
      <Button variant="secondary" onPress={() => exportAs('xlsx')} isPending={pending === 'xlsx'}>
        <Trans>Export XLSX</Trans>
      </Button>
    </div>
  );
}
