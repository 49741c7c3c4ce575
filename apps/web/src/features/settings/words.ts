import { t } from '@lingui/core/macro';
import { formatDate, type DateFormat } from '@lug/domain/date-format';

/** A date format as the settings offer it: an example date and the pattern, "07/03/2026 (dd/MM/yyyy)". */
export function dateFormatLabel(format: DateFormat): string {
  const example = formatDate('2026-03-07', format);
  return t`${example} (${format})`;
}
