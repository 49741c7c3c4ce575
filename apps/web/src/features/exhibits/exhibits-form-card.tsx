import { Trans, useLingui } from '@lingui/react/macro';
import { FormCard } from '../../components/ui/card';
import { Switch } from '../../components/ui/switch';
import { TextField } from '../../components/ui/text-field';

/**
 * The activity form's card "Exhibits" (docs/product/shows-exhibits.md): whether members register
 * exhibits (MOCs), how many each, and the table area the approved ones may take (studs², 1 stud =
 * 8 mm). `exhibitsOpen` is controlled by the form (a switch submits no text).
 */
export function ExhibitsFormCard(props: {
  initial?: { exhibits_per_member: number | null; exhibits_area_studs: number | null };
  exhibitsOpen: boolean;
  onExhibitsOpen: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return (
    <FormCard title={t`Exhibits`}>
      <Switch isSelected={props.exhibitsOpen} onChange={props.onExhibitsOpen}>
        <Trans>Members can register exhibits</Trans>
      </Switch>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="exhibits_per_member"
          label={t`Exhibits per member`}
          inputMode="numeric"
          description={t`Leave empty for no limit. Rejected exhibits do not count.`}
          defaultValue={text(props.initial?.exhibits_per_member)}
        />
        <TextField
          name="exhibits_area_studs"
          label={t`Table area (studs²)`}
          inputMode="numeric"
          description={t`The most the approved exhibits may take together; empty for no limit. A 96 × 48 studs table is 4,608 studs².`}
          defaultValue={text(props.initial?.exhibits_area_studs)}
        />
      </div>
    </FormCard>
  );
}
