import { useState, type ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { FileTrigger } from 'react-aria-components';
import type { Exhibit, ExhibitList } from '@lug/domain/exhibits';
import { exhibitLimits, studsToCm } from '@lug/domain/exhibits-helpers';
import { PageHeader } from '../../../../components/page-header';
import { screenError } from '../../../../components/screen-error';
import { Badge } from '../../../../components/ui/badge';
import { ChangedMark } from '../../../../features/exhibits/changed-mark';
import { reducePhoto } from '../../../../features/exhibits/reduce-photo';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../../components/ui/card';
import { ConfirmDialog, Dialog, Modal } from '../../../../components/ui/dialog';
import { ButtonLink } from '../../../../components/ui/link';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { activityLoadFailure } from '../../../../features/activities/messages';
import {
  downloadCards,
  exhibitQueries,
  fileAsBase64,
  useReviewExhibit,
  useSetExhibitPhoto,
  useWithdrawExhibit,
} from '../../../../features/exhibits/api';
import { ExhibitFormDialog, type ExhibitDraft } from '../../../../features/exhibits/exhibit-form-dialog';
import { useOrganization } from '../../../../features/organizations/use-organization';
import { loadRow, numericIdParams } from '../../../../lib/route-loader';
import { activityQueries } from '../../../../features/activities/api';
import { titleHead } from '../../../../lib/title';
import { longToastMs, toast } from '../../../../lib/toast';
import { errorMessage } from '../../../../lib/trpc';

export const Route = createFileRoute('/platform/activities/$id/exhibits')({
  params: numericIdParams,
  loader: loadRow((queryClient, organizationId, id) => [
    // The breadcrumb names the activity from this query (platform-breadcrumbs.tsx).
    queryClient.ensureQueryData(activityQueries.get(organizationId, id)),
    queryClient.ensureQueryData(exhibitQueries.list(organizationId, id)),
  ]),
  head: () => titleHead(t`Exhibits`),
  errorComponent: (props) => screenError({ heading: t`Exhibits`, ...activityLoadFailure() })(props),
  component: ExhibitsPage,
});

const emptyDraft: ExhibitDraft = {
  title: '',
  width_studs: null,
  depth_studs: null,
  height_studs: null,
  needs_power: false,
  sockets: 0,
  notes: null,
  description: null,
};

function StatusBadge({ status }: { status: Exhibit['status'] }) {
  if (status === 'approved')
    return (
      <Badge variant="success">
        <Trans>Approved</Trans>
      </Badge>
    );
  if (status === 'rejected')
    return (
      <Badge variant="danger">
        <Trans>Rejected</Trans>
      </Badge>
    );
  return (
    <Badge variant="warning">
      <Trans>Pending review</Trans>
    </Badge>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-surface-2 px-3 py-2">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums text-fg">{children}</dd>
    </div>
  );
}

function Totals({ list }: { list: ExhibitList }) {
  const { t } = useLingui();
  const { totals, activity } = list;
  const area = totals.approved_area_studs.toLocaleString();
  const limit = activity.exhibits_area_studs?.toLocaleString();
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      <Figure label={list.can_review ? t`Exhibits` : t`Exhibits you see`}>{totals.count}</Figure>
      <Figure label={t`Approved`}>{totals.approved}</Figure>
      <Figure label={t`Approved table area`}>
        {limit ? (
          <Trans>
            {area} of {limit} studs²
          </Trans>
        ) : (
          <Trans>{area} studs²</Trans>
        )}
      </Figure>
      <Figure label={t`Power sockets`}>{totals.sockets}</Figure>
    </dl>
  );
}

function ExhibitsPage() {
  const { t } = useLingui();
  const { id } = Route.useParams();
  const { organizationId } = useOrganization();
  const { data: list } = useSuspenseQuery(exhibitQueries.list(organizationId, id));
  const [editing, setEditing] = useState<ExhibitDraft | null>(null);
  const [withdrawing, setWithdrawing] = useState<Exhibit | null>(null);
  const [rejecting, setRejecting] = useState<Exhibit | null>(null);
  const [downloading, setDownloading] = useState(false);
  const withdraw = useWithdrawExhibit();
  const review = useReviewExhibit();
  const { activity } = list;
  const mine = list.exhibits.filter((e) => e.mine);
  const others = list.exhibits.filter((e) => !e.mine);

  async function cards() {
    setDownloading(true);
    try {
      await downloadCards(organizationId, id);
    } catch (error) {
      toast.error(t`Error downloading the MOC cards`, errorMessage(error), { durationMs: longToastMs });
    } finally {
      setDownloading(false);
    }
  }

  function approve(exhibit: Exhibit) {
    const title = exhibit.title;
    review.mutate(
      { organization_id: organizationId, id: exhibit.id, status: 'approved' },
      {
        onSuccess: (result) =>
          toast.success(
            t`“${title}” approved`,
            result.email === 'queued' ? t`The member will get an email.` : t`The member has no email address to tell.`,
          ),
        onError: (error) =>
          toast.error(t`Could not approve “${title}”`, errorMessage(error), { durationMs: longToastMs }),
      },
    );
  }

  const problem = list.register_problem;
  const withdrawingTitle = withdrawing?.title ?? '';

  /** Approve and reject, for managers (their own exhibits too). */
  function reviewButtons(exhibit: Exhibit) {
    if (!list.can_review) return null;
    const title = exhibit.title;
    return (
      <>
        {exhibit.status !== 'approved' ? (
          <Button
            size="sm"
            aria-label={t`Approve ${title}`}
            isDisabled={review.isPending}
            onPress={() => approve(exhibit)}
          >
            <Trans>Approve</Trans>
          </Button>
        ) : null}
        {exhibit.status !== 'rejected' ? (
          <Button variant="secondary" size="sm" aria-label={t`Reject ${title}`} onPress={() => setRejecting(exhibit)}>
            <Trans>Reject</Trans>
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t`Exhibits`}
        description={activity.title}
        actions={
          <>
            <ButtonLink to="/platform/activities/$id" params={{ id }} variant="secondary">
              <Trans>Back to activity</Trans>
            </ButtonLink>
            {list.can_review ? (
              <>
                <ButtonLink to="/platform/activities/$id/table-plan" params={{ id }} variant="secondary">
                  <Trans>Table plan</Trans>
                </ButtonLink>
                <Button variant="secondary" onPress={() => void cards()} isPending={downloading}>
                  <Trans>Download MOC cards</Trans>
                </Button>
              </>
            ) : null}
            {activity.exhibits_open ? (
              <Button onPress={() => setEditing(emptyDraft)} isDisabled={problem !== null}>
                <Trans>Register an exhibit</Trans>
              </Button>
            ) : null}
          </>
        }
      />

      {problem ? (
        <p role="status" className="rounded-lg bg-surface-2 px-4 py-3 text-sm text-fg-muted">
          {problem}
        </p>
      ) : null}

      <Card>
        <CardHeader
          title={t`Totals`}
          description={
            list.can_review
              ? t`Over every exhibit registered for this activity.`
              : t`Over your own exhibits and the approved ones.`
          }
        />
        <CardContent>
          <Totals list={list} />
        </CardContent>
      </Card>

      <section aria-labelledby="my-exhibits" className="flex flex-col gap-3">
        <h2 id="my-exhibits" className="text-lg font-semibold">
          <Trans>My exhibits</Trans>
        </h2>
        {mine.length === 0 ? (
          <p className="text-sm text-fg-subtle italic">
            {activity.exhibits_open ? (
              <Trans>You have not registered an exhibit yet.</Trans>
            ) : (
              <Trans>This activity does not take exhibits.</Trans>
            )}
          </p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {mine.map((exhibit) => {
              const exhibitTitle = exhibit.title;
              return (
                <ExhibitCard key={exhibit.id} exhibit={exhibit}>
                  <Button
                    variant="secondary"
                    size="sm"
                    isDisabled={activity.started}
                    aria-label={t`Edit ${exhibitTitle}`}
                    onPress={() => setEditing({ ...exhibit })}
                  >
                    <Trans>Edit</Trans>
                  </Button>
                  <PhotoButton exhibit={exhibit} organizationId={organizationId} isDisabled={activity.started} />
                  <Button
                    variant="ghost"
                    size="sm"
                    isDisabled={activity.started}
                    aria-label={t`Withdraw ${exhibitTitle}`}
                    onPress={() => setWithdrawing(exhibit)}
                  >
                    <Trans>Withdraw</Trans>
                  </Button>
                  {reviewButtons(exhibit)}
                </ExhibitCard>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="other-exhibits" className="flex flex-col gap-3">
        <h2 id="other-exhibits" className="text-lg font-semibold">
          {list.can_review ? <Trans>Exhibits of other members</Trans> : <Trans>Approved exhibits</Trans>}
        </h2>
        {others.length === 0 ? (
          <p className="text-sm text-fg-subtle italic">
            <Trans>No exhibits to show yet.</Trans>
          </p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {others.map((exhibit) => (
              <ExhibitCard key={exhibit.id} exhibit={exhibit} showBuilder>
                {reviewButtons(exhibit)}
              </ExhibitCard>
            ))}
          </ul>
        )}
      </section>

      {editing ? (
        <ExhibitFormDialog
          organizationId={organizationId}
          activityId={id}
          initial={editing}
          isOpen
          onOpenChange={(open) => !open && setEditing(null)}
        />
      ) : null}

      <ConfirmDialog
        isOpen={withdrawing !== null}
        onOpenChange={(open) => !open && setWithdrawing(null)}
        title={t`Withdraw exhibit`}
        actionLabel={t`Withdraw`}
        isPending={withdraw.isPending}
        onAction={async () => {
          const exhibit = withdrawing!;
          const title = exhibit.title;
          try {
            await withdraw.mutateAsync({ organization_id: organizationId, id: exhibit.id });
            toast.success(t`“${title}” withdrawn`);
          } catch (error) {
            toast.error(t`Could not withdraw “${title}”`, errorMessage(error), { durationMs: longToastMs });
            throw error;
          }
        }}
      >
        <Trans>Withdraw “{withdrawingTitle}” from this activity? Its registration and photo are removed.</Trans>
      </ConfirmDialog>

      {rejecting ? (
        <RejectDialog exhibit={rejecting} organizationId={organizationId} onClose={() => setRejecting(null)} />
      ) : null}
    </div>
  );
}

function ExhibitCard({
  exhibit,
  showBuilder,
  children,
}: {
  exhibit: Exhibit;
  showBuilder?: boolean;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const w = exhibit.width_studs;
  const d = exhibit.depth_studs;
  const wCm = studsToCm(w);
  const dCm = studsToCm(d);
  const sockets = exhibit.sockets;
  const reason = exhibit.review_reason;
  const builder = exhibit.builder;
  const title = exhibit.title;
  return (
    <li>
      <article
        aria-label={exhibit.title}
        className="flex h-full flex-col gap-3 rounded-xl border border-line bg-surface p-4 shadow-card"
      >
        <div className="flex items-start gap-3">
          {exhibit.has_photo ? (
            <img
              src={`/api/exhibits/${exhibit.id}/photo?v=${encodeURIComponent(exhibit.updated_at)}`}
              alt={t`Photo of ${title}`}
              className="size-16 shrink-0 rounded-lg object-cover"
              loading="lazy"
            />
          ) : null}
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="min-w-0 font-semibold break-words">{exhibit.title}</h3>
              <StatusBadge status={exhibit.status} />
            </div>
            {showBuilder ? (
              <p className="text-sm text-fg-muted">
                <Trans>by {builder}</Trans>
              </p>
            ) : null}
            <p className="text-sm text-fg-muted tabular-nums">
              <Trans>
                {w} × {d} studs ({wCm} × {dCm} cm)
              </Trans>
              {' · '}
              {exhibit.needs_power ? (
                <Plural value={sockets} one="# socket" other="# sockets" />
              ) : (
                <Trans>No power</Trans>
              )}
            </p>
          </div>
        </div>
        <ChangedMark fields={exhibit.changed_fields} />
        {exhibit.description ? <p className="text-sm whitespace-pre-line text-fg">{exhibit.description}</p> : null}
        {exhibit.notes ? <p className="text-sm whitespace-pre-line text-fg-muted">{exhibit.notes}</p> : null}
        {exhibit.status === 'rejected' && reason ? (
          <p className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-text">
            <Trans>Reason: {reason}</Trans>
          </p>
        ) : null}
        {children ? <div className="mt-auto flex flex-wrap gap-2">{children}</div> : null}
      </article>
    </li>
  );
}

function PhotoButton({
  exhibit,
  organizationId,
  isDisabled,
}: {
  exhibit: Exhibit;
  organizationId: number;
  isDisabled: boolean;
}) {
  const { t } = useLingui();
  const setPhoto = useSetExhibitPhoto();
  const title = exhibit.title;
  async function choose(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    if (file.size > exhibitLimits.photoBytesMax) {
      toast.error(t`The photo is too large`, t`A photo may be 12 MB at most.`, { durationMs: longToastMs });
      return;
    }
    try {
      // Reduced in the browser first (~1600 px JPEG), so a phone's 9 MB photo uploads fast.
      const photo = await reducePhoto(file);
      await setPhoto.mutateAsync({ organization_id: organizationId, id: exhibit.id, data: await fileAsBase64(photo) });
      toast.success(t`Photo saved`);
    } catch (error) {
      toast.error(t`Could not save the photo`, errorMessage(error), { durationMs: longToastMs });
    }
  }
  return (
    <FileTrigger acceptedFileTypes={['image/jpeg', 'image/png', 'image/webp']} onSelect={(files) => void choose(files)}>
      <Button
        variant="secondary"
        size="sm"
        isDisabled={isDisabled}
        isPending={setPhoto.isPending}
        aria-label={t`Photo for ${title}`}
      >
        {exhibit.has_photo ? <Trans>Replace photo</Trans> : <Trans>Add photo</Trans>}
      </Button>
    </FileTrigger>
  );
}

function RejectDialog({
  exhibit,
  organizationId,
  onClose,
}: {
  exhibit: Exhibit;
  organizationId: number;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const review = useReviewExhibit();
  const title = exhibit.title;
  async function reject() {
    if (reason.trim() === '') {
      setProblem(t`A reason is required to reject an exhibit`);
      return;
    }
    try {
      const result = await review.mutateAsync({
        organization_id: organizationId,
        id: exhibit.id,
        status: 'rejected',
        reason,
      });
      toast.success(
        t`“${title}” rejected`,
        result.email === 'queued'
          ? t`The member will get an email with your reason.`
          : t`The member has no email address to tell.`,
      );
      onClose();
    } catch (error) {
      toast.error(t`Could not reject “${title}”`, errorMessage(error), { durationMs: longToastMs });
    }
  }
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} isDismissable={!review.isPending} size="md">
      <Dialog
        title={t`Reject exhibit`}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close} isDisabled={review.isPending} autoFocus>
              <Trans>Cancel</Trans>
            </Button>
            <Button variant="danger" onPress={() => void reject()} isPending={review.isPending}>
              <Trans>Reject exhibit</Trans>
            </Button>
          </>
        )}
      >
        <div className="flex flex-col gap-3 text-fg">
          <p className="text-sm text-fg-muted">
            <Trans>The member is emailed your reason for not accepting “{title}”.</Trans>
          </p>
          <TextAreaField
            label={t`Reason`}
            isRequired
            value={reason}
            onChange={(value) => {
              setReason(value);
              setProblem(null);
            }}
            maxLength={exhibitLimits.reasonMax}
            showCount
            rows={3}
            isInvalid={problem !== null}
            errorMessage={problem ?? undefined}
          />
        </div>
      </Dialog>
    </Modal>
  );
}
