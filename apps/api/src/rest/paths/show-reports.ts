import { showReportFile, type ShowReportFile } from '@lug/domain/show-report';
import type { RestRequestParts, RestRoute } from '../route';

/**
 * The post-show report (issue 18, decision 0032). `/activities/{id}` names the activity, which
 * names its organisation; `/organizations/{id}` names the organisation. The `.pdf` and `.csv`
 * paths are downloads of the same figures.
 */
function download(
  path: string,
  procedure: 'showReports.export' | 'showReports.yearExport',
  format: 'pdf' | 'csv',
  input: (parts: RestRequestParts) => Record<string, unknown>,
): RestRoute {
  return {
    method: 'GET',
    path,
    procedure,
    input: (parts) => ({ ...input(parts), format }),
    contentType: format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8',
    respond: (output) => {
      const file = output as ShowReportFile;
      return file.encoding === 'base64' ? new Uint8Array(Buffer.from(file.data, 'base64')) : file.data;
    },
    headers: (output) => ({
      'content-disposition': `attachment; filename="${(output as ShowReportFile).filename}"`,
      'cache-control': 'no-store',
    }),
    answers: { schema: showReportFile.shape.data },
  };
}

const activity = ({ query, params }: RestRequestParts) => ({ ...query, id: params.id });
const organization = ({ query, params }: RestRequestParts) => ({ ...query, organization_id: params.id });

export const showReportPaths: RestRoute[] = [
  { method: 'GET', path: '/activities/:id/report', procedure: 'showReports.get' },
  { method: 'PUT', path: '/activities/:id/report', procedure: 'showReports.update' },
  download('/activities/:id/report.pdf', 'showReports.export', 'pdf', activity),
  download('/activities/:id/report.csv', 'showReports.export', 'csv', activity),
  { method: 'GET', path: '/organizations/:id/show-reports', procedure: 'showReports.year', input: organization },
  download('/organizations/:id/show-reports.pdf', 'showReports.yearExport', 'pdf', organization),
  download('/organizations/:id/show-reports.csv', 'showReports.yearExport', 'csv', organization),
];
