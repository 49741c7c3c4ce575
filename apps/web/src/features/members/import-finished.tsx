import { Trans, useLingui } from '@lingui/react/macro';
import type { ImportResult } from '@lug/domain/members';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { ButtonLink } from '../../components/ui/link';
import { emailDeliveryMessages } from '../email-delivery/words';
import { Figure, Figures } from './figures';
import { ImportRowsTable } from './import-preview';

/** Step 4: what the import did, the rows it left out, and the way back to the list. */
export function ImportFinished({ result }: { result: ImportResult }) {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader title={t`Import finished`} />
      <CardContent className="flex flex-col gap-4">
        <Figures className="sm:grid-cols-4">
          <Figure label={t`Created`} value={result.created} />
          <Figure label={t`Invited`} value={result.invited} />
          <Figure label={t`Skipped`} value={result.skipped} />
          <Figure label={t`Not imported (errors)`} value={result.failed} />
        </Figures>
        {result.emails > 0 ? (
          <p
            className={
              result.emailDelivery === 'queued'
                ? 'text-sm text-fg-muted'
                : 'rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning-text'
            }
          >
            {result.emailDelivery === 'queued'
              ? emailDeliveryMessages.importQueued(result.emails)
              : emailDeliveryMessages.importWaiting(result.emails)}
          </p>
        ) : null}
        {result.failed > 0 ? <ImportRowsTable rows={result.rows.filter((r) => r.action === 'error')} /> : null}
        <div>
          <ButtonLink to="/platform/members">
            <Trans>Go to Members</Trans>
          </ButtonLink>
        </div>
      </CardContent>
    </Card>
  );
}
