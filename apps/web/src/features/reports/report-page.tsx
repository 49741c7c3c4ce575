/**
 * What the report screens share (docs/product/reports.md): the header with the way back to
 * Reports, the year picker, the error screen, and the quiet links of their rows.
 */
import type { ReactNode } from 'react';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-header';
import { screenError } from '../../components/screen-error';
import { ButtonLink, Link } from '../../components/ui/link';
import { Select, SelectItem } from '../../components/ui/select';
import { reportMessages } from './messages';
import { reportYears } from './year';

export function ReportHeader({ title, description }: { title: string; description: ReactNode }) {
  const { t } = useLingui();
  return (
    <PageHeader
      title={title}
      description={description}
      actions={
        <ButtonLink to="/platform/reports" variant="secondary">
          {t(reportMessages.backToReports)}
        </ButtonLink>
      }
    />
  );
}

/** The report's year: this year and the four before, and the one in the address. */
export function YearSelect({ year, onChange }: { year: number; onChange: (year: number) => void }) {
  const { t } = useLingui();
  return (
    <Select label={t`Year`} className="sm:w-36" value={String(year)} onChange={(key) => onChange(Number(key))}>
      {reportYears(year).map((y) => (
        <SelectItem key={y} id={String(y)}>
          {String(y)}
        </SelectItem>
      ))}
    </Select>
  );
}

/**
 * A report route's `errorComponent`: the report's heading, what failed, and the way back, in the
 * reader's language when it shows.
 */
export function reportScreenError(heading: MessageDescriptor) {
  return function ReportScreenError(props: ErrorComponentProps) {
    return screenError({
      heading: i18n._(heading),
      title: i18n._(reportMessages.errorLoadingReport),
      back: { to: '/platform/reports', label: i18n._(reportMessages.backToReports) },
    })(props);
  };
}

/** A row's name linking to its own page (a member's report, an activity). */
export const RowNameLink: typeof Link = (props) => <Link variant="quiet" className="font-medium text-fg" {...props} />;
