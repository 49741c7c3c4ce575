import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { kioskCodeRefreshMs } from '@lug/domain/kiosk-helpers';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/link';
import { errorMessage } from '../../lib/trpc';
import { useFormatDate } from '../organizations/use-format-date';
import { rsvpQueries } from './api';
import { CheckInQrCode } from './check-in-qr-code';
import { selfCheckInUrl } from './kiosk-qr-panel';

/**
 * Printed: the poster alone, on one A4 page. Everything that is not the poster or holds it is left
 * out of the layout (`display: none`, so nothing hidden takes room and adds a blank page), and the
 * poster's holders lose their padding.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a style sheet, not words
const printCss = `@page { size: A4 portrait; margin: 12mm; }
@media print {
  body *:not(:has(#check-in-poster)):not(#check-in-poster):not(#check-in-poster *) { display: none !important; }
  body *:has(#check-in-poster) { display: block !important; position: static !important; margin: 0 !important;
    padding: 0 !important; border: 0 !important; width: auto !important; height: auto !important;
    min-height: 0 !important; max-width: none !important; overflow: visible !important; box-shadow: none !important; }
  html, body { background: white !important; }
  #check-in-poster { break-inside: avoid; height: 270mm; color: black !important; background: white !important; }
}`;

/**
 * The check-in poster (issue 28): the activity's QR code large, to print and put up at the door. It
 * shows the one code every kiosk shows; a manager's "New code" ends it, and the screen says so by
 * showing the new one (read again every 5 s): print again then.
 */
export function CheckInPoster({
  organizationId,
  activity,
}: {
  organizationId: number;
  activity: { id: number; title: string; start_date: string; end_date: string };
}) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const code = useQuery({ ...rsvpQueries.checkInCode(organizationId, activity.id), refetchInterval: kioskCodeRefreshMs });
  const url = code.data ? selfCheckInUrl(activity.id, code.data.code) : null;
  const start = formatDate(activity.start_date);
  const end = formatDate(activity.end_date);
  const problem = code.error ? errorMessage(code.error) : '';
  return (
    <div className="flex flex-col gap-4">
      <style>{printCss}</style>
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button variant="primary" onPress={() => window.print()} isDisabled={!url}>
          <Trans>Print</Trans>
        </Button>
        <ButtonLink to="/platform/activities/$id/check-in" params={{ id: activity.id }} variant="secondary">
          <Trans>Back to check-in</Trans>
        </ButtonLink>
      </div>
      <p className="text-sm text-fg-muted print:hidden">
        <Trans>Fits one A4 page. A new check-in code ends this poster: print it again then.</Trans>
      </p>
      <article
        id="check-in-poster"
        aria-label={t`Check-in poster`}
        className="mx-auto flex w-full max-w-[210mm] flex-col items-center gap-6 rounded-2xl border border-line bg-white p-6 text-center text-black sm:p-10"
      >
        <p className="text-xl font-medium tracking-wide uppercase">
          <Trans>Check in here</Trans>
        </p>
        <h1 className="text-3xl font-bold break-words sm:text-5xl">{activity.title}</h1>
        <p className="text-lg">{start === end ? start : t`${start} – ${end}`}</p>
        {url ? (
          <CheckInQrCode url={url} large />
        ) : code.isError ? (
          <p role="alert">
            <Trans>Could not read the check-in code: {problem}</Trans>
          </p>
        ) : (
          <p>
            <Trans>Reading the check-in code…</Trans>
          </p>
        )}
        <ol className="flex list-decimal flex-col gap-1 ps-6 text-start text-lg">
          <li>
            <Trans>Scan the code with your phone’s camera.</Trans>
          </li>
          <li>
            <Trans>Sign in to the platform if it asks.</Trans>
          </li>
          <li>
            <Trans>Press “Check me in”.</Trans>
          </li>
        </ol>
        {url ? <p className="max-w-full text-xs break-all text-neutral-600">{url}</p> : null}
      </article>
    </div>
  );
}
