import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { studsToCm } from '@lug/domain/exhibits-helpers';
import { Link } from '../../../components/ui/link';
import { Spinner } from '../../../components/ui/spinner';
import { titleHead } from '../../../lib/title';
import { apiErrorCode, errorMessage, trpc } from '../../../lib/trpc';
import { AuthCard } from '../-components/auth-card';

export const Route = createFileRoute('/_public/exhibits/$id')({
  head: () => titleHead(t`Exhibit`),
  component: PublicExhibitPage,
});

/**
 * An exhibit's public page, where the QR code of its MOC card leads (docs/product/shows-exhibits.md):
 * the model, its size and the show, for an approved exhibit of a public activity. Anything else
 * is "not found", the same for a missing exhibit and a private one. The builder is not named here.
 */
function PublicExhibitPage() {
  const { t } = useLingui();
  const { id } = Route.useParams();
  const exhibitId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  const exhibit = useQuery({
    ...trpc.exhibits.publicGet.queryOptions({ id: exhibitId ?? 0 }),
    enabled: exhibitId !== null,
    retry: false,
  });

  if (exhibitId === null || (exhibit.isError && apiErrorCode(exhibit.error) === 'NOT_FOUND')) {
    return (
      <AuthCard title={t`Exhibit not found`} description={t`This exhibit is not public, or it does not exist.`}>
        <Link to="/">
          <Trans>Back to the home page</Trans>
        </Link>
      </AuthCard>
    );
  }
  if (exhibit.isError) {
    const problem = errorMessage(exhibit.error);
    return (
      <AuthCard title={t`Exhibit`} description={problem}>
        <Link to="/">
          <Trans>Back to the home page</Trans>
        </Link>
      </AuthCard>
    );
  }
  if (!exhibit.data) {
    return (
      <AuthCard title={t`Exhibit`}>
        <Spinner label={t`Loading the exhibit`} />
      </AuthCard>
    );
  }
  const e = exhibit.data;
  const w = e.width_studs;
  const d = e.depth_studs;
  const wCm = studsToCm(w);
  const dCm = studsToCm(d);
  const group = e.organization_name;
  const show = e.activity.title;
  const title = e.title;
  return (
    <AuthCard title={e.title} description={t`Shown at ${show} (${group})`} width="md">
      <div className="flex flex-col gap-4 text-sm">
        {e.has_photo ? (
          <img
            src={`/api/public/exhibits/${e.id}/photo`}
            alt={t`Photo of ${title}`}
            className="w-full rounded-xl object-cover"
          />
        ) : null}
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-xs text-fg-muted">
              <Trans>Size</Trans>
            </dt>
            <dd className="tabular-nums">
              <Trans>
                {w} × {d} studs ({wCm} × {dCm} cm)
              </Trans>
            </dd>
          </div>
          {e.activity.location ? (
            <div>
              <dt className="text-xs text-fg-muted">
                <Trans>Where</Trans>
              </dt>
              <dd>{e.activity.location}</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </AuthCard>
  );
}
