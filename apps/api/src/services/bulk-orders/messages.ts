/** The round's refusals (decision 0033): messages of the server's catalog (`bulk.*`). */
import { messages, withValues } from '@lug/domain/words';

export const bulkMessages = messages('bulk', {
  notFound: 'Bulk order not found',
  elementNotFound: 'Element not found in this bulk order',
  requestsBeforePicking: 'Requests cannot close before picking closes',
  unreadableFile: 'The file could not be read as CSV or XLSX',
  missingColumns: withValues('The file has no column for: {columns}', (columns: string) => ({ columns })),
  badRows: withValues('Nothing imported: bad rows at lines {lines}', (lines: string) => ({ lines })),
  noRows: 'The file has no element rows',
  overDistinctCap: withValues('At most {cap} distinct elements may be selected', (cap: number) => ({ cap: String(cap) })),
  notInCatalogue: withValues('Not in the catalogue: {ids}', (ids: string) => ({ ids })),
  notSelected: withValues('Not among the selected elements: {ids}', (ids: string) => ({ ids })),
  pickingClosed: 'Picking has closed for this bulk order',
  requestsClosed: 'Requests have closed for this bulk order',
  notEligible: 'You are not eligible for this bulk order',
  overCap: withValues('Your requests come to {total}, above the cap of {cap}', (total: string, cap: string) => ({ total, cap })),
  notParticipant: 'This member has no share in the allocation',
  noAllocation: 'The bulk order has not been allocated yet',
  noSelection: 'Select the elements first',
});
