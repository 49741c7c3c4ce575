import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isPhotoLink, photoLinksMax, reportNotesMax, visitorsMax } from '@lug/domain/show-report-helpers';
import type { ShowReport } from '@lug/domain/show-report';
import { Button } from '../../components/ui/button';
import { FormCard } from '../../components/ui/card';
import { Form, FormActions } from '../../components/ui/form';
import { NumberField } from '../../components/ui/number-field';
import { TextAreaField } from '../../components/ui/text-area-field';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/trpc';
import { useSaveShowReport } from './api';

/** The links as typed: one a line, blank lines left out. */
function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The entered figures of the post-show report (`activities.manage`): visitors by age, notes and
 * links to the show's photos. The counted figures are not here: they come from the records.
 */
export function ShowReportForm({ organizationId, report }: { organizationId: number; report: ShowReport }) {
  const { t } = useLingui();
  const save = useSaveShowReport();
  const [children, setChildren] = useState(report.visitors_children);
  const [teens, setTeens] = useState(report.visitors_teens);
  const [adults, setAdults] = useState(report.visitors_adults);
  const [notes, setNotes] = useState(report.notes ?? '');
  const [links, setLinks] = useState(report.photo_links.join('\n'));
  const [errors, setErrors] = useState<Record<string, string>>({});

  function validate(): Record<string, string> {
    const found: Record<string, string> = {};
    const list = linesOf(links);
    const bad = list.find((link) => !isPhotoLink(link));
    if (bad !== undefined) found.photo_links = t`Each photo link must be a web address starting with https:// (${bad})`;
    else if (list.length > photoLinksMax) found.photo_links = t`At most ${photoLinksMax} photo links`;
    else if (new Set(list).size !== list.length) found.photo_links = t`A photo link is listed twice`;
    return found;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        organization_id: organizationId,
        id: report.activity.id,
        visitors_children: Number.isFinite(children) ? children : 0,
        visitors_teens: Number.isFinite(teens) ? teens : 0,
        visitors_adults: Number.isFinite(adults) ? adults : 0,
        notes,
        photo_links: linesOf(links),
      },
      {
        onSuccess: () => toast.success(t`Report saved`),
        onError: (error) => toast.error(t`Error saving the report`, errorMessage(error)),
      },
    );
  }

  const total = [children, teens, adults].reduce((sum, n) => sum + (Number.isFinite(n) ? n : 0), 0);
  return (
    <Form onSubmit={onSubmit} validationErrors={errors}>
      <FormCard
        title={t`Visitors, notes and photos`}
        description={t`What only the organisers know: enter it after the show.`}
      >
        <div className="grid gap-5 sm:grid-cols-3">
          <NumberField
            name="visitors_children"
            label={t`Children`}
            description={t`Visitors up to 12`}
            minValue={0}
            maxValue={visitorsMax}
            value={children}
            onChange={setChildren}
          />
          <NumberField
            name="visitors_teens"
            label={t`Teens`}
            description={t`Visitors 13 to 17`}
            minValue={0}
            maxValue={visitorsMax}
            value={teens}
            onChange={setTeens}
          />
          <NumberField
            name="visitors_adults"
            label={t`Adults`}
            description={t`Visitors 18 and over`}
            minValue={0}
            maxValue={visitorsMax}
            value={adults}
            onChange={setAdults}
          />
        </div>
        <p className="text-sm text-fg-muted" aria-live="polite">
          <Trans>Visitors in all: {total}</Trans>
        </p>
        <TextAreaField
          name="notes"
          label={t`Notes`}
          description={t`How the show went, what to keep or change next time.`}
          maxLength={reportNotesMax}
          showCount
          value={notes}
          onChange={setNotes}
        />
        <TextAreaField
          name="photo_links"
          label={t`Photo links`}
          description={t`Links to the show's photos (an album, a post), one a line, https:// only, at most ${photoLinksMax}.`}
          rows={3}
          value={links}
          onChange={setLinks}
        />
        <FormActions>
          <Button type="submit" isPending={save.isPending}>
            <Trans>Save report</Trans>
          </Button>
        </FormActions>
      </FormCard>
    </Form>
  );
}
